import Foundation

// The server's entry points, in the C calling convention: the command line loads this library
// with dlopen when `review --serve` runs, so that every other command starts without it. The
// HTTP server (FlyingFox) brings FoundationNetworking, and with it libcurl and some 25
// libraries (TLS, Kerberos, LDAP…) that the dynamic linker would otherwise map and bind at the
// start of every `animlayout` process. Only C types cross: this library has its own copy of
// nothing the command line has (it depends on Foundation and FlyingFox alone).

/// Called once the server listens: the context given to `run`, and the port.
public typealias ReviewServerStarted = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void
/// Called after a watched file changed: the context, 0 for the first, quick page (`draft`) or
/// 1 for the whole page (`rebuild`), and the changed paths, one per line. Returns 1 when it
/// wrote pages (the open pages reload), 0 when not (a draft of a scene with errors).
public typealias ReviewServerChanged = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?) -> Int32

/// What stops a running server (Ctrl-C on the command line).
private final class ServerStopper: @unchecked Sendable {
    let stops: AsyncStream<Void>
    let continuation: AsyncStream<Void>.Continuation

    init() {
        (stops, continuation) = AsyncStream.makeStream(of: Void.self)
    }
}

/// The caller's callbacks and context: C functions (no state of their own) and an address the
/// caller keeps alive until `run` returns, so they may be called from the server's threads.
private struct ServerCalls: @unchecked Sendable {
    let context: UInt
    let started: ReviewServerStarted
    let changed: ReviewServerChanged
}

/// The server's error, read once it has stopped.
private final class ServerOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?
    var error: Error? { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ error: Error) { lock.lock(); stored = error; lock.unlock() }
}

/// The version of these entry points and of the configuration `animlayout_review_server_run`
/// reads: the command line refuses a library whose version is not its own (2: the server
/// answers only its own `Host` and `allowedHosts`; a library without this function predates
/// that and would answer any; 3: ``ReviewServerChanged`` says whether it wrote pages).
@_cdecl("animlayout_review_server_version")
public func animlayoutReviewServerVersion() -> Int32 {
    3
}

/// A stopper for `animlayout_review_server_run`, made before it runs (so that a signal that
/// comes at once finds it). Never freed: a process serves once.
@_cdecl("animlayout_review_server_stopper")
public func animlayoutReviewServerStopper() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(ServerStopper()).toOpaque()
}

/// Stops the server run with `stopper` (safe from any thread, before or while it runs).
@_cdecl("animlayout_review_server_stop")
public func animlayoutReviewServerStop(_ stopper: UnsafeMutableRawPointer) {
    Unmanaged<ServerStopper>.fromOpaque(stopper).takeUnretainedValue().continuation.yield()
}

/// Serves until stopped. `config` is JSON: `{"root": PATH, "port": N, "home": PATH, "watched":
/// [PATH…], "allowedHosts": [NAME…]}` (`allowedHosts`: `--allow-host`, see ``HostCheck``;
/// absent means none). Returns 0 once stopped, 1 when the port is taken, 2 on another error (its
/// message written into `message`, at most `capacity` bytes with the terminating zero).
@_cdecl("animlayout_review_server_run")
public func animlayoutReviewServerRun(_ config: UnsafePointer<CChar>, _ stopper: UnsafeMutableRawPointer,
                                      _ context: UnsafeMutableRawPointer?, _ started: ReviewServerStarted,
                                      _ changed: ReviewServerChanged, _ message: UnsafeMutablePointer<CChar>,
                                      _ capacity: Int) -> Int32 {
    func fail(_ text: String) -> Int32 {
        let bytes = Array(text.utf8.prefix(max(0, capacity - 1)))
        for (k, byte) in bytes.enumerated() { message[k] = CChar(bitPattern: byte) }
        if capacity > 0 { message[bytes.count] = 0 }
        return 2
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(String(cString: config).utf8)) as? [String: Any],
          let root = object["root"] as? String, let port = object["port"] as? Int, let home = object["home"] as? String,
          let watched = object["watched"] as? [String], let allowedHosts = (object["allowedHosts"] ?? [String]()) as? [String] else {
        return fail("the review server was given a configuration it cannot read")
    }
    let server = ReviewServer(root: URL(fileURLWithPath: root, isDirectory: true), port: port, watched: watched, home: home,
                              allowedHosts: allowedHosts)
    let stops = Unmanaged<ServerStopper>.fromOpaque(stopper).takeUnretainedValue().stops
    let done = DispatchSemaphore(value: 0)
    let outcome = ServerOutcome()
    let calls = ServerCalls(context: UInt(bitPattern: context), started: started, changed: changed)
    Task.detached {
        do {
            try await server.run(stops: stops, started: { port in
                calls.started(UnsafeMutableRawPointer(bitPattern: calls.context), Int32(clamping: port))
            }, draft: { paths in
                paths.joined(separator: "\n").withCString { calls.changed(UnsafeMutableRawPointer(bitPattern: calls.context), 0, $0) } != 0
            }, rebuild: { paths in
                _ = paths.joined(separator: "\n").withCString { calls.changed(UnsafeMutableRawPointer(bitPattern: calls.context), 1, $0) }
            })
        } catch {
            outcome.set(error)
        }
        done.signal()
    }
    done.wait()
    switch outcome.error {
    case nil: return 0
    case is ReviewServer.PortInUse: return 1
    case let error?: return fail(error.localizedDescription)
    }
}
