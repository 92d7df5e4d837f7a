import Foundation
import Testing

/// End-to-end tests of `animlayout compare`.
@Suite("CLI compare")
struct CompareCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let priority = root.appendingPathComponent("States/position-priority.states").path
    static let constant = root.appendingPathComponent("States/position-constant-full.states").path

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("compare-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("table: state × size grid, transitions, images written")
    func table() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let r = try CLI.run(["compare", Self.priority, Self.constant, "--out", out.path])
        #expect(r.status == 0)
        let rows = r.stdout.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasPrefix("center") && $0.hasSuffix("227 title.x") })
        #expect(rows.contains { $0.hasPrefix("right") && $0.hasSuffix("454 title.x") })
        #expect(rows.contains { $0.hasPrefix("left") && $0.split(separator: " ").map(String.init) == ["left", "0", "0"] })
        #expect(rows.contains { $0.hasPrefix("left -> center") && $0.contains("10/10") })
        #expect(r.stdout.contains("maximum deviation: 454 pt (title x) in state right, size landscape"))

        let folder = out.appendingPathComponent("compare-position-priority-vs-position-constant-full")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        // Named as render names states (issue 60: not `center@landscape.png`, `@` is dark elsewhere).
        #expect(files == ["center.landscape.png", "center.png", "left.landscape.png", "left.png",
                          "manifest.json", "right.landscape.png", "right.png"])
        // Landscape is 844x390 points at scale 2, plus a 30 pt caption bar: a PNG of 1688 × 840 pixels.
        let png = try Data(contentsOf: folder.appendingPathComponent("center.landscape.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let be = { (o: Int) in png[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be(16) == 1688 && be(20) == 840)
        // Nothing is left beside the folder (no staging folders).
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [folder.lastPathComponent])
    }

    @Test("issue 60: compare names a state's image in a size as render does")
    func namesAsRender() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let render = try CLI.run(["render", Self.priority, "--size", "all", "--format", "png", "--out", dir.path])
        let compare = try CLI.run(["compare", Self.priority, Self.constant, "--out", dir.path])
        #expect(render.status == 0 && compare.status == 0, "\(render.stderr)\(compare.stderr)")
        func pngs(_ folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(folder).path).filter { $0.hasSuffix(".png") }.sorted()
        }
        let rendered = try pngs("position-priority")
        #expect(rendered.contains("left.landscape.png"), "\(rendered)")
        #expect(try pngs("compare-position-priority-vs-position-constant-full") == rendered)
    }

    @Test("--json: documented shape, deterministic")
    func json() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["compare", Self.priority, Self.constant, "--json", "--out", dir.path]
        let r = try CLI.run(args)
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["a", "b", "fps", "sizes", "skippedSizes", "warnings", "states", "transitions",
                                     "sequences", "maximum", "output", "images"])
        #expect(object["sizes"] as? [String] == ["default", "landscape"])
        let states = try #require(object["states"] as? [[String: Any]])
        #expect(states.count == 6)
        let center = try #require(states.first { $0["state"] as? String == "center" && $0["size"] as? String == "landscape" })
        #expect(center["deviation"] as? Double == 227)
        #expect(center["element"] as? String == "title")
        #expect(center["attribute"] as? String == "x")
        let transitions = try #require(object["transitions"] as? [[String: Any]])
        #expect(transitions.count == 6)
        #expect(transitions.allSatisfy { $0["deviation"] as? Double == 0 && $0["element"] is NSNull })
        let maximum = try #require(object["maximum"] as? [String: Any])
        #expect(maximum["deviation"] as? Double == 454)
        #expect((object["images"] as? [String])?.count == 6)
        // Keys in a fixed order; the same bytes on a second run.
        #expect(r.stdout.hasPrefix("{\n  \"a\": {"))
        #expect(try CLI.run(args).stdout == r.stdout)
    }

    @Test("--fail-over: exit 1 above the threshold, 0 at or above the maximum")
    func failOver() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let over = try CLI.run(["compare", Self.priority, Self.constant, "--fail-over", "10", "--out", dir.path])
        #expect(over.status == 1)
        #expect(over.stderr.contains("exceeds --fail-over"))
        let under = try CLI.run(["compare", Self.priority, Self.constant, "--fail-over", "454", "--out", dir.path])
        #expect(under.status == 0)
    }

    @Test("a scene with errors: exit 65, nothing written")
    func sceneErrors() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = Self.root.appendingPathComponent("States/errors/priority-mutation.states").path
        let out = dir.appendingPathComponent("out")
        let r = try CLI.run(["compare", Self.priority, bad, "--out", out.path])
        #expect(r.status == 65)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("no shared state: exit 65 with a message, nothing written; missing file: 74")
    func noSharedState() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let other = Self.root.appendingPathComponent("States/position-constant.states").path   // left, inset
        let scene = dir.appendingPathComponent("x.states")
        try "canvas 100x100\nview v\nv.top == root.top\nv.leading == root.leading\nv.width == 1\nv.height == 1\nstate elsewhere\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let r = try CLI.run(["compare", other, scene.path, "--out", out.path])
        #expect(r.status == 65)
        #expect(r.stderr.contains("share no state"))
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let missing = try CLI.run(["compare", Self.priority, dir.appendingPathComponent("nope.states").path, "--out", out.path])
        #expect(missing.status == 74)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("mismatched ids and states are warnings; the shared ones are compared")
    func mismatchWarnings() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // position-constant.states has states left and inset: only `left` is shared.
        let other = Self.root.appendingPathComponent("States/position-constant.states").path
        let r = try CLI.run(["compare", Self.priority, other, "--out", dir.path])
        #expect(r.status == 0)
        #expect(r.stderr.contains("warning: states only in A (position-priority), not compared: 'center', 'right'"))
        #expect(r.stderr.contains("warning: states only in B (position-constant), not compared: 'inset'"))
        let rows = r.stdout.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.split(separator: " ").map(String.init) == ["left", "0", "0"] })
    }

    @Test("--no-images writes nothing")
    func noImages() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let r = try CLI.run(["compare", Self.priority, Self.constant, "--no-images", "--out", out.path])
        #expect(r.status == 0)
        #expect(!r.stdout.contains("wrote"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("bad usage: exit 64")
    func usage() throws {
        #expect(try CLI.run(["compare", Self.priority]).status == 64)
        #expect(try CLI.run(["compare", Self.priority, Self.constant, "--fps", "0"]).status == 64)
        #expect(try CLI.run(["compare", Self.priority, Self.constant, "--fail-over", "-1"]).status == 64)
    }
}
