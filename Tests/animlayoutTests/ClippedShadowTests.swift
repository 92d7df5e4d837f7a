import Foundation
import Testing

/// A view that `clips` does not show its own shadow (clipsToBounds masks the layer's shadow in
/// UIKit): `check` says so at the line, and the picture is the one without the shadow.
@Suite("CLI: a shadow on a view that clips")
struct ClippedShadowTests {
    static func scene(_ card: String) -> String {
        """
        canvas 200x200
        view card { color white; corner 12; \(card) }
        card.centerX == root.centerX
        card.centerY == root.centerY
        card.width == 100
        card.height == 100
        state a
        """
    }

    @Test("check warns at the second of shadow and clips; the render equals the one without the shadow")
    func clippedShadow() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ name: String, _ card: String) throws -> String {
            let file = dir.appendingPathComponent("\(name).states")
            try Self.scene(card).write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
        let clipped = try write("clipped", "shadow(radius: 10, y: 4, opacity: 0.5); clips")
        let plain = try write("plain", "clips")
        let check = try CLI.run(["check", clipped])
        #expect(check.stderr.contains("clipped.states:2:") && check.stderr.contains("its shadow is not drawn"), "\(check.stderr)")
        let quiet = try CLI.run(["check", plain])
        #expect(!quiet.stderr.contains("shadow"))
        _ = try CLI.run(["render", clipped, "--out", dir.appendingPathComponent("a").path])
        _ = try CLI.run(["render", plain, "--out", dir.appendingPathComponent("b").path])
        let a = try Data(contentsOf: dir.appendingPathComponent("a/clipped/a.png"))
        let b = try Data(contentsOf: dir.appendingPathComponent("b/plain/a.png"))
        #expect(a == b)
    }
}
