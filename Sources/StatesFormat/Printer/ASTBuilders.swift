/// Public initialisers for the syntax tree, so that tools (the importers) build a scene as
/// values and hand it to ``StatesPrinter`` instead of writing `.states` text themselves. A node
/// made here has the range ``SourceRange/generated`` unless one is given.

extension SourceRange {
    /// The range of a node that no file was parsed for (built by a tool).
    public static let generated = SourceRange(file: "<generated>", line: 1, column: 1, endLine: 1, endColumn: 1)
}

extension ASTName {
    /// A name as a tool writes it.
    public init(_ text: String, range: SourceRange = .generated) {
        self.init(text: text, range: range)
    }
}

extension ASTNumber {
    /// A number with an optional unit.
    public init(_ value: Double, unit: NumberUnit = .none, range: SourceRange = .generated) {
        self.init(value: value, unit: unit, range: range)
    }
}

extension ASTString {
    /// A string literal's value (the printer escapes it).
    public init(_ value: String, range: SourceRange = .generated) {
        self.init(value: value, range: range, columns: [])
    }
}

extension ASTAnchor {
    /// `ITEM.ATTRIBUTE` or `ITEM.GUIDE.ATTRIBUTE` from its components.
    public init(_ components: [String], range: SourceRange = .generated) {
        self.init(path: components.map { ASTName($0) }, range: range)
    }

    /// `ITEM.ATTRIBUTE` from a dotted path (`title.leading`, `root.safe.top`).
    public init(dotted: String, range: SourceRange = .generated) {
        self.init(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init), range: range)
    }
}

extension ASTPriority {
    /// `@750`.
    public init(_ value: Double, range: SourceRange = .generated) {
        self.init(value: .number(value), range: range)
    }

    /// `@high`.
    public init(keyword: String, range: SourceRange = .generated) {
        self.init(value: .keyword(keyword), range: range)
    }
}

extension ASTConstraint {
    /// `[NAME:] first REL [M *] second [+ C] [@P]`, or `first REL C [@P]` without `second`.
    public init(name: String? = nil, first: ASTAnchor, relation: Relation, second: ASTAnchor? = nil,
                multiplier: Double? = nil, constant: Double? = nil, priority: ASTPriority? = nil,
                range: SourceRange = .generated) {
        self.init(name: name.map { ASTName($0) }, first: first, relation: relation, relationRange: range, second: second,
                  multiplier: multiplier.map { ASTNumber($0) }, constant: constant.map { ASTNumber($0) },
                  priority: priority, range: range)
    }
}

extension ASTMetric {
    /// `NAME: value` in `metrics(…)`.
    public init(_ name: String, _ value: Double) {
        self.init(name: ASTName(name), value: ASTNumber(value))
    }
}

extension ASTVFL {
    /// `vfl "FORMAT" [metrics(…)] [@P]`.
    public init(_ format: String, metrics: [ASTMetric] = [], priority: ASTPriority? = nil, range: SourceRange = .generated) {
        self.init(format: ASTString(format), metrics: metrics, priority: priority, range: range)
    }
}

extension ASTValue {
    /// A plain number.
    public static func number(_ value: Double) -> ASTValue { .number(ASTNumber(value)) }
    /// A word (`body`, `vertical`, `iphone-15-pro`).
    public static func word(_ text: String) -> ASTValue { .identifier(ASTName(text)) }
    /// A string literal.
    public static func text(_ value: String) -> ASTValue { .string(ASTString(value)) }
    /// `#RRGGBB[AA]` (only after a colour keyword: `color`, `text-color`, `tint`, `border`, `shadow`).
    public static func color(_ color: Color) -> ASTValue { .color(color, .generated) }
    /// `WxH`.
    public static func size(_ width: Double, _ height: Double) -> ASTValue { .size(width: width, height: height, .generated) }
    /// `NAME(label: value, …)`, or `(label: value, …)` without a name.
    public static func list(_ name: String?, _ arguments: [(String?, ASTValue)]) -> ASTValue {
        .list(name: name.map { ASTName($0) }, arguments.map { ASTArgument(label: $0.0.map { ASTName($0) }, value: $0.1) }, .generated)
    }
}

extension ASTDirective {
    /// `KEYWORD value…`.
    public init(_ keyword: String, _ values: [ASTValue] = [], range: SourceRange = .generated) {
        self.init(keyword: ASTName(keyword), values: values, range: range)
    }
}

extension ASTExpression {
    /// A number.
    public static func number(_ value: Double) -> ASTExpression { .number(ASTNumber(value)) }
    /// `ID.PROPERTY`.
    public static func property(_ item: String, _ property: String) -> ASTExpression { .property(ASTAnchor([item, property])) }
    /// `lhs OP rhs` for `+ - * /`.
    public static func binary(_ op: Character, _ lhs: ASTExpression, _ rhs: ASTExpression) -> ASTExpression {
        .binary(op: op, lhs, rhs, .generated)
    }
    /// `-operand`.
    public static func negate(_ operand: ASTExpression) -> ASTExpression { .negate(operand, .generated) }
}

extension ASTElement {
    /// `KIND ID ["text" …] { body }`.
    public init(kind: String, id: String, texts: [String] = [], body: [ASTStatement] = [], range: SourceRange = .generated) {
        self.init(kind: ASTName(kind), id: ASTName(id), text: texts.first.map { ASTString($0) }, body: body, range: range)
        moreTexts = texts.dropFirst().map { ASTString($0) }
    }
}

extension ASTState {
    /// `state NAME [extends BASE] { items }`.
    public init(name: String, extends base: String? = nil, items: [ASTStateItem] = [], range: SourceRange = .generated) {
        self.init(name: ASTName(name), extends: base.map { ASTName($0) }, items: items, range: range)
    }
}

extension ASTPattern {
    /// A state name, or `*` for nil.
    public init(_ name: String?, range: SourceRange = .generated) {
        self.init(name: name.map { ASTName($0) }, range: range)
    }
}

extension ASTTransition {
    /// `transition FROM -> TO { items }` (`<->` when `bidirectional`).
    public init(from: String?, to: String?, bidirectional: Bool = false, items: [ASTTransitionItem] = [],
                range: SourceRange = .generated) {
        self.init(from: ASTPattern(from), to: ASTPattern(to), bidirectional: bidirectional, items: items, range: range)
    }
}

extension ASTSequence {
    /// `sequence NAME: A -> B … { directives }`.
    public init(name: String, states: [String], directives: [ASTDirective] = [], range: SourceRange = .generated) {
        self.init(name: ASTName(name), states: states.map { ASTName($0) }, directives: directives, range: range)
    }
}

extension ASTEvent {
    /// `on tap TARGET: FROM -> TO`.
    public static func tap(_ target: String, from: String?, to: String?, bidirectional: Bool = false) -> ASTEvent {
        ASTEvent(kind: ASTName("tap"), target: ASTName(target), delay: nil, from: ASTPattern(from), to: ASTPattern(to),
                 bidirectional: bidirectional, range: .generated)
    }

    /// `after SECONDS: FROM -> TO`.
    public static func after(_ seconds: Double, from: String?, to: String?, bidirectional: Bool = false) -> ASTEvent {
        ASTEvent(kind: ASTName("after"), target: nil, delay: ASTNumber(seconds, unit: .seconds), from: ASTPattern(from),
                 to: ASTPattern(to), bidirectional: bidirectional, range: .generated)
    }
}

extension ASTFlow {
    /// `flow NAME: step, step…`.
    public init(name: String, steps: [ASTDirective], range: SourceRange = .generated) {
        self.init(name: ASTName(name), steps: steps, range: range)
    }
}

extension ASTFile {
    /// A file of `statements`.
    public init(statements: [ASTStatement], file: String = "<generated>") {
        self.init(file: file, statements: statements)
    }
}

extension ASTKeyframe {
    /// `PERCENT% { directives }`.
    public init(percent: Double, directives: [ASTDirective], range: SourceRange = .generated) {
        self.init(percent: ASTNumber(percent, unit: .percent), directives: directives, range: range)
    }
}
