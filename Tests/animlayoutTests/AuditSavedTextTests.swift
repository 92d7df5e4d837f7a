import Foundation
import Testing

/// Issue 64: a label drawn at the size Xcode saved for it (its text and font as saved) is not
/// reported as clipped by the point or two this tool's fonts measure wider than San Francisco:
/// Xcode laid it out at that size (microblog's 'Version 3.5' label: "needs 97.5, gets 96").
/// Where the text or the font changes, or the layout gives it less than it saved, it is
/// judged as any other label.
@Suite("CLI: audit and Xcode's saved text sizes")
struct AuditSavedTextTests {
    static func scene(saved: String, text: String = "Version 3.5 (1024)", font: String = "font 17") -> String {
        """
        canvas 390x844
        label version "\(text)" { \(font); saved-size \(saved) }
        version.leading == root.leading + 20
        version.top == root.top + 100
        state s
        """
    }

    @Test("text at the size Xcode saved is not clipped, even narrower than this tool measures it; squeezed below that size it is")
    func savedSizeHolds() throws {
        let (_, wide) = try AuditCommandTests.audit(Self.scene(saved: "300x21"))
        #expect(!AuditJudgementTests.kinds(wide).contains("text-clipped:version"), "\(AuditJudgementTests.kinds(wide))")
        let (_, short) = try AuditCommandTests.audit(Self.scene(saved: "120x21"))
        #expect(!AuditJudgementTests.kinds(short).contains("text-clipped:version"), "Xcode drew it at 120: \(AuditJudgementTests.kinds(short))")
        let (_, squeezed) = try AuditCommandTests.audit(Self.scene(saved: "120x21") + "\nversion.width == 90\n")
        #expect(AuditJudgementTests.kinds(squeezed).contains("text-clipped:version"), "the layout gives it less than Xcode's: \(AuditJudgementTests.kinds(squeezed))")
    }

    @Test("a text-style label at a larger text size is measured and reported")
    func grownTextIsJudged() throws {
        let (_, found) = try AuditCommandTests.audit(Self.scene(saved: "120x21", font: "font body") + "\nversion.width <= 150\n")
        let clipped = found.filter { ($0["kind"] as? String) == "text-clipped" }
        let sizes = Set(clipped.compactMap { $0["textSize"] as? String })
        #expect(sizes.contains("xl") && !sizes.contains("large"), "\(sizes)")
    }
}
