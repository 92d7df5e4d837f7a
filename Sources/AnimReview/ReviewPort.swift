import Foundation

/// The loopback port `review --serve` listens on, checked before a long render (the server,
/// loaded when the command serves, checks again when it binds).
public enum ReviewPort {
    /// The port is taken.
    public struct InUse: Error, CustomStringConvertible {
        public var port: Int
        public init(port: Int) { self.port = port }
        public var description: String {
            "port \(port) is already in use on 127.0.0.1; stop what uses it, or give another with --port (0 picks a free one)"
        }
    }

    /// Throws ``InUse`` when something already listens on 127.0.0.1:`port` (0: any free port,
    /// never taken).
    public static func checkAvailable(port: Int) throws {
        guard port != 0 else { return }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(clamping: port).bigEndian
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if bound != 0 && errno == EADDRINUSE { throw InUse(port: port) }
    }
}
