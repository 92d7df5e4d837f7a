import Testing
import Foundation
@testable import AnimRender

/// The GIF encoder's two passes and its search for a tolerance: the shortcuts they take (the
/// first pass's changed boxes reused, a lossy choice stopped once over its budget) must not
/// change a byte.
@Suite("GIF passes")
struct GIFPassesTests {
    @Test("a streamed GIF (frames drawn twice, the first pass's changed boxes reused) has the bytes of its frames encoded at once")
    func streamedEqualsEncoded() throws {
        // Moving frames (each differs from the last) with a hold in the middle.
        let times = [0, 0.2, 0.4, 0.4, 0.6, 1]
        let frames = times.map { Fixtures.phoneFrame(t: $0) }
        let options = RenderOptions(scale: 0.5)
        let delays = FrameDelays.centiseconds(fps: 30, count: frames.count)
        let animation = AnimationFrames(count: frames.count, delays: delays, loop: true) { frames[$0] }
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("gif-passes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("scene")
        let folder = try OutputFolder(target: target)
        let files = try GIFExport(options: options, quality: .standard)
            .animation(animation, stem: "moving", label: "moving", into: folder, progress: SilentProgress())
        try folder.commit()
        #expect(files.whole == "moving.gif")
        let streamed = try [UInt8](Data(contentsOf: target.appendingPathComponent("moving.gif")))
        // The same frames drawn once (equal frames merged as the export merges them), the
        // second pass comparing each frame with the last itself.
        let kept = GIFExport.distinct(FrameDelays.gifFrames(delays: delays), frames: animation)
        let images = try kept.map { PixelImage(try FrameRenderer.image(of: frames[$0.index], options: options)) }
        let counter = try GIFColorCounter(width: images[0].width, height: images[0].height, quality: .standard)
        for image in images { try counter.add(image) }
        let sink = ByteSink()
        let encoder = try counter.encoder(sink: sink, loop: true, reusingBoxes: false)
        for (image, k) in zip(images, kept) { try encoder.add(image, delay: k.delay) }
        try encoder.finish()
        // Compared as flags: a failure prints sizes, not the files.
        let asComparing = streamed == sink.bytes
        #expect(asComparing, "streamed \(streamed.count) bytes, comparing the frames again \(sink.bytes.count)")
        let encoded = try GIFEncoder.encode(frames: images, delays: kept.map(\.delay), loop: true)
        let asEncoded = streamed == encoded
        #expect(asEncoded, "streamed \(streamed.count) bytes, encoded at once \(encoded.count)")
        #expect(try DecodedGIF(streamed).frames.count == kept.count)
    }

    /// An 8×2 frame over black: grey pixels the palette (black, white, mid grey) misses by a
    /// little, so that every choice has an error.
    func choices(tolerance: Int, errorLimit: Int) -> (full: PixelChoice, limited: PixelChoice) {
        let width = 8, box = PixelBox(x: 0, y: 0, width: 8, height: 2)
        let palette: [UInt32] = [0x000000, 0xFFFFFF, 0x808080]
        let source: [UInt32] = (0..<16).map { $0 % 3 == 0 ? 0x0A0A0A : ($0 % 3 == 1 ? 0x7A7A7A : 0xF0F0F0) }
        var shownColors = [UInt32](repeating: 0, count: 16)
        var shownIndices = [UInt8](repeating: 0, count: 16)
        let previous = [UInt32](repeating: 0, count: 16)
        var nearest = NearestColors(palette: palette)
        let indices = source.map { nearest.index(of: $0) }
        var lzw = LZWModel()
        return source.withUnsafeBufferPointer { source in
            previous.withUnsafeBufferPointer { before in
                shownColors.withUnsafeMutableBufferPointer { colors in
                    shownIndices.withUnsafeMutableBufferPointer { shownIndices in
                        let shown = PixelChoice.Shown(colors: colors, indices: shownIndices, source: before)
                        let exact = PixelChoice.exact(box: box, width: width, source: source, shown: shown, indices: indices,
                                                      palette: palette, transparent: 3)
                        func choose(_ limit: Int) -> PixelChoice {
                            PixelChoice.choose(exact, width: width, source: source, shown: shown, palette: palette, transparent: 3,
                                               sharedIndices: true, bitsPerPixel: 2, lzw: &lzw, tolerance: tolerance, errorLimit: limit)
                        }
                        return (choose(.max), choose(errorLimit))
                    }
                }
            }
        }
    }

    @Test("a lossy choice over its error limit stops (no symbols, an error above the limit); at or under it, it is the same choice")
    func choiceStopsOverItsLimit() {
        for tolerance in [0, 48, 768] {
            let full = choices(tolerance: tolerance, errorLimit: .max).full
            #expect(full.error > 0 && full.symbols.count == 16)
            let atLimit = choices(tolerance: tolerance, errorLimit: full.error).limited
            #expect(atLimit.symbols == full.symbols && atLimit.error == full.error && atLimit.box == full.box)
            let under = choices(tolerance: tolerance, errorLimit: full.error - 1).limited
            #expect(under.symbols.isEmpty && under.error > full.error - 1)
        }
    }

    /// 120×80 frames: a grey gradient, a square of anti-aliased edges moving right by `step` ×
    /// 5 px, and, with `noisy`, a band of noise (more colours than a palette holds).
    func frame(_ step: Int, noisy: Bool) throws -> PixelImage {
        var px = [UInt32](repeating: 0xF2F2F7, count: 120 * 80)
        for y in 0..<80 { for x in 0..<30 { let v = UInt32(60 + 2 * y); px[y * 120 + x] = v << 16 | v << 8 | v } }
        let left = 32 + 5 * step
        for y in 20..<44 {
            for x in left..<min(120, left + 24) {
                let edge = x == left || x == left + 23 || y == 20 || y == 43
                px[y * 120 + x] = edge ? 0x7FA8F0 &+ UInt32(step) &* 0x030201 : 0x007AFF
            }
        }
        if noisy {
            var state = UInt64(step + 1)
            for p in (60 * 120)..<(80 * 120) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                px[p] = UInt32(truncatingIfNeeded: state >> 40) & 0xFFFFFF
            }
        }
        return try PixelImage(width: 120, height: 80, pixels: px)
    }

    @Test("frames written on the write queue's thread give the bytes of frames written on the caller's")
    func threadedWritesTheSameBytes() throws {
        for (noisy, quality) in [(false, 30), (false, 90), (false, 100), (true, 90)] {
            // A hold (frame 3 repeats frame 2) adds its time to the frame before.
            let images = try [0, 1, 2, 2, 3, 4, 5, 6].map { try frame($0, noisy: noisy) }
            func encoded(threaded: Bool) throws -> [UInt8] {
                let counter = try GIFColorCounter(width: 120, height: 80, quality: GIFQuality(quality: quality))
                for image in images { try counter.add(image) }
                let sink = ByteSink()
                let encoder = try counter.encoder(sink: sink, loop: true, threaded: threaded)
                for image in images { try encoder.add(image, delay: 4) }
                try encoder.finish()
                return sink.bytes
            }
            let threaded = try encoded(threaded: true), inline = try encoded(threaded: false)
            let same = threaded == inline
            #expect(same, "noise \(noisy), quality \(quality): \(threaded.count) bytes threaded, \(inline.count) inline")
            #expect(try DecodedGIF(threaded).frames.count == 7)
        }
    }
}
