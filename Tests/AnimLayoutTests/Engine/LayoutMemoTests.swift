import Testing
@testable import AnimLayout

/// Going back to a state reuses what the engine built for it (``LayoutMemo``): the layouts
/// must be those of a first visit and of a fresh engine, and the memo must stay bounded.
@Suite("Engine: memo of states laid out before")
struct LayoutMemoTests {
    @Test("back and forth between priority states: the same layouts, reports and solver edits as a first visit")
    func revisits() throws {
        let engine = PriorityAndStateTests.positionScene().engine()
        var first: [String: Layout] = [:]
        var previous: Layout? = nil
        for name in ["left", "center", "right", "center", "left", "right", "left", "center"] {
            let layout = try engine.layout(state: name, leaving: previous)
            let fresh = try PriorityAndStateTests.positionScene().engine().layout(state: name)
            #expect(layout == fresh, "\(name)")
            if let earlier = first[name] { #expect(layout == earlier, "\(name), again") } else { first[name] = layout }
            #expect(layout.broken.count == 2)
            previous = layout
        }
        // left -> center re-weights two constraints, from the memo as on a first visit.
        _ = try engine.layout(state: "left")
        _ = try engine.layout(state: "center")
        #expect(engine.lastChangeCount == 2)
        #expect(engine.memo.count == 3)
    }

    @Test("at most eight systems are kept, the oldest forgotten first; a forgotten state lays out as before")
    func bounded() throws {
        var f = SceneFixture()
        f.element("box", .view) { $0.intrinsic = .size(width: 100, height: 50) }
        f.constrain("top", "box.top", .equal, "root.top", constant: 0)
        f.constrain(nil, "box.leading", .equal, "root.leading")
        for k in 0..<12 { f.state("s\(k)", [.constant(constraint: "top", .number(Double(10 * k)))]) }
        let engine = f.engine()
        for k in 0..<12 {
            let layout = try engine.layout(state: "s\(k)")
            #expect(layout.frame("box") == Rect(x: 0, y: Double(10 * k), width: 100, height: 50))
            #expect(engine.memo.count == min(k + 1, LayoutMemo.maximumEntries))
        }
        #expect(try engine.layout(state: "s0").frame("box") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(try engine.layout(state: "s11").frame("box") == Rect(x: 0, y: 110, width: 100, height: 50))
    }

    @Test("resolved states over the limit: the oldest are forgotten one at a time, the newest kept; a forgotten state resolves as before")
    func resolvedStatesBounded() throws {
        var f = SceneFixture()
        f.element("box", .view) { $0.intrinsic = .size(width: 100, height: 50) }
        f.constrain("top", "box.top", .equal, "root.top", constant: 0)
        f.constrain(nil, "box.leading", .equal, "root.leading")
        for k in 0..<6 { f.state("s\(k)", [.constant(constraint: "top", .number(Double(10 * k)))]) }
        let engine = f.engine()
        _ = try engine.layout(state: "s0")
        let perState = try #require(engine.memo.resolved["s0"]).constraints.count
        engine.memo.resolvedLimit = 3 * perState
        for k in 1..<6 {
            _ = try engine.layout(state: "s\(k)")
            let kept = Set(engine.memo.resolved.keys)
            #expect(kept == Set((max(0, k - 2)...k).map { "s\($0)" }), "after s\(k): \(kept.sorted())")
        }
        #expect(try engine.layout(state: "s0").frame("box") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(engine.memo.resolved.keys.contains("s0") && !engine.memo.resolved.keys.contains("s3"))
    }
}
