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
    fileprivate static let maxCode = 4095
    /// `next[symbol × 4096 + prefix]`: the code of the string `prefix`+`symbol`, 0 when absent.
    private var next = [UInt16](repeating: 0, count: (LZWEncoder.maxCode + 1) * 256)
    /// The slots of `next` in use, to empty them on a clear.
    private var used: [Int32] = []

    init() { used.reserveCapacity(LZWEncoder.maxCode) }

    /// The compressed sub-blocks of `symbols` for a colour map of `bitsPerPixel` bits (giflib's:
    /// at least 2), each symbol masked to that many bits as giflib does.
    mutating func encode(_ symbols: UnsafeBufferPointer<UInt8>, bitsPerPixel: Int) -> [UInt8] {
        let depth = max(2, min(8, bitsPerPixel))
        let mask = UInt8(truncatingIfNeeded: (1 << depth) - 1)
        // At most one code of 12 bits a symbol, a length byte every 255 bytes, and the ends.
        let capacity = symbols.count * 2 + 32
        var used = self.used
        self.used = []
        defer { self.used = used }
        return next.withUnsafeMutableBufferPointer { next in
            [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
                var bits = LZWBits(out: out, depth: depth)
                defer { count = bits.count }
                let clear = bits.clearCode
                bits.emit(clear)
                guard var prefix = symbols.first.map({ Int($0 & mask) }) else { return bits.finish(last: nil) }
                for symbol in symbols.dropFirst() {
                    let symbol = Int(symbol & mask)
                    let slot = symbol &<< 12 | prefix
                    let code = next[slot]
                    if code != 0 {
                        prefix = Int(code)
                        continue
                    }
                    bits.emit(prefix)
                    prefix = symbol
                    if bits.running >= LZWEncoder.maxCode {
                        bits.emit(clear)
                        for s in used { next[Int(s)] = 0 }
                        used.removeAll(keepingCapacity: true)
                        bits.reset()
                    } else {
                        next[slot] = UInt16(bits.running)
                        used.append(Int32(slot))
                        bits.running += 1
                    }
                }
                bits.finish(last: prefix)
                for s in used { next[Int(s)] = 0 }
                used.removeAll(keepingCapacity: true)
            }
        }
    }
}

extension LZWEncoder {
    /// The compressed sub-blocks of an image whose codes ``LZWModel`` found: the bytes
    /// ``encode(_:bitsPerPixel:)`` writes for the symbols the model was fed.
    static func pack(_ lzw: LZWCodes) -> [UInt8] {
        let depth = max(2, min(8, lzw.bitsPerPixel))
        // 12 bits a code at most, a clear code every few thousand, a length byte every 255 bytes, and the ends.
        let capacity = lzw.codes.count * 2 + 32
        return lzw.codes.withUnsafeBufferPointer { codes in
            [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
                var bits = LZWBits(out: out, depth: depth)
                defer { count = bits.count }
                let clear = bits.clearCode
                bits.emit(clear)
                for code in codes {
                    bits.emit(Int(code))
                    if bits.running >= LZWEncoder.maxCode {
                        bits.emit(clear)
                        bits.reset()
                    } else {
                        bits.running += 1
                    }
                }
                bits.finish(last: lzw.last.map(Int.init))
            }
        }
    }
}

/// The bit packing and sub-blocks of ``LZWEncoder``'s output, and the code counter giflib
/// widens its codes by.
private struct LZWBits {
    let out: UnsafeMutableBufferPointer<UInt8>
    let clearCode: Int
    private let depth: Int
    /// Bytes written, and where the length byte of the sub-block being filled is.
    private(set) var count = 1
    private var block = 0
    private var bits: UInt64 = 0, bitCount = 0
    private var codeWidth = 0, limit = 0
    /// The next code a new string gets.
    var running = 0

    init(out: UnsafeMutableBufferPointer<UInt8>, depth: Int) {
        self.out = out
        self.depth = depth
        clearCode = 1 << depth
        out[0] = 0
        reset()
    }

    /// The narrowest codes, and the first code after the clear and end codes.
    mutating func reset() {
        running = clearCode + 2
        codeWidth = depth + 1
        limit = 1 << codeWidth
    }

    /// Outputs `code` at the current width; then widens the codes when the next one no longer
    /// fits (giflib checks after every code it outputs).
    @inline(__always)
    mutating func emit(_ code: Int) {
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
            block = count
            out[count] = 0
            count += 1
        }
        out[count] = byte
        count += 1
        out[block] += 1
    }

    /// The last prefix, the end code, the bits left over and the empty sub-block.
    mutating func finish(last: Int?) {
        if let last { emit(last) }
        emit(clearCode + 1)
        if bitCount > 0 { put(UInt8(truncatingIfNeeded: bits)) }
        bits = 0
        bitCount = 0
        if out[block] == 0 { count -= 1 }   // giflib writes no empty sub-block before the end
        out[count] = 0
        count += 1
    }
}
