import AnimRender
import AnimReview
import ArgumentParser
import Foundation

/// `review --serve [--watch]`: the thin bridge from the command to the review server (loaded
/// with ``ReviewServerLibrary``).
enum ReviewServing {
    /// What the server calls back: the process's answers to "listening" and "a file changed".
    private final class Callbacks: @unchecked Sendable {
        let started: (Int) -> Void
        /// Returns whether it wrote pages.
        let draft: ([String]) -> Bool
        let rebuild: ([String]) -> Void

        init(started: @escaping (Int) -> Void, draft: @escaping ([String]) -> Bool, rebuild: @escaping ([String]) -> Void) {
            self.started = started
            self.draft = draft
            self.rebuild = rebuild
        }
    }

    /// Serves `session`'s output folder until Ctrl-C; with `watch`, builds a page again when
    /// its file changes (errors go into the page; the server keeps running). Requests for the
    /// `allowedHosts` names are answered too (`--allow-host`).
    static func serve(_ session: ReviewSession, with library: ReviewServerLibrary, port: Int, watch: Bool,
                      allowedHosts: [String] = []) throws {
        let out = session.out
        let home = session.home
        let callbacks = Callbacks(started: { port in
            print("serving \(out)/ on http://127.0.0.1:\(port)/ (loopback only; Ctrl-C stops)")
            print("  open http://127.0.0.1:\(port)/\(home)")
            if !allowedHosts.isEmpty { print("  also answering requests for \(allowedHosts.joined(separator: ", ")) (--allow-host)") }
            if watch { print("  watching \(session.paths.count) file\(session.paths.count == 1 ? "" : "s"): a save renders the page again and reloads it") }
            fflush(nil)
        }, draft: { changed in
            let start = Date()
            let drafted = session.draft(only: Set(changed))
            if drafted {
                print(String(format: "  %@ changed: a first page in %.2f s (the canvas's states); drawing the rest",
                             changed.joined(separator: ", "), Date().timeIntervalSince(start)))
            } else {
                print("  \(changed.joined(separator: ", ")) changed")
            }
            fflush(nil)
            return drafted
        }, rebuild: { changed in
            let start = Date()
            session.build(only: Set(changed), progress: SilentProgress())
            if InterruptCleanup.isInterrupted {
                print("  stopped before the whole page of \(changed.joined(separator: ", ")) was written (it may show only the canvas's states): "
                      + "run review again to write it")
            } else {
                print(String(format: "  rendered again in %.2f s: %@", Date().timeIntervalSince(start), changed.joined(separator: ", ")))
            }
            fflush(nil)
        })
        let config: [String: Any] = ["root": session.outURL.path, "port": port, "home": home,
                                     "watched": watch ? session.paths : [], "allowedHosts": allowedHosts]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: config), as: UTF8.self)
        // Ctrl-C (SIGINT, SIGTERM, SIGHUP): a render in progress is cleaned up, then the server stops.
        let stopper = library.makeStopper()
        let stop = library.stop
        let stopperAddress = UInt(bitPattern: stopper)
        InterruptCleanup.install()
        InterruptCleanup.stopInstead {
            if let stopper = UnsafeMutableRawPointer(bitPattern: stopperAddress) { stop(stopper) }
        }
        let capacity = 1024
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        message.initialize(repeating: 0, count: capacity)
        defer { message.deallocate() }
        let context = Unmanaged.passRetained(callbacks).toOpaque()
        defer { Unmanaged<Callbacks>.fromOpaque(context).release() }
        let status = json.withCString { config in
            library.run(config, stopper, context, { context, port in
                guard let context else { return }
                Unmanaged<Callbacks>.fromOpaque(context).takeUnretainedValue().started(Int(port))
            }, { context, kind, paths in
                guard let context, let paths else { return 0 }
                let changed = String(cString: paths).split(separator: "\n").map(String.init)
                let callbacks = Unmanaged<Callbacks>.fromOpaque(context).takeUnretainedValue()
                if kind == 0 { return callbacks.draft(changed) ? 1 : 0 }
                callbacks.rebuild(changed)
                return 1
            }, message, capacity)
        }
        switch status {
        case 0:
            print("stopped")
        case 1:
            printError("error: \(ReviewPort.InUse(port: port).description)")
            throw Exit.io
        default:
            printError("error: the server stopped: \(String(cString: message))")
            throw Exit.io
        }
    }
}
