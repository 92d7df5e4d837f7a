import FlyingFox
import Foundation

/// Serves the files under one folder, and nothing outside it: a path with `..` or `.`
/// segments (also percent-encoded ones, which FlyingFox decodes before this sees them), a NUL
/// or a backslash is refused (403), and so is a file whose real path, symbolic links
/// resolved, is not inside the folder. A folder serves its `index.html`. FlyingFox's own
/// `DirectoryHTTPHandler` is not used: it serves `/%2e%2e/…` from outside its root.
struct StaticFiles: HTTPHandler {
    let root: URL

    init(root: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let url = file(for: request.path) else { return HTTPResponse(statusCode: .forbidden) }
        // A page's images are named by their content: they never change. Everything else is
        // rewritten in place, possibly twice in a second: never a "not modified" for those.
        let immutable = request.path.contains("/review/img/")
        let cache = immutable ? "max-age=31536000, immutable" : "no-store"
        guard request.method == .GET else {
            var fresh = request
            fresh.headers[.ifModifiedSince] = nil
            fresh.headers[.ifNoneMatch] = nil
            return try await FileHTTPHandler(path: url, contentType: Self.contentType(url.pathExtension),
                                             cacheControl: immutable ? [.maxAge(31_536_000), .immutable] : [.noStore]).handleRequest(fresh)
        }
        // Pages and frames are small: sent from memory in one write (FlyingFox's file stream
        // sends small chunks, which made a page load several times slower).
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return HTTPResponse(statusCode: .notFound) }
        return HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.contentType: Self.contentType(url.pathExtension),
                                                                   .cacheControl: cache]), body: data)
    }

    /// The file a request path names, or nil when it would leave the root.
    func file(for path: String) -> URL? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.contains("\0") || $0.contains("\\") }) else { return nil }
        var url = parts.reduce(root) { $0.appendingPathComponent(String($1)) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            url.appendPathComponent("index.html")
        }
        url = url.resolvingSymlinksInPath()
        guard url.path == root.path || url.path.hasPrefix(root.path + "/") else { return nil }
        return url
    }

    static func contentType(_ ext: String) -> String {
        switch ext.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "json": return "application/json"
        case "png": return "image/png"
        case "gif": return "image/gif"
        case "svg": return "image/svg+xml"
        default: return "application/octet-stream"
        }
    }
}
