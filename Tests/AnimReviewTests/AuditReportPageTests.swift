import AnimReview
import Foundation
import Testing
import TestSupport

/// `audit --out`'s page in a real headless Chromium: every scene and finding listed with its
/// picture, the counts per kind, and the kind filter hiding and showing findings.
@Suite(.serialized) struct AuditReportPageTests {
    @Test func filtersByKindAndCounts() async throws {
        let folder = try ReviewFixtures.temporaryFolder("audit-page")
        var page = AuditReportPage()
        page.scenes = [
            .init(file: "App/Main.storyboard", name: "Login", findings: [
                .init(kind: "hit-region", line: "Main.storyboard:12:5: warning: hit-region: 'close' can be tapped on 22 × 22 pt", picture: "Login/01-hit-region-close.png"),
                .init(kind: "contrast", line: "Main.storyboard:20:9: warning: contrast: 'hint' <b>#AAA</b> on #FFF", picture: nil),
            ]),
            .init(file: "App/Settings.xib", name: "Settings", findings: [
                .init(kind: "contrast", line: "Settings.xib:40:9: warning: contrast: 'footer'", picture: nil),
            ]),
            .init(file: "card.states", name: "card", findings: []),
        ]
        let url = folder.appendingPathComponent("index.html")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Login"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                                            .deletingLastPathComponent().appendingPathComponent("docs/audit-overlap.png"),
                                         to: folder.appendingPathComponent("Login/01-hit-region-close.png"))
        try page.html().write(to: url, atomically: true, encoding: .utf8)
        try await BrowserTests.withDriver(width: 1000, height: 800) { driver in
            try await driver.navigate(url.absoluteString)
            func number(_ script: String) async throws -> Int { (try await driver.execute("return " + script) as? Int) ?? -1 }
            let sections = try await driver.execute("return document.querySelectorAll('section.scene').length")
            #expect(sections as? Int == 3, "\(sections)")
            #expect(try await number("document.querySelectorAll('.finding img').length") == 1)
            #expect(try await number("document.querySelectorAll('.finding:not(.hidden)').length") == 3)
            #expect(try await driver.execute("return document.getElementById('shown').textContent") as? String == "3")
            // The line is text, not markup.
            #expect(try await number("document.querySelectorAll('.finding b').length") == 0)
            try await driver.click("input[data-kind='contrast']")
            #expect(try await number("document.querySelectorAll('.finding:not(.hidden)').length") == 1)
            #expect(try await driver.execute("return document.getElementById('shown').textContent") as? String == "1")
            #expect(try await driver.execute("return document.querySelector('.finding:not(.hidden)').dataset.kind") as? String == "hit-region")
            try await driver.click("input[data-kind='contrast']")
            #expect(try await number("document.querySelectorAll('.finding:not(.hidden)').length") == 3)
            #expect(try await driver.execute("return [...document.querySelectorAll('.filters label')].map(l => l.textContent.trim()).join('|')") as? String
                    == "hit-region 1|contrast 2")
        }
    }
}
