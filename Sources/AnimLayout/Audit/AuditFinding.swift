import StatesFormat

/// One thing `audit` found that a person would meet: where (state, size, appearance, Dynamic
/// Type size), which elements, where they are written, and the numbers measured.
public struct AuditFinding: Hashable, Sendable {
    /// What was found (the kinds of docs/audit.md).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case textClipped = "text-clipped"
        case overlap
        case overflow
        case hitRegion = "hit-region"
        case contrast
        case safeArea = "safe-area"
        case zeroSize = "zero-size"
        /// Only with `--fixed-fonts` (``FixedFontCheck``).
        case fixedFont = "fixed-font"
    }

    /// The smallest tap target the Human Interface Guidelines ask for, in points.
    public static let minimumTarget = 44.0

    public var kind: Kind
    /// The element ids, the first one the finding is about.
    public var elements: [String]
    public var state: String
    public var size: String
    public var appearance: Appearance
    public var textSize: ContentSizeCategory
    /// When, within a transition or sequence (nil: in a state at rest).
    public var time: AuditTime?
    /// Where the first element is written.
    public var location: SourceRange?
    /// The numbers measured, in the order they are printed (`needed`, `given`, `ratio`…).
    public var measured: [(String, JSONValue)]
    /// One line saying what is wrong, without the place.
    public var message: String
    /// For a scene imported from a storyboard or XIB: its scene and view as the file names
    /// them (`scene 'Login', view 'titleLabel' (abc-12-xyz)`); nil for a `.states` scene.
    public var context: String?

    public static func == (a: AuditFinding, b: AuditFinding) -> Bool { a.json.serialized() == b.json.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(json.serialized()) }

    /// A finding of `audit --json` (docs/audit.md).
    public var json: JSONValue {
        .object([("kind", .string(kind.rawValue)), ("elements", .array(elements.map { .string($0) })), ("state", .string(state)),
                 ("size", .string(size)), ("appearance", .string(appearance.rawValue)), ("textSize", .string(textSize.rawValue)),
                 ("time", time?.json ?? .null),
                 ("location", location.map { .string("\($0.start.file):\($0.start.line):\($0.start.column)") } ?? .null)]
                + measured + [("message", .string(message))])
    }

    /// What makes findings the same problem in several text sizes or appearances: one group,
    /// printed once with the first one's numbers.
    var groupKey: String {
        [kind.rawValue, elements.joined(separator: ","), time?.animationName ?? state, size].joined(separator: "\u{0}")
    }
}

/// When a finding happens within an animation: the transition's or sequence's name and the
/// time from its start, in seconds.
public struct AuditTime: Hashable, Sendable {
    public enum Animation: Hashable, Sendable { case transition(String), sequence(String) }
    public var animation: Animation
    public var t: Double

    public init(_ animation: Animation, t: Double) {
        self.animation = animation
        self.t = t
    }

    /// docs/audit.md's `{"transition": "a->b", "t": 0.15}` or `{"sequence": "tour", "t": 1.2}`.
    public var json: JSONValue {
        let rounded = JSONValue.number((t * 10_000).rounded() / 10_000)
        switch animation {
        case .transition(let name): return .object([("transition", .string(name)), ("t", rounded)])
        case .sequence(let name): return .object([("sequence", .string(name)), ("t", rounded)])
        }
    }

    /// `transition 'a->b'` or `sequence 'tour'`, for the report's lines.
    public var animationName: String {
        switch animation {
        case .transition(let name): return "transition '\(name)'"
        case .sequence(let name): return "sequence '\(name)'"
        }
    }
}

/// What an audit looked at, for the report's `checked`.
public struct AuditCoverage: Hashable, Sendable {
    public var states: Int
    public var sizes: Int
    public var appearances: Int
    public var textSizes: Int
    public var frames: Int
}
