/// GIF's LZW compression of one image's indices, giving exactly the bytes giflib 5 writes for
/// them (`EGifSetupCompress`, `EGifCompressLine`, `EGifCompressOutput`, `EGifBufferedOutput`),
/// without its hash table: the string table is a direct array, as in ``LZWModel``.
///
/// As in giflib: a clear code first; a string not in the table outputs its prefix and gets the
/// next code, until code 4095, when a clear code empties the table instead; the code width
/// grows after a code is output once the next code no longer fits; the stream ends with the
/// last prefix, the end-of-information code and the bits left over, in sub-blocks of up to 255
/// bytes, and an empty sub-block. ``GIFWriter`` hands the sub-blocks to giflib
/// (`EGifPutCodeNext`), which writes the image's code size itself.
struct LZWEncoder {
    private static let maxCode = 4095
    /// `next[symbol × 4096 + prefix]`: the code of the string `prefix`+`symbol`, 0 when absent.
    private var next = [UInt16](repeating: 0, count: (LZWEncoder.maxCode + 1) * 256)
    /// The slots of `next` in use, to empty them on a clear.
    private var used: [Int32] = []

    /// The output: sub-blocks (a length byte, then up to 255 bytes), then an empty one.
    private var out: [UInt8] = []
    /// Where the length byte of the sub-block being filled is.
    private var block = 0
    private var bits: UInt64 = 0, bitCount = 0
    private var codeWidth = 0, limit = 0, running = 0
    private var clearCode = 0

    init() { used.reserveCapacity(LZWEncoder.maxCode) }

    /// The compressed sub-blocks of `symbols` for a colour map of `bitsPerPixel` bits (giflib's:
    /// at least 2), each symbol masked to that many bits as giflib does.
    mutating func encode(_ symbols: UnsafeBufferPointer<UInt8>, bitsPerPixel: Int) -> [UInt8] {
        let depth = max(2, min(8, bitsPerPixel))
        let mask = UInt8(truncatingIfNeeded: (1 << depth) - 1)
        clearCode = 1 << depth
        out = [0]
        out.reserveCapacity(symbols.count / 4 + 16)
        block = 0
        bits = 0
        bitCount = 0
        reset()
        emit(clearCode)
        guard var prefix = symbols.first.map({ Int($0 & mask) }) else { return finish(last: nil) }
        var i = 1
        while i < symbols.count {
            let symbol = Int(symbols[i] & mask)
            i += 1
            let slot = symbol &<< 12 | prefix
            let code = next[slot]
            if code != 0 {
                prefix = Int(code)
                continue
            }
            emit(prefix)
            prefix = symbol
            if running >= LZWEncoder.maxCode {
                emit(clearCode)
                reset()
            } else {
                next[slot] = UInt16(running)
                used.append(Int32(slot))
                running += 1
            }
        }
        return finish(last: prefix)
    }

    /// The last prefix, the end code, the bits left over and the empty sub-block.
    private mutating func finish(last: Int?) -> [UInt8] {
        if let last { emit(last) }
        emit(clearCode + 1)
        while bitCount > 0 {
            put(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount = max(0, bitCount - 8)
        }
        if out[block] == 0 { out.removeLast() }   // giflib writes no empty sub-block before the end
        out.append(0)
        return out
    }

    /// An empty table and the narrowest codes.
    private mutating func reset() {
        for s in used { next[Int(s)] = 0 }
        used.removeAll(keepingCapacity: true)
        running = clearCode + 2
        codeWidth = Int(clearCode.trailingZeroBitCount) + 1
        limit = 1 << codeWidth
    }

    /// Outputs `code` at the current width; then widens the codes when the next one no longer
    /// fits (giflib checks after every code it outputs).
    @inline(__always)
    private mutating func emit(_ code: Int) {
        bits |= UInt64(code) << UInt64(bitCount)
        bitCount += codeWidth
        while bitCount >= 8 {
            put(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount -= 8
        }
        if running >= limit, code <= LZWEncoder.maxCode {
            codeWidth += 1
            limit = 1 << codeWidth
        }
    }

    /// Appends a byte to the sub-block being filled, starting a new one when it holds 255.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        if out[block] == 255 {
            block = out.count
            out.append(0)
        }
        out.append(byte)
        out[block] += 1
    }
}
