import Foundation

/// What changed between two frames, and pixels in the form libimagequant reads.
enum PixelDiff {
    /// The smallest box holding every pixel where `a` and `b` (both `width × height`) differ,
    /// or nil when none does.
    static func changedBox(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> PixelBox? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in changedBox(a, b, width: width, height: height) } }
    }

    /// ``changedBox(_:_:width:height:)`` over buffers.
    static func changedBox(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, width: Int, height: Int) -> PixelBox? {
        guard let pa = a.baseAddress, let pb = b.baseAddress, a.count >= width * height, b.count >= width * height else { return nil }
        var minX = width, minY = height, maxX = -1, maxY = -1
        let rowBytes = width * MemoryLayout<UInt32>.stride
        for y in 0..<height {
            let row = y * width
            if memcmp(pa + row, pb + row, rowBytes) == 0 { continue }
            var first = 0
            while a[row + first] == b[row + first] { first += 1 }
            var last = width - 1
            while a[row + last] == b[row + last] { last -= 1 }
            minY = min(minY, y); maxY = y
            minX = min(minX, first); maxX = max(maxX, last)
        }
        guard maxX >= 0 else { return nil }
        return PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The pixels of `box` as RGBA bytes in memory (opaque): one word per pixel.
    static func rgba(_ image: PixelImage, _ box: PixelBox) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: box.count) { out, count in
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<box.height {
                    let row = (box.y + y) * image.width + box.x
                    for x in 0..<box.width {
                        let c = source[row + x]   // 0x00RRGGBB
                        let rgba = 0xFF00_0000 | (c & 0xFF) << 16 | (c & 0xFF00) | (c >> 16) & 0xFF
                        out[y * box.width + x] = UInt32(littleEndian: rgba)
                    }
                }
            }
            count = box.count
        }
    }

    /// The squared distance between two `0x00RRGGBB` colours (sum over the channels).
    @inline(__always)
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)
        let dg = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
        let db = Int(a & 0xFF) - Int(b & 0xFF)
        return dr * dr + dg * dg + db * db
    }

    /// The part `crop` of `values`, a `from` box of `width` columns.
    static func crop(_ values: [UInt8], width: Int, to crop: PixelBox, from: PixelBox) -> [UInt8] {
        if crop == from { return values }
        var out = [UInt8]()
        out.reserveCapacity(crop.count)
        for y in 0..<crop.height {
            let start = (crop.y - from.y + y) * width + (crop.x - from.x)
            out.append(contentsOf: values[start..<(start + crop.width)])
        }
        return out
    }
}
