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

    /// The spanner of a baseline-aligned stack: the guide UIStackView spans its views with.
    static func spanner(of stack: String) -> ItemRef { .element(stack + ".spanner") }

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
        table.add(.element("root"))
        for e in scene.elements { table.add(.element(e.id)) }
        table.add(.safeArea(of: "root"))
        table.add(.margins(of: "root"))
        var refs: [ItemRef] = []
        func collect(_ c: Constraint) {
            refs.append(c.first.item)
            if let s = c.second { refs.append(s.item) }
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
        for e in scene.elements where e.stack?.alignment.isBaseline == true && e.stack?.axis == .horizontal {
            table.internalKeys.insert(table.keys[table.add(spanner(of: e.id))])
        }
        for e in scene.elements where e.stack?.marginsRelative == true {
            refs.append(.margins(of: e.id))
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
        switch attribute {
        case .left: return minX(i)
        case .right: return maxX(i)
        case .leading: return flipped ? -maxX(i) : minX(i)
        case .trailing: return flipped ? -minX(i) : maxX(i)
        case .centerX: return flipped ? -midX(i) : midX(i)
        case .top: return minY(i)
        case .bottom: return maxY(i)
        case .centerY: return midY(i)
        case .firstBaseline: return baselines[i].map { midY(i) + $0.first } ?? minY(i)
        case .lastBaseline: return baselines[i].map { midY(i) + $0.last } ?? maxY(i)
        case .width: return width(i)
        case .height: return height(i)
        }
    }
}
