import Foundation
import Testing
import TestSupport

/// `review --serve` answers only requests addressed to it (DNS rebinding): the built binary
/// serves a scene, and raw HTTP requests with forged `Host` and `Origin` headers ask for its
/// page, an image, the event stream, `/` and a missing file. Loopback names with the port and
/// `--allow-host` names are answered; any other `Host` gets 421, a foreign `Origin` 403, each
/// with a line naming `--allow-host`.
extension HeavyCLITests {
@Suite(.serialized) struct ReviewHostTests {
    /// A status line, headers and as much of the body as came (an event stream's first bytes).
    struct Answer {
        var status: Int
        var text: String
    }

    /// Sends `GET path` to 127.0.0.1:`port` with exactly `headers` (no Host unless given) and
    /// reads the answer until the server closes, an event stream's first comment came, or 2 s
    /// pass without bytes.
    static func get(_ port: Int, _ path: String, _ headers: [(String, String)]) throws -> Answer {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw WebDriver.Failure(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw WebDriver.Failure(description: "cannot connect to port \(port)") }
        var wait = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let request = "GET \(path) HTTP/1.1\r\n" + headers.map { "\($0.0): \($0.1)\r\n" }.joined() + "Connection: close\r\n\r\n"
        _ = request.withCString { send(fd, $0, strlen($0), 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
            if String(decoding: received, as: UTF8.self).contains(": animlayout\n\n") { break }
        }
        let text = String(decoding: received, as: UTF8.self)
        let status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return Answer(status: status, text: text)
    }

    @Test func onlyItsOwnHostsAndOriginsAreAnswered() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = try WebDriver.freePort()
        let server = try ReviewServeTests.Server(
            arguments: ["review", "States/position-priority.states", "--out", dir.appendingPathComponent("out").path, "--scale", "1",
                        "--serve", "--port", String(port), "--allow-host", "review.example.com", "--allow-host", "tunnel.example.com:8443"],
            log: dir.appendingPathComponent("serve.log"))
        defer { server.stop() }
        try server.wait(for: "serving ")
        #expect(server.output.contains("also answering requests for review.example.com, tunnel.example.com:8443"), "\(server.output)")
        let images = dir.appendingPathComponent("out/position-priority/review/img")
        let image = try #require(try FileManager.default.contentsOfDirectory(atPath: images.path).sorted().first { $0.hasSuffix(".png") })
        let page = "/position-priority/review/index.html", events = "/__animlayout/events"
        let paths = [page, "/position-priority/review/img/" + image, events]

        // Answered: loopback names with the port, the allowed names, the page's own origins.
        let answered: [[(String, String)]] = [
            [("Host", "127.0.0.1:\(port)")], [("Host", "localhost:\(port)")], [("Host", "[::1]:\(port)")], [("host", "LOCALHOST:\(port)")],
            [("Host", "review.example.com")], [("Host", "review.example.com:443")], [("Host", "tunnel.example.com:8443")],
            [("Host", "127.0.0.1:\(port)"), ("Origin", "http://127.0.0.1:\(port)")],
            [("Host", "localhost:\(port)"), ("Origin", "http://localhost:\(port)")],
            [("Host", "review.example.com"), ("Origin", "https://review.example.com")],
        ]
        for path in paths {
            for headers in answered {
                let answer = try Self.get(port, path, headers)
                #expect(answer.status == 200, "\(path) \(headers): \(answer.text.prefix(300))")
            }
        }
        let stream = try Self.get(port, events, [("Host", "127.0.0.1:\(port)")])
        #expect(stream.text.contains("text/event-stream") && stream.text.contains("retry: 500"), "\(stream.text)")
        #expect(try Self.get(port, "/", [("Host", "localhost:\(port)")]).status == 302)

        // Misdirected: every other Host, on every route (also `/` and a missing file).
        let hosts = ["evil.example.com", "evil.example.com:\(port)", "127.0.0.1", "localhost", "127.0.0.1:\(port + 1)",
                     "localhost.evil.example.com:\(port)", "evil.review.example.com", "tunnel.example.com", "tunnel.example.com:443"]
        for path in paths + ["/", "/nothing-here"] {
            for host in hosts {
                let answer = try Self.get(port, path, [("Host", host)])
                #expect(answer.status == 421, "\(path) Host: \(host): \(answer.text.prefix(300))")
                #expect(answer.text.contains("refused: Host") && answer.text.contains("--allow-host"), "\(answer.text)")
                #expect(answer.text.contains("text/plain"), "\(answer.text)")
            }
            let bare = try Self.get(port, path, [])
            #expect(bare.status == 421 && bare.text.contains("no Host header"), "\(path) without Host: \(bare.text)")
        }

        // Forbidden: a foreign Origin, whatever the Host.
        let origins = ["http://evil.example.com", "http://evil.example.com:\(port)", "null", "http://localhost:\(port + 1)",
                       "https://127.0.0.1:\(port)", "https://tunnel.example.com"]
        for path in paths {
            for origin in origins {
                let answer = try Self.get(port, path, [("Host", "127.0.0.1:\(port)"), ("Origin", origin)])
                #expect(answer.status == 403, "\(path) Origin: \(origin): \(answer.text.prefix(300))")
                #expect(answer.text.contains("refused: Origin") && answer.text.contains("--allow-host"), "\(answer.text)")
            }
        }
        // A refused stream is not a listener: the server still stops at once.
        server.stop()
        let end = Date().addingTimeInterval(10)
        while server.process.isRunning, Date() < end { usleep(20_000) }
        #expect(!server.process.isRunning)
    }

    @Test(arguments: [
        (["--allow-host", "review.example.com"], "--allow-host needs --serve"),
        (["--port", "9999"], "--port needs --serve"),
        (["--serve", "--allow-host", "http://review.example.com"], "--allow-host takes a host name"),
        (["--serve", "--allow-host", ""], "--allow-host takes a host name"),
        (["--serve", "--allow-host", "review.example.com/x"], "--allow-host takes a host name"),
        (["--serve", "--allow-host", "review.example.com:70000"], "--allow-host takes a host name"),
    ])
    func badAllowHostIsAUsageError(extra: [String], message: String) throws {
        let r = try CLI.run(["review", "States/position-priority.states", "--out", "/nonexistent-animlayout-out"] + extra, in: CommandTests.root)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }
}
}
