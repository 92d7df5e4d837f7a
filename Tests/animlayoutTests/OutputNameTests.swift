import Testing
import Foundation

/// Issue 17's naming and size defects end to end: D6/D15 (names that collide), D7/D8 (very long
/// names and titles), D2/D3 (memory stays bounded however long the animation).
@Suite("Nothing lost: names, sizes and memory", .serialized)
struct OutputNameTests {
    @Test("D6/D15: a state 'sheet', a state 'manifest' and a sequence 'a-to-b' beside the transition a -> b all get their own files")
    func collidingNames() throws {
        let text = """
        canvas 100x100
        view box
        box.top == root.top
        box.leading == root.leading
        w: box.width == 10
        box.height == 10
        state a
        state b { constant w 50 }
        state sheet { constant w 20 }
        state manifest { constant w 30 }
        state Sheet { constant w 40 }
        transition a -> b { duration 0.1 }
        sequence a-to-b: a -> sheet { hold 0 }
        """
        let dir = try NothingLostTests.workspace(text, name: "names")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "names.states", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("note: state 'sheet' is written as 'sheet~2.png'"))
        #expect(r.stderr.contains("note: sequence 'a-to-b' is written as 'a-to-b~2.gif'"))
        let folder = dir.appendingPathComponent("out/names")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any])
        let states = try #require(manifest["states"] as? [[String: Any]])
        let pngs = states.compactMap { $0["png"] as? String }
        #expect(pngs == ["a.png", "b.png", "sheet~2.png", "manifest.png", "Sheet~3.png"])
        #expect(manifest["sheet"] as? String == "sheet.png")
        let sequences = try #require(manifest["sequences"] as? [[String: Any]])
        #expect(sequences.first?["gif"] as? String == "a-to-b~2.gif")
        // A sequence is written as a GIF only; its transitions' frames are in their own folders.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a-to-b~2").path))
        // Every file is distinct and where the manifest says; the pictures differ (widths 20, 40, and the sheet).
        let files = try #require(manifest["files"] as? [String])
        #expect(Set(files).count == files.count)
        let sheetState = try Data(contentsOf: folder.appendingPathComponent("sheet~2.png"))
        let contactSheet = try Data(contentsOf: folder.appendingPathComponent("sheet.png"))
        #expect(sheetState != contactSheet)
        #expect(try Data(contentsOf: folder.appendingPathComponent("a-to-b.gif")) != Data(contentsOf: folder.appendingPathComponent("a-to-b~2.gif")))
    }

    @Test("D15: two scene files with the same name in one run render into two folders")
    func sameStem() throws {
        let text = "canvas 50x50\nview v\nv.top == root.top\nv.leading == root.leading\nv.width == 10\nv.height == 10\nstate s\n"
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for sub in ["x", "y"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
            try (text + "scene \"\(sub)\"\n").write(to: dir.appendingPathComponent("\(sub)/card.states"), atomically: true, encoding: .utf8)
        }
        let r = try CLI.run(["render", "x/card.states", "y/card.states", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("note: the scene of y/card.states is written as 'card~2/'"))
        let out = dir.appendingPathComponent("out")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["card", "card~2"])
        for (folder, title) in [("card", "x"), ("card~2", "y")] {
            let m = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("\(folder)/manifest.json"))) as? [String: Any])
            #expect(m["title"] as? String == title)
        }
    }

    @Test("D7/D8: a 300-character state name and a 5,000-character title render, with short unique names and a wrapped title")
    func longNames() throws {
        // Identifiers are ASCII; the two differ only in their last letter, far past the cut.
        let long1 = "s" + String(repeating: "x", count: 299)
        let long2 = "s" + String(repeating: "x", count: 298) + "y"
        let title = (0..<1_000).map { "word\($0)" }.joined(separator: " ").prefix(5_000)
        let text = """
        scene "\(title)"
        canvas 100x100
        view box
        box.top == root.top
        box.leading == root.leading
        w: box.width == 10
        box.height == 10
        state \(long1)
        state \(long2) { constant w 50 }
        transition * -> * { duration 0.1 }
        """
        let dir = try NothingLostTests.workspace(text, name: "long")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "long.states", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let folder = dir.appendingPathComponent("out/long")
        let names = NothingLostTests.tree(folder).flatMap { $0.split(separator: "/").map(String.init) }
        #expect(names.allSatisfy { $0.utf8.count <= 140 }, "\(names.map(\.utf8.count))")
        let pngs = NothingLostTests.tree(folder).filter { $0.hasSuffix(".png") && !$0.contains("/") && $0 != "sheet.png" && $0 != "overview.png" }
        #expect(pngs.count == 2)
        // The contact sheet stays a sensible width: 6 columns of 150 pt at most, or 960 pt for a title.
        let sheet = try Data(contentsOf: folder.appendingPathComponent("sheet.png"))
        let width = sheet[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = sheet[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == Int((2 * 24 + 960) * 2.0))
        #expect(height < 2000)
    }

    @Test("D3: a frame over 16.8 MP is a located error from check, and from render at the scale asked for")
    func pixelLimit() throws {
        let text = "canvas 390x844\nsize huge 5000x5000\nview v\nv.top == root.top\nv.leading == root.leading\nv.width == 10\nv.height == 10\nstate s\n"
        let dir = try NothingLostTests.workspace(text, name: "big")
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "big.states"], in: dir)
        #expect(check.status == 65)
        #expect(check.stderr.contains("big.states:2:1: error: at scale 2, a frame of size 'huge' would be 10000×10000 pixels (100 MP)"))
        // The canvas renders at --scale 2; at --scale 4 it is 1560×3376 (5.3 MP), still fine; 'huge' is not.
        #expect(try CLI.run(["render", "big.states", "--out", "out", "--scale", "4"], in: dir).status == 0)
        let huge = try CLI.run(["render", "big.states", "--out", "out2", "--size", "huge", "--format", "gif", "--gif-scale", "1"], in: dir)
        #expect(huge.status == 65)
        #expect(huge.stderr.contains("big.states:2:1: error: at --gif-scale 1, a frame of size 'huge' would be 5000×5000 pixels (25 MP)"))
        // Without --gif-scale, GIFs are drawn at --scale: one error, naming it.
        let atScale = try CLI.run(["render", "big.states", "--out", "out2", "--size", "huge", "--format", "gif,png"], in: dir)
        #expect(atScale.status == 65)
        #expect(atScale.stderr.components(separatedBy: "error: at scale 2, a frame of size 'huge'").count == 2, "\(atScale.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out2/big").path))
        // The option is named only when it was given.
        let asked = try CLI.run(["render", "big.states", "--out", "out2", "--size", "huge", "--format", "png", "--scale", "2"], in: dir)
        #expect(asked.stderr.contains("error: at --scale 2, a frame of size 'huge'"), "\(asked.stderr)")
    }

    @Test("a sequence that turns between a wide and a tall size: its picture, which holds both, is held to the same limit")
    func turningPictureLimit() throws {
        let text = """
            canvas 390x844
            size wide 3000x100
            size tall 100x3000
            view v
            v.top == root.top
            v.leading == root.leading
            v.width == 10
            v.height == 10
            state s
            sequence spin: s in wide -> s in tall
            """
        let dir = try NothingLostTests.workspace(text + "\n", name: "spin")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "spin.states", "--out", "out", "--sequence", "spin", "--format", "gif"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("spin.states:10:1: error: at scale 2, a frame of sequence 'spin' (every size it turns to) would be 6000×6000 pixels (36 MP)"),
                "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/spin").path))
        let check = try CLI.run(["check", "spin.states"], in: dir)
        #expect(check.status == 65 && check.stderr.contains("spin.states:10:1: error: at scale 2, a frame of sequence 'spin'"),
                "\(check.stderr)")
        // At scale 1 it is 9 MP, and drawn.
        let small = try CLI.run(["render", "spin.states", "--out", "out", "--sequence", "spin", "--format", "gif", "--scale", "1"], in: dir)
        #expect(small.status == 0, "\(small.stderr)")
    }

    @Test("a scene of 60 states gets a contact sheet of its first 24")
    func manyStatesSheet() throws {
        var text = "canvas 40x40\nview v\nv.top == root.top\nv.leading == root.leading\nw: v.width == 10\nv.height == 10\n"
        for i in 0..<60 { text += "state s\(i) { constant w \(i % 40) }\n" }
        let dir = try NothingLostTests.workspace(text, name: "many")
        defer { try? FileManager.default.removeItem(at: dir) }
        // States selected on their own: the sheet shows states, not a transition's frames.
        let states = (0..<60).flatMap { ["--state", "s\($0)"] }
        #expect(try CLI.run(["render", "many.states", "--out", "out", "--format", "sheet"] + states, in: dir).status == 0)
        let sheet = try Data(contentsOf: dir.appendingPathComponent("out/many/sheet.png"))
        let height = sheet[20..<24].reduce(0) { $0 << 8 | Int($1) }
        // 4 rows of 150 pt thumbnails (square canvas) under a title, at scale 2.
        #expect(height == Int((2 * 24 + 44 + 4 * (150 + 22) + 3 * 18) * 2.0))
    }

    @Test("D2/D3: a long GIF streams: peak memory stays far below the frames' total size")
    func gifMemoryIsBounded() throws {
        // 91 frames at 390x844 and --gif-scale 2: 1.3 Mpx a frame, 5.3 MB as a raster and 1.3 MB
        // as palette indices: about 600 MB if they were all held (as before the fix).
        let text = """
        canvas 390x844
        view box { color #FF3B30 }
        box.top == root.top + 40
        w: box.width == 40
        box.height == 300
        left: box.leading == root.leading @750
        right: box.trailing == root.trailing @250
        state a
        state b { priority left 250; priority right 750; constant w 200 }
        transition a -> b { duration 3 }
        """
        let dir = try NothingLostTests.workspace(text, name: "long")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, peakKB) = try CLI.runMeasuringMemory(["render", dir.appendingPathComponent("long.states").path,
                                                          "--out", dir.appendingPathComponent("out").path,
                                                          "--format", "gif", "--gif-scale", "2"])
        #expect(status == 0)
        #expect(peakKB < 300 * 1024, "peak RSS \(peakKB / 1024) MB")
        let gif = try Data(contentsOf: dir.appendingPathComponent("out/long/a-to-b.gif"))
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
    }
}

extension CLI {
    /// Runs the tool (give absolute paths: it runs in this process's folder) and returns its exit status and peak resident memory in kB (`wait4`'s
    /// `ru_maxrss` for that one child).
    static func runMeasuringMemory(_ arguments: [String]) throws -> (status: Int32, peakKB: Int) {
        // Through GNU time: it forks and execs the tool from its own small process, so the peak
        // is the tool's alone. (A child spawned straight from this test process inherits the
        // test process's own high-water mark in its ru_maxrss on Linux.)
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("maxrss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report.path, binary.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let peak = Int((try String(contentsOf: report, encoding: .utf8)).split(separator: "\n").last { !$0.isEmpty } ?? "") ?? Int.max
        return (process.terminationStatus, peak)
    }

}
