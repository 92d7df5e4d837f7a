import Foundation

/// Standard output's writes are checked: what a command printed is flushed before it exits,
/// and a write that failed (a full disk, `/dev/full`, a reader that closed the pipe) is an
/// I/O error (exit 74) with a line on standard error, never a success that lost its output.
enum StandardOutput {
    /// A closed pipe makes writes fail (EPIPE) instead of killing the process unannounced, so
    /// that ``finish()`` can say what happened.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// The first flush that failed (its reason), kept for ``finish()``: a stream whose flush
    /// failed drops what it held, so the next flush would not fail again.
    private final class FirstFailure: @unchecked Sendable {
        let lock = NSLock()
        var reason: String?
    }
    private static let failure = FirstFailure()

    /// Flushes what was printed so far (after each scene: a log file or pipe shows progress);
    /// a failure is remembered for ``finish()``.
    static func flush() {
        // Every stream (Swift 6 cannot name C's `stdout`): standard error is unbuffered, so a
        // failure is standard output's.
        guard fflush(nil) != 0 else { return }
        let reason = String(cString: strerror(errno))
        failure.lock.lock(); defer { failure.lock.unlock() }
        if failure.reason == nil { failure.reason = reason }
    }

    /// Flushes standard output; nil when every write reached it, else the reason one did not.
    static func finish() -> String? {
        flush()
        failure.lock.lock(); defer { failure.lock.unlock() }
        return failure.reason.map { "error: cannot write to standard output (\($0)); what the command printed is incomplete" }
    }
}
