import Foundation

/// A real headless Chromium driven through WebDriver (Debian's `chromium` and
/// `chromium-driver`, installed by `scripts/setup.sh`). No mocks: the page runs in the browser.
public final class WebDriver: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    private let driver: Process
    private let base: URL
    private var session = ""

    /// The browser, or the driver, is missing: how to install them.
    public static let missing = "chromium and chromium-driver are needed for the page's tests: run scripts/setup.sh (apt-get install chromium chromium-driver)"

    /// The Chromium binary (Debian's), when installed.
    public static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts chromedriver on a free loopback port and opens a headless session whose
    /// viewport is `width`×`height` CSS pixels at one device pixel each.
    public init(width: Int, height: Int) async throws {
        guard let chromium = Self.chromium, FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") else {
            throw Failure(description: Self.missing)
        }
        let port = try Self.freePort()
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
        driver.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        base = URL(string: "http://127.0.0.1:\(port)")!
        // Wait for the driver to listen (at most 10 s).
        var ready = false
        for _ in 0..<100 where !ready {
            ready = (try? await request("GET", "/status")) != nil
            if !ready { try await Task.sleep(nanoseconds: 100_000_000) }
        }
        guard ready else { stopDriver(); throw Failure(description: "chromedriver did not start on port \(port)") }
        let caps: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:loggingPrefs": ["browser": "ALL"],
            "goog:chromeOptions": ["binary": chromium, "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--window-size=\(width),\(height)", "--disable-dev-shm-usage",
            ]],
        ]]]
        let value = try await request("POST", "/session", caps)
        guard let id = (value as? [String: Any])?["sessionId"] as? String else {
            stopDriver()
            throw Failure(description: "no WebDriver session: \(value)")
        }
        session = id
    }

    deinit {
        stopDriver()
    }

    /// Ends the session (closing the browser) and the driver.
    public func quit() async {
        _ = try? await request("DELETE", "/session/\(session)")
        stopDriver()
    }

    /// SIGKILL: chromedriver outlives SIGTERM here, and Foundation's `waitUntilExit` spins on a
    /// thread without a run loop.
    private func stopDriver() {
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
    }

    public func navigate(_ url: String) async throws {
        _ = try await request("POST", "/session/\(session)/url", ["url": url])
    }

    /// Runs `script` (a function body; `arguments` holds `args`) and returns its value.
    @discardableResult
    public func execute(_ script: String, _ args: [Any] = []) async throws -> Any {
        try await request("POST", "/session/\(session)/execute/sync", ["script": script, "args": args])
    }

    /// Polls `script` every 50 ms until it returns true (at most `timeout` seconds).
    public func wait(until script: String, timeout: Double = 10) async throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if (try await execute(script)) as? Bool == true { return }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw Failure(description: "timed out waiting for: \(script)")
    }

    /// Clicks the element matching `css` at its centre, as a user would (WebDriver's element click).
    public func click(_ css: String) async throws {
        let found = try await request("POST", "/session/\(session)/element", ["using": "css selector", "value": css])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw Failure(description: "no element matches \(css)")
        }
        _ = try await request("POST", "/session/\(session)/element/\(element)/click", [:])
    }

    /// The viewport as PNG bytes.
    public func screenshot() async throws -> Data {
        guard let text = try await request("GET", "/session/\(session)/screenshot") as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot")
        }
        return data
    }

    /// The browser's console messages since the last call (chromedriver's log extension).
    public func consoleMessages() async throws -> [String] {
        let value = try await request("POST", "/session/\(session)/se/log", ["type": "browser"])
        return ((value as? [[String: Any]]) ?? []).map { "\($0["level"] ?? ""): \($0["message"] ?? "")" }
    }

    /// One WebDriver command; returns the response's `value`, throwing the driver's error.
    /// Sent with curl: Foundation's URLSession on Linux rejects chromedriver's headers
    /// (`Content-Length:249`, without a space).
    @discardableResult
    private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        var arguments = ["-s", "--max-time", "60", "-X", method, base.absoluteString + path]
        let input = Pipe(), output = Pipe()
        if body != nil {
            arguments += ["-H", "Content-Type: application/json", "--data-binary", "@-"]
            curl.standardInput = input
        }
        curl.arguments = arguments
        curl.standardOutput = output
        curl.standardError = FileHandle.nullDevice
        try curl.run()
        if let body {
            input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: body))
            try input.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        while curl.isRunning { try await Task.sleep(nanoseconds: 2_000_000) }
        guard curl.terminationStatus == 0 else { throw Failure(description: "\(method) \(path): curl exit \(curl.terminationStatus)") }
        let json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let value = (json as? [String: Any])?["value"] ?? NSNull()
        if let error = (value as? [String: Any])?["error"] as? String {
            throw Failure(description: "\(method) \(path): \(error): \((value as? [String: Any])?["message"] ?? "")")
        }
        return value
    }

    /// A TCP port nobody listens on now (the kernel's choice for port 0 on 127.0.0.1).
    public static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw Failure(description: "bind() failed") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

extension WebDriver {
    /// Runs `body` with a browser of `width`×`height` and always ends the browser; returns the
    /// errors (`SEVERE`) the page's console logged, for the test to expect none.
    public static func withBrowser(width: Int, height: Int, _ body: (WebDriver) async throws -> Void) async throws -> [String] {
        let driver = try await WebDriver(width: width, height: height)
        do {
            try await body(driver)
            let errors = try await driver.consoleMessages().filter { $0.hasPrefix("SEVERE") }
            await driver.quit()
            return errors
        } catch {
            await driver.quit()
            throw error
        }
    }
}
