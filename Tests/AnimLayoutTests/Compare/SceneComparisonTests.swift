import Foundation
import Testing
@testable import AnimLayout

/// Compiles scenes for comparison tests: inline sources and the repository's States/ files.
enum CompareFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func scene(_ source: String, file: String) throws -> Scene {
        let result = StatesCompiler.compile(source: source, file: file)
        let scene = try #require(result.scene)
        #expect(!result.hasErrors)
        return scene
    }

    static func repositoryScene(_ path: String) throws -> Scene {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return try scene(text, file: path)
    }

    /// Monospace text: "Position" at 17 pt is 8 × 0.6 × 17 = 81.6 wide and 1.2 × 17 = 20.4 high.
    static func compare(_ a: Scene, _ b: Scene, fps: Int = 30) throws -> SceneComparison {
        try SceneComparison(a: a, measurerA: MonospaceTextMeasurer(), b: b, measurerB: MonospaceTextMeasurer(), fps: fps)
    }

    /// A 40×40 box at x 0 (`left`) or 100 (`right`), a 20×5 guide `gap`, a 10×10 view `extra`.
    static let sourceA = """
    canvas 200x100
    view box { color #FF0000 }
    view extra
    guide gap
    box.top == root.top
    box.width == 40
    box.height == 40
    pos: box.leading == root.leading
    extra.top == root.top + 50
    extra.leading == root.leading
    extra.width == 10
    extra.height == 10
    gap.top == root.top
    gap.leading == root.leading
    gap.width == 20
    gap.height == 5
    state left
    state right { constant pos 100 }
    state onlyA { constant pos 30 }
    transition left -> right { duration 0.1; curve linear }
    """

    /// Like A without `extra`, with a 26-wide guide, a size `wide`, a state `onlyB`, the
    /// transition twice as long, and a sequence `right -> left`.
    static let sourceB = """
    canvas 200x100
    size wide 400x100
    view box { color #FF0000 }
    guide gap
    box.top == root.top
    box.width == 40
    box.height == 40
    pos: box.leading == root.leading
    gap.top == root.top
    gap.leading == root.leading
    gap.width == 26
    gap.height == 5
    state left
    state right { constant pos 100 }
    state onlyB { constant pos 60 }
    transition left -> right { duration 0.2; curve linear }
    sequence s: right -> left
    """
}

@Suite("compare: priority swap vs constant math")
struct PositionPairTests {
    let comparison: SceneComparison

    init() throws {
        comparison = try CompareFixture.compare(
            try CompareFixture.repositoryScene("States/position-priority.states"),
            try CompareFixture.repositoryScene("States/position-constant-full.states"))
    }

    @Test("same states, elements and sizes; nothing skipped")
    func shared() {
        #expect(comparison.sharedStates == ["left", "center", "right"])
        #expect(comparison.sharedElements == ["title"])
        #expect(comparison.environments == ["default", "landscape"])
        #expect(comparison.skippedSizes.isEmpty)
        #expect(comparison.warnings.isEmpty)
        #expect(comparison.states.count == 6)
    }

    @Test("in the default canvas every state agrees")
    func defaultCanvas() throws {
        for state in ["left", "center", "right"] {
            let s = try #require(comparison.state(state, environment: "default"))
            #expect(s.deviation == .zero, "\(state)")
        }
        // center: x = (390 − 81.6) / 2 = 154.2 in both, y = 47 + 40.
        let center = try #require(comparison.state("center"))
        #expect(close(center.a.frames["title"], Rect(x: 154.2, y: 87, width: 81.6, height: 20.4)))
        #expect(close(center.b.frames["title"], Rect(x: 154.2, y: 87, width: 81.6, height: 20.4)))
    }

    @Test("after rotating to landscape, constant math keeps the portrait constant")
    func landscape() throws {
        let left = try #require(comparison.state("left", environment: "landscape"))
        #expect(left.deviation == .zero)

        // Priority swap re-solves: 844 / 2 − 81.6 / 2 = 381.2. Constant math keeps 154.2.
        let center = try #require(comparison.state("center", environment: "landscape"))
        #expect(close(center.a.frames["title"], Rect(x: 381.2, y: 40, width: 81.6, height: 20.4)))
        #expect(close(center.b.frames["title"], Rect(x: 154.2, y: 40, width: 81.6, height: 20.4)))
        #expect(center.deviation == Deviation(amount: (844 - 390) / 2, element: "title", attribute: .x))
        #expect(center.deviation.amount == 227)

        // right: 844 − 8 − 81.6 = 754.4 vs 390 − 8 − 81.6 = 300.4, 454 apart.
        let right = try #require(comparison.state("right", environment: "landscape"))
        #expect(right.deviation == Deviation(amount: 844 - 390, element: "title", attribute: .x))
        #expect(comparison.maximum.amount == 454)
    }

    @Test("the declared * -> * gives every ordered pair; all frames agree in the default canvas")
    func transitions() {
        let pairs = comparison.transitions.map { "\($0.from)->\($0.to)" }
        #expect(pairs == ["left->center", "left->right", "center->left", "center->right", "right->left", "right->center"])
        for t in comparison.transitions {
            // 0.3 s at 30 fps: round(9) + 1 frames.
            #expect(t.framesA == 10 && t.framesB == 10)
            #expect(t.frames.count == 10)
            #expect(t.deviation == .zero)
        }
    }

    @Test("JSON is deterministic and has the documented keys")
    func json() {
        let report = ComparisonReport(comparison, fileA: "a", fileB: "b")
        let text = report.json.serialized()
        #expect(text == ComparisonReport(comparison, fileA: "a", fileB: "b").json.serialized())
        guard case .object(let pairs) = report.json else {
            Issue.record("not an object")
            return
        }
        #expect(pairs.map(\.0) == ["a", "b", "fps", "sizes", "skippedSizes", "warnings", "states", "transitions", "sequences",
                                   "maximum", "output", "images"])
        #expect(text.contains(#"{"state":"center","size":"landscape","deviation":227,"element":"title","attribute":"x""#))
    }

    @Test("the table has a state × size grid")
    func table() {
        let table = ComparisonReport(comparison, fileA: "a", fileB: "b").table
        let rows = table.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasPrefix("state") && $0.contains("default 390x844") && $0.contains("landscape 844x390") })
        #expect(rows.contains { $0.hasPrefix("center") && $0.hasSuffix("227 title.x") })
        #expect(rows.contains { $0.hasPrefix("right") && $0.hasSuffix("454 title.x") })
        #expect(table.contains("maximum deviation: 454 pt (title x) in state right, size landscape"))
    }
}

@Suite("compare: mismatches, transitions, deviations")
struct CompareMismatchTests {
    @Test("only shared states, elements and sizes are compared; the rest are warnings")
    func mismatches() throws {
        let c = try CompareFixture.compare(try CompareFixture.scene(CompareFixture.sourceA, file: "a.states"),
                                           try CompareFixture.scene(CompareFixture.sourceB, file: "b.states"), fps: 10)
        #expect(c.sharedStates == ["left", "right"])
        #expect(c.statesOnlyInA == ["onlyA"] && c.statesOnlyInB == ["onlyB"])
        #expect(c.sharedElements == ["box", "gap"])
        #expect(c.elementsOnlyInA == ["extra"] && c.elementsOnlyInB.isEmpty)
        #expect(c.environments == ["default"])
        #expect(c.skippedSizes == [SkippedSize(name: "wide", onlyIn: .b)])
        #expect(c.warnings.count == 4)
        #expect(c.warnings.contains("size 'wide' is only in B (b); skipped"))

        // The custom guide is compared: 26 − 20 = 6 in width; the box agrees.
        let left = try #require(c.state("left"))
        #expect(left.deviation == Deviation(amount: 6, element: "gap", attribute: .width))
        #expect(left.elements.map(\.element) == ["box", "gap"])
        #expect(left.elements[0].amount == 0)
    }

    @Test("transitions: declared in A, or consecutive in B's sequence; frames compared index by index")
    func transitionFrames() throws {
        let c = try CompareFixture.compare(try CompareFixture.scene(CompareFixture.sourceA, file: "a.states"),
                                           try CompareFixture.scene(CompareFixture.sourceB, file: "b.states"), fps: 10)
        #expect(c.transitions.map { "\($0.from)->\($0.to)" } == ["left->right", "right->left"])
        // left -> right, linear at 10 fps: A (0.1 s) has x = 0, 100; B (0.2 s) has x = 0, 50, 100.
        // Frame 2 compares A's held last frame (100) with B's 100.
        let t = try #require(c.transition(from: "left", to: "right"))
        #expect(t.framesA == 2 && t.framesB == 3)
        #expect(t.frames.map(\.deviation.amount) == [6, 50, 6])
        #expect(t.deviation == Deviation(amount: 50, element: "box", attribute: .x))
        #expect(t.worst?.index == 1)
        #expect(abs((t.worst?.time ?? -1) - 0.1) < 1e-12)
        #expect(c.maximum.amount == 50)
    }

    @Test("no shared state is an error")
    func noSharedState() throws {
        let a = try CompareFixture.scene("canvas 100x100\nview v\nv.top == root.top\nv.leading == root.leading\nv.width == 1\nv.height == 1\nstate one\n", file: "a.states")
        let b = try CompareFixture.scene("canvas 100x100\nview v\nv.top == root.top\nv.leading == root.leading\nv.width == 1\nv.height == 1\nstate two\n", file: "b.states")
        #expect(throws: ComparisonError.self) { try CompareFixture.compare(a, b) }
    }

    @Test("element deviation: the largest attribute, the first on a tie")
    func elementDeviation() {
        let d = ElementDeviation(element: "v", a: Rect(x: 0, y: 0, width: 10, height: 10), b: Rect(x: -3, y: 3, width: 12, height: 7))
        #expect(d.amount == 3 && d.attribute == .x)
        let e = ElementDeviation(element: "v", a: Rect(x: 0, y: 0, width: 10, height: 10), b: Rect(x: 0.1, y: 0, width: 10, height: 14.5))
        #expect(e.amount == 4.5 && e.attribute == .height)
        #expect(Deviation(largestOf: [d, e]) == Deviation(amount: 4.5, element: "v", attribute: .height))
        #expect(Deviation(largestOf: []) == .zero)
    }
}
