import Foundation
import Testing

/// Text set in an icon font (Material Icons' `notifications` ligature) draws one icon: without
/// the font it would be measured as letters, so its clipping is not judged.
@Suite("CLI: auditing a XIB's icon-font labels")
struct AuditIconFontTests {
    /// A 24 × 24 label showing `notifications` in the font `name`.
    static func xib(font name: String) -> String {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" text="notifications" translatesAutoresizingMaskIntoConstraints="NO" id="icon-1">
                <rect key="frame" x="20" y="100" width="24" height="24"/>
                <fontDescription key="fontDescription" name="\(name)" family="\(name)" pointSize="24"/>
            </label>
            """
        let constraints = AuditAppFolderTests.fixed("icon-1", x: 20, side: 24)
        return AuditImportedFileTests.xib(root: "", label, constraints)
    }

    @Test("a label in 'MaterialIcons-Regular' is no text-clipped finding (allowed, with the font's name); in 'Avenir-Book' the same word is clipped")
    func iconFont() throws {
        let (icon, scene) = try AuditImportedFileTests.audit(Self.xib(font: "MaterialIcons-Regular"))
        #expect(!icon.contains { $0.hasPrefix("text-clipped:") }, "\(icon)")
        #expect(scene.contains("set in the icon font 'MaterialIcons-Regular'"), "\(scene)")
        // --json names the allowance that took the findings, with its reason and count.
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.xib(font: "MaterialIcons-Regular").write(to: dir.appendingPathComponent("Bell.xib"), atomically: true, encoding: .utf8)
        let json = try CLI.run(["audit", "Bell.xib", "--json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let allowed = (object?["scenes"] as? [[String: Any]])?.first?["allowed"] as? [[String: Any]] ?? []
        #expect(allowed.contains { ($0["kind"] as? String) == "text-clipped" && ($0["elements"] as? [String]) == ["label1"]
            && ($0["reason"] as? String ?? "").contains("icon font") && ($0["findings"] as? Int ?? 0) > 0 }, "\(json.stdout)")
        let (text, _) = try AuditImportedFileTests.audit(Self.xib(font: "Avenir-Book"))
        #expect(text.contains { $0.hasPrefix("text-clipped:") }, "\(text)")
    }
}
