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

    @Test("an undamped spring: check reports it at the curve, and every command the same, exit 65")
    func undampedSpring() throws {
        let source = Self.head + "state b { constant lead 100 }\ntransition a -> b { curve spring(mass: 1, stiffness: 100, damping: 0) }\nsequence tour: a -> b\n"
        let excerpt = """
        scene.states:7:27: error: an undamped spring (damping 0) oscillates forever and never comes to rest; give damping greater than 0 (e.g. damping: 10)
        transition a -> b { curve spring(mass: 1, stiffness: 100, damping: 0) }
                                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        scene.states:7:68: note: damping is 0 here
        transition a -> b { curve spring(mass: 1, stiffness: 100, damping: 0) }
                                                                           ^

        """
        let results = try Self.runAll(source, state: "b", transition: "a->b", sequence: "tour")
        #expect(results.count == 6)
        for (command, r) in results {
            #expect(r.status == 65, "\(command): \(r.stderr)")
            #expect(r.stderr == excerpt, "\(command)")
            #expect(!r.stderr.contains("springPhysical"), "\(command)")
        }
    }

    @Test("'hold 400' for 'hold 4.00': check, timeline and render report it at the hold, exit 65")
    func frameCap() throws {
        let source = Self.head + "state b { constant lead 100 }\nstate c { hide title }\ntransition * -> * { duration 0.3 }\nsequence tour: a -> b -> c -> a { hold 400 }\n"
        // 4 × 400 s × 30 fps + 3 × 9 + 1 frames; `hold 400` is at line 9, columns 35-43.
        // The number without a unit is probably milliseconds: a warning first, at the number.
        let excerpt = """
        scene.states:9:40: warning: the hold is 400 seconds, over 60 s; if milliseconds were meant, write 400ms
        sequence tour: a -> b -> c -> a { hold 400 }
                                               ^~~
        scene.states:9:35: error: sequence 'tour' would have 48,028 frames at 30 fps (at most 6,000): 'hold 400' holds 400 s at each of 4 states
        sequence tour: a -> b -> c -> a { hold 400 }
                                          ^~~~~~~~

        """
        let (folder, path) = try Self.write(source)
        defer { try? FileManager.default.removeItem(at: folder) }
        for args in [["check", path], ["timeline", path, "--sequence", "tour"], ["render", path, "--sequence", "tour", "--out", "out"],
                     ["render", path, "--out", "out"]] {
            let r = try CLI.run(args, in: folder)
            #expect(r.status == 65, "\(args): \(r.stderr)")
            #expect(r.stderr == excerpt, "\(args)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/scene").path))
        // At 120 fps the same hold is 192,000 frames: the message says so.
        let fast = try CLI.run(["timeline", path, "--sequence", "tour", "--fps", "120"], in: folder)
        #expect(fast.status == 65)
        #expect(fast.stderr.contains("scene.states:9:35: error: sequence 'tour' would have 192,109 frames at 120 fps (at most 6,000)"))
        // Names given on the command line that do not exist stay usage errors.
        let unknownState = try CLI.run(["timeline", path, "--transition", "a->nowhere"], in: folder)
        #expect(unknownState.status == 64)
        #expect(unknownState.stderr.hasSuffix("\nscene.states: error: unknown state 'nowhere'\n"))
        let unknownSequence = try CLI.run(["render", path, "--sequence", "nowhere", "--out", "out"], in: folder)
        #expect(unknownSequence.status == 64)
        #expect(unknownSequence.stderr.hasSuffix("\nscene.states: error: unknown sequence 'nowhere'\n"))
    }

    @Test("a transition over the cap: check, timeline and render report its duration, exit 65")
    func longTransition() throws {
        let source = Self.head + "state b { constant lead 100 }\ntransition a -> b { duration 300 }\n"
        let excerpt = """
        scene.states:7:30: warning: the duration is 300 seconds, over 10 s; if milliseconds were meant, write 300ms
        transition a -> b { duration 300 }
                                     ^~~
        scene.states:7:21: error: transition 'a -> b' would have 9,001 frames at 30 fps (at most 6,000): 'duration 300' lasts 300 s
        transition a -> b { duration 300 }
                            ^~~~~~~~~~~~

        """
        let (folder, path) = try Self.write(source)
        defer { try? FileManager.default.removeItem(at: folder) }
        for args in [["check", path], ["timeline", path, "--transition", "a->b"], ["render", path, "--transition", "a->b", "--out", "out"]] {
            let r = try CLI.run(args, in: folder)
            #expect(r.status == 65, "\(args): \(r.stderr)")
            #expect(r.stderr == excerpt, "\(args)")
        }
        // At 10 fps it fits: 3,001 frames.
        let slow = try CLI.run(["timeline", path, "--transition", "a->b", "--fps", "10"], in: folder)
        #expect(slow.status == 0)
        #expect(slow.stdout.hasPrefix("scene scene, 3001 frames at 10 fps, 300 s"))
    }
}
