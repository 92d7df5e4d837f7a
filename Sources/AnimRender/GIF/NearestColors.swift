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

    init(palette: [UInt32]) { self.palette = palette }

    /// The index of the palette colour closest to `color` (the first of equals).
    @inline(__always)
    mutating func index(of color: UInt32) -> UInt8 {
        if let index = known.value(of: color) { return UInt8(truncatingIfNeeded: index) }
        var best = 0, bestDistance = Int.max
        for (i, c) in palette.enumerated() {
            let d = PixelDiff.distance(c, color)
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        if known.count >= NearestColors.limit { known.removeAll() }
        known.set(color, UInt32(best))
        return UInt8(truncatingIfNeeded: best)
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
