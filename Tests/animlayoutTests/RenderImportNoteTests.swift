import Foundation
import Testing

/// `render` of a XIB draws what the import carried, and says what it left out.
@Suite("CLI: rendering a XIB says what the import does not carry")
struct RenderImportNoteTests {
    @Test("an image view showing an image the scene has no file for: render notes it and names 'animlayout import'; a XIB without one has no note")
    func importNote() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let picture = """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo-1">
                <rect key="frame" x="20" y="100" width="60" height="60"/>
            </imageView>
            """
        try AuditImportedFileTests.xib(root: "", picture, AuditAppFolderTests.fixed("logo-1", x: 20, side: 60))
            .write(to: dir.appendingPathComponent("Logo.xib"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "Logo.xib", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Logo.xib: note: scene 'Logo': 1 thing the import does not carry") && r.stderr.contains("'animlayout import Logo.xib' lists them"), "\(r.stderr)")
        let plain = AuditImportedFileTests.xib(root: "", AuditAppFolderTests.button("ok-1", x: 20, side: 60), AuditAppFolderTests.fixed("ok-1", x: 20, side: 60))
        try plain.write(to: dir.appendingPathComponent("Plain.xib"), atomically: true, encoding: .utf8)
        let quiet = try CLI.run(["render", "Plain.xib", "--out", "out2"], in: dir)
        #expect(!quiet.stderr.contains("does not carry"), "\(quiet.stderr)")
    }
}
