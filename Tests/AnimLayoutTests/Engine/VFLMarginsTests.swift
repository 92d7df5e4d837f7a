import Testing
@testable import AnimLayout

/// VFL `|-` under rtl: the superview's leading margin is its right one.
@Suite("Engine: VFL margins under rtl")
struct VFLMarginsRTLTests {
    @Test("H:|-[a(40)] puts a against the root's leading margin: 16 from the right edge under rtl")
    func rtl() throws {
        let scene = try #require(StatesCompiler.compile(source: """
        canvas 390x844 rtl
        view a
        vfl "H:|-[a(40)]"
        vfl "V:|-8-[a(40)]"
        """, file: "t.states").scene)
        let layout = try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: "default")
        #expect(layout.frames["a"] == Rect(x: 390 - 16 - 40, y: 8, width: 40, height: 40))
    }
}
