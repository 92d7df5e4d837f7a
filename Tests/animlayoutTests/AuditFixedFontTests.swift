import Foundation
import Testing

/// `audit --fixed-fonts`: text in a fixed point size (UIKit's default for a label) is reported
/// once per element, at every text size; a text style is not; nothing without the flag.
@Suite("CLI: audit --fixed-fonts")
struct AuditFixedFontTests {
    static let scene = """
    canvas 390x844 safe-area(top: 47, bottom: 34)
    label title "Settings" { font title2 }
    label note "Saved" { font 13 }
    label plain "Plain"
    title.top == root.safe.top + 20
    title.leading == root.margins.leading
    note.top == title.bottom + 8
    note.leading == root.margins.leading
    plain.top == note.bottom + 8
    plain.leading == root.margins.leading
    state s
    """

    @Test("a 13 pt label and a label in UIKit's default 17 pt are reported; a title2 label is not; off by default")
    func fixedFonts() throws {
        let (_, quiet) = try AuditCommandTests.audit(Self.scene)
        #expect(!AuditJudgementTests.kinds(quiet).contains { $0.hasPrefix("fixed-font") })
        let (r, found) = try AuditCommandTests.audit(Self.scene, ["--fixed-fonts"])
        let kinds = Set(AuditJudgementTests.kinds(found).filter { $0.hasPrefix("fixed-font") })
        #expect(kinds == ["fixed-font:note", "fixed-font:plain"], "\(kinds)")
        let note = try #require(found.first { ($0["elements"] as? [String]) == ["note"] })
        #expect(note["pointSize"] as? Double == 13)
        // At every text size, in light and dark (one group when printed).
        #expect(found.filter { ($0["elements"] as? [String]) == ["note"] }.count == 24)
        #expect(r.status == 0)
    }
}
