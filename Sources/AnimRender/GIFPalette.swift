/// The global palette of an animated GIF, and the mapping of every colour to it.
///
/// - At most 255 distinct colours in all frames: each is kept exactly.
/// - More: the 192 most frequent colours (the flat fills, backgrounds and text colour of a
///   frame far outnumber the anti-aliased edge shades) are kept exactly, and the remaining
///   colours are quantised by median cut, weighted by pixel count, into the 63 entries left.
///   Every non-exact colour maps to its nearest palette entry (weighted RGB distance).
///
/// Index 255 (or `colors.count` when smaller) is never a colour: the encoder uses the first
/// free index as the transparent one. Deterministic: ties are broken by colour value.
struct GIFPalette {
    /// Palette entries, `0x00RRGGBB`, at most 255.
    let colors: [UInt32]
    /// Colour → palette index, for every colour seen.
    private let lookup: ColorTable

    /// How many colours are kept exactly when there are too many for the palette.
    static let exactLimit = 192
    static let capacity = 255

    /// The palette of these frames.
    init(frames: [PixelImage]) {
        var counts = ColorTable(capacity: 4096)
        for frame in frames { counts.merge(GIFPalette.histogram(of: frame)) }
        self.init(histogram: counts)
    }

    /// Pixel counts per colour of one frame (frames streamed to a GIF are counted one by one
    /// and merged: the palette depends only on the sum).
    static func histogram(of frame: PixelImage) -> ColorTable {
        var counts = ColorTable(capacity: 256)
        frame.pixels.withUnsafeBufferPointer { px in
            // Runs of one colour are common: count them in one step.
            var i = 0
            let n = px.count
            while i < n {
                let c = px[i]
                var j = i + 1
                while j < n && px[j] == c { j += 1 }
                counts.add(c, UInt32(truncatingIfNeeded: j - i))
                i = j
            }
        }
        return counts
    }

    /// The palette of the colours counted in `counts`.
    init(histogram counts: ColorTable) {
        // Most frequent first; equal counts by colour value.
        let ranked = counts.entries().sorted { $0.value != $1.value ? $0.value > $1.value : $0.color < $1.color }
        var lookup = ColorTable(capacity: max(16, ranked.count))
        if ranked.count <= GIFPalette.capacity {
            for (i, e) in ranked.enumerated() { lookup.set(e.color, UInt32(i)) }
            self.colors = ranked.map(\.color)
            self.lookup = lookup
            return
        }
        let exact = ranked.prefix(GIFPalette.exactLimit).map(\.color)
        let rest = Array(ranked.dropFirst(GIFPalette.exactLimit))
        let quantised = GIFPalette.medianCut(rest, boxes: GIFPalette.capacity - exact.count)
        let colors = exact + quantised
        for (i, c) in exact.enumerated() { lookup.set(c, UInt32(i)) }
        for e in rest {
            lookup.set(e.color, UInt32(GIFPalette.nearest(e.color, in: colors)))
        }
        self.colors = colors
        self.lookup = lookup
    }

    /// The palette index of a colour seen when building the palette (nearest entry otherwise).
    func index(of color: UInt32) -> UInt8 {
        if let i = lookup.value(color) { return UInt8(truncatingIfNeeded: i) }
        return UInt8(truncatingIfNeeded: GIFPalette.nearest(color, in: colors))
    }

    /// Maps a frame to palette indices.
    func indices(of frame: PixelImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: frame.pixels.count)
        var lastColor: UInt32 = 0xFFFF_FFFF
        var lastIndex: UInt8 = 0
        for (i, c) in frame.pixels.enumerated() {
            if c != lastColor {
                lastColor = c
                lastIndex = index(of: c)
            }
            out[i] = lastIndex
        }
        return out
    }

    static func channels(_ c: UInt32) -> (Int, Int, Int) {
        (Int((c >> 16) & 0xFF), Int((c >> 8) & 0xFF), Int(c & 0xFF))
    }

    /// The index of the nearest colour (weights 2, 4, 3 for red, green, blue; first wins ties).
    static func nearest(_ color: UInt32, in palette: [UInt32]) -> Int {
        let (r, g, b) = channels(color)
        var best = 0
        var bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let (pr, pg, pb) = channels(p)
            let d = 2 * (r - pr) * (r - pr) + 4 * (g - pg) * (g - pg) + 3 * (b - pb) * (b - pb)
            if d < bestDistance {
                bestDistance = d
                best = i
                if d == 0 { break }
            }
        }
        return best
    }

    /// Median cut of weighted colours into at most `boxes` representative colours.
    static func medianCut(_ entries: [(color: UInt32, value: UInt32)], boxes: Int) -> [UInt32] {
        guard !entries.isEmpty, boxes > 0 else { return [] }
        var queue: [[(color: UInt32, value: UInt32)]] = [entries]
        while queue.count < boxes {
            // Split the box with the widest channel range (population breaks ties; then first).
            var pick = -1
            var pickScore = (0, UInt64(0))
            for (i, box) in queue.enumerated() where box.count > 1 {
                let (range, _) = widestChannel(box)
                let population = box.reduce(UInt64(0)) { $0 + UInt64($1.value) }
                let score = (range, population)
                if pick < 0 || score > pickScore {
                    pick = i
                    pickScore = score
                }
            }
            guard pick >= 0, pickScore.0 > 0 else { break }
            let box = queue[pick]
            let (_, channel) = widestChannel(box)
            let shift = UInt32(16 - 8 * channel)
            let sorted = box.sorted {
                let a = ($0.color >> shift) & 0xFF, b = ($1.color >> shift) & 0xFF
                return a != b ? a < b : $0.color < $1.color
            }
            let total = sorted.reduce(UInt64(0)) { $0 + UInt64($1.value) }
            var running = UInt64(0)
            var cut = 1
            for (i, e) in sorted.enumerated() {
                running += UInt64(e.value)
                if running * 2 >= total {
                    cut = max(1, min(sorted.count - 1, i + 1))
                    break
                }
            }
            queue[pick] = Array(sorted[..<cut])
            queue.insert(Array(sorted[cut...]), at: pick + 1)
        }
        return queue.map { box in
            var r = UInt64(0), g = UInt64(0), b = UInt64(0), n = UInt64(0)
            for e in box {
                let (cr, cg, cb) = channels(e.color)
                let w = UInt64(max(1, e.value))
                r += UInt64(cr) * w; g += UInt64(cg) * w; b += UInt64(cb) * w; n += w
            }
            return UInt32((r + n / 2) / n) << 16 | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n)
        }
    }

    /// (range, channel index 0 = red, 1 = green, 2 = blue) of the widest channel of a box.
    private static func widestChannel(_ box: [(color: UInt32, value: UInt32)]) -> (Int, Int) {
        var lo = [255, 255, 255], hi = [0, 0, 0]
        for e in box {
            let (r, g, b) = channels(e.color)
            lo[0] = min(lo[0], r); hi[0] = max(hi[0], r)
            lo[1] = min(lo[1], g); hi[1] = max(hi[1], g)
            lo[2] = min(lo[2], b); hi[2] = max(hi[2], b)
        }
        var best = (hi[0] - lo[0], 0)
        for c in 1...2 where hi[c] - lo[c] > best.0 { best = (hi[c] - lo[c], c) }
        return best
    }
}
