import Foundation
import Testing

/// Rotation from the command line: `render --sequence rotate` (GIF and manifest) and `compare`
/// on the position pair (docs/scenes.md, "Rotation").
@Suite("Rotation commands", .serialized)
struct RotationCommandTests {
    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test("render --sequence rotate --format gif: a picture holding both canvases; the manifest records each step's size")
    func render() throws {
        let out = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["render", "States/position-constant-full.states", "--sequence", "rotate", "--format", "gif",
                             "--out", out.path], in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        let folder = out.appendingPathComponent("position-constant-full")
        let gif = try Data(contentsOf: folder.appendingPathComponent("rotate.gif"))
        let manifest = try Self.json(folder.appendingPathComponent("manifest.json"))
        let scale = try #require(manifest["gifScale"] as? Double)
        // The logical screen: 844 × 844 points (portrait 390 × 844 and landscape 844 × 390).
        let width = Int(gif[6]) | Int(gif[7]) << 8, height = Int(gif[8]) | Int(gif[9]) << 8
        #expect(width == Int(844 * scale) && height == Int(844 * scale))
        let sequences = try #require(manifest["sequences"] as? [[String: Any]])
        let steps = try #require(sequences.first?["steps"] as? [[String: Any]])
        #expect(steps.map { $0["state"] as? String } == ["left", "center", "center", "right", "right"])
        #expect(steps.map { $0["size"] as? String } == ["default", "default", "landscape", "landscape", "default"])
        let canvas = try #require(steps[2]["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 844 && canvas["height"] as? Double == 390)
    }

    @Test("render --sequence rotate --format png: the sequence asked for by name writes its frames, as a transition does")
    func frames() throws {
        let out = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["render", "States/position-constant-full.states", "--sequence", "rotate", "--format", "png",
                             "--out", out.path], in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        let folder = out.appendingPathComponent("position-constant-full/rotate")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        let manifest = try Self.json(out.appendingPathComponent("position-constant-full/manifest.json"))
        let sequences = try #require(manifest["sequences"] as? [[String: Any]])
        #expect(!frames.isEmpty && frames.contains("frame-0000.png"), "\(frames)")
        #expect(sequences.count == 1)
    }

    @Test("compare shows each rotation step: the constants version off its place by 227 pt, then 454 pt")
    func compare() throws {
        let r = try CLI.run(["compare", "States/position-priority.states", "States/position-constant-full.states", "--json"],
                            in: CommandTests.root)
        let data = Data(r.stdout.utf8)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sequences = try #require(report["sequences"] as? [[String: Any]])
        let rotate = try #require(sequences.first { $0["name"] as? String == "rotate" })
        let steps = try #require(rotate["steps"] as? [[String: Any]])
        // Centred in landscape: 422 − W/2 against (390 − W)/2, 227 apart whatever W is; back in
        // portrait at the right: 382 − W against 836 − W, 454 apart.
        let deviations = steps.map { $0["deviation"] as? Double }
        #expect(deviations == [0, 0, 227, 0, 454])
        #expect(steps.map { $0["size"] as? String } == ["default", "default", "landscape", "landscape", "default"])
        let table = try CLI.run(["compare", "States/position-priority.states", "States/position-constant-full.states"],
                                in: CommandTests.root)
        #expect(table.stdout.contains("sequence rotate, each step once it has arrived"))
        #expect(table.stdout.contains("center in landscape"))
    }
}
