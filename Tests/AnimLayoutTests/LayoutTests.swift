import Testing
@testable import AnimLayout

@Suite("Layout")
struct LayoutTests {
    @Test("rect derived edges")
    func rectEdges() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.midX == 25 && r.maxX == 40 && r.midY == 40 && r.maxY == 60)
    }
}
