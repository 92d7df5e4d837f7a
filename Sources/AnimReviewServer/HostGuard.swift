import FlyingFox
import Foundation

/// The server's handler: every request passes ``HostCheck`` before `routes` see it (pages,
/// images, the event stream, unknown paths alike). A refused request gets its status and a
/// one-line plain-text reason.
struct HostGuard: HTTPHandler {
    /// The `--allow-host` names.
    let allowed: [String]
    /// The port listened on (known once listening, when `--port 0`).
    let port: ListeningPort
    let routes: RoutedHTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let check = HostCheck(port: port.value, allowed: allowed)
        if let refusal = check.refusal(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")]) {
            return Self.response(refusal)
        }
        return try await routes.handleRequest(request)
    }

    static func response(_ refusal: HostCheck.Refusal) -> HTTPResponse {
        HTTPResponse(statusCode: refusal.status == 421 ? .misdirectedRequest : .forbidden,
                     headers: HTTPHeaders([.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store",
                                           HTTPHeader("X-Content-Type-Options"): "nosniff"]),
                     body: Data((refusal.reason + "\n").utf8))
    }
}

/// The port the server listens on: `--port`, or the one the system picked for `--port 0`
/// (set before the command line learns it, so before any page can ask).
final class ListeningPort: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int

    init(_ port: Int) {
        stored = port
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func set(_ port: Int) {
        lock.lock()
        stored = port
        lock.unlock()
    }
}
