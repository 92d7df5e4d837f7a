import StatesFormat

/// What the Swift reader found in one `UIView` subclass, before it is built as a `.states`
/// syntax tree (``SwiftSceneWriter``). The reader is a module of its own (AnimSwiftImport, the
/// one that compiles swift-syntax); this model and the writer are what it shares with the
/// storyboard import.
package struct SwiftCodeModel {
    package struct View {
        package var name: String
        package var kind: String
        /// The texts after the id (a title, segment titles, an image's file).
        package var texts: [String] = []
        package var parent = "root"
        package var properties: [ASTDirective] = []
        /// Hugging and compression by axis (`horizontal`, `vertical`), written as one property each.
        package var hugging: [String: Double] = [:]
        package var compression: [String: Double] = [:]
        package var line: Int
        /// An `@IBOutlet`: the storyboard makes it.
        package var outlet = false

        package init(name: String, kind: String, line: Int) {
            self.name = name
            self.kind = kind
            self.line = line
        }
    }

    package struct LayoutConstraint {
        package var name: String
        /// `first REL [M *] second [+ C]` without the priority.
        package var first: String
        package var relation: String
        package var second: String?
        package var multiplier: Double = 1
        package var constant: Double = 0
        package var priority: Double = 1000
        /// The scene's name for it (from `.named("…")` or `identifier`); nil: unnamed.
        package var sceneName: String?
        package var line: Int
        /// An `@IBOutlet`: the storyboard makes it.
        package var outlet = false

        package init(name: String, first: String, relation: String, line: Int) {
            self.name = name
            self.first = first
            self.relation = relation
            self.line = line
        }
    }

    /// A state's changes as the code makes them.
    package struct StateCode {
        package var activated: [String] = []
        package var deactivated: [String] = []
        package var priorities: [String: Double] = [:]
        /// A number or constant math.
        package var constants: [String: ASTExpression] = [:]
        package var hidden: [String: Bool] = [:]
        package var alpha: [String: Double] = [:]
        /// How views are drawn in the state (`text V "…"`, `color V C`…).
        package var looks: [ASTStateItem] = []
        package var keyboard = false

        package init() {}
    }

    package var className: String
    /// `view.backgroundColor = …`: the root view's background, as a `color` value.
    package var rootColor: ASTValue?
    package var views: [View] = []
    package var constraints: [LayoutConstraint] = []
    /// Constraint property names activated outside any state switch.
    package var baseActive: [String] = []
    /// Constraint property names that `export swift`'s size-class functions name (the header's
    /// `when` lines carry those constraints).
    package var sizeClassConstraints: Set<String> = []
    package var baseHidden: Set<String> = []
    package var stateNames: [String] = []
    package var initialState: String?
    package var states: [String: StateCode] = [:]
    /// `(from, to, duration, curve)` from `timing(from:to:)`; the curve as the values of a `curve` directive.
    package var transitions: [(String, String, Double, [ASTValue])] = []
    /// Tap handler name → the view it is wired to; handler → (from, to) pairs.
    package var tapWiring: [String: String] = [:]
    package var tapHandlers: [String: [(String, String)]] = [:]
    /// Header lines `// animlayout: …` (canvas, sizes, fonts, images) written by `export swift`.
    package var headerLines: [String] = []
    package var warnings: [ImportWarning] = []
    /// Visual-format constraints by the element whose block holds them (`|` is that element).
    package var vfl: [String: [ASTVFL]] = [:]

    package init(className: String) {
        self.className = className
    }

    package func viewIndex(_ name: String) -> Int? { views.firstIndex { $0.name == name } }
    package func constraintIndex(_ name: String) -> Int? { constraints.firstIndex { $0.name == name } }

    /// A number as the scene holds it: four decimals at most, within ±10⁹.
    package static func rounded(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return (min(max(v, -1e9), 1e9) * 10_000).rounded() / 10_000
    }

    /// A number value (``rounded(_:)``).
    package static func value(_ v: Double) -> ASTValue { .number(rounded(v)) }
}

/// Reads the classes of a Swift file (text, file name) as ``SwiftCodeModel``s: given to
/// ``InterfaceBuilderImport`` by the Swift reader, which holds swift-syntax.
package typealias SwiftCodeReading = (_ text: String, _ file: String) -> Result<[SwiftCodeModel], ImportFailure>
