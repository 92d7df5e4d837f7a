import Testing
@testable import StatesFormat

/// `first REL second [* m] [+ c] @p`, written by hand in the expectations below.
func describe(_ c: Constraint) -> String {
    var s = "\(c.first) \(c.relation.rawValue) "
    if let second = c.second {
        s += "\(second)"
        if c.multiplier != 1 { s += " * \(Checker.format(c.multiplier))" }
        if c.constant > 0 { s += " + \(Checker.format(c.constant))" }
        if c.constant < 0 { s += " - \(Checker.format(-c.constant))" }
    } else {
        s += Checker.format(c.constant)
    }
    return s + " @\(c.priority)"
}

/// The constraints a scene with elements a, b, c and the given lines produces.
func vflConstraints(_ lines: String, file: String = "t.states") -> [Constraint] {
    let source = "canvas 390x844\nview a\nview b\nview c\n" + lines + "\n"
    let result = compile(source, file: file)
    #expect(!result.hasErrors, "\(result.diagnostics)")
    return result.scene?.constraints ?? []
}

@Suite("Visual Format Language")
struct VFLTests {
    @Test("the specification's string: superview margins, standard spacing, >= spacing, equal widths")
    func specString() {
        // `|-` and `-|` are the superview's layout margins (Apple's Visual Format Language
        // reference); between views `-` is the standard 8 points.
        let cs = vflConstraints("vfl \"H:|-[a]-(>=8)-[b(==a)]-|\"")
        #expect(cs.map(describe) == [
            "a.leading == root.margins.leading @1000",
            "b.leading >= a.trailing + 8 @1000",
            "b.width == a.width @1000",
            "root.margins.trailing == b.trailing @1000",
        ])
        // `|-8-` is 8 points from the edge itself (under rtl, leading/trailing flip in the engine).
        #expect(vflConstraints("vfl \"H:|-8-[a]-8-|\"").map(describe) == [
            "a.leading == root.leading + 8 @1000", "root.trailing == a.trailing + 8 @1000"])
        #expect(cs.map(\.id) == ["t.states:5", "t.states:5#2", "t.states:5#3", "t.states:5#4"])
        #expect(cs.allSatisfy { $0.fromVFL && $0.range.start == SourceLocation(file: "t.states", line: 5, column: 1) })
    }

    @Test("vertical strings use top, bottom and height")
    func vertical() {
        let cs = vflConstraints("vfl \"V:|[a(44)]-20-[b]|\"")
        #expect(cs.map(describe) == [
            "a.top == root.top @1000",
            "a.height == 44 @1000",
            "b.top == a.bottom + 20 @1000",
            "root.bottom == b.bottom @1000",
        ])
    }

    @Test("flush views, no orientation (horizontal), no superview")
    func flush() {
        let cs = vflConstraints("vfl \"[a][b][c]\"")
        #expect(cs.map(describe) == ["b.leading == a.trailing @1000", "c.leading == b.trailing @1000"])
    }

    @Test("multiple predicates with priorities, metrics and the statement's default priority")
    func predicates() {
        let cs = vflConstraints("vfl \"H:[a(>=50,<=100@250)]-(>=pad@low,<=40)-[b]\" metrics(pad: 12) @750")
        #expect(cs.map(describe) == [
            "a.width >= 50 @750",
            "a.width <= 100 @250",
            "b.leading >= a.trailing + 12 @250",
            "b.leading <= a.trailing + 40 @750",
        ])
    }

    @Test("a simple metric spacing and a view predicate naming a metric")
    func metricSpacing() {
        let cs = vflConstraints("vfl \"|-m-[a(m)]\" metrics(m: 30)")
        #expect(cs.map(describe) == ["a.leading == root.leading + 30 @1000", "a.width == 30 @1000"])
    }

    @Test("inside an element's block the superview is that element")
    func superIsBlock() {
        let source = "canvas 390x844\nview card {\n  view x\n  vfl \"H:|-[x]-|\"\n}\n"
        let scene = compile(source).scene
        #expect(scene?.constraints.map(describe) == ["x.leading == card.margins.leading @1000",
                                                     "card.margins.trailing == x.trailing @1000"])
    }

    @Test("anchors point at the view names inside the string")
    func locations() {
        let cs = vflConstraints("vfl \"H:|-[a]-[b]\"")
        // `vfl "H:|-[a]-[b]"`: the string starts at column 5, `a` is at column 11, `b` at 15.
        #expect(cs[0].first.range == at(5, 11, 12))
        #expect(cs[1].first.range == at(5, 15, 16))
        #expect(cs[1].second?.range == at(5, 11, 12))
    }

    @Test("malformed strings are errors at the offending character")
    func malformed() {
        let base = "canvas 390x844\nview a\nview b\n"
        #expect(errors(base + "vfl \"H:|-[a]-[\"") == [
            "4:15: invalid visual format: expected a view name, found the end of the string"])
        #expect(errors(base + "vfl \"H:|-[a]-(>=8-[b]\"") == [
            "4:18: invalid visual format: expected ',' or ')' in the predicate list, found '-'"])
        #expect(errors(base + "vfl \"H:|-[a]-[bb]\"") == ["4:15: unknown element 'bb'"])
        #expect(errors(base + "vfl \"H:|-[a]-x-[b]\"") == ["4:14: unknown metric 'x'; give it with metrics(x: N)"])
        #expect(errors(base + "vfl \"H:|-[a]-a-[b]\"") == [
            "4:14: a spacing cannot be relative to a view ('a'); only a view's size can"])
        #expect(errors(base + "vfl \"H:[a(@300)]\"") == [
            "4:11: invalid visual format: expected a number or a name, found '@'"])
        #expect(errors(base + "vfl \"H:[a(>=10@1001)]\"") == ["4:11: priority 1001 is outside 1…1000; the highest is 1000 (required)"])
    }
}
