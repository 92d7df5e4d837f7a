import Foundation
import Testing

/// `audit` end to end: one planted problem of each kind, found with its element, state, size,
/// text size and location; a clean scene gives nothing; design.md's JSON shape; --strict.
@Suite("CLI: audit")
struct AuditCommandTests {
    static func audit(_ scene: String, _ extra: [String] = []) throws -> (CLI.Result, [[String: Any]]) {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("planted.states")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", file.path, "--json"] + extra)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let scenes = object?["scenes"] as? [[String: Any]] ?? []
        return (r, scenes.first?["findings"] as? [[String: Any]] ?? [])
    }

    static let clean = """
    canvas 390x844 safe-area(top: 47, bottom: 34)
    label title "Settings" { font title2 }
    button save "Save" { configuration filled }
    title.top == root.safe.top + 20
    title.leading == root.leading + 20
    title.trailing == root.trailing - 20
    save.top == title.bottom + 24
    save.leading == root.leading + 20
    save.trailing == root.trailing - 20
    save.height == 50
    state idle
    """

    @Test("a clean scene has no finding at any text size, light or dark")
    func clean() throws {
        // The filled button's white on systemBlue is 4.02:1: bold and large enough to pass at 3:1.
        let scene = Self.clean.replacingOccurrences(of: "configuration filled }", with: "configuration filled; font 20 bold }")
        let (r, findings) = try Self.audit(scene)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(findings.isEmpty, "\(findings)")
        let strict = try CLI.run(["audit", "--strict", "States/layout-guides.states"], in: CommandTests.root)
        #expect(strict.status == 0, "\(strict.stderr)")
    }

    @Test("each kind, planted once, is found with its element, state, size, text size and location")
    func planted() throws {
        let scene = """
        canvas 390x844 safe-area(top: 47, bottom: 34)
        size landscape 844x390 safe-area(leading: 47, trailing: 47, bottom: 21)
        label title "A title long enough to need two lines at the largest sizes" { font body }
        label grey "Faint" { font 15; text-color #AAAAAA }
        view card { color #FFCC00 }
        view badge { color #FF3B30 }
        button tiny "x" { font 15 bold; text-color #000000 }
        view empty { color #000000 }
        label top "Under the status bar" { font 15; text-color #000000 }
        title.top == root.safe.top + 20
        title.leading == root.leading + 20
        title.trailing == root.trailing - 20
        grey.top == title.bottom + 300
        grey.leading == root.leading + 20
        card.top == root.safe.top + 200; card.leading == root.leading + 20; card.width == 100; card.height == 100
        badge.top == card.top + 80; badge.leading == card.leading + 80; badge.width == 40; badge.height == 40
        tiny.top == card.bottom + 200; tiny.leading == root.leading + 300; tiny.width == 30; tiny.height == 30
        empty.top == root.safe.top + 600; empty.leading == root.leading + 20; empty.width == 0; empty.height == 10
        top.top == root.top + 10; top.leading == root.leading + 200
        state idle
        """
        let (r, findings) = try Self.audit(scene)
        #expect(r.status == 0, "\(r.stderr)")
        func has(_ kind: String, _ element: String, where test: ([String: Any]) -> Bool = { _ in true }) -> Bool {
            findings.contains { ($0["kind"] as? String) == kind && (($0["elements"] as? [String])?.first) == element && test($0) }
        }
        #expect(has("contrast", "grey") { ($0["ratio"] as? Double ?? 9) < 4.5 && ($0["location"] as? String ?? "").hasSuffix("planted.states:4:1") })
        #expect(has("overlap", "card") { ($0["elements"] as? [String]) == ["card", "badge"] })
        #expect(has("hit-region", "tiny"))
        #expect(has("zero-size", "empty"))
        #expect(has("safe-area", "top") { ($0["size"] as? String) == "default" })
        #expect(has("overflow", "grey") { ($0["size"] as? String) == "landscape" })
        // The title wraps to more lines as text grows and its label is one line: clipped from some size up, not at xs.
        #expect(has("text-clipped", "title") { ($0["textSize"] as? String) == "accessibility-xxxl" })
        #expect(!has("text-clipped", "title") { ($0["textSize"] as? String) == "xs" && ($0["size"] as? String) == "landscape" })
        // Each finding carries design.md's keys, in order.
        let keys = ["\"kind\"", "\"elements\"", "\"state\"", "\"size\"", "\"appearance\"", "\"textSize\"", "\"time\"", "\"location\""]
        let first = r.stdout.range(of: "\"findings\"").map { String(r.stdout[$0.upperBound...]) } ?? ""
        let positions = keys.compactMap { first.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        #expect(r.stdout.contains("\"checked\": {") && r.stdout.contains("\"textSizes\": 12"))
        // --strict fails, and --text-sizes narrows the sizes.
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try scene.write(to: dir.appendingPathComponent("p.states"), atomically: true, encoding: .utf8)
        let strict = try CLI.run(["audit", "--strict", "--text-sizes", "large...xl", "p.states"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("× 2 text sizes audited"), "\(strict.stdout)")
        // #AAAAAA fails on white (2.32:1) and passes on black: light only.
        #expect(strict.stderr.contains("p.states:4:1: error: contrast: state 'idle', sizes 'default', 'landscape', light, at every text size: 'grey' text #AAAAAA on #FFFFFF has a contrast of 2.32:1"), "\(strict.stderr)")
        let bad = try CLI.run(["audit", "--text-sizes", "huge", "p.states"], in: dir)
        #expect(bad.status == 64)
    }

    @Test("an audit block allows a finding with a reason; an allowance that matches nothing is a located warning; a bad one is an error")
    func allowances() throws {
        let scene = """
        canvas 390x844 safe-area(top: 47, bottom: 34)
        view card { color #FFCC00 }
        view badge { color #FF3B30 }
        card.top == root.safe.top + 200; card.leading == root.leading + 20; card.width == 100; card.height == 100
        badge.top == card.top + 80; badge.leading == card.leading + 80; badge.width == 40; badge.height == 40
        state idle
        audit {
            allow overlap badge card "the badge sits on the card's corner"
            allow zero-size card in idle "never happens"
        }
        """
        let (r, findings) = try Self.audit(scene)
        #expect(r.status == 0)
        #expect(findings.isEmpty, "\(findings)")
        #expect(r.stderr.contains("planted.states:9:5: warning: 'allow zero-size card' matches no finding"), "\(r.stderr)")
        // `if-found` (what an import writes) is a precaution: unused, it is no warning.
        let (quiet, _) = try Self.audit(scene.replacingOccurrences(of: "in idle \"never", with: "in idle if-found \"never"))
        #expect(quiet.status == 0)
        #expect(!quiet.stderr.contains("matches no finding"), "\(quiet.stderr)")
        // A run of one text size or one appearance cannot tell: no warning.
        for narrowed in [["--text-sizes", "large"], ["--appearance", "dark"]] {
            let (r, _) = try Self.audit(scene, narrowed)
            #expect(!r.stderr.contains("matches no finding"), "\(narrowed): \(r.stderr)")
        }
        let (bad, _) = try Self.audit(scene.replacingOccurrences(of: "allow overlap badge card", with: "allow overlapp badge card"))
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("planted.states:8:11: error: 'allow' needs a finding kind") && bad.stderr.contains("did you mean 'overlap'?"), "\(bad.stderr)")
    }

    @Test("a finding about a view the constraints leave ambiguous says so: its layout is one of several")
    func ambiguousElementNoted() throws {
        let scene = """
        canvas 390x844 safe-area(top: 47, bottom: 34)
        view banner { color teal }
        view card { color orange }
        banner.top == root.safe.top + 20; banner.leading == root.leading + 20; banner.height == 60
        card.top == root.safe.top + 100; card.leading == root.leading + 20; card.width == 60; card.height == 60
        state idle
        """
        let (_, findings) = try Self.audit(scene, ["--text-sizes", "large"])
        let banner = findings.first { ($0["elements"] as? [String]) == ["banner"] }
        let message = banner?["message"] as? String ?? ""
        #expect(message.contains("'banner' is ambiguous here: its width is not fixed by the constraints"), "\(findings)")
        // Fixed, the same view has no such note (and no finding).
        let (_, fixed) = try Self.audit(scene.replacingOccurrences(of: "banner.height == 60", with: "banner.height == 60; banner.width == 60"),
                                        ["--text-sizes", "large"])
        #expect(!fixed.contains { ($0["message"] as? String ?? "").contains("ambiguous") }, "\(fixed)")
    }

    @Test("WCAG 2's formula: black on white 21:1, #767676 on white 4.54:1")
    func wcag() throws {
        let scene = "canvas 200x200\nlabel a \"Text\" { font 15; text-color #767676 }\na.top == root.top + 50\na.leading == root.leading + 50\nstate s\n"
        let (_, findings) = try Self.audit(scene, ["--text-sizes", "large"])
        #expect(!findings.contains { ($0["kind"] as? String) == "contrast" && ($0["appearance"] as? String) == "light" })
        let (_, lighter) = try Self.audit(scene.replacingOccurrences(of: "#767676", with: "#777777"), ["--text-sizes", "large"])
        let ratio = lighter.first { ($0["kind"] as? String) == "contrast" && ($0["appearance"] as? String) == "light" }?["ratio"] as? Double
        #expect(ratio == 4.48, "\(String(describing: ratio))")
    }

    static let crossing = """
    canvas 390x844 safe-area(top: 47, bottom: 34)
    label a "Moving" { font body }
    label b "Still" { font body }
    a.leading == root.leading + 20
    b.leading == root.leading + 20
    b.top == root.safe.top + 200
    up: a.top == root.safe.top + 100 @750
    down: a.top == root.safe.top + 300 @250
    state start
    state moved { priority up 250; priority down 750 }
    transition start -> moved { duration 0.3 }
    sequence tour: start -> moved { hold 0.2 }
    """

    @Test("--transitions finds an overlap only mid-transition, with its time span; states alone do not")
    func transitions() throws {
        let (rest, atRest) = try Self.audit(Self.crossing, ["--text-sizes", "large"])
        #expect(rest.status == 0)
        #expect(atRest.isEmpty, "\(atRest)")
        let (r, findings) = try Self.audit(Self.crossing, ["--text-sizes", "large", "--transitions"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!findings.isEmpty)
        // "a" (y 100) passes "b" (y 200) on its way to y 300: overlapping only in the middle frames.
        for f in findings {
            #expect(f["kind"] as? String == "overlap" && f["elements"] as? [String] == ["a", "b"], "\(f)")
            let time = f["time"] as? [String: Any]
            #expect(time?["transition"] as? String == "start->moved", "a sequence repeating the transition adds nothing: \(f)")
            let t = time?["t"] as? Double ?? -1
            #expect(t > 0.05 && t < 0.25, "\(t)")
            #expect((f["location"] as? String)?.hasSuffix("planted.states:2:1") == true, "\(f)")
            #expect(f["state"] as? String == "start")
        }
        let scenes = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let checked = ((scenes?["scenes"] as? [[String: Any]])?.first?["checked"] as? [String: Any])?["frames"] as? Int
        // 0.3 s at 30 fps is 10 frames; in the sequence its end frame belongs to the hold that follows: 9 more.
        #expect(checked == 19, "\(String(describing: checked))")
        // One line for the group, with the span of time.
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.crossing.write(to: dir.appendingPathComponent("c.states"), atomically: true, encoding: .utf8)
        let lines = try CLI.run(["audit", "--transitions", "--text-sizes", "large", "c.states"], in: dir)
        let overlap = lines.stderr.split(separator: "\n").filter { $0.contains("overlap") }
        #expect(overlap.count == 1, "\(lines.stderr)")
        #expect(overlap.first?.contains("transition 'start->moved', size 'default', light and dark, at text size large, t 0.1") == true, "\(lines.stderr)")
    }

    @Test("--out writes one picture per finding group, the elements outlined in red, and replaces it when clean")
    func pictures() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.crossing.write(to: dir.appendingPathComponent("c.states"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", "--transitions", "--text-sizes", "large", "c.states", "--out", "shots"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let folder = dir.appendingPathComponent("shots/audit/c")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["01-overlap-a-b.png", "manifest.json"], "\(files)")
        let picture = try PNGPixels(folder.appendingPathComponent("01-overlap-a-b.png"))
        // Scale 2, with the caption bar under the 844-pt canvas.
        #expect(picture.width == 780 && picture.height > 1688)
        // The outline: 'a' and 'b' start at x 20 pt; red pixels just left of them (x 19 pt → 38 px).
        let column = (0..<1688).map { picture.pixel(x: 38, y: $0) }
        #expect(column.contains { ($0 >> 16) > 0xE0 && ($0 >> 8 & 0xFF) < 0x80 }, "no red outline at x 19 pt")
        // Clean now: the pictures go.
        try Self.crossing.replacingOccurrences(of: "b.top == root.safe.top + 200", with: "b.top == root.safe.top + 500")
            .write(to: dir.appendingPathComponent("c.states"), atomically: true, encoding: .utf8)
        let clean = try CLI.run(["audit", "--transitions", "--text-sizes", "large", "c.states", "--out", "shots"], in: dir)
        #expect(clean.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("a button's configuration background is under its title: tinted systemBlue at 12% over white is #E0EFFF")
    func configuredButtonContrast() throws {
        let scene = """
        canvas 390x844 safe-area(top: 47, bottom: 34)
        button t "Go" { configuration tinted; font 15 }
        t.top == root.safe.top + 20
        t.leading == root.leading + 20
        t.width == 100
        t.height == 50
        state idle
        """
        let (_, findings) = try Self.audit(scene, ["--text-sizes", "large"])
        let light = findings.first { $0["kind"] as? String == "contrast" && $0["appearance"] as? String == "light" }
        #expect(light?["background"] as? String == "#E0EFFF", "\(findings)")
        #expect(light?["foreground"] as? String == "#007AFF")
    }

    @Test("the bundled scenes pass audit --strict --transitions: each finding fixed or allowed with a reason, no allow unused")
    func bundledScenesPass() throws {
        let started = Date()
        let files = try FileManager.default.contentsOfDirectory(atPath: CommandTests.root.appendingPathComponent("States").path)
            .filter { $0.hasSuffix(".states") }.sorted().map { "States/" + $0 }
        let all = try CLI.run(["audit", "--strict", "--transitions"] + files, in: CommandTests.root)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(!all.stderr.contains("matches no finding"), "\(all.stderr)")
        let plain = try CLI.run(["audit", "--strict"] + files, in: CommandTests.root)
        #expect(plain.status == 0 && !plain.stderr.contains("matches no finding"), "\(plain.stderr)")
        // Every state at 12 text sizes in both appearances, twice over, in the debug build under test load.
        #expect(Date().timeIntervalSince(started) < 120)
    }
}
