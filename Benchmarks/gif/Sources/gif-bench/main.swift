import AnimRender
import AnimText
import Dispatch
import Foundation
import StatesFormat

// Draws the frames of bundled scenes' animations and encodes them with animlayout's GIF
// encoder, timing both on one thread; writes every source frame as a PNG with an ffconcat
// list (the same frames and times for ffmpeg) for run.sh, which runs ffmpeg's two-pass
// palettegen/paletteuse on them and compares both GIFs with compare.py.
//
//   gif-bench OUT SCENE.states:ANIMATION [--scale 2] [--fps 30] [--quality 90] [--dark] ...
//   (ANIMATION: a sequence's name, or a transition 'from->to')

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("gif-bench: \(message)\n".utf8))
    exit(1)
}

var args = Array(CommandLine.arguments.dropFirst())
AllocatorTuning.keepFreedMemory()   // as `animlayout render` does
@MainActor func option(_ name: String, _ fallback: Double) -> Double {
    guard let i = args.firstIndex(of: name), i + 1 < args.count, let v = Double(args[i + 1]) else { return fallback }
    args.removeSubrange(i...(i + 1))
    return v
}
let scale = option("--scale", 2), fps = Int(option("--fps", 30)), quality = Int(option("--quality", 90))
let dithering = Float(option("--dither", 1))
/// `--dark`: every animation in the dark appearance.
let dark = args.contains("--dark")
args.removeAll { $0 == "--dark" }
guard args.count >= 2 else { fail("usage: gif-bench OUT SCENE.states:ANIMATION ...") }
let out = URL(fileURLWithPath: args[0], isDirectory: true)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

for spec in args.dropFirst() {
    guard let colon = spec.lastIndex(of: ":") else { fail("\(spec): expected SCENE.states:ANIMATION") }
    let path = String(spec[..<colon]), name = String(spec[spec.index(after: colon)...])
    guard let source = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    guard var scene = StatesCompiler.compile(source: [UInt8](source), file: path).scene else { fail("\(path) does not compile") }
    guard case .success(let withImages) = ImageSetup.load(scene) else { fail("\(path): images do not load") }
    scene = withImages
    guard case .success(let text) = TextSetup.load(scene) else { fail("\(path): fonts do not load") }
    var request = RenderRequest()
    request.states = []
    request.formats = [.gif]
    request.fps = fps
    request.scale = scale
    if dark { request.appearance = .dark }
    if let arrow = name.range(of: "->") {
        request.transitions = [TransitionPair(from: String(name[..<arrow.lowerBound]), to: String(name[arrow.upperBound...]))]
    } else {
        request.sequences = [name]
    }
    do {
        let plan = try RenderPlan(job: SceneRenderJob(scene: scene, measurer: text, request: request))
        guard let animation = plan.animations.first else { fail("\(spec): no such animation") }
        let frames = animation.frames
        let options = RenderOptions(scale: scale)
        let id = "\(scene.id)-\(name.replacingOccurrences(of: "->", with: "-to-"))" + (dark ? "-dark" : "")
        let folder = out.appendingPathComponent(id, isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
        _ = try FrameRenderer.image(of: frames.frame(0), options: options)   // warm up (fonts, caches)
        var images: [PixelImage] = []
        var draw = Double.infinity, encode = Double.infinity
        var gif: [UInt8] = []
        for _ in 0..<3 {
            var drawn: [PixelImage] = []
            draw = min(draw, try seconds {
                drawn = try (0..<frames.count).map { PixelImage(try FrameRenderer.image(of: frames.frame($0), options: options)) }
            })
            images = drawn
            encode = min(encode, try seconds {
                gif = try GIFEncoder.encode(frames: images, delays: frames.delays, loop: frames.loop,
                                            quality: GIFQuality(quality: quality, dithering: dithering))
            })
        }
        try Data(gif).write(to: folder.appendingPathComponent("ours.gif"))
        // The source frames and their times, for ffmpeg and the comparison.
        var list = "ffconcat version 1.0\n"
        for i in 0..<frames.count {
            let file = String(format: "frames/f%04d.png", i)
            try Data(try FrameRenderer.png(of: frames.frame(i), options: options)).write(to: folder.appendingPathComponent(file))
            list += "file '\(file)'\noption framerate 100\nduration \(Double(frames.delays[i]) / 100)\n"
        }
        // The concat demuxer times the last file only when it is listed twice (ffmpeg's GIF then stores
        // it twice, a few dozen bytes); `option framerate 100` keeps the images' timestamps in
        // centiseconds instead of 1/25 s.
        list += String(format: "file 'frames/f%04d.png'\noption framerate 100\n", frames.count - 1)
        try list.write(to: folder.appendingPathComponent("frames.ffconcat"), atomically: true, encoding: .utf8)
        let size = (images.first?.width ?? 0, images.first?.height ?? 0)
        print("{\"id\": \"\(id)\", \"frames\": \(frames.count), \"width\": \(size.0), \"height\": \(size.1), "
              + "\"delays\": \(frames.delays), \"loop\": \(frames.loop), "
              + String(format: "\"draw_ms\": %.1f, \"encode_ms\": %.1f, \"bytes\": %d}", draw * 1000, encode * 1000, gif.count))
    } catch {
        fail("\(spec): \(error)")
    }
}
