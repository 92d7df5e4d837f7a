import Testing
@testable import AnimRender

/// ``LZWEncoder`` must write exactly the bytes giflib's own compression (`EGifPutLine`) writes.
@Suite("GIF LZW")
struct LZWEncoderTests {
    /// A GIF of `frames` (boxes with indices, local palettes or the global one) written by
    /// ``GIFWriter``, compressing itself or through giflib.
    func written(_ frames: [GIFFrame], palette: [UInt32]?, giflib: Bool) throws -> [UInt8] {
        let sink = ByteSink()
        let writer = try GIFWriter(sink: sink, width: 300, height: 200, palette: palette, loop: true, giflibCompresses: giflib)
        for frame in frames { try writer.add(frame) }
        try writer.finish()
        return sink.bytes
    }

    /// `count` indices below `colors` from a fixed generator: runs of `run` pixels at most.
    func indices(_ count: Int, colors: Int, run: Int, seed: UInt64) -> [UInt8] {
        var state = seed, out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let symbol = UInt8(truncatingIfNeeded: Int(state >> 33) % colors)
            let length = 1 + Int(state >> 50) % run
            out += Array(repeating: symbol, count: min(length, count - out.count))
        }
        return out
    }

    @Test("the same bytes as giflib: noise (many table clears), runs, every code width, one pixel, local palettes")
    func sameAsGiflib() throws {
        for colors in [2, 3, 4, 7, 16, 100, 255] {
            let palette = (0..<colors).map { UInt32($0 * 0x010101) }
            var frames: [GIFFrame] = []
            for (k, (box, run)) in [(PixelBox(x: 0, y: 0, width: 300, height: 200), 1), (PixelBox(x: 10, y: 20, width: 97, height: 31), 40),
                                    (PixelBox(x: 299, y: 199, width: 1, height: 1), 1), (PixelBox(x: 0, y: 0, width: 300, height: 200), 600),
                                    (PixelBox(x: 5, y: 5, width: 2, height: 1), 1)].enumerated() {
                let transparent = k % 2 == 0 ? colors : nil
                frames.append(GIFFrame(box: box, indices: indices(box.count, colors: colors + (transparent == nil ? 0 : 1), run: run, seed: UInt64(colors * 31 + k)),
                                       localPalette: k == 3 ? Array(palette.prefix(max(1, colors / 2))) : nil,
                                       transparent: transparent, delay: 3))
            }
            // The local palette's frame uses its own indices only.
            frames[3].indices = frames[3].indices.map { $0 % UInt8(max(1, colors / 2)) }
            let ours = try written(frames, palette: palette, giflib: false)
            let giflib = try written(frames, palette: palette, giflib: true)
            let same = ours == giflib
            #expect(same, "\(colors) colours: \(ours.count) bytes, giflib \(giflib.count)")
        }
    }

    @Test("the codes LZWModel outputs while symbols are chosen pack to the bytes LZWEncoder writes for the symbols")
    func modelCodesPackToTheEncodersBytes() {
        for bits in [2, 3, 5, 8] {
            for (count, run) in [(0, 1), (1, 1), (2, 1), (60_000, 1), (60_000, 40), (200_000, 3000)] {
                let symbols = indices(count, colors: 1 << bits, run: run, seed: UInt64(bits * 7 + run))
                var model = LZWModel()
                model.restart(bitsPerPixel: bits)
                for symbol in symbols { model.feed(symbol, code: model.code(continuing: symbol)) }
                let packed = LZWEncoder.pack(model.takeCodes(bitsPerPixel: bits))
                var encoder = LZWEncoder()
                let encoded = symbols.withUnsafeBufferPointer { encoder.encode($0, bitsPerPixel: bits) }
                #expect(packed == encoded, "\(bits) bits, \(count) symbols in runs of \(run): \(packed.count) bytes, encoder \(encoded.count)")
            }
        }
    }

    @Test("runs fed at once (LZWModel.skip) output the codes of the same symbols fed one by one, through table clears")
    func runsFedAtOnce() {
        for bits in [2, 5, 8] {
            for (count, run) in [(60_000, 40), (200_000, 3000), (100_000, 1)] {
                let symbols = indices(count, colors: 1 << bits, run: run, seed: UInt64(bits * 11 + run))
                var one = LZWModel(), runs = LZWModel()
                one.restart(bitsPerPixel: bits)
                runs.restart(bitsPerPixel: bits)
                for symbol in symbols { one.feed(symbol, code: one.code(continuing: symbol)) }
                var i = 0, skipped = 0
                while i < symbols.count {
                    let symbol = symbols[i], room = min(runs.runRoom(symbol), symbols.count - i)
                    var n = 0
                    while n < room, symbols[i + n] == symbol { n += 1 }
                    if n > 0 {
                        runs.skip(symbol, run: n)
                        skipped += n
                        i += n
                    } else {
                        runs.feed(symbol, code: runs.code(continuing: symbol))
                        i += 1
                    }
                }
                let expected = one.takeCodes(bitsPerPixel: bits), found = runs.takeCodes(bitsPerPixel: bits)
                #expect(found.codes == expected.codes && found.last == expected.last, "\(bits) bits, runs of \(run)")
                #expect(skipped > 0 || run == 1, "\(bits) bits, runs of \(run): nothing skipped")
            }
        }
    }
}
