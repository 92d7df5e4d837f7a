import StatesFormat

/// What the Swift reader found in one `UIView` subclass, before it is built as a `.states`
/// syntax tree (``SwiftSceneWriter``).
struct SwiftCodeModel {
    struct View {
        var name: String
        var kind: String
        /// The texts after the id (a title, segment titles, an image's file).
        var texts: [String] = []
        var parent = "root"
        var properties: [ASTDirective] = []
        /// Hugging and compression by axis (`horizontal`, `vertical`), written as one property each.
        var hugging: [String: Double] = [:]
        var compression: [String: Double] = [:]
        var line: Int
        /// An `@IBOutlet`: the storyboard makes it.
        var outlet = false
    }

    struct LayoutConstraint {
        var name: String
        /// `first REL [M *] second [+ C]` without the priority.
        var first: String
        var relation: String
        var second: String?
        var multiplier: Double = 1
        var constant: Double = 0
        var priority: Double = 1000
        /// The scene's name for it (from `.named("…")` or `identifier`); nil: unnamed.
        var sceneName: String?
        var line: Int
        /// An `@IBOutlet`: the storyboard makes it.
        var outlet = false
    }

    /// A state's changes as the code makes them.
    struct StateCode {
        var activated: [String] = []
        var deactivated: [String] = []
        var priorities: [String: Double] = [:]
        /// A number or constant math.
        var constants: [String: ASTExpression] = [:]
        var hidden: [String: Bool] = [:]
        var alpha: [String: Double] = [:]
        /// How views are drawn in the state (`text V "…"`, `color V C`…).
        var looks: [ASTStateItem] = []
        var keyboard = false
    }

    var className: String
    /// `view.backgroundColor = …`: the root view's background, as a `color` value.
    var rootColor: ASTValue?
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    /// Constraint property names activated outside any state switch.
    var baseActive: [String] = []
    var baseHidden: Set<String> = []
    var stateNames: [String] = []
    var initialState: String?
    var states: [String: StateCode] = [:]
    /// `(from, to, duration, curve)` from `timing(from:to:)`; the curve as the values of a `curve` directive.
    var transitions: [(String, String, Double, [ASTValue])] = []
    /// Tap handler name → the view it is wired to; handler → (from, to) pairs.
    var tapWiring: [String: String] = [:]
    var tapHandlers: [String: [(String, String)]] = [:]
    /// Header lines `// animlayout: …` (canvas, sizes, fonts, images) written by `export swift`.
    var headerLines: [String] = []
    var warnings: [ImportWarning] = []
    /// Visual-format constraints by the element whose block holds them (`|` is that element).
    var vfl: [String: [ASTVFL]] = [:]

    func viewIndex(_ name: String) -> Int? { views.firstIndex { $0.name == name } }
    func constraintIndex(_ name: String) -> Int? { constraints.firstIndex { $0.name == name } }
}
