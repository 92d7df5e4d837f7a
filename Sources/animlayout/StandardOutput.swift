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

    /// Flushes standard output; nil when every write reached it, else the reason one did not.
    static func finish() -> String? {
        // Every stream (Swift 6 cannot name C's `stdout`): standard error is unbuffered, so a
        // failure is standard output's, whose unwritten bytes stay buffered and fail again here.
        guard fflush(nil) != 0 else { return nil }
        let reason = String(cString: strerror(errno))
        return "error: cannot write to standard output (\(reason)); what the command printed is incomplete"
    }
}
