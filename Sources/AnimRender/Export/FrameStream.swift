import Foundation

/// Draws many frames on all cores without holding more than a few at a time: frames are drawn
/// in batches concurrently, and each batch is handed, in frame order, to a consumer (that writes
/// or encodes it) before the next batch starts.
///
/// Streams that run at the same time (a render writes its animations in parallel) share one
/// ``budget``: each reserves its batch from it when it starts (one frame per core, at most 8,
/// no more than the budget has left, but always one) and gives it back when it ends. Frames in
/// flight therefore take at most the budget, or one frame per stream when frames are larger.
enum FrameStream {
    /// The memory that frames in flight may take, in bytes (all streams together).
    static let budget = 128 << 20

    /// The budget every stream of the process shares.
    static let shared = FramePool(budget: budget)

    /// How many frames a stream starting now may draw at once, with `reserved` bytes of
    /// `budget` already taken by other streams: one per core, at most 8, no more than fit
    /// what is left, at least one.
    static func window(bytesPerFrame: Int, reserved: Int = 0, budget: Int = FrameStream.budget) -> Int {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return max(1, min(cores, 8, max(0, budget - reserved) / max(1, bytesPerFrame)))
    }

    /// Produces `count` values concurrently in bounded batches and consumes them in index order.
    /// `bytesPerFrame` is what one value in flight takes (a frame's raster and what is made of it).
    /// The first error (lowest index) stops the stream and is rethrown.
    static func run<T: Sendable>(count: Int, bytesPerFrame: Int, pool: FramePool = FrameStream.shared,
                                 produce: @Sendable (Int) throws -> T, consume: (Int, T) throws -> Void) throws {
        let bytes = max(1, bytesPerFrame)
        let window = pool.reserve(bytesPerFrame: bytes)
        defer { pool.release(window * bytes) }
        var start = 0
        while start < count {
            let n = min(window, count - start)
            let base = start
            let batch = try ParallelMap.map(count: n) { try produce(base + $0) }
            for (k, value) in batch.enumerated() { try consume(base + k, value) }
            start += n
        }
    }
}

/// A memory budget shared by threads: frame streams reserve their batches from one (see
/// ``FrameStream``).
final class FramePool: Sendable {
    let budget: Int
    private let reserved = Locked(0)

    init(budget: Int) { self.budget = budget }

    /// The bytes running streams have reserved.
    var reservedBytes: Int { reserved.withLock { $0 } }

    /// Reserves a stream's batch: returns its window (frames at once).
    func reserve(bytesPerFrame: Int) -> Int {
        reserved.withLock { taken in
            let window = FrameStream.window(bytesPerFrame: bytesPerFrame, reserved: taken, budget: budget)
            taken += window * bytesPerFrame
            return window
        }
    }

    /// Reserves `bytes` if the budget has them left.
    func tryReserve(_ bytes: Int) -> Bool {
        reserved.withLock { taken in
            guard bytes >= 0, taken + bytes <= budget else { return false }
            taken += bytes
            return true
        }
    }

    /// Gives back what was reserved.
    func release(_ bytes: Int) { reserved.withLock { $0 -= bytes } }
}
