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
    /// `runCodes[symbol × 4096 + k]`: the code of the string of `k` times `symbol`, for `k` from
    /// 2 up to `longestRun[symbol]` (a run's strings enter the table one symbol longer each
    /// time, so they are all there). Pages of symbols with no runs are never touched.
    private var runCodes: [UInt16]
    private var longestRun = [Int](repeating: 1, count: 256)
    /// When the string matched so far is `runLength` times `runSymbol` (else `runLength` is 0).
    private var runSymbol = 0, runLength = 0

    /// An empty model (see ``restart(bitsPerPixel:)``).
    init() {
        running = firstCode
        next = [UInt16](repeating: 0, count: (LZWModel.maxCode + 1) * 256)
        children = [UInt64](repeating: 0, count: (LZWModel.maxCode + 1) * 4)
        runCodes = [UInt16](repeating: 0, count: (LZWModel.maxCode + 1) * 256)
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
        let isRun = runLength > 0 && Int(symbol) == runSymbol
        guard prefix >= 0 else {
            prefix = Int(symbol)
            (runSymbol, runLength) = (Int(symbol), 1)
            return
        }
        let slot = Int(symbol) &<< 12 | prefix
        if code != 0 {
            prefix = Int(code)
            runLength = isRun ? runLength + 1 : 0
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
            if isRun, runLength == longestRun[runSymbol], runLength < LZWModel.maxCode {
                longestRun[runSymbol] = runLength + 1
                runCodes[runSymbol &<< 12 | (runLength + 1)] = UInt16(running)
            }
            running += 1
        }
        prefix = Int(symbol)
        (runSymbol, runLength) = (Int(symbol), 1)
    }

    /// How many more times `symbol` the string matched so far continues into without a code
    /// being output: 0 unless it is made of `symbol` only.
    @inline(__always)
    func runRoom(_ symbol: UInt8) -> Int {
        runLength > 0 && Int(symbol) == runSymbol ? longestRun[runSymbol] - runLength : 0
    }

    /// Feeds `count` times `symbol` (at most ``runRoom(_:)``) at once: the strings they make
    /// are in the table, so feeding them one by one would only move the match along.
    @inline(__always)
    mutating func skip(_ symbol: UInt8, run count: Int) {
        guard count > 0, count <= runRoom(symbol) else { return }
        runLength += count
        prefix = Int(runCodes[runSymbol &<< 12 | runLength])
    }

    /// Empties the table (as a clear code does).
    private mutating func clear() {
        for s in used {
            next[Int(s)] = 0
            children[Int(s & 4095) &* 4 &+ Int(s >> 18)] = 0
        }
        used.removeAll(keepingCapacity: true)
        running = firstCode
        for s in longestRun.indices where longestRun[s] > 1 { longestRun[s] = 1 }
    }

    /// Starts a new image of symbols of `bitsPerPixel` bits (the colour map's size, as giflib
    /// codes it); giflib starts every image with a clear code.
    mutating func restart(bitsPerPixel: Int) {
        firstCode = (1 << bitsPerPixel) + 2
        clear()
        prefix = -1
        runLength = 0
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
