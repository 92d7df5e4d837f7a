import AnimLayout
import Foundation

/// The frames of one animation (a transition or a sequence), drawn on demand so that no more
/// than a batch of them is ever in memory.
public struct AnimationFrames: Sendable {
    /// How many frames.
    public var count: Int
    /// Frame `i` (0 ≤ i < count), built when asked for.
    public var frame: @Sendable (Int) -> RenderFrame
    /// How long each frame shows, in centiseconds (GIF's unit).
    public var delays: [Int]
    /// Whether the animation loops.
    public var loop: Bool
    /// When each frame starts, in seconds from the first (exact; `delays` are rounded to
    /// centiseconds for GIF). Vector animations key their frames at these times.
    public var times: [Double]
    /// The main motions that follow a Bézier curve (``Timeline/curves``); vector animations
    /// key them with the curve instead of frame by frame.
    public var curves: [TimelineCurve] = []

    /// Creates the source of an animation; `times` default to the delays' running sum.
    public init(count: Int, delays: [Int], loop: Bool, times: [Double]? = nil, frame: @escaping @Sendable (Int) -> RenderFrame) {
        self.count = count
        self.frame = frame
        self.delays = delays
        self.loop = loop
        var start = 0
        self.times = times ?? delays.map { d in defer { start += d }; return Double(start) / 100 }
    }
}

/// What an export wrote for an animation: a file per frame (PNG, SVG), one file for the whole
/// (GIF), or both.
public struct AnimationFiles: Hashable, Sendable {
    /// Paths of the frames' files, by frame index (empty when the format writes none).
    public var frames: [String] = []
    /// The path of the whole animation's file, if the format writes one.
    public var whole: String?

    /// Creates a result.
    public init(frames: [String] = [], whole: String? = nil) {
        self.frames = frames
        self.whole = whole
    }
}

/// One output format of `render`: how it writes states (stills) and animations into an output
/// folder. Adding a format is one type conforming to this plus its case in ``RenderFormat`` and
/// ``FrameExports/export(for:request:)``. Implementations stream: frames are drawn in bounded
/// batches (``FrameStream``) and written as they come.
public protocol FrameExport: Sendable {
    /// The format.
    var format: RenderFormat { get }
    /// True when the format writes a file per frame (PNG, SVG): used for states and
    /// transitions, not for sequences, which are only written as whole animations.
    var writesFilePerFrame: Bool { get }
    /// Writes each still as `STEM.EXT`; returns the path written for each (nil: the format
    /// writes no stills).
    func stills(_ items: [(frame: RenderFrame, stem: String)], into folder: OutputFolder,
                progress: any ProgressReporter) throws -> [String?]
    /// Writes an animation under `stem` (`STEM/frame-0000.EXT`… or `STEM.EXT`).
    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles
}

/// An export that writes one file per animation and nothing for states (GIF, WebP).
protocol WholeAnimationExport: FrameExport {}

extension WholeAnimationExport {
    var writesFilePerFrame: Bool { false }

    func stills(_ items: [(frame: RenderFrame, stem: String)], into folder: OutputFolder,
                progress: any ProgressReporter) throws -> [String?] {
        items.map { _ in nil }
    }

    /// The pixel size of an animation's frames at `options`' scale; nil when it has no frames.
    /// Throws when its delays do not match its frames.
    func pixelSize(of frames: AnimationFrames, options: RenderOptions) throws -> (width: Int, height: Int)? {
        guard frames.count > 0 else { return nil }
        guard frames.delays.count == frames.count else { throw RenderError("\(frames.delays.count) delays for \(frames.count) frames") }
        return options.pixelSize(of: frames.frame(0))
    }
}

/// The exports of the frame formats.
public enum FrameExports {
    /// The export writing `format` with the request's scales, or nil for the contact sheet
    /// (one per scene, not per frame: see ``ContactSheet``). `drawn`: the frames a render's GIFs
    /// draw, which its PNGs use when both have the same options.
    public static func export(for format: RenderFormat, request: RenderRequest) -> (any FrameExport)? {
        export(for: format, request: request, drawn: PackedFrames())
    }

    static func export(for format: RenderFormat, request: RenderRequest, drawn: PackedFrames) -> (any FrameExport)? {
        let gifOptions = request.options(scale: request.resolvedGIFScale)
        switch format {
        case .png:
            let options = request.options(scale: request.scale)
            return PNGExport(options: options, drawn: options == gifOptions ? drawn : nil)
        case .svg: return SVGExport(options: request.options(scale: request.scale))
        case .gif: return GIFExport(options: gifOptions, quality: request.gif.quality, packed: drawn)
        case .webp: return WebPExport(options: request.options(scale: request.scale), quality: request.webp.quality)
        case .mp4: return MP4Export(options: request.options(scale: request.scale))
        case .animatedSVG: return AnimatedSVGExport(options: request.options(scale: 1))
        case .lottie: return LottieExport(options: request.options(scale: 1), fps: request.fps)
        case .sheet: return nil
        }
    }
}
