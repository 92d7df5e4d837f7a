/// Maps colours to the closest colour of a palette (squared distance in sRGB, the measure PSNR
/// uses), remembering each colour's answer: a frame has a few thousand colours at most, so
/// each is looked up among the palette once.
struct NearestColors {
    /// The palette, `0x00RRGGBB`.
    let palette: [UInt32]
    /// Colour → index in `palette`.
    private var known = ColorTable(capacity: 4096)
    /// Above this many colours the memory is emptied (bounded for photos and noise).
    private static let limit = 1 << 20

    /// The palette's channels apart (red, green, blue), for a search the compiler vectorises.
    private let channels: [[Int32]]

    init(palette: [UInt32]) {
        self.palette = palette
        channels = [16, 8, 0].map { shift in palette.map { Int32(($0 >> UInt32(shift)) & 0xFF) } }
    }

    /// The index of the palette colour closest to `color` (the first of equals).
    @inline(__always)
    mutating func index(of color: UInt32) -> UInt8 {
        if let index = known.value(of: color) { return UInt8(truncatingIfNeeded: index) }
        let best = closest(to: color)
        if known.count >= NearestColors.limit { known.removeAll() }
        known.set(color, UInt32(best))
        return UInt8(truncatingIfNeeded: best)
    }

    /// The index of the palette colour closest to `color` (the first of equals), searched: every
    /// distance (``PixelDiff/distance(_:_:)``, in 32 bits: at most 3 × 255²) into a buffer, the
    /// least of them, then the first index at that distance.
    private func closest(to color: UInt32) -> Int {
        let n = palette.count
        guard n > 0 else { return 0 }
        let r = Int32((color >> 16) & 0xFF), g = Int32((color >> 8) & 0xFF), b = Int32(color & 0xFF)
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: n) { distances in
            channels[0].withUnsafeBufferPointer { reds in
                channels[1].withUnsafeBufferPointer { greens in
                    channels[2].withUnsafeBufferPointer { blues in
                        for i in 0..<n {
                            let dr = reds[i] &- r, dg = greens[i] &- g, db = blues[i] &- b
                            distances.initializeElement(at: i, to: dr &* dr &+ dg &* dg &+ db &* db)
                        }
                    }
                }
            }
            var least = Int32.max
            for d in distances { least = min(least, d) }
            let first = distances.firstIndex(of: least) ?? 0
            distances.deinitialize()
            return first
        }
    }

    /// The palette index of each pixel of `box` in `image`, the largest squared distance
    /// between a pixel and its palette colour, and how many pixels are farther than `farther`
    /// from theirs.
    mutating func map(_ image: PixelImage, _ box: PixelBox, farther: Int = .max) -> (indices: [UInt8], worst: Int, far: Int) {
        var worst = 0, far = 0
        let indices = [UInt8](unsafeUninitializedCapacity: box.count) { out, count in
            image.pixels.withUnsafeBufferPointer { source in
                var lastColor = UInt32.max, lastIndex: UInt8 = 0, lastFar = false
                for y in 0..<box.height {
                    let row = (box.y + y) * image.width + box.x
                    for x in 0..<box.width {
                        let c = source[row + x] & 0x00FF_FFFF
                        if c != lastColor {
                            lastColor = c
                            lastIndex = index(of: c)
                            let miss = PixelDiff.distance(palette[Int(lastIndex)], c)
                            worst = max(worst, miss)
                            lastFar = miss > farther
                        }
                        if lastFar { far += 1 }
                        out[y * box.width + x] = lastIndex
                    }
                }
            }
            count = box.count
        }
        return (indices, worst, far)
    }
}
