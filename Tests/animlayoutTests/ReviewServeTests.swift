import Foundation
import Testing
import TestSupport

/// `review --serve --watch` end to end: the built binary serves a scene's page on a free
/// loopback port, a real headless Chromium shows it, an edit to the scene changes the frame
/// the page shows, a scene with errors shows them in the page while the server keeps running,
/// nothing outside the output folder is served, and Ctrl-C stops it.
extension HeavyCLITests {
@Suite(.serialized) struct ReviewServeTests {
    /// A running `animlayout review … --serve` and its output so far.
    final class Server: @unchecked Sendable {
        let process = Process()
        let log: URL

        convenience init(scene: URL, out: URL, port: Int) throws {
            try self.init(arguments: ["review", scene.path, "--out", out.path, "--scale", "1", "--serve", "--watch", "--port", String(port)],
                          log: out.deletingLastPathComponent().appendingPathComponent("serve-\(port).log"))
        }

        /// Runs the binary with `arguments` (in the repository), its output into `log`.
        init(arguments: [String], log: URL) throws {
            self.log = log
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.currentDirectoryURL = CommandTests.root
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
        }

        var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        /// Waits until the log contains `text` (at most `timeout` seconds).
        func wait(for text: String, timeout: Double = 120) throws {
            let end = Date().addingTimeInterval(timeout)
            while Date() < end {
                if output.contains(text) { return }
                guard process.isRunning else { throw WebDriver.Failure(description: "the server exited: \(output)") }
                usleep(50_000)
            }
            throw WebDriver.Failure(description: "no '\(text)' in: \(output)")
        }

        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGINT) }
        }
    }

    /// The HTTP status of `path` (curl, with the path sent as written).
    static func status(_ port: Int, _ path: String) throws -> (Int, String) {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "--path-as-is", "--max-time", "10", "-w", "\n%{http_code}", "http://127.0.0.1:\(port)\(path)"]
        let out = Pipe()
        curl.standardOutput = out
        try curl.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
    }

    @Test func anEditChangesTheFrameAndErrorsShowInThePage() async throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("breakable-stack.states")
        let original = try String(contentsOf: CommandTests.root.appendingPathComponent("States/breakable-stack.states"), encoding: .utf8)
        try original.write(to: scene, atomically: false, encoding: .utf8)
        try "a file the server must not serve".write(to: dir.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        let port = try WebDriver.freePort()
        let server = try Server(scene: scene, out: dir.appendingPathComponent("out"), port: port)
        defer { server.stop() }
        try server.wait(for: "serving ")
        let page = "http://127.0.0.1:\(port)/breakable-stack/review/index.html"

        // Only the output folder is served.
        #expect(try Self.status(port, "/breakable-stack/review/index.html").0 == 200)
        for path in ["/%2e%2e/secret.txt", "/..%2fsecret.txt", "/breakable-stack/%2e%2e/%2e%2e/secret.txt", "/../secret.txt"] {
            let (code, body) = try Self.status(port, path)
            #expect(code == 403 || code == 404, "\(path): \(code)")
            #expect(!body.contains("must not serve"), "\(path)")
        }

        let driver = try await WebDriver(width: 1200, height: 1000)
        do {
            try await driver.navigate(page + "#state=collapsed")
            try await driver.wait(until: "return document.body.dataset.ready === '1';")
            let before = try await driver.execute("return document.getElementById('frame').getAttribute('src');") as? String
            // An edit: the card turns from red to green; the page reloads by itself.
            try original.replacingOccurrences(of: "color #FF0000", with: "color #00C000").write(to: scene, atomically: false, encoding: .utf8)
            try await driver.wait(until: """
                return document.body.dataset.ready === '1' && document.getElementById('frame').getAttribute('src') !== \(Self.js(before ?? ""));
                """, timeout: 60)
            // The whole page is up (after the first page, drawn at once; its thumbnails too) before
            // the next save, as when a person looks at it: a save while the page is still loading
            // replaces images it asked for, and the browser logs those as not found.
            try await driver.wait(until: """
                return document.body.dataset.ready === '1' && !document.getElementById('omitted').textContent.includes('Being drawn')
                    && [...document.images].every((i) => i.complete);
                """, timeout: 60)
            // The scene broken: the page shows the error with its line; the server keeps running.
            // No first page is drawn for it, so the page is not reloaded before the errors are up.
            try (original + "\nview broken {\n").write(to: scene, atomically: false, encoding: .utf8)
            try await driver.wait(until: "const e = document.getElementById('errors'); return !!e && !e.hidden && e.textContent.includes('error:');",
                                  timeout: 60)
            let errors = try await driver.execute("return document.getElementById('errors').textContent;") as? String ?? ""
            #expect(errors.contains("breakable-stack.states:"), "\(errors)")
            #expect(server.output.contains("breakable-stack.states changed\n"), "\(server.output)")
            // Fixed again: frames are back.
            try original.write(to: scene, atomically: false, encoding: .utf8)
            try await driver.wait(until: "return document.getElementById('errors').hidden && document.body.dataset.ready === '1';", timeout: 60)
            let console = try await driver.consoleMessages().filter { $0.hasPrefix("SEVERE") }
            #expect(console.isEmpty, "console: \(console)")
        } catch {
            await driver.quit()
            throw error
        }
        await driver.quit()

        // Ctrl-C stops it, cleanly.
        server.stop()
        let end = Date().addingTimeInterval(10)
        while server.process.isRunning, Date() < end { usleep(20_000) }
        #expect(!server.process.isRunning)
        #expect(server.output.contains("stopped"), "\(server.output)")
    }

    @Test func aSaveKeepsTheTransitionShown() async throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("breakable-stack.states")
        let original = try String(contentsOf: CommandTests.root.appendingPathComponent("States/breakable-stack.states"), encoding: .utf8)
        try original.write(to: scene, atomically: false, encoding: .utf8)
        let port = try WebDriver.freePort()
        let server = try Server(scene: scene, out: dir.appendingPathComponent("out"), port: port)
        defer { server.stop() }
        try server.wait(for: "serving ")
        let driver = try await WebDriver(width: 1200, height: 1000)
        do {
            try await driver.navigate("http://127.0.0.1:\(port)/breakable-stack/review/index.html#transition=collapsed->visible&t=0.2")
            try await driver.wait(until: "return document.body.dataset.ready === '1';")
            let before = try await driver.execute("return document.getElementById('what').textContent;") as? String
            #expect(before == "transition collapsed->visible", "\(before ?? "")")
            let frame = try await driver.execute("return document.getElementById('frame').getAttribute('src');") as? String ?? ""
            try original.replacingOccurrences(of: "color #FF0000", with: "color #00C000").write(to: scene, atomically: false, encoding: .utf8)
            // The first page (no animations yet) says what is being drawn; the whole page brings the transition back, at its time.
            try await driver.wait(until: """
                return document.body.dataset.ready === '1' && (window.ANIMLAYOUT_REVIEW.drawing || []).length === 0
                    && document.getElementById('frame').getAttribute('src') !== \(Self.js(frame));
                """, timeout: 60)
            let after = try await driver.execute("return document.getElementById('what').textContent + ' ' + document.getElementById('clock').textContent;") as? String
            #expect(after?.hasPrefix("transition collapsed->visible 0.200 s") == true, "\(after ?? "")")
            #expect(server.output.contains("a first page in"), "\(server.output)")
        } catch {
            await driver.quit()
            throw error
        }
        await driver.quit()
    }

    @Test func aPortInUseIsAClearError() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Something listening on a loopback port.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        listen(fd, 1)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let r = try CLI.run(["review", "States/breakable-stack.states", "--out", dir.path, "--serve", "--port", String(port)], in: CommandTests.root)
        #expect(r.status == 74)
        #expect(r.stderr.contains("port \(port) is already in use"), "\(r.stderr)")
    }

    static func js(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
}
