import Foundation

/// Animated GIF encoding: libimagequant chooses the palette and dithers, giflib writes the file.
///
/// Two passes over the same frames (``GIFColorCounter``, then ``GIFFrameEncoder``), so that
/// frames can be drawn again instead of held in memory:
/// - **Palette.** One palette for all frames, from the colours of every frame's changed pixels,
///   at the requested ``GIFQuality``; when one palette cannot reach it (many colours: photos,
///   long gradients), every frame gets its own palette instead.
/// - **No shimmer.** A pixel whose colour did not change since the previous frame keeps what
///   is shown (transparent), so dithering never flickers over still areas; only changed
///   pixels are mapped to the palette again.
/// - **Differencing.** Each frame stores the smallest rectangle holding the pixels whose shown
///   colour changes, the rest transparent; a frame that shows no change adds its time to the
///   previous frame instead of being stored.
/// - **Timing.** Frames shorter than ``FrameDelays/shortestGIFDelay`` are left out
///   (``FrameDelays/gifFrames(delays:)``); `loop` repeats forever (NETSCAPE2.0).
///
/// Deterministic: the same frames give the same bytes on every machine.
public enum GIFEncoder {
    /// Encodes frames (all the same size) with per-frame delays in centiseconds.
    public static func encode(frames: [PixelImage], delays: [Int], loop: Bool,
                              quality: GIFQuality = .standard) throws -> [UInt8] {
        try encode(frames: frames, delays: delays, loop: loop, quality: quality, keptPool: GIFColorCounter.keptPool)
    }

    /// ``encode(frames:delays:loop:quality:)`` keeping images for the second pass within what
    /// `keptPool` has left (nil: none; tests compare both).
    static func encode(frames: [PixelImage], delays: [Int], loop: Bool, quality: GIFQuality,
                       keptPool: FramePool?) throws -> [UInt8] {
        guard let first = frames.first else { throw RenderError("a GIF needs at least one frame") }
        guard delays.count == frames.count else { throw RenderError("\(delays.count) delays for \(frames.count) frames") }
        let kept = FrameDelays.gifFrames(delays: delays)
        let counter = try GIFColorCounter(width: first.width, height: first.height, quality: quality, keptPool: keptPool)
        for k in kept { try counter.add(frames[k.index]) }
        let sink = ByteSink()
        let encoder = try counter.encoder(sink: sink, loop: loop)
        for k in kept { try encoder.add(frames[k.index], delay: k.delay) }
        try encoder.finish()
        return sink.bytes
    }
}

/// The first pass: counts the colours of each frame's changed pixels.
///
/// The libimagequant images it counts are kept for the second pass (``KeptImages``) while
/// ``keptPool`` has room, so that their linear-light pixels and edge maps are derived once.
final class GIFColorCounter {
    let width: Int, height: Int
    private let settings: QuantizerSettings
    private let histogram: GIFColorHistogram
    private var previous: [UInt32]? = nil
    private var kept: KeptImages
    private var frames = 0

    /// The memory every GIF encoder of the process keeps images in: libimagequant holds about
    /// 21 bytes a pixel (the pixels, in linear light, and the edge map), so one 780x1688 frame
    /// takes some 33 MB.
    static let keptPool = FramePool(budget: 128 << 20)

    init(width: Int, height: Int, quality: GIFQuality, keptPool: FramePool? = GIFColorCounter.keptPool) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else { throw RenderError("image too large for GIF") }
        self.width = width
        self.height = height
        settings = try QuantizerSettings(quality)
        histogram = try GIFColorHistogram(settings: settings)
        kept = KeptImages(pool: keptPool)
    }

    /// Counts a frame's colours where it differs from the previous frame (the first frame: all).
    func add(_ image: PixelImage) throws {
        guard image.width == width, image.height == height else { throw RenderError("GIF frames differ in size") }
        defer {
            previous = image.pixels
            frames += 1
        }
        let box = previous.map { PixelDiff.changedBox($0, image.pixels, width: width, height: height) }
            ?? PixelBox(x: 0, y: 0, width: width, height: height)
        guard let box else { return }
        let rgba = PixelDiff.rgba(image, box)
        if kept.reserve(box) {
            let image = try settings.image(rgba, box)
            try histogram.add(image)
            kept.add(image, frame: frames)
        } else {
            try histogram.add(rgba, box)
        }
    }

    /// The second pass, writing into `sink` with the palette the counted colours give.
    func encoder(sink: ByteSink, loop: Bool) throws -> GIFFrameEncoder {
        let shared = try histogram.palette()
        previous = nil
        return try GIFFrameEncoder(sink: sink, width: width, height: height, loop: loop, shared: shared, settings: settings,
                                   kept: kept)
    }
}

/// The images the first pass counted, by frame (in the order frames were added), for the
/// second pass to quantize and remap. Their memory is reserved from a pool shared by the
/// process's encoders, and given back as each is used, or when the last holder lets go.
final class KeptImages {
    private let pool: FramePool?
    private var images: [Int: QuantizerImage] = [:]
    /// What the kept images hold reserved.
    private var reserved = 0

    /// Keeps nothing without a pool.
    init(pool: FramePool?) { self.pool = pool }

    deinit { pool?.release(reserved) }

    /// About what libimagequant holds for an image of `box`: its pixels (4 bytes a pixel), in
    /// linear light (16) and the edge map (1), and a copy of the pixels here (4).
    static func bytes(_ box: PixelBox) -> Int { box.count * 25 }

    /// Reserves room for an image of `box`; false when the pool has none left.
    func reserve(_ box: PixelBox) -> Bool {
        guard let pool, pool.tryReserve(Self.bytes(box)) else { return false }
        reserved += Self.bytes(box)
        return true
    }

    /// Keeps the image of `frame` (its room reserved).
    func add(_ image: QuantizerImage, frame: Int) {
        images[frame] = image
    }

    /// The image of `frame`, once, if it was kept and holds exactly `rgba` over `box`.
    func take(frame: Int, _ rgba: [UInt32], _ box: PixelBox) -> QuantizerImage? {
        guard let image = images.removeValue(forKey: frame) else { return nil }
        let bytes = Self.bytes(image.box)
        reserved -= bytes
        pool?.release(bytes)
        return image.holds(rgba, box) ? image : nil
    }
}
