import Testing
import AnimLayout

/// `States/errors/*.states`: scenes that must not load, with their errors where docs/scenes.md says.
@Suite("Scene: errors")
struct ErrorScenesTests {
    @Test("priority-mutation: two errors at lines 20 and 21, each suggesting 999")
    func priorityMutation() throws {
        let result = try SceneHarness.compile("States/errors/priority-mutation.states")
        #expect(result.scene == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { $0.range?.start.line } == [20, 21])
        #expect(errors.map { $0.range?.start.file } == ["States/errors/priority-mutation.states", "States/errors/priority-mutation.states"])
        for e in errors {
            #expect(e.message.contains("999"), "\(e.message)")
            #expect(e.message.contains("'left'"), "\(e.message)")
            #expect(e.message.contains("250"), "\(e.message)")
        }
    }

    @Test("slot-type-mismatch: one error at line 17 naming the slot, vw.top and vw.leading")
    func slotTypeMismatch() throws {
        let result = try SceneHarness.compile("States/errors/slot-type-mismatch.states")
        #expect(result.scene == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { $0.range?.start.line } == [17])
        let message = errors.first?.message ?? ""
        #expect(message.contains("vwTop"), "\(message)")
        #expect(message.contains("vw.top"), "\(message)")
        #expect(message.contains("vw.leading"), "\(message)")
    }

    @Test("slot-type-mismatch: no follow-on warning about the state whose replace was rejected")
    func noCascadeWarning() throws {
        let result = try SceneHarness.compile("States/errors/slot-type-mismatch.states")
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        // Once the `replace` is rejected, what is left of state 'broken' equals 'start'; the
        // checker must not add "state 'broken' is identical to state 'start'" on top of the error.
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
