import Foundation
import StatesFormat

/// Draws many frames on all cores without holding more than a few at a time: frames are drawn
/// in batches concurrently, and each batch is handed, in frame order, to a consumer (that writes
/// or encodes it); the next batch is drawn meanwhile when the stream runs alone (see `run`).
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

    /// Produces `count` values concurrently in bounded batches and consumes them in index order,
    /// on the calling thread. `bytesPerFrame` is what one value in flight takes (a frame's raster
    /// and what is made of it). The first error (lowest index) stops the stream and is rethrown,
    /// once nothing is being produced any more.
    ///
    /// While a batch is consumed, the next one is drawn on a thread of its own when this stream
    /// is the only one running and the budget has room for a second batch: an encoder as slow as
    /// drawing (a GIF's, an MP4's) then no longer leaves the other cores idle. With several
    /// streams (a render's pieces), they keep the cores busy between them.
    static func run<T: Sendable>(count: Int, bytesPerFrame: Int, pool: FramePool = FrameStream.shared,
                                 produce: @Sendable (Int) throws -> T, consume: (Int, T) throws -> Void) throws {
        let bytes = max(1, bytesPerFrame)
        let window = pool.reserve(bytesPerFrame: bytes)
        defer { pool.release(window * bytes, stream: true) }
        try withoutActuallyEscaping(produce) { produce in
            var start = 0
            var ahead: PendingBatch<T>?
            while start < count {
                let n = min(window, count - start)
                let base = start
                let batch: [T]
                if let pending = ahead {
                    // Drawn meanwhile: its frames are now the stream's own batch.
                    ahead = nil
                    defer { pool.release(window * bytes) }
                    batch = try pending.wait()
                } else {
                    batch = try ParallelMap.map(count: n) { try produce(base + $0) }
                }
                start += n
                if start < count, pool.streams == 1, pool.tryReserve(window * bytes) {
                    let next = start, m = min(window, count - start)
                    ahead = PendingBatch { try ParallelMap.map(count: m) { try produce(next + $0) } }
                    // No thread to draw it on: the next round draws it here, as a stream does
                    // that does not run alone.
                    if ahead == nil { pool.release(window * bytes) }
                }
                do {
                    for (k, value) in batch.enumerated() { try consume(base + k, value) }
                } catch {
                    // The batch being drawn uses `produce`: let it finish first.
                    if let pending = ahead {
                        _ = try? pending.wait()
                        pool.release(window * bytes)
                    }
                    throw error
                }
            }
        }
    }
}

/// A batch of frames drawn on a thread of its own, which is no dispatch worker: libdispatch
/// runs a `concurrentPerform` nested in another (a render's pieces) with its width divided by
/// the outer one's, which would draw the batch on one core.
private final class PendingBatch<T: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Locked<Result<[T], Error>?>(nil)

    /// Starts `work` on a new thread; nil when no thread can be started (the caller draws the
    /// batch itself).
    init?(_ work: @escaping @Sendable () throws -> [T]) {
        // The work is taken out of its box and let go before `done` is signalled: it holds the
        // stream's `produce`, which `withoutActuallyEscaping` requires to be released when the
        // stream ends, and a thread's own closure is freed only some time after it returns.
        let box = Locked<(@Sendable () throws -> [T])?>(work)
        let started = DetachedThread.start { [result, done, box] in
            let value: Result<[T], Error> = {
                guard let work = box.withLock({ taken -> (@Sendable () throws -> [T])? in
                    defer { taken = nil }
                    return taken
                }) else { return .failure(RenderError("a batch of frames had no work")) }
                return Result { try work() }
            }()
            result.withLock { $0 = value }
            done.signal()
        }
        guard started else { return nil }
    }

    /// Waits for the batch; its values, or the first error drawing it.
    func wait() throws -> [T] {
        done.wait()
        guard let value = result.withLock({ $0 }) else { throw RenderError("a batch of frames produced no result") }
        return try value.get()
    }
}

/// A memory budget shared by threads: frame streams reserve their batches from one (see
/// ``FrameStream``).
final class FramePool: Sendable {
    let budget: Int
    /// Bytes reserved, and streams running.
    private let state = Locked((reserved: 0, streams: 0))

    init(budget: Int) { self.budget = budget }

    /// The bytes running streams have reserved.
    var reservedBytes: Int { state.withLock { $0.reserved } }

    /// The streams running.
    var streams: Int { state.withLock { $0.streams } }

    /// Reserves a stream's batch, as the stream starts: returns its window (frames at once).
    func reserve(bytesPerFrame: Int) -> Int {
        state.withLock { state in
            let window = FrameStream.window(bytesPerFrame: bytesPerFrame, reserved: state.reserved, budget: budget)
            state.reserved += window * bytesPerFrame
            state.streams += 1
            return window
        }
    }

    /// Reserves `bytes` if the budget has them left.
    func tryReserve(_ bytes: Int) -> Bool {
        state.withLock { state in
            guard bytes >= 0, state.reserved + bytes <= budget else { return false }
            state.reserved += bytes
            return true
        }
    }

    /// Gives back what was reserved; `stream`: as the stream that reserved it ends.
    func release(_ bytes: Int, stream: Bool = false) {
        state.withLock { state in
            state.reserved -= bytes
            if stream { state.streams -= 1 }
        }
    }
}
