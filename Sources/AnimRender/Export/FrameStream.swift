import Foundation

/// Draws many frames on all cores without holding more than a few at a time: frames are drawn
/// in batches of ``window(bytesPerFrame:)`` concurrently, and each batch is handed, in frame
/// order, to a consumer (that writes or encodes it) before the next batch starts. Peak memory is
/// the batch, whatever the number of frames.
enum FrameStream {
    /// The memory that frames in flight may take, in bytes.
    static let budget = 128 << 20

    /// How many frames to draw at once: one per core, at most 8, and no more than fit the budget.
    static func window(bytesPerFrame: Int) -> Int {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return max(1, min(cores, 8, budget / max(1, bytesPerFrame)))
    }

    /// Produces `count` values concurrently in bounded batches and consumes them in index order.
    /// The first error (lowest index) stops the stream and is rethrown.
    static func run<T: Sendable>(count: Int, window: Int, produce: @Sendable (Int) throws -> T,
                                 consume: (Int, T) throws -> Void) throws {
        var start = 0
        let window = max(1, window)
        while start < count {
            let n = min(window, count - start)
            let base = start
            let batch = try ParallelMap.map(count: n) { try produce(base + $0) }
            for (k, value) in batch.enumerated() { try consume(base + k, value) }
            start += n
        }
    }
}
