import CPNG
import Foundation

/// A frame's pixels packed in memory, losslessly: as runs of one colour (``PackedRuns``), or,
/// when those take more than the limit (photos, noise), as DEFLATE (libdeflate at its fastest
/// level). A drawn UI frame at @3x (12 MB) is mostly flat: its runs take 1–3% of that and are
/// found and filled again in a few milliseconds, less than drawing it again.
struct PackedFrame: Sendable {
    enum Packing: Sendable {
        case runs([UInt32])
        case deflated([UInt8])
    }

    let width: Int
    let height: Int
    let packing: Packing
    /// Whether the image it was taken from was opaque (its PNG is then the pixels' own, see
    /// ``PNGEncoder/encode(opaque:)``); false when not known.
    var opaque = false

    /// The level libdeflate packs at (1: its fastest).
    static let level: Int32 = 1

    /// The bytes the packed frame takes.
    var byteCount: Int {
        switch packing {
        case .runs(let words): words.count * MemoryLayout<UInt32>.stride
        case .deflated(let bytes): bytes.count
        }
    }

    /// `image` packed, or nil when it packs into more than `limit` bytes either way (it is
    /// drawn again instead) or libdeflate fails.
    init?(_ image: PixelImage, limit: Int) {
        guard limit > 0 else { return nil }
        if let runs = PackedRuns.pack(image, limitWords: limit / MemoryLayout<UInt32>.stride) {
            packing = .runs(runs)
        } else if let deflated = PackedFrame.deflate(image, limit: limit) {
            packing = .deflated(deflated)
        } else {
            return nil
        }
        width = image.width
        height = image.height
    }

    /// The pixels again, exactly as they were packed.
    func unpacked() throws -> PixelImage {
        let pixels: [UInt32]?
        switch packing {
        case .runs(let words): pixels = PackedRuns.unpack(words, width: width, height: height)
        case .deflated(let bytes): pixels = PackedFrame.inflate(bytes, count: width * height)
        }
        guard let pixels else { throw RenderError("a packed frame did not unpack") }
        return try PixelImage(width: width, height: height, pixels: pixels)
    }

    /// The pixels' bytes as raw DEFLATE, or nil when that takes more than `limit` bytes.
    private static func deflate(_ image: PixelImage, limit: Int) -> [UInt8]? {
        guard let compressor = libdeflate_alloc_compressor(PackedFrame.level) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        return image.pixels.withUnsafeBytes { raw in
            guard let source = raw.baseAddress else { return nil }
            // Packed into a scratch buffer as large as the limit, then copied at its size.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: limit) { scratch in
                guard let base = scratch.baseAddress else { return nil }
                let n = libdeflate_deflate_compress(compressor, source, raw.count, base, limit)
                return n > 0 ? Array(UnsafeBufferPointer(start: base, count: n)) : nil
            }
        }
    }

    /// `count` pixels from their DEFLATE stream, or nil when it does not give exactly them.
    private static func inflate(_ bytes: [UInt8], count: Int) -> [UInt32]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var ok = false
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            bytes.withUnsafeBytes { packed in
                guard let source = packed.baseAddress, let target = out.baseAddress else { return }
                let size = count * MemoryLayout<UInt32>.stride
                var written = 0
                let result = libdeflate_deflate_decompress(decompressor, source, packed.count, target, size, &written)
                ok = result == LIBDEFLATE_SUCCESS && written == size
            }
            // Zero-filled when unpacking failed, so that every element is initialised.
            if !ok { out.initialize(repeating: 0) }
            initialized = count
        }
        return ok ? pixels : nil
    }
}

/// Pixels as runs of one colour, row by row, in 32-bit words: each row starts with the number
/// of run words that follow, or 0 when the row is the same as the one above; a run word is
/// the colour (`0x00RRGGBB`) with the run's length less one (up to 256) in its high byte.
enum PackedRuns {
    /// The runs of `image`, or nil when they take more than `limitWords` words or a pixel has
    /// its high byte set (not a colour a frame is drawn with).
    static func pack(_ image: PixelImage, limitWords: Int) -> [UInt32]? {
        let width = image.width, height = image.height
        guard limitWords > height else { return nil }
        return image.pixels.withUnsafeBufferPointer { pixels -> [UInt32]? in
            guard let base = pixels.baseAddress else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: limitWords) { out -> [UInt32]? in
                var n = 0
                for y in 0..<height {
                    let row = base + y * width
                    if y > 0, memcmp(row - width, row, width * MemoryLayout<UInt32>.stride) == 0 {
                        out[n] = 0
                        n += 1
                        continue
                    }
                    guard let words = runs(of: row, width: width, into: out, at: n + 1) else { return nil }
                    out[n] = UInt32(words)
                    n += 1 + words
                }
                return Array(out[..<n])
            }
        }
    }

    /// Writes the run words of one row at `start` of `out`; their count, or nil when they do not
    /// fit or a pixel is not a colour.
    @inline(__always)
    private static func runs(of row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutableBufferPointer<UInt32>,
                             at start: Int) -> Int? {
        var n = start, x = 0
        while x < width {
            let c = row[x]
            guard c <= 0xFF_FFFF, n < out.count else { return nil }
            var length = 1
            while length < 256, x + length < width, row[x + length] == c { length += 1 }
            out[n] = c | UInt32(length - 1) << 24
            n += 1
            x += length
        }
        return n - start
    }

    /// The `width × height` pixels of `words`, or nil when they do not give exactly that many.
    static func unpack(_ words: [UInt32], width: Int, height: Int) -> [UInt32]? {
        let count = width * height
        var ok = true
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            guard let base = out.baseAddress else { return }
            words.withUnsafeBufferPointer { words in
                var i = 0, filled = 0
                defer {
                    // Zero-filled past where unpacking failed, so that every element is initialised.
                    if filled < count { (base + filled).initialize(repeating: 0, count: count - filled) }
                }
                for y in 0..<height {
                    guard i < words.count else { ok = false; return }
                    let header = Int(words[i])
                    i += 1
                    let row = base + y * width
                    if header == 0 {
                        guard y > 0 else { ok = false; return }
                        row.initialize(from: row - width, count: width)
                        filled += width
                        continue
                    }
                    guard header <= words.count - i else { ok = false; return }
                    for word in words[i..<(i + header)] {
                        let length = Int(word >> 24) + 1
                        guard filled + length <= (y + 1) * width else { ok = false; return }
                        (base + filled).initialize(repeating: word & 0xFF_FFFF, count: length)
                        filled += length
                    }
                    i += header
                    guard filled == (y + 1) * width else { ok = false; return }
                }
                ok = i == words.count
            }
            initialized = count
        }
        return ok ? pixels : nil
    }
}

/// Frames a render's GIFs drew, kept packed (``PackedFrame``) by the picture they show
/// (``DrawnFrameKey``): a GIF's second pass unpacks its frames instead of drawing them again,
/// and a GIF whose frames another GIF of the render has drawn (a sequence repeats its
/// transitions' frames) unpacks those too. What they take is reserved from a memory budget all
/// GIFs of the process share (``shared``) and given back when the render's exports are let go;
/// a frame that does not fit, or packs badly, is not kept, and is drawn again: the bytes are
/// the same either way (drawing is deterministic, packing lossless), whichever GIF drew first.
final class PackedFrames: Sendable {
    /// The memory packed frames may take, in bytes (all GIFs of the process together).
    static let budget = 256 << 20
    /// The budget every GIF export shares.
    static let shared = FramePool(budget: budget)

    private let pool: FramePool
    /// Kept frames, and the bytes they reserved from `pool`.
    private let kept = Locked((frames: [DrawnFrameKey: PackedFrame](), reserved: 0))

    init(pool: FramePool = PackedFrames.shared) { self.pool = pool }

    deinit {
        let reserved = kept.withLock { $0.reserved }
        if reserved > 0 { pool.release(reserved) }
    }

    /// The most bytes one packed frame of `pixels` pixels may take: a quarter of its raw size
    /// (worse is drawn again), and no more than the whole budget.
    func limit(pixels: Int) -> Int { min(pool.budget, pixels * MemoryLayout<UInt32>.stride / 4) }

    /// Keeps `frame`, drawn for `key`, if the budget has room for it and it is not kept yet.
    func keep(_ frame: PackedFrame?, for key: DrawnFrameKey) {
        guard let frame, self.frame(key) == nil, pool.tryReserve(frame.byteCount) else { return }
        let extra = kept.withLock { state -> Int in
            guard state.frames[key] == nil else { return frame.byteCount }   // kept meanwhile
            state.frames[key] = frame
            state.reserved += frame.byteCount
            return 0
        }
        if extra > 0 { pool.release(extra) }
    }

    /// The frame kept for `key`, or nil.
    func frame(_ key: DrawnFrameKey) -> PackedFrame? { kept.withLock { $0.frames[key] } }

    /// How many frames are kept.
    var count: Int { kept.withLock { $0.frames.count } }
}
