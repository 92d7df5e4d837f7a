import Testing
import Foundation
import CGIF
@testable import AnimRender

/// A GIF decoded with giflib's DGifSlurp, frames composited as a viewer does.
struct DecodedGIF {
    var width = 0, height = 0
    var frames: [[UInt32]] = []
    var delays: [Int] = []
    var loops = false

    init(_ bytes: [UInt8]) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-\(getpid())-\(UUID().uuidString).gif").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(gif, &error) }
        try #require(DGifSlurp(gif) == GIF_OK)
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        let map = try #require(gif.pointee.SColorMap)
        func color(_ i: UInt8) -> UInt32 {
            let c = map.pointee.Colors[Int(i)]
            return UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
        }
        var canvas = [UInt32](repeating: 0, count: width * height)
        for f in 0..<Int(gif.pointee.ImageCount) {
            var gcb = GraphicsControlBlock()
            try #require(DGifSavedExtensionToGCB(gif, Int32(f), &gcb) == GIF_OK)
            delays.append(Int(gcb.DelayTime))
            let image = gif.pointee.SavedImages[f]
            let d = image.ImageDesc
            for y in 0..<Int(d.Height) {
                for x in 0..<Int(d.Width) {
                    let index = image.RasterBits[y * Int(d.Width) + x]
                    if gcb.TransparentColor >= 0 && Int32(index) == gcb.TransparentColor { continue }
                    canvas[(Int(d.Top) + y) * width + Int(d.Left) + x] = color(index)
                }
            }
            frames.append(canvas)
            for e in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[e]
                if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                   Array(UnsafeBufferPointer(start: block.Bytes, count: 11)) == Array("NETSCAPE2.0".utf8),
                   e + 1 < Int(image.ExtensionBlockCount) {
                    let next = image.ExtensionBlocks[e + 1]
                    loops = Array(UnsafeBufferPointer(start: next.Bytes, count: Int(next.ByteCount))) == [1, 0, 0]
                }
            }
        }
    }
}

@Suite("GIF")
struct GIFTests {
    @Test("delays at 30 fps alternate 3,4,3 and add up exactly")
    func delays30() {
        #expect(FrameDelays.centiseconds(fps: 30, count: 6) == [3, 4, 3, 3, 4, 3])
        #expect(FrameDelays.centiseconds(fps: 30, count: 60).reduce(0, +) == 200)
        // At 24 fps each frame ends within half a centisecond of k × 100/24.
        let d = FrameDelays.centiseconds(fps: 24, count: 48)
        var sum = 0
        for (k, delay) in d.enumerated() {
            sum += delay
            #expect(abs(Double(sum) - Double(k + 1) * 100 / 24) <= 0.5)
        }
        #expect(FrameDelays.centiseconds(fps: 25, count: 3) == [4, 4, 4])
        #expect(FrameDelays.centiseconds(times: [0, 0.5, 0.53], end: 1.0) == [50, 3, 47])
    }

    @Test("rendered frames: count, delays, loop, and flat colours exact after decoding")
    func renderedFrames() throws {
        let frames = (0..<3).map { Fixtures.phoneFrame(t: Double($0) / 2) }
        let options = RenderOptions(scale: 0.5)
        let delays = FrameDelays.centiseconds(fps: 30, count: 3)
        let bytes = try BatchRenderer.gif(frames, delays: delays, loop: true, options: options)
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        let gif = try DecodedGIF(bytes)
        #expect(gif.width == 195 && gif.height == 422)
        #expect(gif.frames.count == 3)
        #expect(gif.delays == [3, 4, 3])
        #expect(gif.loops)
        // Header blue (#007AFF) and the orange button (#FF9500) are exact in every frame;
        // every decoded frame equals the rendered frame at the flat pixels.
        let images = try BatchRenderer.map(frames, options: options) { PixelImage(try FrameRenderer.image(of: $0, options: options)) }
        for (f, image) in images.enumerated() {
            #expect(gif.frames[f][10 * 195 + 100] == 0x007AFF)
            // Inside the button (x cardX+16…+302, y 378…428 pt), above its text.
            let x = Int((16 + Double(f) / 2 * 40 + 143) / 2), y = Int(382 / 2.0)
            #expect(gif.frames[f][y * 195 + x] == 0xFF9500)
            // Pixels identical to the source wherever the source colour is in the palette's exact set.
            var mismatches = 0
            for i in 0..<image.pixels.count where gif.frames[f][i] != image.pixels[i] { mismatches += 1 }
            #expect(mismatches < image.pixels.count / 50, "frame \(f): \(mismatches) pixels differ")
        }
        // Deterministic.
        #expect(try BatchRenderer.gif(frames, delays: delays, loop: true, options: options) == bytes)
        // Not looping: no NETSCAPE2.0 block.
        let once = try DecodedGIF(try BatchRenderer.gif(frames, delays: delays, loop: false, options: options))
        #expect(!once.loops)
    }

    /// 64×64 frames: red and #123456 flat areas and a 16×64 gradient of 1024 distinct colours.
    func synthetic(changed: Bool) throws -> PixelImage {
        var px = [UInt32](repeating: 0xFF0000, count: 64 * 64)
        for y in 0..<64 {
            for x in 0..<64 {
                if x >= 48 { px[y * 64 + x] = 0x123456 }
                if x >= 16 && x < 32 { px[y * 64 + x] = UInt32((x - 16) * 16) << 16 | UInt32(y * 4) << 8 | 128 }
            }
        }
        if changed { for y in 5..<9 { for x in 50..<53 { px[y * 64 + x] = 0xFF0000 } } }
        return try PixelImage(width: 64, height: 64, pixels: px)
    }

    @Test("more than 256 colours: frequent flat colours stay exact, the rest quantise closely; differencing round-trips")
    func manyColours() throws {
        let a = try synthetic(changed: false), b = try synthetic(changed: true)
        let bytes = try GIFEncoder.encode(frames: [a, b, a], delays: [10, 10, 10], loop: false)
        let gif = try DecodedGIF(bytes)
        #expect(gif.frames.count == 3)
        for (f, source) in [a, b, a].enumerated() {
            for i in 0..<source.pixels.count {
                let s = source.pixels[i], d = gif.frames[f][i]
                if s == 0xFF0000 || s == 0x123456 {
                    #expect(d == s)
                } else {
                    let dr = abs(Int(s >> 16 & 0xFF) - Int(d >> 16 & 0xFF))
                    let dg = abs(Int(s >> 8 & 0xFF) - Int(d >> 8 & 0xFF))
                    let db = abs(Int(s & 0xFF) - Int(d & 0xFF))
                    #expect(max(dr, dg, db) <= 24)
                }
            }
        }
        // The palette keeps 192 exact colours and quantises the rest into 63.
        let palette = GIFPalette(frames: [a, b])
        #expect(palette.colors.count == 255)
        #expect(palette.colors.prefix(2) == [0xFF0000, 0x123456])
    }

    @Test("an unchanged frame is stored as a single transparent pixel")
    func unchanged() throws {
        let a = try synthetic(changed: false)
        let one = try GIFEncoder.encode(frames: [a], delays: [5], loop: false)
        let two = try GIFEncoder.encode(frames: [a, a], delays: [5, 5], loop: false)
        #expect(two.count - one.count < 40)
        let gif = try DecodedGIF(two)
        #expect(gif.frames.count == 2 && gif.frames[1] == gif.frames[0])
    }

    @Test("bad input throws")
    func badInput() throws {
        let a = try synthetic(changed: false)
        #expect(throws: RenderError.self) { try GIFEncoder.encode(frames: [], delays: [], loop: false) }
        #expect(throws: RenderError.self) { try GIFEncoder.encode(frames: [a], delays: [1, 2], loop: false) }
        #expect(throws: RenderError.self) { try PixelImage(width: 2, height: 2, pixels: [1]) }
    }
}
