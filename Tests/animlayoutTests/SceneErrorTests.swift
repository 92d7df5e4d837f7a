import Foundation
import Testing

/// Issue 17: scene problems found after parsing (constant math at state entry, timing, frame
/// caps) are the same located diagnostic, with exit 65, from every command.
@Suite("Scene errors from every command", .serialized)
struct SceneErrorTests {
    /// Writes `source` to a temporary `name` and returns its folder and path.
    static func write(_ source: String, name: String = "scene.states") throws -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return (folder, name)
    }

    /// Runs each command on the scene (in its folder) and returns the results by command.
    static func runAll(_ source: String, state: String, transition: String, sequence: String? = nil) throws -> [String: CLI.Result] {
        let (folder, path) = try write(source)
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [String: CLI.Result] = [:]
        results["check"] = try CLI.run(["check", path], in: folder)
        results["solve"] = try CLI.run(["solve", path, "--state", state], in: folder)
        results["timeline"] = try CLI.run(["timeline", path, "--transition", transition], in: folder)
        results["render"] = try CLI.run(["render", path, "--transition", transition, "--format", "png", "--out", "out"], in: folder)
        if let sequence {
            results["timeline --sequence"] = try CLI.run(["timeline", path, "--sequence", sequence], in: folder)
            results["render --sequence"] = try CLI.run(["render", path, "--sequence", sequence, "--format", "gif", "--out", "out"], in: folder)
        }
        return results
    }

    static let head = """
    canvas 390x844
    label title "Position"
    title.top == root.top + 40
    lead: title.leading == root.leading + 8
    state a

    """

    @Test("constant math that overflows on the layout: the same located error, exit 65, from check, solve, timeline, render")
    func layoutOverflow() throws {
        // root.width × 1e12 = 3.9e14 > 1e12 at entry; line 6, the expression from column 25 to 51.
        let source = Self.head + "state s { constant lead root.width * 1000000000000 }\n"
        let excerpt = """
        scene.states:6:25: error: constant expression evaluates to 390000000000000 on the layout being left, beyond ±1e12 (the largest number a scene may use); check its factors
        state s { constant lead root.width * 1000000000000 }
                                ^~~~~~~~~~~~~~~~~~~~~~~~~~

        """
        for (command, r) in try Self.runAll(source, state: "s", transition: "a->s") {
            #expect(r.status == 65, "\(command): \(r.stderr)")
            #expect(r.stderr == excerpt, "\(command)")
        }
    }

    @Test("literal overflow is caught by the checker: every command stops at it with exit 65")
    func literalOverflow() throws {
        let factors = Array(repeating: "1000000000", count: 40).joined(separator: " * ")
        let source = Self.head + "state s { constant lead " + factors + " }\n"
        for (command, r) in try Self.runAll(source, state: "s", transition: "a->s") {
            #expect(r.status == 65, "\(command): \(r.stderr)")
            #expect(r.stderr.hasPrefix("scene.states:6:25: error: constant math overflows here"), "\(command): \(r.stderr)")
        }
    }

    @Test("3,000 terms: a located error from every command, not a crash")
    func longExpression() throws {
        let source = Self.head + "state s { constant lead " + Array(repeating: "1", count: 3000).joined(separator: " + ") + " }\n"
        for (command, r) in try Self.runAll(source, state: "s", transition: "a->s") {
            #expect(r.status == 65, "\(command): \(r.stderr)")
            #expect(r.stderr.hasPrefix("scene.states:6:25: error: constant expression has 3000 terms; at most 256 are allowed"), "\(command)")
        }
    }
}
