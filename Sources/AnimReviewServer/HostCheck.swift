/// Which requests the review server answers, from their `Host` and `Origin` headers alone.
///
/// The server listens on 127.0.0.1 only, but a web page elsewhere can still reach it through
/// DNS rebinding: its name (`evil.example.com`) is made to resolve to 127.0.0.1, and the
/// browser then treats the server's answers as that page's own. The browser still sends the
/// page's name in `Host`, so a request is answered only when `Host` names this server:
///
/// - `127.0.0.1:PORT`, `localhost:PORT` or `[::1]:PORT`, with the port listened on. A `Host`
///   without a port is refused, except when the port is 80 (browsers leave the default port
///   out), as is a request without `Host`.
/// - a name given with `--allow-host` (for a tunnel or a proxy set up on purpose): `NAME`
///   matches that name with any port or none; `NAME:PORT` that port only (or no port, when
///   the port is 80 or 443, which browsers leave out).
///
/// A request whose `Origin` is another site's (a page elsewhere asking, or `null`) is refused
/// too, whatever its `Host`. A request without `Origin` is answered: browsers send none with
/// a page's own GET requests. Allowed origins are `http://` with a loopback name and the port,
/// and `http://` or `https://` with an allowed name.
public struct HostCheck: Sendable, Equatable {
    /// The port listened on.
    public var port: Int
    /// The `--allow-host` names (`NAME` or `NAME:PORT`); malformed ones match nothing.
    public var allowed: [String]

    /// The names that always mean this server (with its port).
    public static let loopbackNames = ["127.0.0.1", "localhost", "[::1]"]

    /// A check for a server listening on `port`, answering the `allowed` names too.
    public init(port: Int, allowed: [String] = []) {
        self.port = port
        self.allowed = allowed
    }

    /// Why a request is not answered: its HTTP status and a one-line, plain-text reason.
    public struct Refusal: Sendable, Equatable {
        /// 421 (Misdirected Request) for a foreign `Host`, 403 (Forbidden) for a foreign `Origin`.
        public var status: Int
        /// The reason, one line without its newline, naming `--allow-host`.
        public var reason: String
    }

    /// nil when a request with these `Host` and `Origin` header values (nil: absent) is
    /// answered, else why it is refused.
    public func refusal(host: String?, origin: String?) -> Refusal? {
        guard let host else {
            return Refusal(status: 421, reason: "refused: the request has no Host header; this review server answers \(loopbackList) only"
                           + " (to serve it through a tunnel on purpose, start it with --allow-host NAME)")
        }
        guard let authority = Authority(host), answers(authority) else {
            return Refusal(status: 421, reason: "refused: Host '\(Self.shown(host))' is not this review server (it answers \(loopbackList) only;"
                           + " to serve it through a tunnel on purpose, start it with --allow-host NAME)")
        }
        if let origin, !accepts(origin: origin) {
            return Refusal(status: 403, reason: "refused: Origin '\(Self.shown(origin))' is another site's; this review server answers its own"
                           + " pages only (\(Self.loopbackNames.map { "http://\($0):\(port)" }.joined(separator: ", "));"
                           + " a tunnel's name is allowed with --allow-host NAME)")
        }
        return nil
    }

    /// Whether a `Host` names this server.
    func answers(_ host: Authority) -> Bool {
        if Self.loopbackNames.contains(host.name), host.port == port || (host.port == nil && port == 80) { return true }
        return allows(host)
    }

    /// Whether an `--allow-host` name matches `host`.
    func allows(_ host: Authority) -> Bool {
        allowedAuthorities.contains { entry in
            guard entry.name == host.name else { return false }
            guard let wanted = entry.port else { return true }
            return host.port == wanted || (host.port == nil && (wanted == 80 || wanted == 443))
        }
    }

    /// Whether an `Origin` is a page of this server's (its default port made explicit).
    func accepts(origin: String) -> Bool {
        let lowered = origin.lowercased()
        for (scheme, defaultPort) in [("http://", 80), ("https://", 443)] where lowered.hasPrefix(scheme) {
            guard let authority = Authority(String(lowered.dropFirst(scheme.count))) else { return false }
            let explicit = Authority(name: authority.name, port: authority.port ?? defaultPort)
            if scheme == "http://", Self.loopbackNames.contains(explicit.name), explicit.port == port { return true }
            return allows(explicit)
        }
        return false
    }

    private var allowedAuthorities: [Authority] { allowed.compactMap { Authority($0) } }

    private var loopbackList: String {
        Self.loopbackNames.map { "\($0):\(port)" }.joined(separator: ", ")
    }

    /// A header value as it may appear in a reason: printable ASCII, at most 80 characters.
    static func shown(_ value: String) -> String {
        let printable = String(value.unicodeScalars.filter { (0x20...0x7E).contains($0.value) && $0 != "'" })
        return printable.count > 80 ? String(printable.prefix(80)) + "…" : printable
    }
}

extension HostCheck {
    /// A `Host` header's value (or an origin without its scheme): a name, lowercased, and its
    /// port if it has one. An IPv6 address keeps its brackets (`[::1]`).
    struct Authority: Equatable {
        var name: String
        var port: Int?

        init(name: String, port: Int?) {
            self.name = name
            self.port = port
        }

        /// nil for anything but `NAME`, `NAME:PORT`, `[IPV6]` or `[IPV6]:PORT` (a path, user
        /// information, an empty name or port, a port above 65535, a character no host name has).
        init?(_ text: String) {
            let text = text.lowercased()
            let nameEnd: String.Index
            if text.hasPrefix("[") {
                guard let close = text.firstIndex(of: "]") else { return nil }
                nameEnd = text.index(after: close)
                let address = text[text.index(after: text.startIndex)..<close]
                guard !address.isEmpty, address.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == ":" || $0 == ".") }) else { return nil }
            } else {
                nameEnd = text.firstIndex(of: ":") ?? text.endIndex
                let name = text[..<nameEnd]
                guard !name.isEmpty, name.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." || $0 == "_" })
                else { return nil }
            }
            name = String(text[..<nameEnd])
            let rest = text[nameEnd...]
            if rest.isEmpty {
                port = nil
                return
            }
            let digits = rest.dropFirst()
            guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(digits), number <= 65535 else { return nil }
            port = number
        }
    }
}
