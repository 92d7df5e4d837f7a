/// The syntax tree of a `.states` file, as written, before names are resolved.
/// Every node carries the source range it was parsed from.

/// A name as written (identifier), with its range.
public struct ASTName: Hashable, Sendable {
    /// The identifier as written.
    public var text: String
    /// Where the node is written.
    public var range: SourceRange
}

/// A number as written, with its unit (`0.3s`, `300ms`, `50%`).
public struct ASTNumber: Hashable, Sendable {
    /// The numeric value (units not applied).
    public var value: Double
    /// The unit written after the number.
    public var unit: NumberUnit
    /// Where the node is written.
    public var range: SourceRange
}

/// A string literal (decoded), with the source column of each scalar (for VFL locations).
public struct ASTString: Hashable, Sendable {
    /// The decoded string.
    public var value: String
    /// Where the node is written.
    public var range: SourceRange
    /// Source column of each scalar of `value`, on the range's start line.
    public var columns: [Int]
}

/// `ITEM.ATTRIBUTE` or `ITEM.GUIDE.ATTRIBUTE` as written: a dotted path.
public struct ASTAnchor: Hashable, Sendable {
    /// The dotted components: item, optional guide, attribute.
    public var path: [ASTName]
    /// Where the node is written.
    public var range: SourceRange
}

/// `@750`, `@high`.
public struct ASTPriority: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case number(Double)
        case keyword(String)
    }
    /// The number or keyword written after `@`.
    public var value: Value
    /// Where the node is written.
    public var range: SourceRange
}

/// A constraint as written: `[NAME:] first REL [M *] second [* M] [+|- C] [@P]` or `first REL C [@P]`.
public struct ASTConstraint: Hashable, Sendable {
    /// The name written before `:`, if any.
    public var name: ASTName?
    /// The left-hand anchor.
    public var first: ASTAnchor
    /// `==`, `>=` or `<=`.
    public var relation: Relation
    /// Where the relation is written.
    public var relationRange: SourceRange
    /// The right-hand anchor; nil for `ANCHOR REL C`.
    public var second: ASTAnchor?
    /// The multiplier, if written.
    public var multiplier: ASTNumber?
    /// Signed constant (a `-` before it already applied), if written.
    public var constant: ASTNumber?
    /// The priority after `@`, if written.
    public var priority: ASTPriority?
    /// Where the node is written.
    public var range: SourceRange
}

/// `pad: 20` in a VFL `metrics(...)` list.
public struct ASTMetric: Hashable, Sendable {
    /// The declared name.
    public var name: ASTName
    public var value: ASTNumber
}

/// `vfl "H:|-[a]-|" [metrics(pad: 20)] [@P]`.
public struct ASTVFL: Hashable, Sendable {
    /// The Visual Format Language string.
    public var format: ASTString
    /// `metrics(NAME: N, …)` after the string.
    public var metrics: [ASTMetric]
    /// The priority after `@`, if written.
    public var priority: ASTPriority?
    /// Where the node is written.
    public var range: SourceRange
}

/// A value in a directive (property, canvas option, curve, …).
public indirect enum ASTValue: Hashable, Sendable {
    case number(ASTNumber)
    case size(width: Double, height: Double, SourceRange)
    case string(ASTString)
    case color(Color, SourceRange)
    case identifier(ASTName)
    /// `(label: value, value, …)`, possibly right after a name (`safe-area(top: 47)`).
    case list(name: ASTName?, [ASTArgument], SourceRange)

    /// Where the value is written.
    public var range: SourceRange {
        switch self {
        case .number(let n): return n.range
        case .size(_, _, let r), .color(_, let r), .list(_, _, let r): return r
        case .string(let s): return s.range
        case .identifier(let n): return n.range
        }
    }
}

/// `label: value` or `value` inside a parenthesised list.
public struct ASTArgument: Hashable, Sendable {
    /// The label before `:`, if any.
    public var label: ASTName?
    /// The value.
    public var value: ASTValue
}

/// A keyword followed by values: `color #3478F6`, `canvas 390x844 rtl`, `duration 0.3`.
public struct ASTDirective: Hashable, Sendable {
    /// The leading keyword.
    public var keyword: ASTName
    /// The values after the keyword, in order.
    public var values: [ASTValue]
    /// Where the node is written.
    public var range: SourceRange
}

/// A constant expression as written.
public indirect enum ASTExpression: Hashable, Sendable {
    case number(ASTNumber)
    /// `ID.width`: a two-component path.
    case property(ASTAnchor)
    case negate(ASTExpression, SourceRange)
    case binary(op: Character, ASTExpression, ASTExpression, SourceRange)

    /// Where the expression is written.
    public var range: SourceRange {
        switch self {
        case .number(let n): return n.range
        case .property(let a): return a.range
        case .negate(_, let r), .binary(_, _, _, let r): return r
        }
    }
}

/// An element declaration: `label title "text" { … }`.
public struct ASTElement: Hashable, Sendable {
    /// The kind keyword (`view`, `label`, …).
    public var kind: ASTName
    /// The element id.
    public var id: ASTName
    /// The text after the id (labels and buttons).
    public var text: ASTString?
    /// Further strings after the first (a segmented control's titles).
    public var moreTexts: [ASTString] = []
    /// Properties, children and constraints, in written order.
    public var body: [ASTStatement]
    /// Where the node is written.
    public var range: SourceRange
}

/// One statement inside a state block.
public enum ASTStateItem: Hashable, Sendable {
    case activate([ASTName], SourceRange)
    case deactivate([ASTName], SourceRange)
    case priority(ASTName, ASTPriority, SourceRange)
    case constant(ASTName, ASTExpression, SourceRange)
    case hide([ASTName], SourceRange)
    case show([ASTName], SourceRange)
    case alpha(ASTName, ASTNumber, SourceRange)
    case add(ASTConstraint)
    case vfl(ASTVFL)
    case replace(ASTName, ASTConstraint, SourceRange)
    /// `color card red`, `on wifi`, `value volume 0.8`: the element, then the change as a
    /// directive (its keyword and values).
    case look(ASTName, ASTDirective, SourceRange)
    /// `keyboard` or `keyboard hidden`.
    case keyboard(Bool, SourceRange)
    /// `when compact-height { … }`: changes that apply after the state's others, in matching environments.
    case when(ASTWhen)
}

/// `when CONDITION… { … }`: what holds only in environments whose size classes match every
/// condition (`compact-width`, `regular-width`, `compact-height`, `regular-height`). Its items
/// are state changes; a `look` item may also set a property only a size-class change sets
/// (`font`, `lines`, `axis`, `spacing`, `alignment`).
public struct ASTWhen: Hashable, Sendable {
    /// The conditions, as written.
    public var conditions: [ASTName]
    /// The block's statements, in written order.
    public var items: [ASTStateItem]
    /// Where the node is written.
    public var range: SourceRange

    /// Creates a `when` block.
    public init(conditions: [ASTName], items: [ASTStateItem], range: SourceRange) {
        self.conditions = conditions
        self.items = items
        self.range = range
    }
}

/// `state NAME [extends BASE] { … }`.
public struct ASTState: Hashable, Sendable {
    /// The declared name.
    public var name: ASTName
    /// The state named after `extends`.
    public var extends: ASTName?
    /// The state changes, in written order.
    public var items: [ASTStateItem]
    /// Where the node is written.
    public var range: SourceRange
}

/// `A`, or `*`.
public struct ASTPattern: Hashable, Sendable {
    /// nil for `*`.
    public var name: ASTName?
    /// Where the node is written.
    public var range: SourceRange
}

/// One statement of a transition block.
public enum ASTTransitionItem: Hashable, Sendable {
    case directive(ASTDirective)
    case element(ASTName, [ASTDirective], SourceRange)
    /// `keyframes ID { 40% { … } 100% { … } }`.
    case keyframes(ASTName, [ASTKeyframe], SourceRange)
}

/// One key of a `keyframes` block: `40% { transform translate(0, -12); alpha 0.4 }`.
public struct ASTKeyframe: Hashable, Sendable {
    public var percent: ASTNumber
    public var directives: [ASTDirective]
    public var range: SourceRange
}

/// `transition A -> B { … }` or `A <-> B`.
public struct ASTTransition: Hashable, Sendable {
    /// The source state or `*`.
    public var from: ASTPattern
    /// The destination state or `*`.
    public var to: ASTPattern
    /// True for `<->`.
    public var bidirectional: Bool
    /// Settings and per-element timings.
    public var items: [ASTTransitionItem]
    /// Where the node is written.
    public var range: SourceRange
    /// `transition rotation { … }`: how a size change in a sequence animates (`from` and `to`
    /// are `*` then, and `bidirectional` is false).
    public var isRotation = false
}

/// `sequence NAME: A -> B in landscape -> C { hold 0.5; loop }`.
public struct ASTSequence: Hashable, Sendable {
    /// The declared name.
    public var name: ASTName
    /// The states, in play order.
    public var states: [ASTName]
    /// `hold`, `loop`.
    public var directives: [ASTDirective]
    /// Where the node is written.
    public var range: SourceRange
    /// Per step, the size written after `in` (nil: none). Empty, or as many as `states`.
    public var sizes: [ASTName?] = []
}

/// A statement at the top level or in an element block.
public indirect enum ASTStatement: Hashable, Sendable {
    case scene(ASTString, SourceRange)
    /// `font-file "path"`.
    case fontFile(ASTString, SourceRange)
    /// `defaults code|interface-builder`.
    case defaults(ASTName, SourceRange)
    case canvas(ASTDirective)
    case size(ASTName, ASTDirective)
    case element(ASTElement)
    /// `root { color … }`: the root view's own properties (its background).
    case root([ASTDirective], SourceRange)
    case property(ASTDirective)
    case constraint(ASTConstraint)
    case vfl(ASTVFL)
    case state(ASTState)
    case initial(ASTName, SourceRange)
    case transition(ASTTransition)
    case sequence(ASTSequence)
    /// `on tap ID: A -> B` or `after 2s: A -> B` (`trigger` is `tap` with the id, or `after` with the delay).
    case event(ASTEvent)
    /// `flow NAME: tap a, wait 0.5, tap 120,300`.
    case flow(ASTFlow)
    /// `audit { allow KIND IDS… [in STATE] [at SIZE] [from TEXT-SIZE] "reason" }` (docs/format.md, "Audit opt-outs").
    case audit([ASTDirective], SourceRange)
    /// `when compact-height { … }` at the top level: part of the base set in matching environments.
    case when(ASTWhen)
    /// `# text`: a comment line that a tool writes (``StatesPrinter`` prints it; the parser drops
    /// comments, so a parsed file has none).
    case comment(String, SourceRange)
}

/// An event as written.
public struct ASTEvent: Hashable, Sendable {
    /// `tap` (with `target`) or `after` (with `delay`).
    public var kind: ASTName
    public var target: ASTName?
    public var delay: ASTNumber?
    public var from: ASTPattern
    public var to: ASTPattern
    public var bidirectional: Bool
    public var range: SourceRange
}

/// A flow as written: steps are directives (`tap a`, `tap 120,300`, `wait 0.5`).
public struct ASTFlow: Hashable, Sendable {
    public var name: ASTName
    public var steps: [ASTDirective]
    public var range: SourceRange
}

/// A parsed file.
public struct ASTFile: Hashable, Sendable {
    /// The file path as given.
    public var file: String
    /// Top-level statements, in written order.
    public var statements: [ASTStatement]
}
