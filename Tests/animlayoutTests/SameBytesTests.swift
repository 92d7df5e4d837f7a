import Foundation
import Testing

/// A scene renders the same bytes whatever else the process rendered before it: each scene
/// alone, then all of them in one run, in order and reversed, file by file — with the text
/// designs that used to leak from one scene into the next (a semibold and a 22-pt label
/// before a plain 17-pt one) and bundled scenes; also as wireframes and SVG, and `audit --json`.
/// (scripts/check-determinism.sh runs the same on every bundled scene.)
@Suite("CLI: the same bytes whatever else is rendered")
struct SameBytesTests {
    static let planted = [
        "semibold": "label t \"Position\" { font 15 semibold }",
        "display": "label t \"Position\" { font 22 }",
        "plain": "label t \"Position\"",
    ]

    static func files(in folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return out }
        for case let url as URL in walker where !url.hasDirectoryPath {
            let data = try Data(contentsOf: url)
            out[String(url.path.dropFirst(folder.path.count))] = data
        }
        return out
    }

    @Test("alone, in order and reversed: identical files (PNG and SVG, device and wireframe), identical audit JSON")
    func sameBytes() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var scenes: [String] = []
        for (name, label) in Self.planted.sorted(by: { $0.key < $1.key }) {
            let text = "canvas 200x80\n\(label)\nt.top == root.top + 20\nt.leading == root.leading + 10\nstate only\n"
            try text.write(to: dir.appendingPathComponent("\(name).states"), atomically: true, encoding: .utf8)
            scenes.append("\(name).states")
        }
        for bundled in ["position-priority", "form-baselines"] {
            try FileManager.default.copyItem(at: CommandTests.root.appendingPathComponent("States/\(bundled).states"),
                                             to: dir.appendingPathComponent("\(bundled).states"))
            scenes.append("\(bundled).states")
        }
        for style in [["--format", "png,svg"], ["--format", "png", "--style", "wireframe"]] {
            let common = ["render"] + style
            for scene in scenes {
                let r = try CLI.run(common + [scene, "--out", "alone"], in: dir)
                #expect(r.status == 0, "\(r.stderr)")
            }
            let alone = try Self.files(in: dir.appendingPathComponent("alone"))
            for (order, list) in [("order", scenes), ("reversed", scenes.reversed())] {
                let r = try CLI.run(common + list + ["--out", order], in: dir)
                #expect(r.status == 0, "\(r.stderr)")
                let together = try Self.files(in: dir.appendingPathComponent(order))
                #expect(Set(together.keys) == Set(alone.keys))
                let differing = alone.keys.filter { together[$0] != alone[$0] }.sorted()
                #expect(differing.isEmpty, "\(style) \(order): \(differing)")
            }
            for folder in ["alone", "order", "reversed"] { try FileManager.default.removeItem(at: dir.appendingPathComponent(folder)) }
        }
        let alone = try scenes.map { try CLI.run(["audit", $0, "--json"], in: dir).stdout }
        let order = try CLI.run(["audit", "--json"] + scenes, in: dir).stdout
        let reversed = try CLI.run(["audit", "--json"] + scenes.reversed(), in: dir).stdout
        func byScene(_ json: String) throws -> [String: String] {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            var out: [String: String] = [:]
            for scene in object?["scenes"] as? [[String: Any]] ?? [] {
                let data = try JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys])
                out["\(scene["file"] ?? "")"] = String(decoding: data, as: UTF8.self)
            }
            return out
        }
        let single = try alone.map(byScene).reduce(into: [String: String]()) { $0.merge($1) { a, _ in a } }
        #expect(try byScene(order) == single && byScene(reversed) == single)
    }
}
