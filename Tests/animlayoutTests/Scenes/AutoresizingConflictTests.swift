import Testing
import AnimLayout

/// `States/conflicts/autoresizing-conflict.states`: a frame (translates = true) plus explicit
/// required constraints on the same view: two required conflicts, rendered anyway.
@Suite("Scene: conflicts/autoresizing-conflict")
struct AutoresizingConflictTests {
    static let file = "States/conflicts/autoresizing-conflict.states"

    @Test("two conflicts, the explicit constraint declared last is broken, legacy keeps its frame")
    func conflicts() throws {
        let engine = try SceneHarness.engine(Self.file)
        let layout = try engine.layout(state: "conflicting")
        expectFrames(layout, [
            "legacy": R(20, 100, 160, 90),
            "fixed": R(40, 47 + 200, 200, 90),
        ], scene: engine.scene)
        expectBroken(layout, [])
        #expect(layout.ambiguous.isEmpty)
        try #require(layout.conflicts.count == 2, "conflicts: \(layout.conflicts)")
        let byBroken = Dictionary(uniqueKeysWithValues: layout.conflicts.map { ($0.broken, $0) })
        for (broken, line) in [("legacyLeading", 19), ("legacyWidth", 20)] {
            let c = try #require(byBroken[broken], "no conflict broken by \(broken)")
            #expect(c.constraints.count == 2, "\(c.constraints)")
            #expect(c.constraints.last == broken, "the explicit one is declared last: \(c.constraints)")
            #expect(c.ranges.count == c.constraints.count)
            // The other member is the frame's implicit constraint, written at the view (line 15).
            #expect(c.ranges.first??.start.line == 15, "\(c.ranges)")
            #expect(c.ranges.last??.start.line == line, "\(c.ranges)")
            #expect(c.constraints.first != broken)
        }
    }

    @Test("check fails under --strict (errors) and passes without it (warnings)")
    func strictness() throws {
        let scene = try SceneHarness.scene(Self.file)
        let strict = try SceneCheck(scene: scene, measurer: SceneHarness.measurer, strict: true)
        #expect(strict.hasErrors)
        #expect(strict.problems.filter { $0.severity == .error }.count == 2)
        let lenient = try SceneCheck(scene: scene, measurer: SceneHarness.measurer, strict: false)
        #expect(!lenient.hasErrors)
        #expect(lenient.problems.count == 2)
        #expect(lenient.problems.allSatisfy { $0.severity == .warning })
        #expect(lenient.problems.map { $0.range?.start.line } == [19, 20])
    }
}
