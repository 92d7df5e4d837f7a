@testable import StatesFormat
@testable import AnimLayout

/// Builds checked scenes by hand for engine tests (no parser involved).
struct SceneFixture {
    var scene: Scene
    private var line = 1

    static let file = "test.states"

    static func range(_ line: Int) -> SourceRange {
        SourceRange(at: SourceLocation(file: file, line: line, column: 1))
    }

    init(width: Double = 390, height: Double = 844, safe: InsetSpec = InsetSpec(top: 47, bottom: 34),
         margins: InsetSpec? = nil, rtl: Bool = false) {
        let canvas = Environment(name: "default", size: Size(width: width, height: height), safeArea: safe,
                                 margins: margins, rtl: rtl, range: Self.range(1))
        scene = Scene(id: "test", title: nil, file: Self.file, canvas: canvas, sizes: [], elements: [],
                      rootChildren: [], constraints: [], states: [], initialState: "default",
                      transitions: [], sequences: [])
    }

    private mutating func nextRange() -> SourceRange {
        line += 1
        return Self.range(line)
    }

    /// Adds an element; `configure` sets its properties.
    @discardableResult
    mutating func element(_ id: String, _ kind: ElementKind, in parent: String = "root", text: String? = nil,
                          _ configure: (inout Element) -> Void = { _ in }) -> Element {
        var e = Element(id: id, kind: kind, parent: parent, range: nextRange())
        e.text = text
        configure(&e)
        scene.elements.append(e)
        if parent == "root" {
            scene.rootChildren.append(id)
        } else if let p = scene.elements.firstIndex(where: { $0.id == parent }) {
            scene.elements[p].children.append(id)
        }
        return e
    }

    /// Parses a tiny anchor syntax: `title.leading`, `root.safe.top`, `card.margins.left`.
    func anchor(_ text: String, _ range: SourceRange) -> Anchor {
        let parts = text.split(separator: ".").map(String.init)
        let attribute = Attribute(rawValue: parts.last ?? "") ?? .left
        let item: ItemRef
        if parts.count == 3 {
            item = parts[1] == "safe" ? .safeArea(of: parts[0]) : .margins(of: parts[0])
        } else {
            item = .element(parts[0])
        }
        return Anchor(item: item, attribute: attribute, range: range)
    }

    /// Makes a constraint `first REL second * m + c @p`, or `first REL c` when `second` is nil.
    mutating func make(_ name: String?, _ first: String, _ relation: Relation = .equal, _ second: String? = nil,
                       multiplier: Double = 1, constant: Double = 0, priority: Int = 1000) -> Constraint {
        let r = nextRange()
        return Constraint(id: name ?? "\(Self.file):\(r.start.line)", name: name, first: anchor(first, r),
                          relation: relation, second: second.map { anchor($0, r) }, multiplier: multiplier,
                          constant: constant, priority: priority, range: r)
    }

    /// Adds a base constraint.
    mutating func constrain(_ name: String? = nil, _ first: String, _ relation: Relation = .equal, _ second: String? = nil,
                            multiplier: Double = 1, constant: Double = 0, priority: Int = 1000) {
        scene.constraints.append(make(name, first, relation, second, multiplier: multiplier, constant: constant, priority: priority))
    }

    /// Adds a state with `changes`.
    mutating func state(_ name: String, extends: String? = nil, _ changes: [StateChange] = []) {
        let r = nextRange()
        scene.states.append(State(name: name, extends: extends, changes: changes.map { LocatedChange($0, range: r) }, range: r))
        if scene.states.count == 1 { scene.initialState = name }
    }

    /// An engine with a monospace measurer (0.6 em advance, 1.2 em line).
    func engine() -> LayoutEngine {
        var s = scene
        if s.states.isEmpty {
            s.states = [State(name: "default", range: Self.range(1))]
            s.initialState = "default"
        }
        return LayoutEngine(scene: s, measurer: MonospaceTextMeasurer())
    }
}

/// Compares rectangles within 1e-6 points.
func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
