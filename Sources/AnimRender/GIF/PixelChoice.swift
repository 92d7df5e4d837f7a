import Foundation

/// What a frame stores for each pixel of its changed box, given what is shown.
///
/// Every pixel has an exact choice: the palette index it was mapped to (its closest colour, or
/// libimagequant's dithered choice). Pixels that show no change (their colour is the same as
/// before, or maps to the colour already shown) are free: transparent, or the index already
/// shown. The frame stores the box around the other pixels, and where a pixel has more than
/// one acceptable symbol it takes the one that continues the string LZW is matching
/// (``LZWModel``), so that more pixels share a code.
/// With a `tolerance` above 0, a changed pixel may also take another palette colour (or stay
/// transparent) that continues the match when that adds at most `tolerance` to its squared
/// error: the encoder picks the largest tolerance that keeps the frame within its error budget.
struct PixelChoice {
    /// The stored rectangle (in canvas coordinates); nil when nothing visible changes.
    var box: PixelBox?
    /// The symbols of `box`, row by row (`transparent` where the shown pixel stays).
    var symbols: [UInt8]
    /// The squared error (sum over channels) of the changed box's pixels, as shown after the
    /// frame, against the frame.
    var error: Int
    /// `symbols` as LZW codes, found as they were chosen (nil when there are no symbols).
    var codes: LZWCodes? = nil

    /// What is shown before the frame: colours, indices (valid with a shared palette), and the
    /// previous frame's pixels.
    struct Shown {
        var colors: UnsafeMutableBufferPointer<UInt32>
        var indices: UnsafeMutableBufferPointer<UInt8>
        var source: UnsafeBufferPointer<UInt32>
    }

    /// The frame's exact mapping: for each pixel of the changed box, its palette index, or
    /// `transparent` when it shows no change; and the box around the pixels that change.
    struct Exact {
        var box: PixelBox
        var symbols: [UInt8]
        var changed: PixelBox?
        /// The squared error of the box as shown after the frame with these symbols: what
        /// ``choose(_:width:source:shown:palette:transparent:sharedIndices:bitsPerPixel:lzw:tolerance:)``
        /// gives at tolerance 0, and the least any tolerance gives when every index is its
        /// pixel's closest colour.
        var error: Int
        /// The squared error of the box as shown before the frame, against the previous frame.
        var errorBefore: Int
    }

    /// Marks the free pixels of `box` (canvas `width` wide) and finds the box around the rest.
    static func exact(box: PixelBox, width: Int, source: UnsafeBufferPointer<UInt32>, shown: Shown,
                      indices: consuming [UInt8], palette: [UInt32], transparent: UInt8) -> Exact {
        var symbols = indices
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var tally = Tally()
        symbols.withUnsafeMutableBufferPointer { symbols in
            palette.withUnsafeBufferPointer { palette in
                for y in 0..<box.height {
                    let row = (box.y + y) * width + box.x, out = y * box.width
                    if unchanged(source, shown.source, from: row, count: box.width) {
                        // A row that did not change since the previous frame: free, and the same
                        // error before and after.
                        let d = distances(shown.colors, source, from: row, count: box.width)
                        tally.errorBefore &+= d
                        tally.error &+= d
                        for x in 0..<box.width { symbols[out + x] = transparent }
                        continue
                    }
                    tally.rowMin = Int.max
                    tally.rowMax = -1
                    var x = 0
                    while x < box.width {
                        let n = min(chunk, box.width - x)
                        if n == chunk, shownUnchanged(source, shown, from: row + x) {
                            // Unchanged and shown exactly: free, with no error.
                            for i in (out + x)..<(out + x + n) { symbols[i] = transparent }
                        } else {
                            mapPixels(x..<(x + n), row: row, out: out, source: source, shown: shown, symbols: symbols,
                                      palette: palette, transparent: transparent, tally: &tally)
                        }
                        x += n
                    }
                    if tally.rowMax >= 0 {
                        minX = min(minX, tally.rowMin); maxX = max(maxX, tally.rowMax)
                        minY = min(minY, y); maxY = y
                    }
                }
            }
        }
        let changed = maxX < 0 ? nil
            : PixelBox(x: box.x + minX, y: box.y + minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return Exact(box: box, symbols: symbols, changed: changed, error: tally.error, errorBefore: tally.errorBefore)
    }

    /// What ``exact(box:width:source:shown:indices:palette:transparent:)`` adds up: the box's
    /// errors after and before the frame, and the first and last changed columns of the row.
    private struct Tally {
        var error = 0, errorBefore = 0
        var rowMin = Int.max, rowMax = -1
    }

    /// The exact mapping of the pixels `xs` of a row of the box (canvas index `row + x`, index
    /// `out + x` in `symbols`): free pixels become `transparent`, the rest keep their index.
    @inline(__always)
    private static func mapPixels(_ xs: Range<Int>, row: Int, out: Int, source: UnsafeBufferPointer<UInt32>, shown: Shown,
                                  symbols: UnsafeMutableBufferPointer<UInt8>, palette: UnsafeBufferPointer<UInt32>,
                                  transparent: UInt8, tally: inout Tally) {
        for x in xs {
            let p = row + x, i = out + x
            let s = source[p], current = shown.colors[p], before = shown.source[p]
            if before == s {
                // Unchanged since the previous frame: the same error before and after
                // (none where the screen shows the pixel exactly, as it mostly does).
                symbols[i] = transparent
                if current != s {
                    let d = PixelDiff.distance(current, s)
                    tally.errorBefore &+= d
                    tally.error &+= d
                }
                continue
            }
            let index = Int(symbols[i])
            tally.errorBefore &+= PixelDiff.distance(current, before)
            if index >= palette.count || palette[index] == current {
                symbols[i] = transparent
                tally.error &+= PixelDiff.distance(current, s)
            } else {
                tally.error &+= PixelDiff.distance(palette[index], s)
                if tally.rowMax < 0 { tally.rowMin = x }
                tally.rowMax = x
            }
        }
    }

    /// The pixels ``exact(box:width:source:shown:indices:palette:transparent:)`` looks at
    /// together in a changed row: a run of them that did not change and is shown exactly (most
    /// of a transition's changed box) is passed over in one test.
    private static let chunk = 32

    /// Whether the ``chunk`` pixels from `start` are the same in `source`, in the previous frame
    /// and on the screen (one test of them all, which the compiler vectorises).
    @inline(__always)
    private static func shownUnchanged(_ source: UnsafeBufferPointer<UInt32>, _ shown: Shown, from start: Int) -> Bool {
        guard start >= 0, start + chunk <= min(source.count, shown.source.count, shown.colors.count),
              let s = source.baseAddress, let before = shown.source.baseAddress, let screen = shown.colors.baseAddress else { return false }
        var differ: UInt32 = 0
        for k in start..<(start + chunk) { differ |= (s[k] ^ before[k]) | (s[k] ^ screen[k]) }
        return differ == 0
    }

    /// Whether `count` pixels of `a` and `b` from `start` are the same words.
    @inline(__always)
    private static func unchanged(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, from start: Int, count: Int) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress, start >= 0, start + count <= min(a.count, b.count) else { return false }
        return memcmp(pa + start, pb + start, count * MemoryLayout<UInt32>.stride) == 0
    }

    /// The sum of ``PixelDiff/distance(_:_:)`` over `count` pixels of `a` and `b` from `start`.
    @inline(__always)
    private static func distances(_ a: UnsafeMutableBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, from start: Int, count: Int) -> Int {
        var sum = 0, p = start
        let end = start + count
        while p < end {
            let n = min(chunk, end - p)
            // Mostly the same words (the screen shows the pixel exactly): tested together first.
            var differ: UInt32 = 0
            for k in p..<(p + n) { differ |= a[k] ^ b[k] }
            if differ != 0 {
                for k in p..<(p + n) where a[k] != b[k] { sum &+= PixelDiff.distance(a[k], b[k]) }
            }
            p += n
        }
        return sum
    }

    /// Chooses the stored symbols of the exact mapping's changed rectangle.
    ///
    /// `errorLimit`: once the box's error is above it (checked row by row; the error only
    /// grows), the choice stops and returns that error with no symbols: the caller cannot use
    /// it, and the rest of the box is not worth going through.
    static func choose(_ exact: Exact, width: Int, source: UnsafeBufferPointer<UInt32>, shown: Shown,
                       palette: [UInt32], transparent: UInt8, sharedIndices: Bool, bitsPerPixel: Int, lzw: inout LZWModel,
                       tolerance: Int, errorLimit: Int = .max) -> PixelChoice {
        // Nothing changes: every pixel is free, and the error is the exact choice's.
        guard let crop = exact.changed else { return PixelChoice(box: nil, symbols: [], error: exact.error) }
        if tolerance <= 0, exact.error <= errorLimit {
            return lossless(exact, crop: crop, shownIndices: UnsafeBufferPointer(shown.indices), origin: crop.y * width + crop.x,
                            stride: width, transparent: transparent, sharedIndices: sharedIndices, bitsPerPixel: bitsPerPixel, lzw: &lzw)
        }
        var error = 0
        let box = exact.box
        var symbols = [UInt8](repeating: transparent, count: crop.count)
        lzw.restart(bitsPerPixel: bitsPerPixel)
        var last = transparent
        symbols.withUnsafeMutableBufferPointer { symbols in
            exact.symbols.withUnsafeBufferPointer { exactSymbols in
                palette.withUnsafeBufferPointer { palette in
                    let count = palette.count
                    for y in 0..<box.height where error <= errorLimit {
                        let canvasY = box.y + y
                        let row = canvasY * width + box.x
                        let inRows = canvasY >= crop.y && canvasY < crop.y + crop.height
                        for x in 0..<box.width {
                            let p = row + x, s = source[p], current = shown.colors[p]
                            let canvasX = box.x + x
                            guard inRows, canvasX >= crop.x, canvasX < crop.x + crop.width else {
                                error += PixelDiff.distance(current, s)   // outside the stored rectangle: no change
                                continue
                            }
                            let i = (canvasY - crop.y) * crop.width + (canvasX - crop.x)
                            let symbol = exactSymbols[y * box.width + x]
                            var chosen = symbol, color = current
                            // The code of the match continued by `chosen` (0: none), looked up once
                            // and handed to `feed`.
                            var code = lzw.code(continuing: symbol)
                            if symbol == transparent {
                                if sharedIndices, code == 0 { (chosen, code) = lzw.freeSymbol(transparent, shown: shown.indices[p], last: last) }
                            } else {
                                color = palette[Int(symbol)]
                                if tolerance > 0, code == 0 {
                                    let floor = PixelDiff.distance(color, s)
                                    var best = Int.max
                                    if lzw.continues(transparent), PixelDiff.distance(current, s) - floor <= tolerance {
                                        best = PixelDiff.distance(current, s)
                                        chosen = transparent
                                        color = current
                                    }
                                    lzw.forEachContinuation { k in
                                        guard Int(k) < count else { return }
                                        let d = PixelDiff.distance(palette[Int(k)], s)
                                        if d - floor <= tolerance, d < best {
                                            best = d
                                            chosen = k
                                            color = palette[Int(k)]
                                        }
                                    }
                                    if chosen != symbol { code = lzw.code(continuing: chosen) }
                                }
                            }
                            symbols[i] = chosen
                            last = chosen
                            lzw.feed(chosen, code: code)
                            error += PixelDiff.distance(color, s)
                        }
                    }
                }
            }
        }
        if error > errorLimit { return PixelChoice(box: crop, symbols: [], error: error) }
        return PixelChoice(box: crop, symbols: symbols, error: error, codes: lzw.takeCodes(bitsPerPixel: bitsPerPixel))
    }

    /// ``choose(_:width:source:shown:palette:transparent:sharedIndices:bitsPerPixel:lzw:tolerance:errorLimit:)``
    /// at tolerance 0, over the changed rectangle `crop` only: every changed pixel keeps its
    /// exact index and every free pixel shows what it showed, so the error is the exact
    /// choice's and only the free pixels' symbols are chosen (transparent, or the index shown
    /// when that continues the match). The index shown at `crop`'s pixel (x, y) is
    /// `shownIndices[origin + y × stride + x]` (read only with `sharedIndices`): the canvas's, or
    /// a copy of the rectangle's taken before the frame was shown (see ``GIFWriteQueue``).
    static func lossless(_ exact: Exact, crop: PixelBox, shownIndices: UnsafeBufferPointer<UInt8>, origin: Int, stride: Int,
                         transparent: UInt8, sharedIndices: Bool, bitsPerPixel: Int, lzw: inout LZWModel) -> PixelChoice {
        let box = exact.box
        var symbols = [UInt8](repeating: transparent, count: crop.count)
        lzw.restart(bitsPerPixel: bitsPerPixel)
        var last = transparent
        symbols.withUnsafeMutableBufferPointer { symbols in
            exact.symbols.withUnsafeBufferPointer { exactSymbols in
                for y in 0..<crop.height {
                    let row = origin + y * stride
                    let exactRow = (crop.y - box.y + y) * box.width + (crop.x - box.x)
                    let out = y * crop.width
                    var x = 0
                    while x < crop.width {
                        let symbol = exactSymbols[exactRow + x]
                        // A run of one symbol whose strings are all in the table (every pixel
                        // keeps its symbol: a changed pixel always does, a free one whenever
                        // transparent continues the match) is fed at once.
                        let room = min(lzw.runRoom(symbol), crop.width - x)
                        if room > 0 {
                            var n = 1
                            while n < room, exactSymbols[exactRow + x + n] == symbol { n += 1 }
                            if symbol != transparent {
                                for i in (out + x)..<(out + x + n) { symbols[i] = symbol }
                            }
                            lzw.skip(symbol, run: n)
                            last = symbol
                            x += n
                            continue
                        }
                        var chosen = symbol
                        var code = lzw.code(continuing: symbol)
                        if symbol == transparent, sharedIndices, code == 0 {
                            (chosen, code) = lzw.freeSymbol(transparent, shown: shownIndices[row + x], last: last)
                        }
                        symbols[out + x] = chosen
                        last = chosen
                        lzw.feed(chosen, code: code)
                        x += 1
                    }
                }
            }
        }
        return PixelChoice(box: crop, symbols: symbols, error: exact.error, codes: lzw.takeCodes(bitsPerPixel: bitsPerPixel))
    }
}

extension LZWModel {
    /// A free pixel's symbol where transparent does not continue the match: the index it
    /// shows, when that continues it or repeats the last symbol (a run), else transparent;
    /// with the code of the match it continues (0: none).
    @inline(__always)
    func freeSymbol(_ transparent: UInt8, shown: UInt8, last: UInt8) -> (symbol: UInt8, code: UInt16) {
        let code = code(continuing: shown)
        return code != 0 || shown == last ? (shown, code) : (transparent, 0)
    }
}
