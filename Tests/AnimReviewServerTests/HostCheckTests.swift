import Testing
@testable import AnimReviewServer

/// `HostCheck`: the review server answers its own loopback names with its port, the
/// `--allow-host` names, and pages of those origins; nothing else (DNS rebinding).
@Suite struct HostCheckTests {
    static let check = HostCheck(port: 8765)

    @Test(arguments: ["127.0.0.1:8765", "localhost:8765", "[::1]:8765", "LOCALHOST:8765", "Localhost:8765"])
    func loopbackWithItsPortIsAnswered(host: String) {
        #expect(Self.check.refusal(host: host, origin: nil) == nil)
    }

    @Test(arguments: [
        "evil.example.com", "evil.example.com:8765", "127.0.0.1", "localhost", "[::1]", "127.0.0.1:8766", "localhost:80",
        "localhost.evil.example.com:8765", "127.0.0.2:8765", "0.0.0.0:8765", "::1:8765", "[::1]8765", "localhost:",
        "localhost:08765x", "localhost:999999", "", " ", "user@localhost:8765", "localhost:8765/path", "localhost.:8765",
        "[::1:8765", "[]:8765", "loc alhost:8765",
    ])
    func anyOtherHostIsMisdirected(host: String) throws {
        let refusal = try #require(Self.check.refusal(host: host, origin: nil))
        #expect(refusal.status == 421)
        #expect(refusal.reason.contains("--allow-host"))
        #expect(!refusal.reason.contains("\n"))
    }

    @Test func noHostIsMisdirected() throws {
        let refusal = try #require(Self.check.refusal(host: nil, origin: nil))
        #expect(refusal.status == 421)
        #expect(refusal.reason.contains("no Host header") && refusal.reason.contains("--allow-host"))
    }

    @Test func onPort80AHostWithoutAPortIsAnswered() {
        let check = HostCheck(port: 80)
        #expect(check.refusal(host: "localhost", origin: nil) == nil)
        #expect(check.refusal(host: "127.0.0.1", origin: "http://127.0.0.1") == nil)
        #expect(check.refusal(host: "evil.example.com", origin: nil)?.status == 421)
    }

    @Test(arguments: ["http://127.0.0.1:8765", "http://localhost:8765", "http://[::1]:8765", "HTTP://LocalHost:8765"])
    func ownOriginsAreAnswered(origin: String) {
        #expect(Self.check.refusal(host: "127.0.0.1:8765", origin: origin) == nil)
    }

    @Test(arguments: [
        "http://evil.example.com", "http://evil.example.com:8765", "https://127.0.0.1:8765", "http://localhost:3000",
        "http://localhost", "null", "", "file://", "http://127.0.0.1:8765/", "127.0.0.1:8765", "ws://127.0.0.1:8765",
    ])
    func foreignOriginsAreForbidden(origin: String) throws {
        let refusal = try #require(Self.check.refusal(host: "127.0.0.1:8765", origin: origin))
        #expect(refusal.status == 403)
        #expect(refusal.reason.contains("Origin") && refusal.reason.contains("--allow-host"))
    }

    @Test func aForeignHostIsReportedBeforeAForeignOrigin() {
        #expect(Self.check.refusal(host: "evil.example.com", origin: "http://evil.example.com")?.status == 421)
    }

    @Test func anAllowedNameMatchesAnyPortOrNone() {
        let check = HostCheck(port: 8765, allowed: ["Review.Example.com"])
        for host in ["review.example.com", "review.example.com:443", "review.example.com:8765", "REVIEW.example.com:1"] {
            #expect(check.refusal(host: host, origin: nil) == nil, "\(host)")
        }
        for origin in ["https://review.example.com", "http://review.example.com:8080", "http://127.0.0.1:8765"] {
            #expect(check.refusal(host: "review.example.com", origin: origin) == nil, "\(origin)")
        }
        #expect(check.refusal(host: "other.example.com", origin: nil)?.status == 421)
        #expect(check.refusal(host: "evil.review.example.com", origin: nil)?.status == 421)
        #expect(check.refusal(host: "review.example.com", origin: "https://evil.example.com")?.status == 403)
        // Loopback names still need the port.
        #expect(check.refusal(host: "localhost:9000", origin: nil)?.status == 421)
    }

    @Test func anAllowedNameWithAPortMatchesThatPort() {
        let check = HostCheck(port: 8765, allowed: ["review.example.com:8443", "tunnel.example.com:443"])
        #expect(check.refusal(host: "review.example.com:8443", origin: "https://review.example.com:8443") == nil)
        #expect(check.refusal(host: "review.example.com:8444", origin: nil)?.status == 421)
        #expect(check.refusal(host: "review.example.com", origin: nil)?.status == 421)
        #expect(check.refusal(host: "review.example.com:8443", origin: "https://review.example.com")?.status == 403)
        // 443 and 80 are left out by browsers.
        #expect(check.refusal(host: "tunnel.example.com", origin: "https://tunnel.example.com") == nil)
        #expect(check.refusal(host: "tunnel.example.com", origin: "http://tunnel.example.com")?.status == 403)
    }

    @Test func allowingLocalhostAnswersAForwardedPort() {
        // ssh -L 9000:127.0.0.1:8765: the browser asks for localhost:9000.
        let check = HostCheck(port: 8765, allowed: ["localhost"])
        #expect(check.refusal(host: "localhost:9000", origin: "http://localhost:9000") == nil)
        #expect(check.refusal(host: "127.0.0.1:9000", origin: nil)?.status == 421)
    }

    @Test func malformedAllowedNamesMatchNothing() {
        let check = HostCheck(port: 8765, allowed: ["", "http://review.example.com", "review.example.com/x", "*"])
        for host in ["review.example.com", "http", "*", "evil.example.com"] {
            #expect(check.refusal(host: host, origin: nil)?.status == 421, "\(host)")
        }
    }

    @Test func aReasonShowsAHeaderTamed() {
        let long = String(repeating: "a", count: 300) + ".example.com"
        let reason = HostCheck(port: 1).refusal(host: long + "'\u{7}é", origin: nil)?.reason ?? ""
        #expect(reason.count < 400)
        #expect(!reason.contains("\u{7}") && !reason.contains("é"))
        #expect(HostCheck.shown("evil'host\u{1}") == "evilhost")
    }

    @Test func authoritiesParse() {
        #expect(HostCheck.Authority("[::1]:80") == HostCheck.Authority(name: "[::1]", port: 80))
        #expect(HostCheck.Authority("Example.COM") == HostCheck.Authority(name: "example.com", port: nil))
        #expect(HostCheck.Authority("a:65535")?.port == 65535)
        for bad in ["a:65536", "a:-1", "a:+1", ":80", "a:1:2", "[::1]x", "[g::1]", "a b", "a\u{0}", "ä.example"] {
            #expect(HostCheck.Authority(bad) == nil, "\(bad)")
        }
    }
}
