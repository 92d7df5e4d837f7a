import Testing
import LayoutSolver
@testable import AnimLayout

/// `SystemConstraints`: a built list shared by derived systems, with their changed priorities
/// and constants kept aside. Checked against a plain array changed the same way.
@Suite("Engine: a system's constraints with a derivation's changes")
struct SystemConstraintsTests {
    static func built(_ count: Int) -> [SystemConstraint] {
        (0..<count).map { n in
            SystemConstraint(key: .written("k\(n)"), displayID: "c\(n)",
                             expression: LinearExpression([(Variable(index: n), 1), (Variable(index: n + 1), -2)], constant: Double(n)),
                             relation: n % 3 == 0 ? .equal : .greaterOrEqual, priority: 1000 - n, order: n, range: nil,
                             origin: .written)
        }
    }

    /// Every field of `a` and `b` is the same (the terms by variable and coefficient).
    static func same(_ a: SystemConstraint, _ b: SystemConstraint) -> Bool {
        a.key == b.key && a.displayID == b.displayID && a.relation == b.relation && a.priority == b.priority
            && a.order == b.order && a.constant.bitPattern == b.constant.bitPattern
            && a.expression.terms.map(\.0.index) == b.expression.terms.map(\.0.index)
            && a.expression.terms.map(\.1) == b.expression.terms.map(\.1)
    }

    @Test("changes read back as a changed array does, before and after they are written into the list")
    func changesReadBack() {
        let list = Self.built(40)
        var plain = list
        var system = SystemConstraints(list)
        // 40 / 8 = 5: the sixth distinct change writes them all into a copy of the list.
        let changes: [(Int, Int, Double)] = [(7, 250, -1.5), (2, 999, 0.25), (7, 300, 4), (39, 1, 1e-9), (0, 500, -0.0),
                                             (13, 750, 12), (21, 751, 3)]
        for (step, (position, priority, constant)) in changes.enumerated() {
            system.set(position, priority: priority, constant: constant)
            plain[position].priority = priority
            plain[position].constant = constant
            #expect(system.count == plain.count)
            for n in plain.indices {
                #expect(Self.same(system[n], plain[n]), "after change \(step), position \(n)")
                #expect(system.constant(n).bitPattern == plain[n].constant.bitPattern)
                #expect(system.built(n).key == plain[n].key)
            }
        }
        // The list it was made from is untouched.
        for n in list.indices { #expect(Self.same(SystemConstraints(list)[n], Self.built(40)[n])) }
    }

    @Test("two derivations of one list differ only where either changed; lists apart give nil")
    func positionsChanged() {
        let list = Self.built(100)
        var a = SystemConstraints(list), b = SystemConstraints(list)
        a.set(10, priority: 1, constant: 1)
        a.set(50, priority: 1, constant: 1)
        b.set(50, priority: 2, constant: 2)
        b.set(3, priority: 2, constant: 2)
        #expect(a.positionsChanged(from: b) == [3, 10, 50])
        #expect(b.positionsChanged(from: a) == [3, 10, 50])
        #expect(a.positionsChanged(from: SystemConstraints(list)) == [10, 50])
        #expect(a.positionsChanged(from: SystemConstraints(Self.built(100))) == nil)
        // Written into a copy of the list (more than 100 / 8 changes): no longer the same list.
        var c = SystemConstraints(list)
        for n in 0..<13 { c.set(n, priority: 5, constant: 5) }
        #expect(c.positionsChanged(from: SystemConstraints(list)) == nil)
        #expect(c[12].priority == 5 && c[13].priority == 1000 - 13)
    }
}

/// `SystemKey`: kinds of constraints never share a key, whatever the ids, and keys order as the
/// string keys they replaced (the order removals are made in).
@Suite("Engine: typed keys of the system's constraints")
struct SystemKeyTests {
    @Test("an element called like a built-in key does not collide with it")
    func noCollisions() {
        let keys: [SystemKey] = [.root(.x), .written("root.x"), .hugging("a", horizontal: true), .written("a.hug.w"),
                                 .stack("s", "spacing.1"), .written("s.spacing.1"), .autoresizing("v", .width), .written("v.frame.w"),
                                 .guide(.safeArea(of: "root"), .y), .written("root.safe.y")]
        #expect(Set(keys).count == keys.count)
    }

    @Test("keys sort as the names root.x, ID.hug.w, STACK.part and written ids did")
    func ordering() {
        let keys: [SystemKey] = [.written("zeta"), .hugging("b", horizontal: false), .root(.height), .stack("a", "canvas.start"),
                                 .compression("b", horizontal: true), .written("a1"), .root(.x)]
        let names = ["zeta", "b.hug.h", "root.h", "a.canvas.start", "b.comp.w", "a1", "root.x"]
        let byName = zip(keys, names).sorted { $0.1.utf8.lexicographicallyPrecedes($1.1.utf8) }.map(\.0)
        #expect(keys.sorted() == byName)
    }
}
