import Foundation
import Testing

/// Auditing the app a team already has, in CI: a folder of storyboards and XIBs, some with
/// nothing to audit; a baseline that keeps holding when a view is added; findings that say
/// where they are in the file.
@Suite("CLI: auditing an app's folder in CI")
struct AuditAppFolderTests {
    /// A storyboard of one SwiftUI hosting controller: no UIKit view.
    static let hosting = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <hostingController id="h-1" customClass="DownloadsHostingController" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="f-1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A square system button `side` pt wide titled `title` in the label colour, at `x`, y 100.
    static func button(_ id: String, x: Int, side: Int, title: String = "X") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="100" width="\(side)" height="\(side)"/>
            <state key="normal" title="\(title)">
                <color key="titleColor" systemColor="labelColor"/>
            </state>
        </button>
        """
    }

    static func fixed(_ id: String, x: Int, side: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="width" constant="\(side)" id="\(id)-w"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="\(side)" id="\(id)-h"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="100" id="\(id)-t"/>
        """
    }

    @Test("a storyboard with no UIKit view (SwiftUI hosting controllers) is a note and skipped, in audit and import; a folder with nothing to read is an error")
    func nothingToAudit() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.hosting.write(to: app.appendingPathComponent("Downloads.storyboard"), atomically: true, encoding: .utf8)
        let xib = AuditImportedFileTests.xib(root: "", Self.button("ok-1", x: 20, side: 60), Self.fixed("ok-1", x: 20, side: 60))
        try xib.write(to: app.appendingPathComponent("Options.xib"), atomically: true, encoding: .utf8)
        let audit = try CLI.run(["audit", "App", "--strict"], in: dir)
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(audit.stderr.contains("App/Downloads.storyboard:2: note: no UIKit view in this file")
                && audit.stderr.contains("(it holds hostingController (SwiftUI)); skipped"), "\(audit.stderr)")
        #expect(audit.stdout.contains("App/Options.xib"), "\(audit.stdout)")
        // check names each scene of a file, as audit does.
        let check = try CLI.run(["check", "App"], in: dir)
        #expect(check.stdout.contains("App/Options.xib (scene 'Options'): 1 state × 1 size solved"), "\(check.stdout)")
        let imported = try CLI.run(["import", "App/Downloads.storyboard", "--out", "out"], in: dir)
        #expect(imported.status == 0 && imported.stderr.contains("nothing written for it"), "\(imported.stderr)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let empty = try CLI.run(["audit", "Empty", "--strict"], in: dir)
        #expect(empty.status == 64 && empty.stderr.contains("Empty: error: no .states scenes, storyboards (.storyboard) or XIBs (.xib)"), "\(empty.stderr)")
    }

    @Test("a baseline keys a XIB's findings by Interface Builder object ids: a button added first renumbers the others, and only its own finding is new")
    func baselineSurvivesRenumbering() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = AuditImportedFileTests.xib(root: "", Self.button("old-1", x: 100, side: 24),
                                                Self.fixed("old-1", x: 100, side: 24))
        try before.write(to: dir.appendingPathComponent("Find.xib"), atomically: true, encoding: .utf8)
        let recorded = try CLI.run(["audit", "Find.xib", "--write-baseline", "base.json"], in: dir)
        #expect(recorded.status == 0)
        let baseline = try String(contentsOf: dir.appendingPathComponent("base.json"), encoding: .utf8)
        #expect(baseline.contains("\"objects\"") && baseline.contains("old-1") && baseline.contains("button1"), "\(baseline)")
        // A new small button before it: the import now calls it button1, the old one button2.
        let after = AuditImportedFileTests.xib(root: "", Self.button("new-1", x: 20, side: 20) + Self.button("old-1", x: 100, side: 24),
                                               Self.fixed("new-1", x: 20, side: 20) + Self.fixed("old-1", x: 100, side: 24))
        try after.write(to: dir.appendingPathComponent("Find.xib"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", "Find.xib", "--baseline", "base.json", "--strict"], in: dir)
        #expect(r.status == 1)
        let lines = r.stderr.split(separator: "\n").filter { $0.contains("hit-region") }
        #expect(lines.count == 1 && lines[0].contains("view 'button1' (new-1)") && lines[0].contains("20 × 20"), "\(r.stderr)")
        #expect(!r.stderr.contains("match no finding"), "\(r.stderr)")
        // The same file named by its absolute path, or with ./, from the same folder: the same entries apply.
        for name in [dir.appendingPathComponent("Find.xib").path, "./Find.xib", ".//Find.xib"] {
            let named = try CLI.run(["audit", name, "--baseline", "base.json", "--strict"], in: dir)
            let found = named.stderr.split(separator: "\n").filter { $0.contains("hit-region") }
            #expect(named.status == 1 && found.count == 1 && found[0].contains("(new-1)"), "\(name): \(named.stderr)")
            #expect(!named.stderr.contains("match no finding"), "\(name): \(named.stderr)")
        }
        // Run from elsewhere, the paths differ: the baseline matching nothing is said.
        let elsewhere = try CLI.run(["audit", dir.appendingPathComponent("Find.xib").path, "--baseline", dir.appendingPathComponent("base.json").path])
        // Said first, before the findings it lets through, where it is seen.
        let warning = "base.json: warning: none of the files it names ('Find.xib') exists from this folder, so none of its 1 entries will apply"
        #expect(elsewhere.stderr.contains(warning), "\(elsewhere.stderr)")
        #expect(elsewhere.stderr.split(separator: "\n").first.map { $0.contains("warning: none of the files it names") } == true, "\(elsewhere.stderr)")
        // With --format github it is an annotation on the baseline too, where a pull request shows it.
        let annotated = try CLI.run(["audit", dir.appendingPathComponent("Find.xib").path, "--format", "github",
                                     "--baseline", dir.appendingPathComponent("base.json").path])
        let first = annotated.stdout.split(separator: "\n").first ?? ""
        #expect(first.hasPrefix("::warning file=\(dir.appendingPathComponent("base.json").path),title=animlayout baseline::none of the files it names"),
                "\(annotated.stdout)")
        #expect(annotated.stdout.split(separator: "\n").count == 3, "\(annotated.stdout)")
        // Files that exist here but were not audited: said after the run, as before.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try after.write(to: dir.appendingPathComponent("sub/Find.xib"), atomically: true, encoding: .utf8)
        let sub = try CLI.run(["audit", "sub/Find.xib", "--baseline", "base.json"], in: dir)
        #expect(sub.stderr.contains("base.json: warning: none of its files is in this run, so none of its 1 entries applies"), "\(sub.stderr)")
        // A run of another file only: the baseline's entries for Find.xib are no concern.
        let other = AuditImportedFileTests.xib(root: "", Self.button("ok-1", x: 20, side: 60), Self.fixed("ok-1", x: 20, side: 60))
        try other.write(to: dir.appendingPathComponent("Other.xib"), atomically: true, encoding: .utf8)
        let partial = try CLI.run(["audit", "Find.xib", "Other.xib", "--baseline", "base.json"], in: dir)
        #expect(!partial.stderr.contains("base.json:"), "\(partial.stderr)")
        // The new button made big enough: its finding is gone, the old one still matches; the
        // entry of a view removed since is a note.
        let removed = AuditImportedFileTests.xib(root: "", Self.button("new-1", x: 20, side: 60), Self.fixed("new-1", x: 20, side: 60))
        try removed.write(to: dir.appendingPathComponent("Find.xib"), atomically: true, encoding: .utf8)
        let fixed = try CLI.run(["audit", "Find.xib", "--baseline", "base.json"], in: dir)
        #expect(fixed.stderr.contains("base.json: note: 1 of its 1 entries for the files audited match no finding now (hit-region of 'button1' in Find.xib)"), "\(fixed.stderr)")
    }

    @Test("--json gives an imported finding its source: file, scene, element and Interface Builder id; the line names the scene as the summary does")
    func findingSource() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let xib = AuditImportedFileTests.xib(root: "", Self.button("old-1", x: 100, side: 24), Self.fixed("old-1", x: 100, side: 24))
        try xib.write(to: dir.appendingPathComponent("Find.xib"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", "Find.xib", "--json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let finding = ((object?["scenes"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?.first
        let source = finding?["source"] as? [String: Any]
        #expect(source?["file"] as? String == "Find.xib" && source?["element"] as? String == "button1"
                && source?["ibID"] as? String == "old-1" && source?["scene"] as? String == "Find", "\(String(describing: finding))")
    }

    @Test("a custom view's outlets name its subviews, as the controller's do")
    func viewOutletsName() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let connections = #"<connections><outlet property="doneButton" destination="old-1" id="o-1"/></connections>"#
        let xib = AuditImportedFileTests.xib(root: connections, Self.button("old-1", x: 100, side: 24, title: "Done"),
                                             Self.fixed("old-1", x: 100, side: 24))
        try xib.write(to: dir.appendingPathComponent("Find.xib"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["import", "Find.xib", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let scene = try String(contentsOf: dir.appendingPathComponent("out/Find.states"), encoding: .utf8)
        #expect(scene.contains("button doneButton \"Done\""), "\(scene)")
    }
}

extension AuditAppFolderTests {
    @Test("two files with a scene of the same name keep their pictures apart (Cell, Cell-2); a clean one removes neither")
    func pictureFoldersApart() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (folder, side) in [("A", 24), ("B", 20)] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            let xib = AuditImportedFileTests.xib(root: "", Self.button("b-1", x: 100, side: side), Self.fixed("b-1", x: 100, side: side))
            try xib.write(to: dir.appendingPathComponent("\(folder)/Cell.xib"), atomically: true, encoding: .utf8)
        }
        let r = try CLI.run(["audit", "A/Cell.xib", "B/Cell.xib", "--out", "pics"], in: dir)
        #expect(r.stderr.contains("in pics/audit/Cell/") && r.stderr.contains("in pics/audit/Cell-2/"), "\(r.stderr)")
        for folder in ["Cell", "Cell-2"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("pics/audit/\(folder)").path)
            #expect(files.contains { $0.hasSuffix(".png") }, "\(folder): \(files)")
        }
        // The first file clean now: its folder goes, the other file's stays.
        let clean = AuditImportedFileTests.xib(root: "", Self.button("b-1", x: 100, side: 60), Self.fixed("b-1", x: 100, side: 60))
        try clean.write(to: dir.appendingPathComponent("A/Cell.xib"), atomically: true, encoding: .utf8)
        _ = try CLI.run(["audit", "A/Cell.xib", "B/Cell.xib", "--out", "pics"], in: dir)
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("pics/audit/Cell-2").path)) ?? []
        #expect(kept.contains { $0.hasSuffix(".png") }, "\(kept)")
    }
}
