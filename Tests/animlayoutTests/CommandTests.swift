import Testing
import Foundation

/// End-to-end tests of `check`, `solve`, `timeline` and `render` on the bundled scenes, run as a
/// user would run them (the built binary, in the repository root).
@Suite("CLI commands", .serialized)
struct CommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ args: [String]) throws -> CLI.Result { try CLI.run(args, in: root) }

    @Test("check: example scenes pass --strict; the conflict demo exits 1 with both sets; error scenes exit 65")
    func check() throws {
        let ok = try Self.run(["check", "--strict", "States/position-priority.states", "States/breakable-stack.states"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("States/position-priority.states: 3 states × 2 sizes solved: 0 conflicts, 0 ambiguous"))

        let conflict = try Self.run(["check", "--strict", "States/conflicts/autoresizing-conflict.states"])
        #expect(conflict.status == 1)
        #expect(conflict.stderr.contains("error: state 'conflicting', size 'default': unable to satisfy"))
        #expect(conflict.stderr.contains("note: in the conflicting set"))
        // Without --strict it is a warning and the exit status is 0.
        #expect(try Self.run(["check", "States/conflicts/autoresizing-conflict.states"]).status == 0)

        let bad = try Self.run(["check", "States/errors/priority-mutation.states"])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("States/errors/priority-mutation.states:20:16: error:"))
        #expect(bad.stderr.contains("999"))
    }

    @Test("exit codes: unreadable file 74, unknown state 64, bad flag 64")
    func exitCodes() throws {
        #expect(try Self.run(["solve", "States/no-such-scene.states"]).status == 74)
        let unknown = try Self.run(["solve", "States/position-priority.states", "--state", "centre"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'center'"))
        #expect(try Self.run(["render", "States/position-priority.states", "--format", "jpeg"]).status == 64)
    }

    @Test("solve --json has design.md's shape; the label is centred in 'center'")
    func solveJSON() throws {
        let r = try Self.run(["solve", "States/position-priority.states", "--state", "center", "--json"])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["scene"] as? String == "position-priority")
        #expect(object["state"] as? String == "center")
        #expect(object["size"] as? String == "default")
        let frames = try #require(object["frames"] as? [String: [String: Double]])
        let title = try #require(frames["title"])
        let width = try #require(title["width"])
        #expect(abs(try #require(title["x"]) - (390 - width) / 2) < 1e-9)
        #expect(title["y"] == Double(47 + 40))
        let broken = try #require(object["broken"] as? [[String: Any]])
        #expect(Set(broken.compactMap { $0["constraint"] as? String }) == ["left", "right"])
        #expect(object["conflicts"] as? [Any] != nil && object["ambiguous"] as? [Any] != nil && object["hidden"] as? [Any] != nil)
        // Keys in design.md's order.
        let keys = ["\"scene\"", "\"state\"", "\"size\"", "\"canvas\"", "\"frames\"", "\"hidden\"", "\"broken\"", "\"conflicts\"", "\"ambiguous\""]
        let positions = keys.compactMap { r.stdout.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    @Test("solve --json: frames snapped to the pixel grid as UIKit displays them, the solution in 'exact'")
    func solveExact() throws {
        // hero-hugging's three image columns are 262/3 points wide.
        let r = try Self.run(["solve", "States/hero-hugging.states", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [String: [String: Double]])
        let exact = try #require(object["exact"] as? [String: [String: Double]])
        let image = try #require(exact["activateImage"]), shown = try #require(frames["activateImage"])
        #expect(abs(try #require(image["width"]) - 262.0 / 3) < 1e-5)
        for key in ["x", "y", "width", "height"] {
            let v = try #require(shown[key])
            #expect(v * 2 == (v * 2).rounded(), "\(key) \(v) is on the @2x grid")
        }
        #expect(Set(frames.keys) == Set(exact.keys))
    }

    @Test("solve --json 'texts': font with its shipped file, lines and baselines in root coordinates")
    func solveTexts() throws {
        let r = try Self.run(["solve", "States/form-baselines.states", "--state", "filled", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let texts = try #require(object["texts"] as? [String: [String: Any]])
        let name = try #require(texts["name"])
        let font = try #require(name["font"] as? [String: Any])
        #expect(font["family"] as? String == "Inter" && font["size"] as? Double == 17 && font["weight"] as? Double == 400)
        #expect(font["italic"] as? Bool == false)
        #expect((font["file"] as? String)?.hasSuffix("/InterVariable.ttf") == true)
        #expect(name["lines"] as? Double == 1)
        // The scene puts the first row's baseline 40 pt under the safe area's top (47).
        #expect(name["firstBaseline"] as? Double == 87 && name["lastBaseline"] as? Double == 87)
        #expect((texts["nameCaption"]?["firstBaseline"] as? Double) == 87)
        #expect(r.stdout.range(of: "\"ambiguous\"")?.lowerBound ?? r.stdout.endIndex < r.stdout.range(of: "\"texts\"")?.lowerBound ?? r.stdout.startIndex)
    }

    @Test("timeline --json: round(0.3 × 30) + 1 = 10 frames, first at left, last at center")
    func timelineJSON() throws {
        let r = try Self.run(["timeline", "States/position-priority.states", "--transition", "left->center", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.count == 10)
        let first = try #require((frames.first?["views"] as? [String: [String: Double]])?["title"])
        #expect(first["x"] == 8)
        #expect(frames.last?["time"] as? Double == 0.3)
        #expect(frames.first?["segment"] as? String == "left->center")
    }

    @Test("render writes the design.md layout, byte-identical on a second run")
    func renderDeterministic() throws {
        let out1 = try Self.temporaryDirectory(), out2 = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out1); try? FileManager.default.removeItem(at: out2) }
        let args = ["render", "States/position-priority.states", "--transition", "left->center", "--state", "left",
                    "--format", "png,gif,sheet,svg"]
        let r1 = try Self.run(args + ["--out", out1.path])
        #expect(r1.status == 0, "\(r1.stderr)")
        #expect(try Self.run(args + ["--out", out2.path]).status == 0)
        let scene1 = out1.appendingPathComponent("position-priority")
        let files = try #require(FileManager.default.subpaths(atPath: scene1.path)).sorted()
        for expected in ["left.png", "left.svg", "left-to-center.gif", "left-to-center/frame-0000.png",
                         "left-to-center/frame-0009.png", "sheet.png", "manifest.json"] {
            #expect(files.contains(expected), "missing \(expected)")
        }
        #expect(!files.contains("left-to-center/frame-0010.png"))
        for file in files {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: scene1.appendingPathComponent(file).path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            let a = try Data(contentsOf: scene1.appendingPathComponent(file))
            let b = try Data(contentsOf: out2.appendingPathComponent("position-priority").appendingPathComponent(file))
            #expect(a == b, "\(file) differs between runs")
        }
        #expect(r1.stdout.contains("left-to-center.gif"))
        // The summary counts in words that agree with the numbers.
        #expect(r1.stdout.contains(": 1 state, 1 transition, 0 sequences, "), "\(r1.stdout)")
    }

    @Test("a render that fails writes nothing")
    func failedRenderWritesNothing() throws {
        let out = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try Self.run(["render", "States/position-priority.states", "--state", "nowhere", "--out", out.path])
        #expect(r.status != 0)
        let contents = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(contents.isEmpty, "left behind: \(contents)")
    }
}
