import Foundation
import Testing

/// What a person would not call a problem, planted once each: a view fading at a small alpha,
/// a spring's overshoot for a few frames, a backdrop image under content, text over an image,
/// a sibling drawn under text, UIKit's fixed control sizes and a 43-pt button; and what stays a
/// problem beside each.
@Suite("CLI: audit judges as a person would")
struct AuditJudgementTests {
    static func kinds(_ findings: [[String: Any]]) -> [String] {
        findings.map { "\($0["kind"] ?? "")" + ":" + (($0["elements"] as? [String]) ?? []).joined(separator: ",") }
    }

    @Test("a view at alpha 0.08 is not judged for overlap, overflow or contrast; at 0.5 it is")
    func faint() throws {
        let scene = """
        canvas 390x844
        view panel { color red; alpha 0.08 }
        label hint "Hint" { text-color #EEEEEE }
        view box { color blue }
        panel.leading == root.leading - 20
        panel.top == root.top + 100
        panel.width == 200
        panel.height == 100
        hint.leading == panel.leading + 30
        hint.top == panel.top + 10
        box.leading == root.leading + 40
        box.top == root.top + 170
        box.width == 50
        box.height == 50
        state s
        """
        let (_, quiet) = try AuditCommandTests.audit(scene)
        #expect(!Self.kinds(quiet).contains { $0.contains("panel") }, "\(Self.kinds(quiet))")
        let (_, seen) = try AuditCommandTests.audit(scene.replacingOccurrences(of: "alpha 0.08", with: "alpha 0.5"))
        let found = Set(Self.kinds(seen))
        #expect(found.contains("overflow:panel") && found.contains("overlap:panel,box"), "\(found)")
    }

    @Test("a backdrop image covering its superview does not overlap the content on it; white text on it has no contrast measured against white")
    func backdrop() throws {
        let scene = """
        canvas 390x844
        image wallpaper { intrinsic 390x844; color indigo }
        label title "Welcome" { text-color white; font title1 }
        view badge { color orange }
        wallpaper.leading == root.leading
        wallpaper.trailing == root.trailing
        wallpaper.top == root.top
        wallpaper.bottom == root.bottom
        title.centerX == root.centerX
        title.top == root.top + 120
        badge.leading == root.leading + 20
        badge.top == root.top + 200
        badge.width == 60
        badge.height == 60
        state s
        """
        let (r, findings) = try AuditCommandTests.audit(scene)
        #expect(!Self.kinds(findings).contains { $0.hasPrefix("overlap:") || $0.hasPrefix("contrast:") }, "\(Self.kinds(findings))")
        // Not passed either: listed as not judged, and named in the text summary.
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let notJudged = ((object?["scenes"] as? [[String: Any]])?.first?["notJudged"] as? [[String: Any]]) ?? []
        #expect(notJudged.count == 1, "\(notJudged)")
        #expect(notJudged.first?["elements"] as? [String] == ["title"] && notJudged.first?["why"] as? String == "over-an-image"
                && notJudged.first?["kind"] as? String == "contrast", "\(notJudged)")
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try scene.write(to: dir.appendingPathComponent("w.states"), atomically: true, encoding: .utf8)
        let text = try CLI.run(["audit", "w.states"], in: dir)
        #expect(text.stdout.contains("(contrast not judged: 'title', over an image, which has no one colour to judge it against)"), "\(text.stdout)")
    }

    @Test("a sibling drawn under the text counts: white on a dark sibling passes, white on a pale one fails")
    func siblingUnder() throws {
        let scene = """
        canvas 390x844
        view card { color #1C1C1E }
        label title "On the card" { text-color white }
        card.leading == root.leading + 20
        card.trailing == root.trailing - 20
        card.top == root.top + 100
        card.height == 120
        title.leading == card.leading + 16
        title.top == card.top + 16
        state s
        """
        let (_, dark) = try AuditCommandTests.audit(scene)
        #expect(!Self.kinds(dark).contains("contrast:title"), "\(Self.kinds(dark))")
        let (_, pale) = try AuditCommandTests.audit(scene.replacingOccurrences(of: "#1C1C1E", with: "#EEEEEE"))
        #expect(Self.kinds(pale).contains("contrast:title"), "\(Self.kinds(pale))")
    }

    @Test("emoji titles are drawn in their own colours: no contrast finding for '☕️ 🍺' in system blue; 'Tea ☕️' and '1' in the same blue are found")
    func emojiTitles() throws {
        func scene(_ title: String) -> String {
            """
            canvas 390x844
            button coffee "\(title)" { font 17 }
            coffee.centerX == root.centerX
            coffee.top == root.top + 200
            coffee.width == 120
            coffee.height == 44
            state s
            """
        }
        let (_, emoji) = try AuditCommandTests.audit(scene("☕️ 🍺"))
        #expect(!Self.kinds(emoji).contains { $0.hasPrefix("contrast:") }, "\(Self.kinds(emoji))")
        let (_, words) = try AuditCommandTests.audit(scene("Tea ☕️"))
        #expect(Self.kinds(words).contains("contrast:coffee"), "\(Self.kinds(words))")
        // A digit is text (Unicode lists it as a keycap's base): '1' in the same blue is found.
        let (_, digit) = try AuditCommandTests.audit(scene("1"))
        #expect(Self.kinds(digit).contains("contrast:coffee"), "\(Self.kinds(digit))")
    }

    @Test("UIKit's fixed sizes (a switch, a segmented control's height) and a 43-pt button are no tap-target finding; a 30-pt button is")
    func targets() throws {
        let scene = """
        canvas 390x844
        switch wifi
        segmented period "Day" "Week"
        button wide "Continue" { configuration filled; font 20 bold }
        button small "X"
        wifi.leading == root.leading + 20
        wifi.top == root.top + 100
        period.leading == root.leading + 20
        period.top == root.top + 160
        wide.leading == root.leading + 20
        wide.trailing == root.trailing - 20
        wide.top == root.top + 220
        wide.height == 43
        small.leading == root.leading + 20
        small.top == root.top + 300
        small.width == 30
        small.height == 30
        state s
        """
        let (_, findings) = try AuditCommandTests.audit(scene)
        let hits = Self.kinds(findings).filter { $0.hasPrefix("hit-region:") }
        #expect(Set(hits) == ["hit-region:small"], "\(hits)")
    }

    @Test("a spring's overshoot past the canvas for a few frames is not overflow; a move that ends past it is")
    func overshoot() throws {
        let scene = """
        canvas 390x844
        view sheet { color blue }
        sheet.leading == root.leading
        sheet.trailing == root.trailing
        sheet.height == 300
        down: sheet.top == root.top + 100 @750
        up: sheet.bottom == root.bottom @250
        state hidden
        state shown { priority down 250; priority up 750 }
        transition hidden -> shown { curve spring(damping: 0.5, response: 0.5) }
        """
        let (_, findings) = try AuditCommandTests.audit(scene, ["--transitions", "--text-sizes", "large"])
        let moving = findings.filter { $0["time"] is [String: Any] }
        #expect(!moving.contains { ($0["kind"] as? String) == "overflow" }, "\(moving)")
        // The same spring settling 50 pt past the bottom: overflow, at rest.
        let past = scene.replacingOccurrences(of: "up: sheet.bottom == root.bottom @250", with: "up: sheet.bottom == root.bottom + 50 @250")
        let (_, settled) = try AuditCommandTests.audit(past, ["--transitions", "--text-sizes", "large"])
        #expect(settled.contains { ($0["kind"] as? String) == "overflow" && ($0["state"] as? String) == "shown" && !($0["time"] is [String: Any]) },
                "\(Self.kinds(settled))")
    }

    @Test("a plain view under a sibling that covers it (a shadow behind an image that clips) is a backing, not an overlap; half covered it overlaps")
    func backing() throws {
        let scene = """
        canvas 390x844
        view artShadow { color white; corner 10; shadow(y: 10, radius: 24, opacity: 0.25) }
        view art { color indigo; corner 10; clips }
        artShadow.leading == art.leading
        artShadow.trailing == art.trailing
        artShadow.top == art.top
        artShadow.bottom == art.bottom
        art.leading == root.leading + 40
        art.top == root.top + 100
        art.width == 200
        art.height == 200
        state s
        """
        let (_, quiet) = try AuditCommandTests.audit(scene)
        #expect(!Self.kinds(quiet).contains { $0.hasPrefix("overlap") }, "\(Self.kinds(quiet))")
        let (_, seen) = try AuditCommandTests.audit(scene.replacingOccurrences(of: "artShadow.leading == art.leading\nartShadow.trailing == art.trailing",
                                                                      with: "artShadow.leading == art.leading + 100\nartShadow.trailing == art.trailing + 100"))
        #expect(Self.kinds(seen).contains("overlap:artShadow,art"), "\(Self.kinds(seen))")
    }
}
