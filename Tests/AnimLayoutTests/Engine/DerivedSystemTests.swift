import Testing
@testable import StatesFormat
@testable import AnimLayout

/// A state that differs from one laid out before only in written priorities and constants gets
/// its system derived from the kept one (``LayoutMemo/derive``) instead of built: the system,
/// the layout and the reports must be exactly those of building it.
@Suite("Engine: systems derived from a kept one")
struct DerivedSystemTests {
    /// Written constraints of every shape the builder makes: constants on both sides, a
    /// multiplier, centres, trailing edges (flipped in right-to-left), a baseline, inequalities
    /// and optional priorities; states change constants and priorities, and one hides a view.
    static func scene(rtl: Bool) -> Scene {
        var f = SceneFixture(rtl: rtl)
        f.element("a", .view) { $0.intrinsic = .size(width: 40, height: 20) }
        f.element("b", .view)
        f.element("c", .label, text: "Hello")
        f.constrain("lead", "a.leading", .equal, "root.leading", constant: 8)
        f.constrain("top", "a.top", .equal, "root.safe.top", constant: 10)
        f.constrain("gap", "b.leading", .equal, "a.trailing", constant: 12, priority: 750)
        f.constrain("half", "b.width", .equal, "a.width", multiplier: 0.5, constant: 3)
        f.constrain("mid", "b.centerY", .equal, "a.centerY")
        f.constrain(nil, "b.height", .greaterOrEqual, nil, constant: 30, priority: 500)
        f.constrain("base", "c.firstBaseline", .equal, "b.bottom", constant: 20)
        f.constrain("centre", "c.centerX", .equal, "root.centerX", constant: -5, priority: 250)
        f.constrain("room", "c.trailing", .lessOrEqual, "root.trailing", constant: -16)
        f.state("rest")
        f.state("moved", [.constant(constraint: "lead", .number(28)), .constant(constraint: "half", .number(-7.25))])
        f.state("weighted", [.priority(constraint: "gap", 250), .priority(constraint: "top", 999)])
        f.state("both", [.constant(constraint: "base", .number(0.1)), .priority(constraint: "half", 300),
                         .constant(constraint: "centre", .number(1e-9))])
        f.state("hidden", [.hide(element: "b")])
        return f.scene
    }

    /// Lays out `walk` on an engine that derives systems and on one that builds every system,
    /// comparing each system entry (constants bit for bit) and each layout.
    /// Returns how many systems each step derived (a layout solves once per pass of its guides'
    /// insets) and how many system entries were compared.
    static func compare(_ scene: Scene, walk: [String]) throws -> (derivations: [Int], compared: Int) {
        let deriving = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
        let building = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
        building.derives = false
        var compared = 0
        var derivations: [Int] = []
        for name in walk {
            let before = deriving.derivedSystems
            let a = try deriving.layout(state: name)
            let b = try building.layout(state: name)
            derivations.append(deriving.derivedSystems - before)
            #expect(a == b, "\(name)")
            #expect(a.broken == b.broken && a.ambiguous == b.ambiguous, "\(name)")
            let x = deriving.appliedSystem, y = building.appliedSystem
            #expect(x.count == y.count, "\(name)")
            for (p, q) in zip(x, y) {
                #expect(p.key == q.key && p.displayID == q.displayID && p.priority == q.priority
                        && p.relation == q.relation && p.order == q.order && p.range == q.range, "\(name) \(p.key)")
                #expect(p.expression.sameVariables(as: q.expression), "\(name) \(p.key)")
                #expect(p.expression.constant.bitPattern == q.expression.constant.bitPattern, "\(name) \(p.key)")
                compared += 1
            }
        }
        #expect(building.derivedSystems == 0)
        return (derivations, compared)
    }

    @Test("changed constants and priorities, left to right and right to left: the derived system is the built one", arguments: [false, true])
    func sameAsBuilt(rtl: Bool) throws {
        let walk = ["rest", "moved", "weighted", "both", "hidden", "moved", "rest", "both", "weighted"]
        let (derivations, compared) = try Self.compare(Self.scene(rtl: rtl), walk: walk)
        // rest is built; moved, weighted and both are derived (each pass of the guides'
        // insets from the kept system of the same insets); hidden is built, as hiding a view
        // changes what a stack would generate; moved is found in the memo; rest, forgotten
        // by then (eight systems are kept), is derived again; both and weighted are found.
        #expect(derivations == [0, 2, 2, 2, 0, 0, 2, 0, 0])
        #expect(compared > 9 * 10)
    }

    @Test("a parsed scene with a stack, VFL and margins: every first entry is derived and equal to a build")
    func parsedScene() throws {
        var source = """
        scene "derive"
        canvas 390x844 safe-area(top: 47, bottom: 34)
        view card {
            stack row {
                axis horizontal
                spacing 8
                label title "Title"
                button go "Go"
            }
            row.top == super.top + 12
            row.leading == super.leading + 12
            gap: row.bottom <= super.bottom - 12 @999
        }
        vfl "H:|-[card]-|"
        top: card.top == root.safe.top + 20
        card.height == 200 @750
        state rest

        """
        for k in 0..<6 {
            source += k % 2 == 0 ? "state s\(k) { constant top \(27 + 7 * k) }\n" : "state s\(k) { priority gap \(700 + k) }\n"
        }
        let result = StatesCompiler.compile(source: Array(source.utf8), file: "derive.states")
        let scene = try #require(result.scene, "\(result.diagnostics)")
        let (derivations, compared) = try Self.compare(scene, walk: ["rest", "s0", "s1", "s2", "s3", "s4", "s5", "s1"])
        // rest is built, each first entry derived, and going back to s1 finds it in the memo.
        #expect(derivations.first == 0 && derivations.last == 0, "\(derivations)")
        #expect(derivations.dropFirst().dropLast().allSatisfy { $0 > 0 }, "\(derivations)")
        #expect(compared > 8 * 10)
    }
}
