import Foundation
import Testing

/// Issue 23, item 5: renders of other sizes, appearances, states and formats land beside each
/// other in one folder, with the size and appearance in the file names, and one manifest that
/// lists them all; `--size all` renders every size.
@Suite("Render: sizes and appearances side by side", .serialized)
struct OutputVariantTests {
    static let scene = """
        canvas 390x844 safe-area(top: 47, bottom: 34)
        size landscape 844x390 safe-area(leading: 47, trailing: 47, bottom: 21)
        size night 390x844 appearance dark
        label title "Hello" { color blue }
        title.top == root.safe.top + 20
        left: title.leading == root.leading + 8 @750
        right: title.trailing == root.trailing - 8 @250
        state a
        state b { priority left 250; priority right 750 }
        transition a -> b { duration 0.1 }
        """

    static func workspace() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-variants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try scene.write(to: dir.appendingPathComponent("hello.states"), atomically: true, encoding: .utf8)
        return dir
    }

    static func manifest(_ dir: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: dir.appendingPathComponent("out/hello/manifest.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func files(_ dir: URL) throws -> Set<String> {
        let folder = dir.appendingPathComponent("out/hello")
        let all = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return Set(all.filter { !$0.contains("frame-") && !$0.hasSuffix("a-to-b") && !$0.contains("a-to-b.") || $0.hasSuffix(".gif") })
    }

    @Test("a size and an appearance go into the names; a later render keeps the earlier ones; the manifest is the union")
    func sideBySide() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        for options in [[], ["--size", "landscape"], ["--appearance", "dark"], ["--size", "night"], ["--state", "a", "--format", "svg"]] {
            let r = try CLI.run(["render", "hello.states", "--out", "out"] + options, in: dir)
            #expect(r.status == 0, "\(options): \(r.stderr)")
        }
        let files = try Self.files(dir)
        for name in ["a.png", "b.png", "a-to-b.gif", "sheet.png", "a.landscape.png", "a-to-b.landscape.gif", "sheet.landscape.png",
                     "a@dark.png", "b@dark.png", "sheet@dark.png", "a.night.png", "a.svg", "manifest.json"] {
            #expect(files.contains(name), "\(name) missing from \(files.sorted())")
        }
        let manifest = try Self.manifest(dir)
        let states = try #require(manifest["states"] as? [[String: Any]])
        func entry(_ name: String, _ size: String, _ appearance: String) -> [String: Any]? {
            states.first { $0["name"] as? String == name && $0["size"] as? String == size && $0["appearance"] as? String == appearance }
        }
        #expect(entry("a", "default", "light")?["png"] as? String == "a.png")
        #expect(entry("a", "default", "light")?["svg"] as? String == "a.svg")
        #expect(entry("a", "landscape", "light")?["png"] as? String == "a.landscape.png")
        #expect(entry("a", "default", "dark")?["png"] as? String == "a@dark.png")
        #expect(entry("a", "night", "dark")?["png"] as? String == "a.night.png")
        #expect(states.count == 8)   // a and b × (canvas, landscape, canvas in dark, night)
        // Every file in the folder is listed, so the next render may still replace it.
        let listed = Set(try #require(manifest["files"] as? [String]))
        let folder = dir.appendingPathComponent("out/hello")
        let onDisk = Set(try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            return path != "manifest.json" && !isFolder.boolValue
        })
        #expect(onDisk == listed)
        // Rendering the same output again replaces it: one entry per state, size and appearance.
        #expect(try CLI.run(["render", "hello.states", "--out", "out", "--size", "landscape"], in: dir).status == 0)
        #expect(try #require(try Self.manifest(dir)["states"] as? [[String: Any]]).count == 8)
    }

    @Test("--size all renders the canvas and every size; --size twice renders both; solve rejects a repeated --size; 'all' cannot name a size")
    func sizeAll() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "hello.states", "--out", "out", "--size", "all", "--format", "png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let files = try Self.files(dir)
        #expect(files.isSuperset(of: ["a.png", "a.landscape.png", "a.night.png", "b.night.png"]))
        #expect(r.stdout.contains("(size landscape)") && r.stdout.contains("(size night)"))
        let twice = try CLI.run(["solve", "hello.states", "--size", "landscape", "--size", "night"], in: dir)
        #expect(twice.status == 64 && twice.stderr.contains("--size is given 2 times"), "\(twice.stderr)")
        try (Self.scene + "\nsize all 100x100\n").write(to: dir.appendingPathComponent("bad.states"), atomically: true, encoding: .utf8)
        let bad = try CLI.run(["check", "bad.states"], in: dir)
        #expect(bad.status == 65 && bad.stderr.contains("'all' is reserved"), "\(bad.stderr)")
    }

    @Test("--size all draws the sizes together: the folder is byte for byte the one the sizes rendered one after another leave")
    func sizesTogether() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let together = try CLI.run(["render", "hello.states", "--out", "together", "--size", "all"], in: dir)
        #expect(together.status == 0, "\(together.stderr)")
        for size in ["default", "landscape", "night"] {
            let one = try CLI.run(["render", "hello.states", "--out", "apart", "--size", size], in: dir)
            #expect(one.status == 0, "\(one.stderr)")
        }
        func contents(_ folder: String) throws -> [String: Data] {
            let root = dir.appendingPathComponent(folder).appendingPathComponent("hello")
            var out: [String: Data] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
                if !isFolder.boolValue { out[path] = try Data(contentsOf: root.appendingPathComponent(path)) }
            }
            return out
        }
        let a = try contents("together"), b = try contents("apart")
        #expect(a.count > 10 && Set(a.keys) == Set(b.keys), "\(Set(a.keys).symmetricDifference(Set(b.keys)).sorted())")
        #expect(a.filter { b[$0.key] != $0.value }.keys.sorted() == [])
        // The console says what each size wrote, in the sizes' order.
        let lines = together.stdout.split(separator: "\n").filter { $0.contains("→") }
        #expect(lines.count == 3 && lines[1].contains("(size landscape)") && lines[2].contains("(size night)"), "\(together.stdout)")
    }
}

@Suite("Render: overview page", .serialized)
struct OverviewPageTests {
    @Test("a full render adds overview.png, every state in every size at one scale; a state called 'overview' steps aside")
    func overview() throws {
        let dir = try OutputVariantTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["render", "hello.states", "--out", "out"], in: dir).status == 0)
        let manifest = try OutputVariantTests.manifest(dir)
        #expect(manifest["overview"] as? String == "overview.png")
        let path = dir.appendingPathComponent("out/hello/overview.png").path
        let data = try #require(FileManager.default.contents(atPath: path))
        // The PNG's IHDR: 2 states × 3 sizes at one scale, the landscape row wider than tall.
        let bytes = [UInt8](data)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        // The largest side (landscape's 844 pt) is 280 pt: a portrait canvas is 280 × 390/844 ≈ 129 wide; landscape 280.
        // Columns: max(129, 280) = 280 each, 2 columns + 18 gap + 2 × 24 padding, at scale 1.
        #expect(width == 2 * 280 + 18 + 48, "\(width)")
        #expect(height > 3 * 129, "\(height)")
        // Only a full render of the canvas writes it.
        #expect(try CLI.run(["render", "hello.states", "--out", "o2", "--state", "a"], in: dir).status == 0)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o2/hello/overview.png").path))
        // A state named `overview` is written beside it.
        try (OutputVariantTests.scene + "\nstate overview\n").write(to: dir.appendingPathComponent("hello.states"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "hello.states", "--out", "o3", "--format", "png,sheet"], in: dir)
        #expect(r.status == 0 && r.stderr.contains("state 'overview' is written as 'overview~2.png'"), "\(r.stderr)")
    }
}

@Suite("Play and flows from the CLI", .serialized)
struct PlayCommandTests {
    @Test("play renders events.gif and prints what each step did; render writes each declared flow's GIF; timeline --events lists the frames")
    func play() throws {
        let out = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["play", "States/card-expanding.states", "--events", "wait 0.2, tap card, wait 1", "--out", out.path], in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("events: 0.2 s: tap card hit 'summary' -> 'expanded'"), "\(r.stdout)")
        let gif = try Data(contentsOf: out.appendingPathComponent("card-expanding/events.gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        let render = try CLI.run(["render", "States/card-expanding.states", "--flow", "read", "--format", "gif", "--out", out.path], in: CommandTests.root)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("card-expanding/read.gif").path))
        let bad = try CLI.run(["play", "States/card-expanding.states", "--events", "tap crad"], in: CommandTests.root)
        #expect(bad.status == 64 && bad.stderr.contains("did you mean 'card'"), "\(bad.stderr)")
        let timeline = try CLI.run(["timeline", "States/card-expanding.states", "--events", "tap card, wait 0.5", "--json"], in: CommandTests.root)
        #expect(timeline.status == 0 && timeline.stdout.contains("\"segment\": \"collapsed->expanded\""))
    }
}
