import CPNG
import Foundation

/// A frame's pixels compressed in memory (raw DEFLATE by libdeflate at its fastest level): a
/// drawn UI frame at @3x (12 MB) packs into 1–2% of that in about a sixth of the time drawing
/// it took, and unpacks in a few milliseconds.
struct PackedFrame: Sendable {
    let width: Int
    let height: Int
    /// The DEFLATE stream of the pixels' bytes (`0x00RRGGBB` words in memory order).
    let bytes: [UInt8]

    /// The level libdeflate packs at (1: its fastest).
    static let level: Int32 = 1

    /// `image` packed, or nil when it packs into more than `limit` bytes (photos, noise: they
    /// are drawn again instead) or libdeflate fails.
    init?(_ image: PixelImage, limit: Int) {
        guard limit > 0, let compressor = libdeflate_alloc_compressor(PackedFrame.level) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let packed: [UInt8]? = image.pixels.withUnsafeBytes { raw in
            guard let source = raw.baseAddress else { return nil }
            // Packed into a scratch buffer as large as the limit, then copied at its size.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: limit) { scratch in
                guard let base = scratch.baseAddress else { return nil }
                let n = libdeflate_deflate_compress(compressor, source, raw.count, base, limit)
                return n > 0 ? Array(UnsafeBufferPointer(start: base, count: n)) : nil
            }
        }
        guard let packed else { return nil }
        width = image.width
        height = image.height
        bytes = packed
    }

    /// The pixels again, exactly as they were packed.
    func unpacked() throws -> PixelImage {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw RenderError("libdeflate: out of memory") }
        defer { libdeflate_free_decompressor(decompressor) }
        let count = width * height
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
        guard ok else { throw RenderError("a packed frame did not unpack") }
        return try PixelImage(width: width, height: height, pixels: pixels)
    }
}

/// Frames a GIF's first pass drew, kept packed (``PackedFrame``) for its second pass, which
/// then unpacks them instead of drawing them again. What they take is reserved from a memory
/// budget all GIFs of the process share (``shared``); a frame that does not fit, or packs
/// badly, is not kept, and the second pass draws it again: the bytes are the same either way
/// (drawing is deterministic, packing lossless).
final class PackedFrames: Sendable {
    /// The memory packed frames may take, in bytes (all GIFs of the process together).
    static let budget = 256 << 20
    /// The budget every GIF export shares.
    static let shared = FramePool(budget: budget)

    private let pool: FramePool
    /// Kept frames by index, and the bytes they reserved from `pool`.
    private let kept = Locked((frames: [Int: PackedFrame](), reserved: 0))

    init(pool: FramePool = PackedFrames.shared) { self.pool = pool }

    deinit {
        let reserved = kept.withLock { $0.reserved }
        if reserved > 0 { pool.release(reserved) }
    }

    /// The most bytes one packed frame of `pixels` pixels may take: a quarter of its raw size
    /// (worse is drawn again), and no more than the whole budget.
    func limit(pixels: Int) -> Int { min(pool.budget, pixels * MemoryLayout<UInt32>.stride / 4) }

    /// Keeps frame `k` if the budget has room for it.
    func keep(_ frame: PackedFrame?, at k: Int) {
        guard let frame, pool.tryReserve(frame.bytes.count) else { return }
        kept.withLock {
            $0.frames[k] = frame
            $0.reserved += frame.bytes.count
        }
    }

    /// Frame `k`, taken out (its memory given back once unpacked), or nil when it was not kept.
    func take(_ k: Int) -> PackedFrame? {
        let frame = kept.withLock { state -> PackedFrame? in
            guard let frame = state.frames.removeValue(forKey: k) else { return nil }
            state.reserved -= frame.bytes.count
            return frame
        }
        if let frame { pool.release(frame.bytes.count) }
        return frame
    }

    /// How many frames are kept.
    var count: Int { kept.withLock { $0.frames.count } }
}
