import Testing
import Foundation
@testable import AnimRender

/// Reading a box of a frame from its runs (``PackedRuns/forEachRun(_:width:height:in:_:)``)
/// gives what reading its pixels gives.
@Suite("GIF work from packed runs")
struct GIFPackedRunsBoxTests {
    /// A 600×7 frame: runs longer than 256 pixels, rows the same as the row above (the first
    /// rows of some boxes), a row of a run each pixel, and colours far from the palette below.
    func frame() throws -> PixelImage {
        let width = 600
        let pixels: [UInt32] = (0..<(width * 7)).map { p in
            let x = p % width, y = p / width
            switch y {
            case 0, 1, 2: return x < 350 ? 0x336699 : 0xF0F0F0
            case 3: return UInt32(x % 7) * 0x10_2030
            case 4, 5: return x < 10 || x > 590 ? 0xFF0000 : 0x808080 + UInt32(x / 100)
            default: return UInt32(x / 3 % 2) * 0xFFFFFF
            }
        }
        return try PixelImage(width: width, height: 7, pixels: pixels)
    }
    let palette: [UInt32] = [0x000000, 0xFFFFFF, 0x336699, 0x808080, 0xFF0000]
    let boxes = [PixelBox(x: 0, y: 0, width: 600, height: 7), PixelBox(x: 5, y: 1, width: 590, height: 5),
                 PixelBox(x: 349, y: 2, width: 2, height: 1), PixelBox(x: 599, y: 4, width: 1, height: 3),
                 PixelBox(x: 0, y: 5, width: 300, height: 2)]

    @Test("a box's closest colours and far pixels from runs are those from pixels")
    func nearest() throws {
        let image = try frame()
        let packed = try #require(PackedFrame(image, limit: image.pixels.count))
        guard case .runs = packed.packing else { Issue.record("the frame is not packed as runs"); return }
        for box in boxes {
            var fromPixels = NearestColors(palette: palette), fromRuns = NearestColors(palette: palette)
            let expected = fromPixels.map(image, box, farther: 3 * 16 * 16)
            let mapped = fromRuns.map(packed, box, farther: 3 * 16 * 16)
            let found = try #require(mapped)
            #expect(found.indices == expected.indices, "box \(box)")
            #expect(found.far == expected.far, "box \(box): \(found.far), \(expected.far)")
            #expect(expected.far > 0 || box != boxes[0])
        }
    }

    @Test("runs that do not hold the frame, or a box outside it, are refused")
    func refused() throws {
        let image = try frame()
        let packed = try #require(PackedFrame(image, limit: image.pixels.count))
        guard case .runs(let words) = packed.packing else { Issue.record("the frame is not packed as runs"); return }
        let outside = PixelBox(x: 590, y: 0, width: 20, height: 2)
        #expect(!PackedRuns.forEachRun(words, width: 600, height: 7, in: outside) { _, _, _ in })
        #expect(!PackedRuns.forEachRun(Array(words.dropLast(3)), width: 600, height: 7, in: boxes[0]) { _, _, _ in })
        #expect(!PackedRuns.forEachRun([0] + words.dropFirst(), width: 600, height: 7, in: boxes[0]) { _, _, _ in })
        let deflated = try #require(PackedFrame(image, limit: 2000))
        if case .deflated = deflated.packing {
            var nearest = NearestColors(palette: palette)
            let mapped = nearest.map(deflated, boxes[0], farther: 0)
            #expect(mapped == nil)
        }
    }

    @Test("colours counted from runs give the GIF that colours counted from pixels give")
    func counting() throws {
        // Frames that change in boxes of every shape: each moves a band of the first frame's colours.
        let first = try frame()
        var frames = [first]
        for k in 1..<5 {
            var pixels = first.pixels
            for y in 0..<7 { for x in 0..<(100 * k) { pixels[y * 600 + (x + 37 * k) % 600] = first.pixels[y * 600 + x] } }
            frames.append(try PixelImage(width: 600, height: 7, pixels: pixels))
        }
        func gif(fromRuns: Bool) throws -> [UInt8] {
            let counter = try GIFColorCounter(width: 600, height: 7, quality: .standard)
            for image in frames {
                let packed = fromRuns ? try #require(PackedFrame(image, limit: image.pixels.count)) : nil
                try counter.add(image, packed: packed)
            }
            let sink = ByteSink()
            let encoder = try counter.encoder(sink: sink, loop: true)
            for image in frames { try encoder.add(image, delay: 4) }
            try encoder.finish()
            return sink.bytes
        }
        let fromPixels = try gif(fromRuns: false)
        #expect(try gif(fromRuns: true) == fromPixels)
        #expect(try DecodedGIF(fromPixels).frames.count == 5)
    }

    @Test("the changed box found through runs is the one found through pixels; none when nothing changes")
    func changedBox() throws {
        let first = try frame()
        var moved = first.pixels, one = first.pixels
        for x in 100..<160 { moved[2 * 600 + x] = 0x00FF00; moved[5 * 600 + x + 200] = 0x00FF00 }
        one[3 * 600 + 7] ^= 1   // one pixel of a row of short runs
        // A run of one colour made longer or shorter at either end (the same colours, other lengths).
        var longer = first.pixels, shorter = first.pixels
        for x in 350..<360 { longer[600 + x] = 0x336699 }
        for x in 0..<3 { shorter[4 * 600 + 10 + x] = 0xFF0000 }
        for x in 580..<591 { shorter[5 * 600 + x] = 0xFF0000 }
        for pixels in [moved, one, longer, shorter, first.pixels] {
            let second = try PixelImage(width: 600, height: 7, pixels: pixels)
            let a = try #require(PackedFrame(first, limit: first.pixels.count)), b = try #require(PackedFrame(second, limit: second.pixels.count))
            guard case .runs(let aWords) = a.packing, case .runs(let bWords) = b.packing else { Issue.record("not packed as runs"); return }
            let expected = PixelDiff.changedBox(first.pixels, second.pixels, width: 600, height: 7)
            let found = try #require(PackedRuns.changedBox(aWords: aWords, bWords: bWords, width: 600, height: 7))
            #expect(found == expected)
            #expect(expected != nil || pixels == first.pixels)
        }
        #expect(PackedRuns.changedBox(aWords: [0], bWords: [0], width: 600, height: 7) == nil)
    }
}
