import AnimRender
import AnimReview
import ArgumentParser
import Foundation

/// `review --serve [--watch]`: the thin bridge from the command to ``ReviewServer``.
enum ReviewServing {
    /// Serves `session`'s output folder until Ctrl-C; with `watch`, builds a page again when
    /// its file changes (errors go into the page; the server keeps running).
    static func serve(_ session: ReviewSession, port: Int, watch: Bool) throws {
        let server = ReviewServer(root: session.outURL, port: port, watched: watch ? session.paths : [], home: session.home)
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        let out = session.out
        // Ctrl-C (SIGINT, SIGTERM, SIGHUP): a render in progress is cleaned up, then the server stops.
        let (stops, stop) = AsyncStream.makeStream(of: Void.self)
        InterruptCleanup.install()
        InterruptCleanup.stopInstead { stop.yield() }
        Task.detached {
            do {
                try await server.run(stops: stops, started: { port in
                    print("serving \(out)/ on http://127.0.0.1:\(port)/ (loopback only; Ctrl-C stops)")
                    print("  open http://127.0.0.1:\(port)/\(server.home)")
                    if watch { print("  watching \(session.paths.count) file\(session.paths.count == 1 ? "" : "s"): a save renders the page again and reloads it") }
                    fflush(nil)
                }, draft: { changed in
                    let start = Date()
                    session.draft(only: Set(changed))
                    print(String(format: "  %@ changed: a first page in %.2f s (the canvas's states); drawing the rest",
                                 changed.joined(separator: ", "), Date().timeIntervalSince(start)))
                    fflush(nil)
                }, rebuild: { changed in
                    let start = Date()
                    session.build(only: Set(changed), progress: SilentProgress())
                    print(String(format: "  rendered again in %.2f s: %@", Date().timeIntervalSince(start), changed.joined(separator: ", ")))
                    fflush(nil)
                })
            } catch {
                failure.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = failure.error {
            if let inUse = error as? ReviewServer.PortInUse {
                printError("error: \(inUse.description)")
                throw Exit.io
            }
            printError("error: the server stopped: \(error.localizedDescription)")
            throw Exit.io
        }
        print("stopped")
    }

    /// The server task's error, read after it ends.
    final class FailureBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Error?
        var error: Error? { lock.lock(); defer { lock.unlock() }; return stored }
        func set(_ error: Error) { lock.lock(); stored = error; lock.unlock() }
    }
}
