@testable import StatesFormat
@testable import AnimLayout

/// Hand-built scenes and layouts for the motion tests.
enum MotionFixtures {
    static let here = SourceRange(at: SourceLocation(file: "test.states", line: 1, column: 1))

    static func element(_ id: String, _ kind: ElementKind, parent: String = "root") -> Element {
        Element(id: id, kind: kind, parent: parent, range: here)
    }

    static func state(_ name: String) -> State { State(name: name, range: here) }

    static func transition(_ from: StatePattern, _ to: StatePattern, duration: Double? = nil, delay: Double = 0,
                           curve: Curve? = nil, stagger: Double = 0, elements: [ElementTiming] = []) -> Transition {
        Transition(from: from, to: to, duration: duration, delay: delay, curve: curve, stagger: stagger,
                   elementTimings: elements, range: here)
    }

    /// A scene with `elements` (default: three top-level views a, b, c) and states `states`.
    static func scene(elements: [Element]? = nil, states: [String] = ["left", "center", "right"],
                      transitions: [Transition] = [], sequences: [StateSequence] = []) -> Scene {
        let els = elements ?? [element("a", .view), element("b", .label), element("c", .button)]
        let canvas = Environment(name: "default", size: Size(width: 390, height: 844), range: here)
        return Scene(id: "fixture", title: nil, file: "test.states", canvas: canvas, sizes: [], elements: els,
                     rootChildren: els.filter { $0.parent == "root" }.map(\.id), constraints: [],
                     states: states.map(state), initialState: states[0], transitions: transitions, sequences: sequences)
    }

    /// A layout of `state` with the given frames (root added), hidden ids and alphas.
    static func layout(_ state: String, _ frames: [String: Rect], hidden: [String] = [],
                       alpha: [String: Double] = [:]) -> Layout {
        var all = frames
        all["root"] = Rect(x: 0, y: 0, width: 390, height: 844)
        return Layout(scene: "fixture", state: state, environment: "default", canvas: Size(width: 390, height: 844),
                      frames: all, order: ["root"] + frames.keys.sorted(), hidden: hidden, alpha: alpha)
    }
}
