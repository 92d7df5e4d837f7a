import LayoutSolver

/// The layout items of a scene (root, elements, the `safe`/`margins` guides in use) and their
/// four variables each: minX, minY, width, height in root coordinates.
struct ItemTable: Sendable {
    /// Items in a stable order: `root`, elements in declaration order, then guides of views.
    private(set) var refs: [ItemRef] = []
    /// Each item's key in a `Layout`'s frames (`id`, `id.safe`, `id.margins`), in item order.
    private(set) var keys: [String] = []
    private var index: [ItemRef: Int] = [:]
    /// Keys of the engine's own items (a baseline stack's spanner), left out of layouts.
    private(set) var internalKeys: Set<String> = []

    /// The root view's id (the canvas).
    static let rootID = ItemRef.rootID

    /// The spanner of a baseline-aligned stack: the guide UIStackView spans its views with
    /// (an internal item, named after its stack: a name no element can have).
    static func spanner(of stack: String) -> ItemRef { .element([stack, "spanner"].joined(separator: ".")) }

    /// Adds `ref` if new; returns its item number.
    @discardableResult
    mutating func add(_ ref: ItemRef) -> Int {
        if let i = index[ref] { return i }
        refs.append(ref)
        keys.append(ref.layoutKey)
        index[ref] = refs.count - 1
        return refs.count - 1
    }

    /// The item number of `ref`, if it exists.
    func item(_ ref: ItemRef) -> Int? { index[ref] }

    /// The item number of the element (or `root`) `id`, if it exists.
    func item(element id: String) -> Int? { index[.element(id)] }

    /// Variable index of an item's component: 0 minX, 1 minY, 2 width, 3 height.
    static func variable(item: Int, component: Int) -> Int { item * 4 + component }

    var variableCount: Int { keys.count * 4 }

    /// Builds the table for `scene`: root, every element, `root.safe`, `root.margins`, and every
    /// other guide that a constraint (in any state) or a margins-relative stack uses.
    static func build(for scene: Scene) -> ItemTable {
        var table = ItemTable()
        table.add(.root)
        for i in scene.elements.indices { table.add(.element(scene.elements[i].id)) }
        table.add(.rootSafeArea)
        table.add(.rootMargins)
        // Guides only (elements are all in already): a large scene's constraints are mostly
        // between elements, and collecting every item copied tens of thousands of them.
        var refs: [ItemRef] = []
        func collect(_ c: Constraint) {
            if case .element = c.first.item {} else { refs.append(c.first.item) }
            if let s = c.second {
                if case .element = s.item {} else { refs.append(s.item) }
            }
        }
        scene.constraints.forEach(collect)
        for state in scene.states {
            for change in state.changes {
                switch change.change {
                case .add(let c), .replace(_, let c): collect(c)
                default: break
                }
            }
        }
        // Stacks read in place (an element is large to copy).
        for i in scene.elements.indices {
            guard let stack = scene.elements[i].stack else { continue }
            let id = scene.elements[i].id
            if stack.alignment.isBaseline, stack.axis == .horizontal {
                table.internalKeys.insert(table.keys[table.add(spanner(of: id))])
            }
            if stack.marginsRelative { refs.append(.margins(of: id)) }
        }
        // Guides need their owner's safe area when margins are measured from it.
        for ref in refs {
            if case .margins(of: let id) = ref {
                table.add(.safeArea(of: id))
            }
        }
        for ref in refs {
            if case .element = ref { continue }
            table.add(ref)
        }
        return table
    }
}

/// Builds linear expressions for anchors over an item table.
struct AnchorAlgebra: Sendable {
    let table: ItemTable
    /// Per item showing text: its first and last baseline's offset from its vertical centre
    /// (the text block is centred in the frame). An item without text has no baseline: as UIKit
    /// documents (`forFirstBaselineLayout`), its first baseline is its top, its last its bottom.
    var baselines: [Int: (first: Double, last: Double)] = [:]

    func v(_ item: Int, _ component: Int) -> LinearExpression {
        LinearExpression(Variable(index: ItemTable.variable(item: item, component: component)))
    }

    func minX(_ i: Int) -> LinearExpression { v(i, 0) }
    func minY(_ i: Int) -> LinearExpression { v(i, 1) }
    func width(_ i: Int) -> LinearExpression { v(i, 2) }
    func height(_ i: Int) -> LinearExpression { v(i, 3) }
    func maxX(_ i: Int) -> LinearExpression { v(i, 0) + v(i, 2) }
    func maxY(_ i: Int) -> LinearExpression { v(i, 1) + v(i, 3) }
    func midX(_ i: Int) -> LinearExpression { v(i, 0) + 0.5 * v(i, 2) }
    func midY(_ i: Int) -> LinearExpression { v(i, 1) + 0.5 * v(i, 3) }

    /// The expression of `attribute` of item `i`. When `flipped` (a right-to-left constraint that
    /// involves `leading`/`trailing`), x positions are measured leftwards from the origin:
    /// leading is −maxX, trailing −minX, centerX −midX. Otherwise leading/trailing are left/right.
    func expression(_ i: Int, _ attribute: Attribute, flipped: Bool) -> LinearExpression {
        let t = terms(i, attribute, flipped: flipped)
        return LinearExpression(t.list, constant: t.constant)
    }

    /// The terms (at most two, sorted by variable) and constant of `attribute` of item `i`
    /// (`expression(_:_:flipped:)` without building it). The constants are what the operators
    /// on expressions give (`-maxX` has the constant −0, `midY + b` the constant `0 + b`), so
    /// that written constraints built from terms are bit for bit those built with operators.
    func terms(_ i: Int, _ attribute: Attribute, flipped: Bool) -> AttributeTerms {
        let x = i * 4, y = i * 4 + 1, w = i * 4 + 2, h = i * 4 + 3
        switch attribute {
        case .left: return AttributeTerms(x, 1)
        case .right: return AttributeTerms(x, 1, w, 1)
        case .leading: return flipped ? AttributeTerms(x, -1, w, -1, constant: -0.0) : AttributeTerms(x, 1)
        case .trailing: return flipped ? AttributeTerms(x, -1, constant: -0.0) : AttributeTerms(x, 1, w, 1)
        case .centerX: return flipped ? AttributeTerms(x, -1, w, -0.5, constant: -0.0) : AttributeTerms(x, 1, w, 0.5)
        case .top: return AttributeTerms(y, 1)
        case .bottom: return AttributeTerms(y, 1, h, 1)
        case .centerY: return AttributeTerms(y, 1, h, 0.5)
        case .firstBaseline:
            return baselines[i].map { AttributeTerms(y, 1, h, 0.5, constant: 0 + $0.first) } ?? AttributeTerms(y, 1)
        case .lastBaseline:
            return baselines[i].map { AttributeTerms(y, 1, h, 0.5, constant: 0 + $0.last) } ?? AttributeTerms(y, 1, h, 1)
        case .width: return AttributeTerms(w, 1)
        case .height: return AttributeTerms(h, 1)
        }
    }

    /// `first − multiplier·second − constant` (or `first − constant` without a second anchor)
    /// as one expression, built in one allocation: the same terms and the same floating-point
    /// operations, in the same order, as `expression(first) - multiplier * expression(second) - constant`.
    /// `base` is the expression's constant before `constant` is subtracted: the same
    /// constraint with another constant `k'` has the constant `base + (-k')`, bit for bit.
    func written(_ first: AttributeTerms, _ second: AttributeTerms?, multiplier m: Double,
                 constant k: Double) -> (expression: LinearExpression, base: Double) {
        guard let second else {
            return (LinearExpression(first.list, constant: first.constant + (-k)), first.constant)
        }
        // −(m·second): scaling by 0 gives the zero expression (constant 0, negated to −0).
        var b = AttributeTerms()
        var bConstant = -0.0
        if m != 0 {
            bConstant = -(m * second.constant)
            b = second
            b.c0 = -(m * second.c0)
            b.c1 = -(m * second.c1)
        }
        var out: [(Variable, Double)] = []
        out.reserveCapacity(first.count + b.count)
        var i = 0, j = 0
        while i < first.count || j < b.count {
            let av = i < first.count ? first.variable(i) : Int.max
            let bv = j < b.count ? b.variable(j) : Int.max
            if av < bv {
                out.append((Variable(index: av), first.coefficient(i)))
                i += 1
            } else if bv < av {
                out.append((Variable(index: bv), b.coefficient(j)))
                j += 1
            } else {
                let c = first.coefficient(i) + b.coefficient(j)
                if c != 0 { out.append((Variable(index: av), c)) }
                i += 1
                j += 1
            }
        }
        let base = first.constant + bConstant
        return (LinearExpression(out, constant: base + (-k)), base)
    }
}

/// At most two terms (sorted by variable) and a constant: one anchor's expression.
struct AttributeTerms {
    var v0 = 0, c0 = 0.0, v1 = 0, c1 = 0.0
    var count = 0
    var constant = 0.0

    init() {}

    init(_ v0: Int, _ c0: Double, constant: Double = 0) {
        self.v0 = v0
        self.c0 = c0
        self.count = 1
        self.constant = constant
    }

    init(_ v0: Int, _ c0: Double, _ v1: Int, _ c1: Double, constant: Double = 0) {
        self.v0 = v0
        self.c0 = c0
        self.v1 = v1
        self.c1 = c1
        self.count = 2
        self.constant = constant
    }

    func variable(_ k: Int) -> Int { k == 0 ? v0 : v1 }
    func coefficient(_ k: Int) -> Double { k == 0 ? c0 : c1 }

    var list: [(Variable, Double)] {
        count == 1 ? [(Variable(index: v0), c0)] : [(Variable(index: v0), c0), (Variable(index: v1), c1)]
    }
}
