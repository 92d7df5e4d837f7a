import Testing
import Foundation

/// The GIFs the README shows are committed under output/readme/. Rendering is deterministic, so
/// a fresh render must reproduce them byte for byte; when a change alters the drawing on
/// purpose, re-run `scripts/readme-gifs.sh`, look at the GIFs, and commit them.
@Suite("README GIFs", .serialized)
struct ReadmeGIFTests {
    static let cases: [(scene: String, sequence: String, options: [String])] = [
        ("position-priority", "tour", []),
        ("breakable-stack", "adjust", []),
        ("layout-guides", "tour", []),
        ("card-expanding", "tour", []),
        ("press-and-follow", "tour", []),
        ("position-constant-full", "rotate", ["--gif-scale", "1"]),
        ("position-priority", "rotate", ["--gif-scale", "1"]),
    ]

    @Test("committed README GIFs match a fresh render", arguments: 0..<7)
    func matches(_ index: Int) throws {
        let (scene, sequence, options) = Self.cases[index]
        let root = CommandTests.root
        let committed = root.appendingPathComponent("output/readme/\(scene)/\(sequence).gif")
        let expected = try Data(contentsOf: committed)
        let out = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["render", "States/\(scene).states", "--sequence", sequence, "--format", "gif", "--out", out.path] + options, in: root)
        #expect(r.status == 0, "\(r.stderr)")
        let fresh = try Data(contentsOf: out.appendingPathComponent("\(scene)/\(sequence).gif"))
        #expect(Bool(fresh == expected), "output/readme/\(scene)/\(sequence).gif differs from a fresh render (\(fresh.count) vs \(expected.count) bytes); re-run scripts/readme-gifs.sh and review the GIF")
    }

    @Test("the README's animated SVG and Lottie file match a fresh render, twice in a row")
    func vectors() throws {
        let root = CommandTests.root
        for _ in 0..<2 {
            let out = try CommandTests.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let r = try CLI.run(["render", "States/position-priority.states", "--sequence", "tour", "--format", "animated-svg,lottie",
                                 "--out", out.path], in: root)
            #expect(r.status == 0, "\(r.stderr)")
            for file in ["tour.svg", "tour.json"] {
                let committed = try Data(contentsOf: root.appendingPathComponent("output/readme/position-priority/\(file)"))
                let fresh = try Data(contentsOf: out.appendingPathComponent("position-priority/\(file)"))
                #expect(Bool(fresh == committed), "output/readme/position-priority/\(file) differs from a fresh render; re-run scripts/readme-gifs.sh")
            }
        }
    }
}
