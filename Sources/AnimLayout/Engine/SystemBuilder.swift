import LayoutSolver

/// Lowers a scene in one state and environment to the linear constraints the solver gets:
/// the root's bounds, guides, intrinsic content size, autoresizing frames, stack views and the
/// written constraints. Pure: the same inputs always give the same list in the same order.
struct SystemBuilder {
    let scene: Scene
    let table: ItemTable
    let algebra: AnchorAlgebra
    let environment: Environment
    let state: ResolvedState
    /// Intrinsic content size per element id (nil axis: none).
    let intrinsic: [String: (width: Double?, height: Double?)]
    /// The longest word of each label that yields as it wraps, by id.
    let wordWidths: [String: Double]
    /// Current insets of every guide (`X.safe`, `X.margins`), relative to its owner.
    let guideInsets: [ItemRef: EdgeInsets]
    /// Index in `scene.elements` by id.
    let elements: [String: Int]
    /// Items and orders of written constraints, kept by the engine across states.
    let written: WrittenItems

    /// The root's height fits its content (``LayoutEngine/fitsHeight``).
    var fitsHeight = false

    var output: [SystemConstraint] = []
    /// Where the written constraints start in the output, and each one's constant before its
    /// own constant is subtracted (see ``LayoutMemo/System/written``); nil when a written
    /// constraint was left out (an anchor on an item the table does not have).
    private(set) var writtenPart: WrittenPart?

    init(scene: Scene, table: ItemTable, environment: Environment, state: ResolvedState,
         content: ContentSizes, guideInsets: [ItemRef: EdgeInsets],
         elements: [String: Int], written: WrittenItems = WrittenItems()) {
        self.scene = scene
        self.table = table
        var algebra = AnchorAlgebra(table: table)
        for (id, offsets) in content.baselines {
            if let i = table.item(element: id) { algebra.baselines[i] = offsets }
        }
        self.algebra = algebra
        self.environment = environment
        self.state = state
        self.intrinsic = content.intrinsic
        self.wordWidths = content.wordWidths
        self.guideInsets = guideInsets
        self.elements = elements
        self.written = written
    }

    var rtl: Bool { environment.rtl }

    private mutating func emit(_ key: SystemKey, _ display: String, _ expression: LinearExpression, _ relation: LinearRelation,
                               priority: Int = 1000, order: Int, range: SourceRange?, origin: ConstraintOrigin) {
        output.append(SystemConstraint(key: key, displayID: display, expression: expression, relation: relation,
                                       priority: priority, order: order, range: range, origin: origin))
    }

    /// Builds every constraint.
    mutating func build() -> [SystemConstraint] {
        output = []
        // Written constraints, a few per element (intrinsic sizes, guides), the root's four: a
        // large scene's system is then allocated once instead of grown by doubling.
        output.reserveCapacity(state.constraints.count + scene.elements.count + 16)
        buildRoot()
        buildGuides()
        for e in scene.elements {
            buildIntrinsic(e)
            buildAutoresizing(e)
            if e.stack != nil { buildStack(e) }
        }
        buildWritten()
        return output
    }

    // MARK: root and guides

    private mutating func buildRoot() {
        guard let root = table.item(.root) else { return }
        let a = algebra
        let size = environment.size
        // Display names only (`root.width == 390`); the keys are typed.
        func shown(_ property: String, _ value: Double) -> String { "\(ItemTable.rootID).\(property) == \(format(value))" }
        emit(.root(.x), shown("minX", 0), a.minX(root), .equal, order: -1, range: environment.range, origin: .structural)
        emit(.root(.y), shown("minY", 0), a.minY(root), .equal, order: -1, range: environment.range, origin: .structural)
        emit(.root(.width), shown("width", size.width), a.width(root) - size.width, .equal, order: -1,
             range: environment.range, origin: .structural)
        guard fitsHeight else {
            emit(.root(.height), shown("height", size.height), a.height(root) - size.height, .equal, order: -1,
                 range: environment.range, origin: .structural)
            return
        }
        emit(.root(.height), shown("height", size.height) + " @50", a.height(root) - size.height, .equal,
             priority: Priority.fittingSizeLevel.value, order: -1, range: environment.range, origin: .structural)
        emit(.fittingFloor, "\(ItemTable.rootID).height >= \(format(size.height))", a.height(root) - size.height, .greaterOrEqual,
             order: -1, range: environment.range, origin: .structural)
    }

    private mutating func buildGuides() {
        let a = algebra
        for ref in table.refs {
            let owner: String
            switch ref {
            case .safeArea(of: let id), .margins(of: let id): owner = id
            case .keyboard: owner = ItemRef.rootID
            case .element: continue
            }
            let key = ref.layoutKey
            guard let g = table.item(ref), let o = table.item(element: owner) else { continue }
            let inset = guideInsets[ref] ?? .zero
            let range = owner == ItemRef.rootID ? environment.range : elements[owner].map { scene.elements[$0].range }
            emit(.guide(ref, .x), "\(key).minX == \(owner).minX + \(format(inset.left))",
                 a.minX(g) - a.minX(o) - inset.left, .equal, order: -1, range: range, origin: .structural)
            emit(.guide(ref, .y), "\(key).minY == \(owner).minY + \(format(inset.top))",
                 a.minY(g) - a.minY(o) - inset.top, .equal, order: -1, range: range, origin: .structural)
            emit(.guide(ref, .width), "\(key).width == \(owner).width - \(format(inset.left + inset.right))",
                 a.width(g) - a.width(o) + (inset.left + inset.right), .equal, order: -1, range: range, origin: .structural)
            emit(.guide(ref, .height), "\(key).height == \(owner).height - \(format(inset.top + inset.bottom))",
                 a.height(g) - a.height(o) + (inset.top + inset.bottom), .equal, order: -1, range: range, origin: .structural)
        }
    }

    // MARK: intrinsic content size

    private mutating func buildIntrinsic(_ e: Element) {
        guard let i = table.item(element: e.id), let size = intrinsic[e.id] else { return }
        let order = declarationOrder(e.range)
        let a = algebra
        if let w = size.width {
            emit(.hugging(e.id, horizontal: true), "\(e.id).hugging.width", a.width(i) - w, .lessOrEqual,
                 priority: e.hugging.horizontal, order: order, range: e.range, origin: .contentSize)
            emit(.compression(e.id, horizontal: true), "\(e.id).compression.width", a.width(i) - w, .greaterOrEqual,
                 priority: wrappingCompression(e), order: order, range: e.range, origin: .contentSize)
            if let word = wordWidths[e.id] {
                emit(.wordWidth(e.id), "\(e.id).compression.word", a.width(i) - word, .greaterOrEqual,
                     priority: wrappingCompression(e), order: order, range: e.range, origin: .contentSize)
                emit(.wrappingFloor(e.id), "\(e.id).compression.floor", a.width(i), .greaterOrEqual,
                     priority: e.compression.horizontal, order: order, range: e.range, origin: .contentSize)
            }
        }
        if let h = size.height {
            emit(.hugging(e.id, horizontal: false), "\(e.id).hugging.height", a.height(i) - h, .lessOrEqual,
                 priority: e.hugging.vertical, order: order, range: e.range, origin: .contentSize)
            emit(.compression(e.id, horizontal: false), "\(e.id).compression.height", a.height(i) - h, .greaterOrEqual,
                 priority: e.compression.vertical, order: order, range: e.range, origin: .contentSize)
        }
    }

    /// The priority of a view's horizontal compression resistance. Text that may wrap (a
    /// label of more than one line) yields first to views of the same priority: squeezed, it
    /// wraps onto more lines (measured again at the width it gets), where an icon or a one-line
    /// label beside it would be cut or crushed (below zero, which no device shows) — the tie
    /// UIKit leaves open and apps resolve by wrapping.
    ///
    /// Its width also resists, at that priority, going below its longest word (`wordWidths`):
    /// narrower than its text it costs once, narrower than a word twice. Two wrapping labels
    /// side by side (a title and its value) then both wrap between words before either is
    /// crushed, as UIKit lays them out on several lines and grows the row; a label that is
    /// only narrower than its text yields as before. Where their words do not fit side by
    /// side either, its width stays at least 0 at its written priority: a word is broken
    /// before a neighbour's width goes negative, which no device shows.
    func wrappingCompression(_ e: Element) -> Int {
        Self.yieldsAsItWraps(e) ? e.compression.horizontal - 1 : e.compression.horizontal
    }

    /// Whether `e` is a label of more than one line whose width's compression is optional
    /// (above 1): its width yields one priority below as it wraps.
    static func yieldsAsItWraps(_ e: Element) -> Bool {
        e.kind == .label && e.lines != 1 && e.compression.horizontal > 1 && e.compression.horizontal < 1000
    }

    // MARK: autoresizing frames

    private mutating func buildAutoresizing(_ e: Element) {
        guard let frame = e.frame, let i = table.item(element: e.id), let p = table.item(element: e.parent) else { return }
        // The frame is the view's frame: a control whose frame reaches beyond its alignment rect
        // (a switch, a slider) is constrained by the rect inside it, as UIKit's autoresizing
        // constraints keep the frame that was set.
        let f = ControlSizes.alignmentRect(ofFrame: frame, of: e.kind)
        let a = algebra
        let order = declarationOrder(e.range)
        // The superview's size the frame was given for: the canvas for root's subviews, the frame
        // of a frame-positioned superview. UIKit distributes a change of that size among the
        // mask's flexible parts in proportion to their sizes (evenly when they are all 0).
        let design = e.parent == ItemRef.rootID ? scene.canvas.size
            : elements[e.parent].map { scene.elements[$0].frame.map { Size(width: $0.width, height: $0.height) } } ?? nil
        func shares(_ parts: [(Double, Bool)]) -> [Double] {
            let flexible = parts.filter(\.1)
            guard !flexible.isEmpty else { return parts.map { _ in 0 } }
            let total = flexible.reduce(0) { $0 + $1.0 }
            return parts.map { value, isFlexible in
                guard isFlexible else { return 0 }
                return total > 0 ? value / total : 1 / Double(flexible.count)
            }
        }
        let m = e.autoresizing
        var kx = [0.0, 0.0], ky = [0.0, 0.0]
        if let design {
            let h = shares([(f.x, m.contains(.flexibleLeftMargin)), (f.width, m.contains(.flexibleWidth)),
                            (design.width - f.x - f.width, m.contains(.flexibleRightMargin))])
            let v = shares([(f.y, m.contains(.flexibleTopMargin)), (f.height, m.contains(.flexibleHeight)),
                            (design.height - f.y - f.height, m.contains(.flexibleBottomMargin))])
            kx = [h[0], h[1]]
            ky = [v[0], v[1]]
        }
        let dw = design?.width ?? 0, dh = design?.height ?? 0
        // minX − parent.minX = x + k·(parent.width − design width), and likewise for the rest.
        emit(.autoresizing(e.id, .x), "\(e.id).minX == \(e.parent).minX + \(format(f.x)) (autoresizing)",
             a.minX(i) - a.minX(p) - kx[0] * a.width(p) - (f.x - kx[0] * dw), .equal, order: order, range: e.range, origin: .autoresizing)
        emit(.autoresizing(e.id, .y), "\(e.id).minY == \(e.parent).minY + \(format(f.y)) (autoresizing)",
             a.minY(i) - a.minY(p) - ky[0] * a.height(p) - (f.y - ky[0] * dh), .equal, order: order, range: e.range, origin: .autoresizing)
        emit(.autoresizing(e.id, .width), "\(e.id).width == \(format(f.width)) (autoresizing)",
             a.width(i) - kx[1] * a.width(p) - (f.width - kx[1] * dw), .equal, order: order, range: e.range, origin: .autoresizing)
        emit(.autoresizing(e.id, .height), "\(e.id).height == \(format(f.height)) (autoresizing)",
             a.height(i) - ky[1] * a.height(p) - (f.height - ky[1] * dh), .equal, order: order, range: e.range, origin: .autoresizing)
    }

    // MARK: written constraints

    private mutating func buildWritten() {
        // Read in place (no copy of each constraint), and each expression built in one
        // allocation (`AnchorAlgebra.written`) rather than one per operator.
        let start = output.count
        var bases: [Double] = []
        bases.reserveCapacity(state.constraints.count)
        var complete = true
        state.constraints.withUnsafeBufferPointer { constraints in
            for n in constraints.indices {
                let items = written.entry(definition: constraints[n].definition) {
                    let c = constraints[n].constraint
                    let first = table.item(c.first.item).map(Int32.init) ?? -1
                    let second = c.second.map { s in table.item(s.item).map(Int32.init) ?? -2 } ?? -1
                    return WrittenItems.Entry(first: first, second: second,
                                              order: declarationOrder(c.range, sub: vflIndex(c.id)))
                }
                guard items.first >= 0, items.second != -2 else {
                    complete = false
                    continue
                }
                let c = constraints[n].constraint
                let flipped = rtl && (c.first.attribute.isDirectional || c.second?.attribute.isDirectional == true)
                let firstTerms = algebra.terms(Int(items.first), c.first.attribute, flipped: flipped)
                var secondTerms: AttributeTerms?
                if let s = c.second {
                    secondTerms = algebra.terms(Int(items.second), s.attribute, flipped: flipped)
                }
                let (expression, base) = algebra.written(firstTerms, secondTerms, multiplier: c.multiplier, constant: c.constant)
                bases.append(base)
                let relation: LinearRelation
                switch c.relation {
                case .equal: relation = .equal
                case .greaterOrEqual: relation = .greaterOrEqual
                case .lessOrEqual: relation = .lessOrEqual
                }
                // Keyed by its id (no new string per constraint).
                emit(.written(c.id), c.id, expression, relation, priority: c.priority,
                     order: items.order, range: c.range, origin: .written)
            }
        }
        writtenPart = complete ? WrittenPart(start: start, bases: bases) : nil
    }
}

/// The written constraints' part of a system: they are its last `bases.count` constraints from
/// `start` on, the n-th from the state's n-th active constraint, whose expression's constant
/// is `bases[n] + (-constant)`. A state that differs only in written priorities and constants
/// has the same system but for those entries (``LayoutMemo/derive``).
struct WrittenPart {
    var start: Int
    var bases: [Double]
}

/// Formats a number for reports: integers without a fraction, others with up to 3 decimals.
func format(_ value: Double) -> String { formatNumber(value, decimals: 3) }

/// The `#n` suffix of a generated id (`file:12#3` → 3), 0 when there is none.
func vflIndex(_ id: String) -> Int {
    // What follows the last `#` is a number only if the id ends with digits (after an optional
    // sign) right behind a `#`: look at the end only, not along the whole id.
    let u = id.utf8
    // Most ids are names or `FILE:LINE`, without a `#`: found by a look at contiguous bytes.
    var copy = id
    let hasHash = copy.withUTF8 { bytes in bytes.contains(UInt8(ascii: "#")) }
    guard hasHash else { return 0 }
    var digits = u.endIndex
    while digits > u.startIndex, case let c = u[u.index(before: digits)], c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
        digits = u.index(before: digits)
    }
    guard digits < u.endIndex else { return 0 }
    var number = digits
    if number > u.startIndex, case let c = u[u.index(before: number)], c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
        number = u.index(before: number)
    }
    guard number > u.startIndex, u[u.index(before: number)] == UInt8(ascii: "#") else { return 0 }
    return Int(id[number...]) ?? 0
}
