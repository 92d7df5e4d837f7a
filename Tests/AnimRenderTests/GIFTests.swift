import Testing
import Foundation
import CGIF
@testable import AnimRender

/// A GIF decoded with giflib's DGifSlurp, frames composited as a viewer does (global or
/// per-frame palettes, transparency, "do not dispose").
struct DecodedGIF {
    var width = 0, height = 0
    var frames: [[UInt32]] = []
    var delays: [Int] = []
    var loops = false
    /// How many frames bring their own palette.
    var localPalettes = 0
    /// The global palette's colours, `0x00RRGGBB` (empty without one).
    var palette: [UInt32] = []

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
        let global = gif.pointee.SColorMap
        if let global {
            palette = (0..<Int(global.pointee.ColorCount)).map {
                let c = global.pointee.Colors[$0]
                return UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
        }
        var canvas = [UInt32](repeating: 0, count: width * height)
        for f in 0..<Int(gif.pointee.ImageCount) {
            var gcb = GraphicsControlBlock()
            try #require(DGifSavedExtensionToGCB(gif, Int32(f), &gcb) == GIF_OK)
            delays.append(Int(gcb.DelayTime))
            let image = gif.pointee.SavedImages[f]
            let d = image.ImageDesc
            let map = try #require(d.ColorMap ?? global)
            if d.ColorMap != nil { localPalettes += 1 }
            func color(_ i: UInt8) -> UInt32 {
                let c = map.pointee.Colors[Int(i)]
                return UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
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

    @Test("more than 255 colours: flat colours stay exact, the rest close; the shared palette holds")
    func manyColours() throws {
        let a = try synthetic(changed: false), b = try synthetic(changed: true)
        let bytes = try GIFEncoder.encode(frames: [a, b, a], delays: [10, 10, 10], loop: false, quality: GIFQuality(quality: 100))
        let gif = try DecodedGIF(bytes)
        #expect(gif.frames.count == 3)
        #expect(gif.localPalettes == 0)
        for (f, source) in [a, b, a].enumerated() {
            for i in 0..<source.pixels.count {
                let s = source.pixels[i], d = gif.frames[f][i]
                if s == 0xFF0000 || s == 0x123456 {
                    #expect(d == s)
                } else {
                    #expect(channelDifference(s, d) <= 24)
                }
            }
        }
    }

    /// The largest difference of one channel between two `0x00RRGGBB` colours.
    func channelDifference(_ s: UInt32, _ d: UInt32) -> Int {
        max(abs(Int(s >> 16 & 0xFF) - Int(d >> 16 & 0xFF)), abs(Int(s >> 8 & 0xFF) - Int(d >> 8 & 0xFF)),
            abs(Int(s & 0xFF) - Int(d & 0xFF)))
    }

    /// PSNR (dB, RGB) of a decoded frame against its source; 100 when identical.
    func psnr(_ source: [UInt32], _ decoded: [UInt32]) -> Double {
        var sum = 0.0
        for (s, d) in zip(source, decoded) {
            for shift in [16, 8, 0] as [UInt32] {
                let e = Double(Int(s >> shift & 0xFF) - Int(d >> shift & 0xFF))
                sum += e * e
            }
        }
        let mse = sum / Double(3 * source.count)
        return mse == 0 ? 100 : 10 * log10(255 * 255 / mse)
    }

    /// 96×64 frames: a flat background, a vertical grey gradient (64 levels) on the left, and
    /// a 12×12 square of anti-aliased edges moving right by `step` × 3 px.
    func moving(_ step: Int) throws -> PixelImage {
        var px = [UInt32](repeating: 0xF2F2F7, count: 96 * 64)
        for y in 0..<64 { for x in 0..<24 { let v = UInt32(100 + 2 * y); px[y * 96 + x] = v << 16 | v << 8 | v } }
        let left = 30 + 3 * step
        for y in 20..<32 {
            for x in left..<(left + 12) {
                let edge = x == left || x == left + 11 || y == 20 || y == 31
                px[y * 96 + x] = edge ? 0x7FA8F0 + UInt32(step) * 0x010101 : 0x007AFF
            }
        }
        return try PixelImage(width: 96, height: 64, pixels: px)
    }

    @Test("still pixels never change between decoded frames (no dither shimmer)")
    func noShimmer() throws {
        let frames = try (0..<8).map(moving)
        let gif = try DecodedGIF(try GIFEncoder.encode(frames: frames, delays: Array(repeating: 4, count: 8), loop: true))
        #expect(gif.frames.count == 8)
        for f in 1..<8 {
            for i in 0..<frames[f].pixels.count where frames[f].pixels[i] == frames[f - 1].pixels[i] {
                #expect(gif.frames[f][i] == gif.frames[f - 1][i], "frame \(f) pixel \(i)")
            }
        }
    }

    @Test("every frame keeps the PSNR its quality promises; quality 100 is exact with few colours")
    func qualityFloor() throws {
        let frames = try (0..<8).map(moving)
        for quality in [30, 60, 90] {
            let q = GIFQuality(quality: quality)
            let gif = try DecodedGIF(try GIFEncoder.encode(frames: frames, delays: Array(repeating: 4, count: 8), loop: false, quality: q))
            let floor = try #require(q.minimumPSNR)
            for f in 0..<8 {
                #expect(psnr(frames[f].pixels, gif.frames[f]) >= floor - 0.01, "quality \(quality) frame \(f)")
            }
        }
        let exact = try DecodedGIF(try GIFEncoder.encode(frames: frames, delays: Array(repeating: 4, count: 8), loop: false,
                                                         quality: GIFQuality(quality: 100)))
        for f in 0..<8 { #expect(exact.frames[f] == frames[f].pixels) }
        #expect(GIFQuality(quality: 90).minimumPSNR == 67 && GIFQuality(quality: 100).minimumPSNR == nil)
    }

    @Test("lower quality gives smaller files")
    func smaller() throws {
        let frames = try (0..<8).map { step -> PixelImage in
            var image = try moving(step)
            // Noise in the square, so that there is something to trade.
            for i in 0..<image.pixels.count where image.pixels[i] == 0x007AFF { image.pixels[i] = 0x007AFF ^ UInt32((i * 2654435761) >> 27 & 7) }
            return image
        }
        let sizes = try [100, 80, 40].map {
            try GIFEncoder.encode(frames: frames, delays: Array(repeating: 4, count: 8), loop: false, quality: GIFQuality(quality: $0)).count
        }
        #expect(sizes[0] > sizes[1] && sizes[1] >= sizes[2] && sizes[0] > sizes[2], "\(sizes)")
    }

    @Test("with a shared palette every pixel shows the palette's closest colour to it (what PSNR rewards)")
    func closestColours() throws {
        let frames = try [synthetic(changed: false), synthetic(changed: true), synthetic(changed: false)]
        let gif = try DecodedGIF(try GIFEncoder.encode(frames: frames, delays: [10, 10, 10], loop: false,
                                                       quality: GIFQuality(quality: 100)))
        #expect(gif.localPalettes == 0 && gif.palette.count >= 255)
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            [16, 8, 0].reduce(0) { sum, shift in
                let d = Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)
                return sum + d * d
            }
        }
        var closest: [UInt32: Int] = [:]
        for (f, source) in frames.enumerated() {
            for i in 0..<source.pixels.count {
                let s = source.pixels[i]
                let best = closest[s] ?? gif.palette.map { distance($0, s) }.min() ?? 0
                closest[s] = best
                #expect(distance(gif.frames[f][i], s) == best, "frame \(f) pixel \(i)")
            }
        }
    }

    @Test("a frame the shared palette misses by more than 16 levels is dithered by libimagequant; flat tiles stay flat")
    func ditheredWhereThePaletteFallsShort() throws {
        // 200 flat colours in 8x8 tiles (most of the pixels), and a 32x32 patch of 1,024 colours
        // spread over the whole cube: the palette spends itself on the tiles, and misses the patch.
        let size = 160
        var px = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let tile = (y / 8) * (size / 8) + x / 8
                let level = UInt32(tile % 200)
                px[y * size + x] = (level * 37 % 256) << 16 | (level * 91 % 256) << 8 | (level * 53 % 256)
            }
        }
        for y in 0..<32 {
            for x in 0..<32 {
                px[(64 + y) * size + 64 + x] = UInt32(x * 8) << 16 | UInt32(y * 8) << 8 | UInt32(x * y * 7 % 256)
            }
        }
        let frame = try PixelImage(width: size, height: size, pixels: px)
        let gif = try DecodedGIF(try GIFEncoder.encode(frames: [frame], delays: [10], loop: false, quality: GIFQuality(quality: 100)))
        #expect(gif.localPalettes == 0)
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            [16, 8, 0].reduce(0) { sum, shift in
                let d = Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)
                return sum + d * d
            }
        }
        let colours = Array(gif.palette.prefix(255))
        var worst = 0, notClosest = 0
        for y in 64..<96 {
            for x in 64..<96 {
                let s = px[y * size + x], closest = colours.map { distance($0, s) }.min() ?? 0
                worst = max(worst, closest)
                if distance(gif.frames[0][y * size + x], s) > closest { notClosest += 1 }
            }
        }
        // Dithered because enough pixels are out of reach: one in a thousand, at least 16 (a
        // few stray pixels of a saturated edge do not make a frame dithered).
        var farPixels = 0
        for y in 64..<96 {
            for x in 64..<96 where (colours.map { distance($0, px[y * size + x]) }.min() ?? 0) > GIFFrameEncoder.ditherDistance {
                farPixels += 1
            }
        }
        #expect(GIFFrameEncoder.ditheredPixels(of: PixelBox(x: 0, y: 0, width: size, height: size)) == 25)
        #expect(GIFFrameEncoder.ditheredPixels(of: PixelBox(x: 0, y: 0, width: 10, height: 10)) == 16)
        #expect(farPixels >= 25, "\(farPixels) pixels out of the palette's reach")
        #expect(worst > GIFFrameEncoder.ditherDistance, "the patch should be out of the palette's reach")
        #expect(notClosest > 32, "dithering moves some pixels off their closest colour (\(notClosest) did)")
        // Flat tiles away from the patch stay flat (no dither noise) and close to their colour.
        var noisy = 0, far = 0
        for ty in 0..<(size / 8) {
            for tx in 0..<(size / 8) where !(6..<13).contains(ty) || !(6..<13).contains(tx) {
                let first = gif.frames[0][ty * 8 * size + tx * 8]
                if distance(first, px[ty * 8 * size + tx * 8]) > 3 * 8 * 8 { far += 1 }
                for y in 0..<8 {
                    for x in 0..<8 where gif.frames[0][(ty * 8 + y) * size + tx * 8 + x] != first { noisy += 1 }
                }
            }
        }
        #expect(noisy == 0 && far == 0, "\(noisy) pixels differ within flat tiles; \(far) tiles are off by more than 8 levels")
    }

    @Test("a pixel's high byte is not part of its colour: the same GIF with it set")
    func highByteIgnored() throws {
        // White (0xFFFFFF) with the high byte set is 0xFFFFFFFF, the colour tables' free slot.
        let frames = try [synthetic(changed: false), synthetic(changed: true)].map { image in
            try PixelImage(width: image.width, height: image.height,
                           pixels: image.pixels.enumerated().map { $0.offset < 64 * 4 ? 0xFF_FFFF : $0.element })
        }
        let opaque = try frames.map { try PixelImage(width: $0.width, height: $0.height, pixels: $0.pixels.map { $0 | 0xFF00_0000 }) }
        #expect(try GIFEncoder.encode(frames: opaque, delays: [5, 5], loop: true)
                == GIFEncoder.encode(frames: frames, delays: [5, 5], loop: true))
    }

    @Test("hundreds of thousands of colours: counted in batches, then with 6 bits a channel; the GIF still decodes closely")
    func manyColourBatches() throws {
        var state: UInt64 = 99
        let frames = try (0..<5).map { _ in
            try PixelImage(width: 300, height: 300, pixels: (0..<90_000).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt32(truncatingIfNeeded: state >> 40) & 0xFFFFFF
            })
        }
        let counter = try GIFColorCounter(width: 300, height: 300, quality: .standard)
        for frame in frames { try counter.add(frame) }
        // Three batches of about 88,000 colours pass 2^18: the last two frames are posterized.
        #expect(counter.handedOver > GIFColorCounter.fullPrecisionColors)
        let gif = try DecodedGIF(try GIFEncoder.encode(frames: frames, delays: [4, 4, 4, 4, 4], loop: false))
        #expect(gif.frames.count == 5)
        for f in 0..<5 { #expect(psnr(frames[f].pixels, gif.frames[f]) > 20, "frame \(f)") }
    }

    @Test("colour tables count like a dictionary, through growth and emptying")
    func colorTable() {
        var table = ColorTable(capacity: 4)
        var reference: [UInt32: UInt32] = [:]
        var state: UInt32 = 1
        for round in 0..<2 {
            for _ in 0..<5000 {
                state = state &* 1_664_525 &+ 1_013_904_223
                let color = (state >> 8) & 0x0F0F0F, amount = state & 7
                table.add(color, amount)
                reference[color, default: 0] += amount
            }
            var seen: [UInt32: UInt32] = [:]
            table.forEach { seen[$0] = $1 }
            #expect(seen == reference && table.count == reference.count, "round \(round)")
            #expect(table.value(of: 0xFF_FFFF) == nil)
            table.removeAll()
            reference.removeAll()
            #expect(table.count == 0 && table.value(of: 0) == nil)
        }
    }

    @Test("nearest colours: ties go to the first, and the worst miss is reported")
    func nearestColours() throws {
        var nearest = NearestColors(palette: [0x000000, 0x808080, 0x808080, 0xFFFFFF])
        #expect(nearest.index(of: 0x7F7F7F) == 1 && nearest.index(of: 0xF0F0F0) == 3 && nearest.index(of: 0x101010) == 0)
        let image = try PixelImage(width: 3, height: 1, pixels: [0x000000, 0x404040, 0xFFFFFF])
        let mapped = nearest.map(image, PixelBox(x: 0, y: 0, width: 3, height: 1))
        #expect(mapped.indices == [0, 0, 3] && mapped.worst == 3 * 64 * 64)   // 0x40 is as far from 0x00 as from 0x80
        let right = nearest.map(image, PixelBox(x: 2, y: 0, width: 1, height: 1))
        #expect(right.indices == [3] && right.worst == 0)
        // Pixels farther than a distance from their colour are counted (the 0x404040 one).
        #expect(nearest.map(image, PixelBox(x: 0, y: 0, width: 3, height: 1), farther: 3 * 64 * 64 - 1).far == 1)
        #expect(nearest.map(image, PixelBox(x: 0, y: 0, width: 3, height: 1), farther: 3 * 64 * 64).far == 0)
    }

    @Test("too many colours for one palette: every frame gets its own, and still decodes closely")
    func perFramePalettes() throws {
        var state: UInt64 = 42
        func noise() throws -> PixelImage {
            try PixelImage(width: 64, height: 64, pixels: (0..<4096).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt32(truncatingIfNeeded: state >> 40) & 0xFFFFFF
            })
        }
        let frames = try (0..<3).map { _ in try noise() }
        let gif = try DecodedGIF(try GIFEncoder.encode(frames: frames, delays: [5, 5, 5], loop: false, quality: GIFQuality(quality: 100)))
        #expect(gif.localPalettes == 3)
        for f in 0..<3 { #expect(psnr(frames[f].pixels, gif.frames[f]) > 20) }
    }

    @Test("GIF frame times: frames shorter than 2 cs are left out, the rest keep their start times")
    func gifFrames() {
        let sixty = FrameDelays.centiseconds(fps: 60, count: 30)
        let kept = FrameDelays.gifFrames(delays: sixty)
        #expect(kept.allSatisfy { $0.delay >= FrameDelays.shortestGIFDelay })
        #expect(kept.map(\.delay).reduce(0, +) == sixty.reduce(0, +))
        #expect(kept.first?.index == 0 && kept.last?.index == 29)
        var start = 0, starts: [Int] = []
        for d in sixty { starts.append(start); start += d }
        var t = 0
        for k in kept {
            #expect(starts[k.index] == t)
            t += k.delay
        }
        #expect(kept.count == 20)
        // At 30 fps nothing is left out.
        let thirty = FrameDelays.centiseconds(fps: 30, count: 9)
        #expect(FrameDelays.gifFrames(delays: thirty).map(\.delay) == thirty)
        #expect(FrameDelays.gifFrames(delays: [1, 50]).map(\.index) == [0, 1])
        #expect(FrameDelays.gifFrames(delays: []).isEmpty)
    }

    @Test("a run of equal frames is drawn once and shown for the run's time")
    func equalFramesDrawnOnce() {
        let still = Fixtures.phoneFrame(t: 0), moved = Fixtures.phoneFrame(t: 1)
        let sequence = [still, still, still, moved, moved, still]
        let frames = AnimationFrames(count: 6, delays: [3, 4, 3, 3, 4, 50], loop: true) { sequence[$0] }
        let kept = GIFExport.distinct(FrameDelays.gifFrames(delays: frames.delays), frames: frames)
        #expect(kept.map(\.index) == [0, 3, 5])
        #expect(kept.map(\.delay) == [10, 7, 50])
    }

    @Test("an unchanged frame adds its time to the previous frame")
    func unchanged() throws {
        let a = try synthetic(changed: false), b = try synthetic(changed: true)
        let one = try GIFEncoder.encode(frames: [a], delays: [5], loop: false)
        let two = try GIFEncoder.encode(frames: [a, a], delays: [5, 7], loop: false)
        #expect(two.count == one.count)
        let gif = try DecodedGIF(two)
        #expect(gif.frames.count == 1 && gif.delays == [12])
        let three = try DecodedGIF(try GIFEncoder.encode(frames: [a, a, b], delays: [5, 7, 9], loop: false))
        #expect(three.delays == [12, 9])
    }

    @Test("bad input throws")
    func badInput() throws {
        let a = try synthetic(changed: false)
        #expect(throws: RenderError.self) { try GIFEncoder.encode(frames: [], delays: [], loop: false) }
        #expect(throws: RenderError.self) { try GIFEncoder.encode(frames: [a], delays: [1, 2], loop: false) }
        #expect(throws: RenderError.self) { try GIFEncoder.encode(frames: [a, try moving(0)], delays: [5, 5], loop: false) }
        #expect(throws: RenderError.self) { try PixelImage(width: 2, height: 2, pixels: [1]) }
    }
}
