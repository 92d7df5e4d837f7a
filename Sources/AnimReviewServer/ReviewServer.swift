import FlyingFox
import FlyingSocks
import Foundation

/// `review --serve`: the output folder on http://127.0.0.1:PORT/ (loopback only), with
/// `--watch` re-rendering a page when its scene file changes and reloading the pages open in
/// browsers (server-sent events). Only requests addressed to this server are answered (see
/// ``HostCheck``). Runs until told to stop, and stops cleanly: open event streams end,
/// connections close.
public struct ReviewServer: Sendable {
    /// The folder served (`--out`).
    public var root: URL
    /// `--port` (0: a free one).
    public var port: Int
    /// The scene files to watch (empty: no watching).
    public var watched: [String]
    /// Where `/` leads (the gallery, or the one scene's page), relative to the root.
    public var home: String
    /// How often the files are looked at.
    public var pollInterval: Double = 0.01
    /// `--allow-host`: names answered besides the loopback ones (see ``HostCheck``).
    public var allowedHosts: [String]

    /// Creates a server.
    public init(root: URL, port: Int, watched: [String], home: String, allowedHosts: [String] = []) {
        self.root = root
        self.port = port
        self.watched = watched
        self.home = home
        self.allowedHosts = allowedHosts
    }

    /// The port is taken (the command line says so, and which port; see `ReviewPort`).
    struct PortInUse: Error {
        var port: Int
    }

    /// The path of the events stream pages listen to.
    public static let eventsPath = "/__animlayout/events"
    /// Where a page says its new frame is drawn.
    public static let drawnPath = "/__animlayout/drawn"

    /// Serves until `stops` yields (the command line: Ctrl-C) or ends. `started` gets the port
    /// listened on. After a save, `draft` writes a first page quickly and the pages reload; then
    /// `rebuild` writes the whole page and they reload again (both called off the server's
    /// threads). A draft that wrote nothing (it returns false: the scene has errors, which only
    /// the whole page shows) reloads nothing, so that a page does not fetch its images again
    /// just before they are replaced.
    public func run(stops: AsyncStream<Void>, started: @escaping @Sendable (Int) -> Void,
                    draft: @escaping @Sendable ([String]) -> Bool = { _ in false },
                    rebuild: @escaping @Sendable ([String]) -> Void) async throws {
        guard let portNumber = UInt16(exactly: port) else { throw PortInUse(port: port) }
        let events = ReloadEvents()
        let listening = ListeningPort(port)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: portNumber), timeout: 15, logger: .disabled,
                                handler: HostGuard(allowed: allowedHosts, port: listening, routes: routes(events: events)))

        let watched = self.watched, interval = self.pollInterval
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await server.run() }
                group.addTask {
                    try await server.waitUntilListening()
                    if case let .ip4(_, port)? = await server.listeningAddress {
                        Self.disableNagle(port: Int(port))
                        listening.set(Int(port))
                        started(Int(port))
                    }
                    guard !watched.isEmpty else { try await Task.sleep(nanoseconds: .max); return }
                    var last = FileStamps(watched)
                    while true {
                        try await Task.sleep(nanoseconds: UInt64(interval * 1e9))
                        let now = FileStamps(watched)
                        let changed = now.changed(since: last)
                        guard !changed.isEmpty else { continue }
                        last = now
                        let drafted = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
                            DispatchQueue.global().async { done.resume(returning: draft(changed)) }
                        }
                        if drafted { await events.reload(changed.joined(separator: " "), timeout: 1.5) }
                        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                            DispatchQueue.global().async {
                                rebuild(changed)
                                done.resume()
                            }
                        }
                        // A file saved again while it was rendered is rendered again.
                        last = FileStamps(watched).changed(since: now).isEmpty ? FileStamps(watched) : now
                        await events.send("reload", data: changed.joined(separator: " "))
                    }
                }
                group.addTask {
                    for await _ in stops { return }
                }
                try await group.next()
                await events.finishAll()
                await server.stop(timeout: 0)
                group.cancelAll()
            }
        } catch let SocketError.failed(_, code, _) where code == EADDRINUSE {
            throw PortInUse(port: port)
        }
    }
}

extension ReviewServer {
    /// What the server answers (once ``HostGuard`` lets a request through): the event stream,
    /// a page's "drawn", `/` (to the home page) and the files under the root.
    func routes(events: ReloadEvents) -> RoutedHTTPHandler {
        let home = self.home
        var routes = RoutedHTTPHandler()
        routes.appendRoute(HTTPRoute("GET \(Self.eventsPath)")) { _ in
            HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.contentType: "text/event-stream", .cacheControl: "no-cache"]),
                         body: HTTPBodySequence(from: await events.subscribe()))
        }
        routes.appendRoute(HTTPRoute("POST \(Self.drawnPath)")) { _ in
            await events.pageDrawn()
            return HTTPResponse(statusCode: .noContent)
        }
        routes.appendRoute("GET,HEAD /") { _ in
            HTTPResponse(statusCode: .found, headers: HTTPHeaders([.location: "/" + home]))
        }
        routes.appendRoute("GET,HEAD /*", to: StaticFiles(root: root))
        return routes
    }

    /// Sets TCP_NODELAY on the listening socket of `port` (accepted connections inherit it on
    /// Linux). FlyingFox writes a response's headers and its body separately and does not set
    /// it: with Nagle's algorithm and delayed ACKs, every second response on a connection
    /// waited about 40 ms, which made a page's reload several times slower. FlyingFox does not
    /// expose its socket, so it is found among the process's descriptors by its address.
    static func disableNagle(port: Int) {
        for fd in Int32(3)..<Int32(4096) {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            guard named == 0, address.sin_family == sa_family_t(AF_INET), Int(UInt16(bigEndian: address.sin_port)) == port else { continue }
            var listening: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0, listening != 0 else { continue }
            var yes: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
    }
}

/// Modification time and size of each watched file (nil: missing), to notice a save.
struct FileStamps: Equatable {
    var stamps: [String: [Double]]

    init(_ paths: [String]) {
        var stamps: [String: [Double]] = [:]
        for path in paths {
            var info = stat()
            if stat(path, &info) == 0 {
                stamps[path] = [Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9, Double(info.st_size), Double(info.st_ino)]
            }
        }
        self.stamps = stamps
    }

    /// The paths whose stamp differs from `earlier`, in a stable order.
    func changed(since earlier: FileStamps) -> [String] {
        Set(stamps.keys).union(earlier.stamps.keys).filter { stamps[$0] != earlier.stamps[$0] }.sorted()
    }
}
