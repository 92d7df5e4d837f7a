/// A model of the string table giflib's LZW compressor builds (`EGifCompressLine`), used to
/// choose, among symbols that show the same picture, the one that continues the current match.
/// It never writes anything: giflib encodes whatever symbols are chosen, so a model that drifts
/// from giflib costs bytes, never correctness.
///
/// As in giflib: codes start after the clear and end-of-information codes, a new string gets
/// the next code until code 4095, and then a clear code empties the table instead.
struct LZWModel {
    private static let maxCode = 4095
    private var firstCode = 258
    /// `next[symbol × 4096 + prefix]`: the code of the string `prefix`+`symbol`, 0 when absent.
    /// Symbol-major: along a run of one colour the prefixes are codes made one after the
    /// other, so their entries share cache lines and pages (prefix-major, each lookup of the
    /// 2 MB table was a cache and TLB miss of its own).
    private var next: [UInt16]
    /// `children[prefix × 4 + symbol / 64]`: bit `symbol % 64` is set when `prefix`+`symbol` is in the table.
    private var children: [UInt64]
    /// The slots of `next` in use, to empty them on a clear.
    private var used: [Int32] = []
    private var running: Int
    /// The code of the string matched so far; -1 before the first symbol.
    private(set) var prefix = -1
    /// The codes giflib outputs for the symbols fed since the last restart, but for the clear
    /// codes and the last prefix (see ``LZWCodes``).
    private var output: [UInt16] = []

    /// An empty model (see ``restart(bitsPerPixel:)``).
    init() {
        running = firstCode
        next = [UInt16](repeating: 0, count: (LZWModel.maxCode + 1) * 256)
        children = [UInt64](repeating: 0, count: (LZWModel.maxCode + 1) * 4)
        used.reserveCapacity(LZWModel.maxCode)
    }

    /// Whether the string matched so far followed by `symbol` is in the table.
    @inline(__always)
    func continues(_ symbol: UInt8) -> Bool {
        code(continuing: symbol) != 0
    }

    /// The code of the string matched so far followed by `symbol`, 0 when it is not in the
    /// table (or nothing is matched yet).
    @inline(__always)
    func code(continuing symbol: UInt8) -> UInt16 {
        prefix >= 0 ? next[Int(symbol) &<< 12 | prefix] : 0
    }

    /// Appends `symbol`, whose ``code(continuing:)`` (looked up since the last symbol) is `code`.
    @inline(__always)
    mutating func feed(_ symbol: UInt8, code: UInt16) {
        guard prefix >= 0 else {
            prefix = Int(symbol)
            return
        }
        let slot = Int(symbol) &<< 12 | prefix
        if code != 0 {
            prefix = Int(code)
            return
        }
        // giflib outputs the prefix here; the new string gets a code, or the table is cleared.
        output.append(UInt16(truncatingIfNeeded: prefix))
        if running >= LZWModel.maxCode {
            clear()
        } else {
            next[slot] = UInt16(running)
            children[prefix &* 4 &+ Int(symbol >> 6)] |= 1 << UInt64(symbol & 63)
            used.append(Int32(slot))
            running += 1
        }
        prefix = Int(symbol)
    }

    /// Empties the table (as a clear code does).
    private mutating func clear() {
        for s in used {
            next[Int(s)] = 0
            children[Int(s & 4095) &* 4 &+ Int(s >> 18)] = 0
        }
        used.removeAll(keepingCapacity: true)
        running = firstCode
    }

    /// Starts a new image of symbols of `bitsPerPixel` bits (the colour map's size, as giflib
    /// codes it); giflib starts every image with a clear code.
    mutating func restart(bitsPerPixel: Int) {
        firstCode = (1 << bitsPerPixel) + 2
        clear()
        prefix = -1
        output.removeAll(keepingCapacity: true)
    }

    /// The codes of the symbols fed since the last restart (``restart(bitsPerPixel:)``), which
    /// must have been given `bitsPerPixel`; the model keeps no copy.
    mutating func takeCodes(bitsPerPixel: Int) -> LZWCodes {
        defer { output = [] }
        return LZWCodes(codes: output, last: prefix >= 0 ? UInt16(truncatingIfNeeded: prefix) : nil, bitsPerPixel: bitsPerPixel)
    }

    /// Calls `body` with each symbol that continues the string matched so far.
    @inline(__always)
    func forEachContinuation(_ body: (UInt8) -> Void) {
        guard prefix >= 0 else { return }
        for word in 0..<4 {
            var bits = children[prefix &* 4 &+ word]
            while bits != 0 {
                body(UInt8(word &* 64 &+ bits.trailingZeroBitCount))
                bits &= bits &- 1
            }
        }
    }
}

/// An image's LZW codes as ``LZWModel`` output them while the symbols were chosen, so that
/// ``LZWEncoder/pack(_:)`` writes them without looking every string up again: the prefixes
/// giflib outputs, in order, without the clear codes (a clear follows the code that fills the
/// table, which the packer counts itself), and the prefix left at the end.
struct LZWCodes: Sendable {
    var codes: [UInt16]
    /// The string matched at the end (nil: no symbols).
    var last: UInt16?
    /// The colour map's size in bits (giflib's code size, at least 2) the codes were made for.
    var bitsPerPixel: Int
}
