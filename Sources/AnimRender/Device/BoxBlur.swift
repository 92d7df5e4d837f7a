import Foundation

/// The blur of shadow masks: three box blurs per axis whose combined variance is σ² (W3C's
/// "filter effects" recipe), O(1) per pixel whatever the radius, in integers (the same bytes on
/// every machine). Rows are blurred one at a time; columns all at once, a row of running sums
/// moving down the image, so that memory is read in order.
enum BoxBlur {
    /// The box's width for σ (pixels).
    static func boxSize(sigma: Double) -> Int {
        max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
    }

    /// Blurs `height` rows of `width` 8-bit values, `stride` bytes apart, in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let box = Box(size: boxSize(sigma: sigma))
        // Two lines for the passes and the last row blurred as it was before (a shape's mask
        // repeats rows: its margins, and its middle between the corners; a row like the one
        // before it is blurred like it, and copied).
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * width)
        defer { line.deallocate() }
        let before = line + 2 * width
        for y in 0..<height {
            let row = data + y * stride
            if y > 0, memcmp(row, before, width) == 0 {
                row.update(from: row - stride, count: width)
                continue
            }
            before.update(from: row, count: width)
            box.pass(row, into: line, count: width)
            box.pass(line, into: line + width, count: width)
            box.pass(line + width, into: row, count: width)
        }
        let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { plane.deallocate() }
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { sums.deallocate() }
        // Columns: image → plane → image (rows `width` apart) → image.
        box.columns(from: data, fromStride: stride, into: plane, toStride: width, width: width, height: height, sums: sums)
        box.columns(from: plane, fromStride: width, into: data, toStride: stride, width: width, height: height, sums: sums)
        box.columns(from: data, fromStride: stride, into: plane, toStride: width, width: width, height: height, sums: sums)
        for y in 0..<height { (data + y * stride).update(from: plane + y * width, count: width) }
    }

    /// One centred box average of `size` samples (zero outside the image), rounded to the
    /// nearest: (sum + size / 2) / size, by a multiplication (exact for sums below 2^40 / size).
    struct Box {
        let size: Int
        let before: Int
        let after: Int
        private let multiplier: UInt64

        init(size: Int) {
            self.size = max(1, min(size, 1 << 15))
            before = self.size / 2
            after = self.size - before - 1
            multiplier = ((1 << 40) + UInt64(self.size) - 1) / UInt64(self.size)
        }

        /// The average of a window whose samples add up to `sum`.
        @inline(__always) func average(_ sum: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: (UInt64(sum + size / 2) &* multiplier) >> 40)
        }

        /// Blurs `count` values of `source` into `target` (which must not overlap it).
        func pass(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
            var sum = 0
            for i in 0..<min(count, after + 1) { sum += Int(source[i]) }
            for i in 0..<count {
                target[i] = average(sum)
                let add = i + after + 1, drop = i - before
                if add < count { sum += Int(source[add]) }
                if drop >= 0 { sum -= Int(source[drop]) }
            }
        }

        /// Blurs every column of `source` into `target` (which must not overlap it).
        func columns(from source: UnsafePointer<UInt8>, fromStride: Int, into target: UnsafeMutablePointer<UInt8>,
                     toStride: Int, width: Int, height: Int, sums: UnsafeMutablePointer<Int>) {
            sums.update(repeating: 0, count: width)
            for y in 0..<min(height, after + 1) {
                let row = source + y * fromStride
                for x in 0..<width { sums[x] += Int(row[x]) }
            }
            for y in 0..<height {
                let out = target + y * toStride
                for x in 0..<width { out[x] = average(sums[x]) }
                let add = y + after + 1, drop = y - before
                if add < height {
                    let row = source + add * fromStride
                    for x in 0..<width { sums[x] += Int(row[x]) }
                }
                if drop >= 0 {
                    let row = source + drop * fromStride
                    for x in 0..<width { sums[x] -= Int(row[x]) }
                }
            }
        }
    }
}
