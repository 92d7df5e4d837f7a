import Foundation
import Testing

/// Size-class `when` blocks from the command line (docs/format.md, "Size-class variations"):
/// `check` names the environment and the block, `solve`, `timeline --json` and `compare` see
/// each size with its variations, and the bundled scene renders both layouts.
@Suite("CLI when blocks", .serialized)
struct WhenCommandTests {
    /// Artwork above the controls; beside them where the height is compact. In landscape the
    /// controls start at 20 + 100 + 24 = 144 (180 in `moved`), 20 from the top.
    static let scene = """
    canvas 390x844
    size landscape 844x390
    view art
    view controls
    art.top == root.top + 20
    art.leading == root.leading + 20
    art.width == 100
    art.height == 100
    controls.width == 200
    controls.height == 50
    above: controls.top == art.bottom + 10
    lead: controls.leading == root.leading + 20
    when compact-height {
        deactivate above, lead
        beside: controls.leading == art.trailing + 24
        controls.top == art.top
    }
    state normal
    state moved { constant beside 60 }
    transition normal -> moved { duration 0.1; curve linear }

    """

    static func folder(_ files: [String: String]) throws -> URL {
        let dir = try CommandTests.temporaryDirectory()
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func frame(_ report: [String: Any], _ id: String) -> [Double]? {
        guard let frames = report["frames"] as? [String: Any], let f = frames[id] as? [String: Any] else { return nil }
        return ["x", "y", "width", "height"].compactMap { f[$0] as? Double }
    }

    @Test("solve --json: portrait keeps the base set, landscape the block's constraints")
    func solve() throws {
        let dir = try Self.folder(["v.states": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let portrait = try CLI.run(["solve", "v.states", "--state", "normal", "--json"], in: dir)
        #expect(portrait.status == 0, "\(portrait.stderr)")
        #expect(Self.frame(try Self.json(portrait.stdout), "controls") == [20, 130, 200, 50])
        let landscape = try CLI.run(["solve", "v.states", "--state", "moved", "--size", "landscape", "--json"], in: dir)
        #expect(Self.frame(try Self.json(landscape.stdout), "controls") == [180, 20, 200, 50])
    }

    @Test("check: a state whose only change names a block's constraint changes nothing in portrait, said once")
    func ineffective() throws {
        let dir = try Self.folder(["v.states": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["check", "v.states"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").filter { $0.contains("changes nothing here") }
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(lines.first?.hasPrefix("v.states:19:15: warning: state 'moved', size 'default'") == true, "\(r.stderr)")
        #expect(r.stderr.contains("installed only where 'when compact-height (line 13)' holds"))
        #expect(!r.stderr.contains("identical"), "\(r.stderr)")
    }

    @Test("check: a conflict made by a block names the size and the block; --strict fails")
    func conflict() throws {
        let broken = Self.scene.replacingOccurrences(of: "deactivate above, lead", with: "deactivate above")
        let dir = try Self.folder(["v.states": broken])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["check", "v.states"], in: dir)
        #expect(r.stderr.contains("warning: state 'normal', size 'landscape': unable to satisfy 4 required constraints"), "\(r.stderr)")
        #expect(r.stderr.contains("in the conflicting set: beside, from 'when compact-height (line 13)', which holds in size 'landscape'"))
        #expect(r.stderr.contains("v.states:13:1: note: size 'landscape' is laid out with 'when compact-height (line 13)'"))
        // Portrait has no conflict: the block does not hold there.
        #expect(!r.stderr.contains("size 'default': unable to satisfy"))
        let strict = try CLI.run(["check", "--strict", "v.states"], in: dir)
        #expect(strict.status == 1)
    }

    @Test("timeline --json in landscape: from the block's layout to the moved one, never portrait's")
    func timeline() throws {
        let dir = try Self.folder(["v.states": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["timeline", "v.states", "--transition", "normal->moved", "--size", "landscape", "--json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try #require(try Self.json(r.stdout)["frames"] as? [[String: Any]])
        let xs = frames.compactMap { (($0["views"] as? [String: Any])?["controls"] as? [String: Any])?["x"] as? Double }
        let ys = frames.compactMap { (($0["views"] as? [String: Any])?["controls"] as? [String: Any])?["y"] as? Double }
        #expect(xs.first == 144 && xs.last == 180, "\(xs)")
        #expect(ys.allSatisfy { $0 == 20 }, "\(ys)")
    }

    @Test("compare: the same scene without the block differs only in landscape")
    func compare() throws {
        let plain = """
        canvas 390x844
        size landscape 844x390
        view art
        view controls
        art.top == root.top + 20
        art.leading == root.leading + 20
        art.width == 100
        art.height == 100
        controls.width == 200
        controls.height == 50
        above: controls.top == art.bottom + 10
        lead: controls.leading == root.leading + 20
        state normal
        state moved { constant lead 21 }

        """
        let dir = try Self.folder(["v.states": Self.scene, "p.states": plain])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["compare", "v.states", "p.states", "--json", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let states = try #require(try Self.json(r.stdout)["states"] as? [[String: Any]])
        let deviations = states.map { "\($0["state"] as? String ?? "") \($0["size"] as? String ?? "") \($0["deviation"] as? Double ?? -1)" }
        // Landscape: 144 − 20 and 180 − 21 points apart; portrait: 0, and 1 for the state's own constant.
        #expect(deviations == ["normal default 0.0", "normal landscape 124.0", "moved default 1.0", "moved landscape 159.0"])
    }

    @Test("review: each size lists the when blocks that hold in it")
    func review() throws {
        let dir = try Self.folder(["v.states": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["review", "v.states", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let script = try String(contentsOf: dir.appendingPathComponent("out/v/review/scene.js"), encoding: .utf8)
        #expect(script.components(separatedBy: "\"variations\":[\"when compact-height (line 13)\"]").count - 1 == 2, "landscape, light and dark")
        #expect(script.components(separatedBy: "\"variations\":[]").count - 1 == 2, "portrait, light and dark")
    }

    @Test("render --size all on the bundled Now Playing scene: both layouts, the artwork beside the controls in landscape")
    func bundled() throws {
        let out = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["render", "States/now-playing.states", "--size", "all", "--state", "paused", "--out", out.path],
                            in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        let folder = out.appendingPathComponent("now-playing")
        let portrait = try PNGPixels(folder.appendingPathComponent("paused.png"))
        let landscape = try PNGPixels(folder.appendingPathComponent("paused.landscape.png"))
        #expect(portrait.width < portrait.height && landscape.width > landscape.height)
        let solved = try CLI.run(["solve", "States/now-playing.states", "--state", "paused", "--size", "landscape", "--json"],
                                 in: CommandTests.root)
        let report = try Self.json(solved.stdout)
        let art = try #require(Self.frame(report, "art")), controls = try #require(Self.frame(report, "controls"))
        // Beside: the controls start right of the artwork and overlap its rows.
        #expect(controls[0] >= art[0] + art[2] + 48 - 0.01)
        #expect(controls[1] < art[1] + art[3] && controls[1] + controls[3] > art[1])
        let tall = try Self.json(try CLI.run(["solve", "States/now-playing.states", "--state", "paused", "--json"],
                                             in: CommandTests.root).stdout)
        let artAbove = try #require(Self.frame(tall, "art")), controlsBelow = try #require(Self.frame(tall, "controls"))
        #expect(controlsBelow[1] >= artAbove[1] + artAbove[3] + 40 - 0.01)
    }
}
