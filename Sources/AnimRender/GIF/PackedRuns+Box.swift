import Foundation

/// Reading a frame, or a box of it, straight from its runs (``PackedRuns``), without unpacking
/// it: a UI frame at @3x has a few dozen runs a row, so work done once a run (a colour's palette
/// index, a count) is much less than work done once a pixel, and no raster is written and read
/// again.
extension PackedRuns {
    /// Calls `body` with each run of one colour inside `box` of the `width × height` frame
    /// `words` packs, row by row, left to right, cut at the box's edges: where its first pixel
    /// is in the box (row by row, `box.width` a row), how many pixels it covers and its colour
    /// (`0x00RRGGBB`). The runs of each row of the box cover it exactly once. Returns false
    /// (having called `body` for some runs, perhaps) when the words do not hold such a frame
    /// or the box is not inside it.
    static func forEachRun(_ words: [UInt32], width: Int, height: Int, in box: PixelBox,
                           _ body: (_ offset: Int, _ count: Int, _ color: UInt32) -> Void) -> Bool {
        guard box.x >= 0, box.y >= 0, box.width > 0, box.height > 0,
              box.x + box.width <= width, box.y + box.height <= height else { return false }
        let lo = box.x, hi = box.x + box.width
        return words.withUnsafeBufferPointer { words in
            var i = 0
            // The words of the last row that has its own (a row the same as the one above has none).
            var rowStart = -1, rowCount = 0
            for y in 0..<(box.y + box.height) {
                guard i < words.count else { return false }
                let header = Int(words[i])
                i += 1
                if header > 0 {
                    guard header <= words.count - i else { return false }
                    (rowStart, rowCount) = (i, header)
                    i += header
                } else if rowStart < 0 {
                    return false
                }
                guard y >= box.y else { continue }
                let out = (y - box.y) * box.width - lo
                var x = 0
                for w in rowStart..<(rowStart + rowCount) where x < hi {
                    let word = words[w]
                    let end = x + Int(word >> 24) + 1
                    if end > lo {
                        let from = max(x, lo)
                        body(out + from, min(end, hi) - from, word & 0xFF_FFFF)
                    }
                    x = end
                }
                guard x >= hi, x <= width else { return false }
            }
            return true
        }
    }
}

extension PackedRuns {
    /// The rows of the `width × height` frame `words` packs as a PNG stores them before
    /// compression: each a 0 filter byte (None) and its pixels' R, G and B bytes. Nil when the
    /// words do not hold such a frame.
    static func rgbRows(_ words: [UInt32], width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0 else { return nil }
        let row = 1 + 3 * width, count = row * height
        var ok = false
        let rows = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            guard let base = out.baseAddress else { return }
            ok = words.withUnsafeBufferPointer { words in
                var i = 0
                for y in 0..<height {
                    guard i < words.count else { return false }
                    let header = Int(words[i]), start = base + y * row
                    i += 1
                    if header == 0 {
                        guard y > 0 else { return false }
                        start.initialize(from: start - row, count: row)
                        continue
                    }
                    guard header <= words.count - i else { return false }
                    start.initialize(to: 0)
                    var p = start + 1, x = 0
                    for word in words[i..<(i + header)] {
                        let length = Int(word >> 24) + 1
                        guard x + length <= width else { return false }
                        let r = UInt8(truncatingIfNeeded: word >> 16), g = UInt8(truncatingIfNeeded: word >> 8), b = UInt8(truncatingIfNeeded: word)
                        for _ in 0..<length {
                            p[0] = r; p[1] = g; p[2] = b
                            p += 3
                        }
                        x += length
                    }
                    i += header
                    guard x == width else { return false }
                }
                return i == words.count
            }
            // Zero-filled when the words did not hold the frame, so that every byte is initialised.
            if !ok { out.initialize(repeating: 0) }
            initialized = count
        }
        return ok ? rows : nil
    }
}

extension PackedRuns {
    /// ``PixelDiff/changedBox(_:_:width:height:)`` of two `width × height` frames packed as
    /// `aWords` and `bWords`, from their runs: a row whose run words are the same in both is the
    /// same row (packing is the same for the same pixels), and the rows that differ are walked
    /// run by run from each end to their first and last differing pixels. Nil (the caller
    /// compares the pixels) when the words do not hold such frames.
    static func changedBox(aWords: [UInt32], bWords: [UInt32], width: Int, height: Int) -> PixelBox?? {
        guard let aRows = rowRanges(aWords, width: width, height: height),
              let bRows = rowRanges(bWords, width: width, height: height) else { return nil }
        var minX = width, minY = height, maxX = -1, maxY = -1
        aWords.withUnsafeBufferPointer { aWords in
            bWords.withUnsafeBufferPointer { bWords in
                for y in 0..<height {
                    let ra = aRows[y], rb = bRows[y]
                    if ra.count == rb.count, let pa = aWords.baseAddress, let pb = bWords.baseAddress,
                       memcmp(pa + ra.lowerBound, pb + rb.lowerBound, ra.count * MemoryLayout<UInt32>.stride) == 0 { continue }
                    // Rows of the same width, as runs: their first and last differing pixels.
                    guard let first = firstDifference(aWords, ra, bWords, rb) else { continue }
                    let last = width - 1 - (firstDifference(aWords, ra, bWords, rb, backwards: true) ?? 0)
                    minY = min(minY, y); maxY = y
                    minX = min(minX, first); maxX = max(maxX, last)
                }
            }
        }
        guard maxX >= 0 else { return .some(nil) }
        return PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// How many pixels from the start of two rows of the same width (their run words `ra` of
    /// `a` and `rb` of `b`; from the end, `backwards`) are the same; nil when all are.
    private static func firstDifference(_ a: UnsafeBufferPointer<UInt32>, _ ra: Range<Int>,
                                        _ b: UnsafeBufferPointer<UInt32>, _ rb: Range<Int>, backwards: Bool = false) -> Int? {
        var i = 0, j = 0, x = 0
        var leftA = 0, leftB = 0, colorA: UInt32 = 0, colorB: UInt32 = 0
        while true {
            if leftA == 0 {
                guard i < ra.count else { return nil }
                let word = a[backwards ? ra.upperBound - 1 - i : ra.lowerBound + i]
                (colorA, leftA) = (word & 0xFF_FFFF, Int(word >> 24) + 1)
                i += 1
            }
            if leftB == 0 {
                guard j < rb.count else { return nil }
                let word = b[backwards ? rb.upperBound - 1 - j : rb.lowerBound + j]
                (colorB, leftB) = (word & 0xFF_FFFF, Int(word >> 24) + 1)
                j += 1
            }
            if colorA != colorB { return x }
            let n = min(leftA, leftB)
            x += n
            leftA -= n
            leftB -= n
        }
    }

    /// Where each row's run words are in `words` (a row the same as the one above: that row's),
    /// or nil when the words do not hold `height` rows of `width` pixels.
    private static func rowRanges(_ words: [UInt32], width: Int, height: Int) -> [Range<Int>]? {
        var rows: [Range<Int>] = []
        rows.reserveCapacity(height)
        var i = 0
        for y in 0..<height {
            guard i < words.count else { return nil }
            let header = Int(words[i])
            i += 1
            if header == 0 {
                guard y > 0 else { return nil }
                rows.append(rows[y - 1])
                continue
            }
            guard header <= words.count - i else { return nil }
            var x = 0
            for word in words[i..<(i + header)] { x += Int(word >> 24) + 1 }
            guard x == width else { return nil }
            rows.append(i..<(i + header))
            i += header
        }
        return i == words.count ? rows : nil
    }
}

extension NearestColors {
    /// ``map(_:_:farther:)`` of the frame `frame` packs, read from its runs: the same indices
    /// and count of far pixels. Nil when the frame is not packed as runs (or they do not hold it).
    mutating func map(_ frame: PackedFrame, _ box: PixelBox, farther: Int) -> (indices: [UInt8], far: Int)? {
        guard case .runs(let words) = frame.packing, box.count > 0 else { return nil }
        var far = 0, ok = false
        var lastColor = UInt32.max, lastIndex: UInt8 = 0, lastFar = false
        let indices = [UInt8](unsafeUninitializedCapacity: box.count) { out, count in
            guard let base = out.baseAddress else { return }
            ok = PackedRuns.forEachRun(words, width: frame.width, height: frame.height, in: box) { offset, n, color in
                if color != lastColor {
                    lastColor = color
                    lastIndex = index(of: color)
                    lastFar = PixelDiff.distance(palette[Int(lastIndex)], color) > farther
                }
                if lastFar { far += n }
                (base + offset).initialize(repeating: lastIndex, count: n)
            }
            if !ok { out.initialize(repeating: 0) }
            count = box.count
        }
        return ok ? (indices, far) : nil
    }
}
