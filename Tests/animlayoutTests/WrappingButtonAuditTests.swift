import Foundation
import Testing

/// A button whose title wraps (`lines 0`: Interface Builder's Line Break "Word Wrap") is
/// judged as wrapping text: at large text sizes its title takes more lines and the button
/// grows, where it was judged on one line and reported clipped (Open Food Facts' "Products
/// pending upload" button). A word of it wider than the button is still cut in the middle.
@Suite struct WrappingButtonAuditTests {
    static func scene(title: String, lines: Int) -> String {
        """
        canvas 390x844
        button upload "\(title)" { font body; lines \(lines) }
        upload.top == root.top + 100
        upload.leading == root.leading + 20
        upload.width == 200
        state idle
        """
    }

    static func clipped(_ title: String, lines: Int) throws -> [[String: Any]] {
        let (_, findings) = try AuditCommandTests.audit(Self.scene(title: title, lines: lines),
                                                        ["--text-sizes", "accessibility-xl...accessibility-xl"])
        return findings.filter { $0["kind"] as? String == "text-clipped" }
    }

    @Test func aWrappingButtonTitleIsNotClippedWhereItWraps() throws {
        #expect(try Self.clipped("Products pending upload", lines: 0).isEmpty)
        #expect(try !Self.clipped("Products pending upload", lines: 1).isEmpty, "on one line it is cut")
    }

    @Test func aWordWiderThanAWrappingButtonIsClipped() throws {
        let found = try Self.clipped("Uncharacteristically", lines: 0)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { ($0["message"] as? String ?? "").contains("the word 'Uncharacteristically'") }, "\(found)")
    }
}
