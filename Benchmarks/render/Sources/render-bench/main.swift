import AnimRender
import Dispatch
import Foundation

// A 60-frame transition of a 390x844 canvas at scale 2 with a dozen views, rendered to PNG
// by the renderer (both cores: draw + encode per worker), against the bare cost of encoding
// the same 60 images with Cairo's PNG writer, in the same run; and animlayout's PNG encoder
// (libpng, no row filter, zlib 6) against Cairo's writer on the same images.

// The scene the frames belong to (its elements' kinds, colours, texts and corners); the frames
// below place them by hand, so it has no constraints.
let source = """
canvas 390x844 safe-area(top: 47, bottom: 34)
view header { color #007AFF
    label title "Position" { color #007AFF; font 28 }
}
view card { color #F2F2F7; corner 16; shadow(x: 0, y: 4, radius: 12, opacity: 0.2); border 0.5 separator
    image hero { color #30B0C7; corner 10 }
    label caption "Breakable constraints" { color #F2F2F7 }
    button action "Continue" { color #FF9500; corner 10 }
}
stack buttons { color #E5E5EA; corner 12
    button left "Left" { color #34C759; corner 8 }
    button right "Right" { color #FF2D55; corner 8 }
}
view badge { color #AF52DE; corner 22 }
label note "Moves left → right" { color #FFCC00; font 15 }
view footer { color #5856D6; corner 6 }
switch toggle { on }
segmented picker "Day" "Week" "Month" { selected 1 }
slider level { value 0.4 }
textfield field "Search"
state a
"""
guard let scene = StatesCompiler.compile(source: source, file: "bench.states").scene else {
    fatalError("the benchmark's scene does not compile")
}
let env = scene.canvas

func frame(_ i: Int) -> RenderFrame {
    let p = Double(i) / 59
    let t = p < 0.5 ? 2 * p * p : 1 - pow(-2 * p + 2, 2) / 2   // ease-in-out
    let x = 16 + t * 40
    let rects: [String: DrawnElement] = [
        "header": DrawnElement(rect: Rect(x: 0, y: 0, width: 390, height: 130)),
        "title": DrawnElement(rect: Rect(x: 16 + t * 100, y: 70, width: 140, height: 33.5)),
        "card": DrawnElement(rect: Rect(x: x, y: 150, width: 318, height: 300)),
        "hero": DrawnElement(rect: Rect(x: x + 16, y: 166, width: 286, height: 160)),
        "caption": DrawnElement(rect: Rect(x: x + 16, y: 338, width: 286, height: 20)),
        "action": DrawnElement(rect: Rect(x: x + 16, y: 378, width: 286, height: 50)),
        "buttons": DrawnElement(rect: Rect(x: 16, y: 480, width: 358, height: 44)),
        "left": DrawnElement(rect: Rect(x: 16, y: 480, width: 175 + t * 60, height: 44)),
        "right": DrawnElement(rect: Rect(x: 199 + t * 60, y: 480, width: 175 - t * 60, height: 44)),
        "badge": DrawnElement(rect: Rect(x: 300 - t * 250, y: 590, width: 44, height: 44), alpha: 1 - 0.7 * t),
        "note": DrawnElement(rect: Rect(x: 16, y: 660 + t * 40, width: 220, height: 20)),
        "footer": DrawnElement(rect: Rect(x: 16, y: 760, width: 358 * (0.3 + 0.7 * t), height: 40)),
        "toggle": DrawnElement(rect: Rect(x: 300, y: 540, width: 51, height: 31)),
        "picker": DrawnElement(rect: Rect(x: 16, y: 540, width: 260, height: 32)),
        "level": DrawnElement(rect: Rect(x: 16, y: 620 + t * 10, width: 358, height: 31)),
        "field": DrawnElement(rect: Rect(x: 16, y: 710, width: 358, height: 34)),
    ]
    return RenderFrame(scene: scene, canvas: env.size, safeArea: EdgeInsets(top: 47, bottom: 34), elements: rects)
}

let frames = (0..<60).map(frame)
let options = RenderOptions(scale: 2)
let wireframe = RenderOptions(scale: 2, style: .wireframe)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Lets the benchmark hand Cairo images to worker threads (each image is used by one thread at a time).
final class Images: @unchecked Sendable {
    let images: [ImageSurface]
    init(_ images: [ImageSurface]) { self.images = images }
}

do {
    _ = try BatchRenderer.map(Array(frames.prefix(4)), options: options) { try FrameRenderer.png(of: $0, options: options) }   // warm up (font, caches)
    let images = Images(try frames.map { try FrameRenderer.image(of: $0, options: options) })
    _ = try BatchRenderer.map(Array(frames.prefix(4)), options: wireframe) { try FrameRenderer.png(of: $0, options: wireframe) }
    var drawTimes: [Double] = [], bareSerial: [Double] = [], bareParallel: [Double] = [], pipeline: [Double] = []
    var ours: [Double] = [], oursBytes = 0, cairoBytes = 0
    var wireDraw: [Double] = [], wirePipeline: [Double] = []
    var bytesOut = 0
    for _ in 0..<3 {
        drawTimes.append(try seconds { for f in frames { _ = try FrameRenderer.image(of: f, options: options) } })
        bareSerial.append(try seconds { for image in images.images { bytesOut = try PNGEncoder.cairo(image).count } })
        bareParallel.append(seconds {
            DispatchQueue.concurrentPerform(iterations: images.images.count) { i in
                _ = try? PNGEncoder.cairo(images.images[i])
            }
        })
        ours.append(try seconds { for image in images.images { oursBytes = try PNGEncoder.encode(image).count } })
        pipeline.append(try seconds { _ = try BatchRenderer.map(frames, options: options) { try FrameRenderer.png(of: $0, options: options) } })
        wireDraw.append(try seconds { for f in frames { _ = try FrameRenderer.image(of: f, options: wireframe) } })
        wirePipeline.append(try seconds { _ = try BatchRenderer.map(frames, options: wireframe) { try FrameRenderer.png(of: $0, options: wireframe) } })
    }
    let best = { (xs: [Double]) in xs.min() ?? 0 }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("60 frames, 390x844 pt at scale 2 (780x1688 px), 16 views (device style: a shadowed card, a switch, a segmented control, a slider, a text field); best of 3; \(cores) cores")
    print(String(format: "draw only, device (1 thread)         %7.1f ms  (%5.2f ms/frame)", best(drawTimes) * 1000, best(drawTimes) * 1000 / 60))
    print(String(format: "draw only, wireframe (1 thread)      %7.1f ms  (%5.2f ms/frame)", best(wireDraw) * 1000, best(wireDraw) * 1000 / 60))
    print(String(format: "bare Cairo PNG encode (1 thread)     %7.1f ms  (%5.2f ms/frame, last PNG %d bytes)", best(bareSerial) * 1000, best(bareSerial) * 1000 / 60, bytesOut))
    print(String(format: "bare Cairo PNG encode (all cores)    %7.1f ms", best(bareParallel) * 1000))
    cairoBytes = try images.images.reduce(0) { $0 + (try PNGEncoder.cairo($1).count) }
    oursBytes = try images.images.reduce(0) { $0 + (try PNGEncoder.encode($1).count) }
    print(String(format: "our PNG encoder (1 thread)           %7.1f ms  (%5.2f ms/frame); %.2fx Cairo's time, %.2fx its bytes (%d against %d)",
                 best(ours) * 1000, best(ours) * 1000 / 60, best(ours) / best(bareSerial),
                 Double(oursBytes) / Double(cairoBytes), oursBytes, cairoBytes))
    print(String(format: "renderer: draw + encode (all cores)  %7.1f ms", best(pipeline) * 1000))
    print(String(format: "same, wireframe style (all cores)    %7.1f ms", best(wirePipeline) * 1000))
    print(String(format: "ratio device / wireframe, draw + encode: %.2fx (target at most 1.5x)", best(pipeline) / best(wirePipeline)))
    print(String(format: "ratio device / wireframe, draw only:     %.2fx", best(drawTimes) / best(wireDraw)))
    print(String(format: "ratio renderer / bare encode (1 thread):  %.2fx", best(pipeline) / best(bareSerial)))
    print(String(format: "ratio renderer / bare encode (all cores): %.2fx", best(pipeline) / best(bareParallel)))
} catch {
    print("render-bench failed: \(error)")
    exit(1)
}
