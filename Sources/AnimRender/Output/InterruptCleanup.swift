import Dispatch
import Foundation

/// Removes the staging folders of unfinished renders when the process is interrupted
/// (SIGINT, SIGTERM, SIGHUP), so that Ctrl-C leaves the previous output as it was and no
/// debris; then the process dies of the same signal, as it would have without the handler.
///
/// Every ``OutputFolder`` registers its staging folder here while it is open. Writes into a
/// staging folder and the commit's renames happen under the registry's lock, so the handler
/// never removes a folder in the middle of a commit and nothing is written after it ran.
/// The handlers are installed only by ``install()`` (the command-line tool calls it): a library
/// client keeps its own signal handling.
public enum InterruptCleanup {
    private final class Registry: @unchecked Sendable {
        let lock = NSRecursiveLock()
        var staging: [Int: String] = [:]
        var next = 0
        var cancelled = false
        var sources: [DispatchSourceSignal] = []
        var stop: (@Sendable () -> Void)?
    }

    private static let registry = Registry()
    private static let queue = DispatchQueue(label: "animlayout.interrupt")

    /// Installs the handlers (idempotent).
    public static func install() {
        let r = registry
        r.lock.lock(); defer { r.lock.unlock() }
        guard r.sources.isEmpty else { return }
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { interrupted(by: sig) }
            source.resume()
            r.sources.append(source)
        }
    }

    /// From now on an interruption, after removing the staging folders, calls `stop` instead
    /// of ending the process (a server stops by itself, cleanly). Writes that follow fail.
    public static func stopInstead(_ stop: @escaping @Sendable () -> Void) {
        let r = registry
        r.lock.lock(); defer { r.lock.unlock() }
        r.stop = stop
    }

    /// Whether the process was interrupted (a server stopping after Ctrl-C: what follows is not
    /// a failure to report).
    public static var isInterrupted: Bool {
        let r = registry
        r.lock.lock(); defer { r.lock.unlock() }
        return r.cancelled
    }

    /// Registers a staging folder; returns the token to unregister it with.
    static func register(_ path: String) -> Int {
        let r = registry
        r.lock.lock(); defer { r.lock.unlock() }
        r.next += 1
        r.staging[r.next] = path
        return r.next
    }

    /// Forgets a staging folder (committed or discarded).
    static func unregister(_ token: Int) {
        let r = registry
        r.lock.lock(); defer { r.lock.unlock() }
        r.staging[token] = nil
    }

    /// Runs `body` under the registry's lock, unless an interruption is being handled (then the
    /// process is about to exit: it throws instead of writing).
    static func guarded<T>(_ body: () throws -> T) throws -> T {
        let r = registry
        r.lock.lock(); defer { r.lock.unlock() }
        guard !r.cancelled else { throw RenderError("interrupted") }
        return try body()
    }

    private static func interrupted(by sig: Int32) {
        let r = registry
        r.lock.lock()
        r.cancelled = true
        for path in r.staging.values.sorted() {
            // A worker may have been writing: try a few times.
            for _ in 0..<3 where FileManager.default.fileExists(atPath: path) {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        r.staging = [:]
        if let stop = r.stop {
            r.lock.unlock()
            stop()
            return
        }
        // What was printed so far (the outputs already moved into place) reaches a redirected
        // standard output, whose buffer dying of a signal would lose; and a line says why it ends.
        fflush(nil)
        FileHandle.standardError.write(Data("interrupted: what was being written is removed; what was listed as written is complete\n".utf8))
        // Die of the same signal (exit status 128 + sig for the shell), holding the lock so that
        // no worker writes again.
        signal(sig, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, sig)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(sig)
        // Not reached where the signal can be re-raised; otherwise the shell's convention.
        _exit(128 + sig)
    }
}
