import Testing
@testable import LayoutSolver

@Suite("Priority")
struct PriorityTests {
    @Test("priorities clamp into 1...1000 and order by value")
    func clampAndOrder() {
        #expect(Priority(0).value == 1)
        #expect(Priority(5000).value == 1000)
        #expect(Priority.required.isRequired)
        #expect(!Priority(999).isRequired)
        #expect(Priority.defaultLow < Priority.defaultHigh)
        #expect(Priority.required.description == "required")
    }
}
