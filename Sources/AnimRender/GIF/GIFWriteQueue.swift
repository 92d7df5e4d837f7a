import Foundation
import StatesFormat

/// A frame whose symbols are still to be chosen at tolerance 0 (``PixelChoice/lossless``):
/// what it shows is already known (each changed pixel its exact index, the rest as before), so
/// ``GIFFrameEncoder`` goes on to the next frame while ``GIFWriteQueue`` chooses the symbols,
/// which only decide how well LZW compresses them.
struct LosslessFrame {
    /// The exact mapping of the frame's changed box (its changed rectangle is not nil).
    var exact: PixelChoice.Exact
    /// The changed rectangle (`exact.changed`).
    var crop: PixelBox
    /// The indices shown in `crop` before the frame, row by row (empty without `sharedIndices`).
    var shownIndices: [UInt8]
    var transparent: UInt8
    var sharedIndices: Bool
    var bitsPerPixel: Int
    /// The frame's own palette, or nil for the global one.
    var localPalette: [UInt32]?
    var delay: Int

    /// The frame as written: its symbols chosen with `lzw`.
    func frame(lzw: inout LZWModel) -> GIFFrame {
        let choice = shownIndices.withUnsafeBufferPointer { shown in
            PixelChoice.lossless(exact, crop: crop, shownIndices: shown, origin: 0, stride: crop.width, transparent: transparent,
                                 sharedIndices: sharedIndices, bitsPerPixel: bitsPerPixel, lzw: &lzw)
        }
        return GIFFrame(box: crop, indices: choice.symbols, localPalette: localPalette, transparent: Int(transparent),
                        delay: delay, codes: choice.codes)
    }
}

/// Writes a GIF's frames, in the order they are given, on a thread of its own: the frames'
/// lossless symbol choices (``LosslessFrame``), their LZW codes and giflib's writing run there
/// while ``GIFFrameEncoder`` maps the next frame. Keeps the last frame pending until the next
/// one, so that frames that show no change add their time to it.
///
/// What is written does not depend on the thread: every job runs in order, on data it owns
/// (the frame encoder hands over copies), with a string table of its own. Without a thread
/// (`threaded` false, or none could be started) each job runs as it is given.
final class GIFWriteQueue: @unchecked Sendable {
    enum Job {
        case frame(GIFFrame)
        case lossless(LosslessFrame)
        /// Centiseconds added to the pending frame.
        case delay(Int)
        /// Write the pending frame and the trailer, and end.
        case finish
        /// End without writing (the encoder was let go unfinished).
        case stop
    }

    /// Jobs waiting at most, besides the one running (each holds a frame's box of symbols:
    /// bounded memory).
    static let depth = 1

    private let writer: GIFWriter
    /// Owned by the thread that runs the jobs.
    private var pending: GIFFrame? = nil
    private var lzw = LZWModel()

    /// Guards `jobs`, `failure` and `ended`.
    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var failure: (any Error)? = nil
    private var ended = false
    private var threaded: Bool

    init(writer: GIFWriter, threaded: Bool) {
        self.writer = writer
        self.threaded = threaded
        if threaded, !DetachedThread.start({ [self] in work() }) { self.threaded = false }
    }

    /// Queues `job` (waiting while ``depth`` jobs wait); throws the first error a job met.
    func submit(_ job: Job) throws {
        guard threaded else {
            if let failure { throw failure }
            do { try run(job) } catch {
                failure = error
                throw error
            }
            return
        }
        condition.lock()
        defer { condition.unlock() }
        while jobs.count >= GIFWriteQueue.depth, failure == nil, !ended { condition.wait() }
        if let failure { throw failure }
        guard !ended else { throw RenderError("the GIF was already finished") }
        jobs.append(job)
        condition.broadcast()
    }

    /// Writes what is pending and the trailer, once every job has run; throws the first error.
    func finish() throws {
        try submit(.finish)
        guard threaded else { return }
        condition.lock()
        defer { condition.unlock() }
        while !ended { condition.wait() }
        if let failure { throw failure }
    }

    /// Lets the thread end without writing more (nothing happens once it has ended).
    func stop() {
        guard threaded else { return }
        condition.lock()
        defer { condition.unlock() }
        if !ended {
            jobs.append(.stop)
            condition.broadcast()
        }
    }

    /// The thread: runs jobs in order until `finish` or `stop`; after an error, only ends.
    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            let failed = failure != nil
            condition.unlock()
            var last = false
            if case .stop = job { last = true }
            if case .finish = job { last = true }
            var error: (any Error)? = nil
            if !failed, !isStop(job) {
                do { try run(job) } catch let e { error = e }
            }
            condition.lock()
            if let error, failure == nil { failure = error }
            if last { ended = true }
            condition.broadcast()
            condition.unlock()
            if last { return }
        }
    }

    private func isStop(_ job: Job) -> Bool {
        if case .stop = job { return true }
        return false
    }

    /// One job, on the thread (or the caller's, unthreaded).
    private func run(_ job: Job) throws {
        switch job {
        case .frame(let frame): try emit(frame)
        case .lossless(let lossless): try emit(lossless.frame(lzw: &lzw))
        case .delay(let delay): pending?.delay += delay
        case .finish:
            if let pending { try writer.add(pending) }
            pending = nil
            try writer.finish()
        case .stop: break
        }
    }

    /// Writes the pending frame and keeps `frame` pending.
    private func emit(_ frame: GIFFrame) throws {
        if let pending { try writer.add(pending) }
        pending = frame
    }
}
