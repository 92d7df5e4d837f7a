import Testing
@testable import LayoutSolver

@Suite("LinearExpression and Row algebra")
struct LinearExpressionTests {
    let x = Variable(index: 0)
    let y = Variable(index: 1)
    let z = Variable(index: 2)

    func pairs(_ e: LinearExpression) -> [String] { e.terms.map { "\($0.0.index):\($0.1)" } }

    @Test("built from terms: sorted by variable, repeats summed in order, zeros dropped")
    func built() {
        let e = LinearExpression([(z, 1), (x, 2), (z, -1), (y, 0), (x, 0.5)], constant: 3)
        #expect(pairs(e) == ["0:2.5"])
        #expect(e.constant == 3)
    }

    @Test("+ and - merge the sorted terms; cancelled variables disappear")
    func merge() {
        let a = x + 2 * y.expression + 1
        let b = z - y * 2 - 4
        #expect(pairs(a + b) == ["0:1.0", "2:1.0"])
        #expect((a + b).constant == -3)
        #expect(pairs(a - a).isEmpty)
        #expect((a - a).constant == 0)
    }

    @Test("scaling by 0 gives the zero expression; equality and sameVariables look at the sorted terms")
    func scalingAndEquality() {
        let a = 3 * (x + y) - 2
        #expect(0 * a == LinearExpression())
        #expect(a == LinearExpression([(y, 3), (x, 3)], constant: -2))
        #expect(a.sameVariables(as: a + 5))
        #expect(a != a + 5)
        #expect(Set([a, LinearExpression([(y, 3), (x, 3)], constant: -2)]).count == 1)
    }

    @Test("Row: insert, substitute and solve for a variable")
    func row() {
        // b = 1 + 2p + 4q, solved for p: p = -1/2 + b/2 - 2q.
        var r = Row(constant: 1, terms: [Term(v: 1, c: 2), Term(v: 3, c: 4)])
        r.insert(0, -1)
        r.solve(for: 1, scaling: .reciprocal)
        #expect(r.terms.map(\.v) == [0, 3])
        #expect(r.terms.map(\.c) == [0.5, -2])
        #expect(r.constant == -0.5)
        // s = 2 + 3p, with p replaced by the row above.
        var s = Row(constant: 2, terms: [Term(v: 1, c: 3)])
        var added: [Int32] = []
        s.substitute(1, by: r, added: &added)
        #expect(s.terms.map(\.v) == [0, 3])
        #expect(s.terms.map(\.c) == [1.5, -6])
        #expect(s.constant == 0.5)
        #expect(added == [0, 3])
        s.remove(3)
        #expect(s.coefficient(3) == 0)
        #expect(s.coefficient(0) == 1.5)
    }

    @Test("RatioTest: smallest ratio, ties within the tolerance to the lowest key")
    func ratioTest() {
        var t = RatioTest()
        t.offer(10, ratio: 2, key: 5)
        t.offer(11, ratio: 1, key: 9)
        t.offer(12, ratio: 1 + 1e-13, key: 3)
        t.offer(13, ratio: .nan, key: 0)
        #expect(t.choice == 12)
        #expect(RatioTest.compare(1, 1 + 1e-13) == 0)
        #expect(RatioTest.compare(1, 2) == -1)
    }
}
