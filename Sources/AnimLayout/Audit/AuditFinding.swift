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
    /// For a scene imported from a storyboard or XIB: the file, its scene and the first
    /// element's view as the file names them (`audit --json`'s `source`); nil otherwise.
    public var source: Source?
    /// The element the finding names whose place or size the constraints leave ambiguous in
    /// the layout it was found in (``SceneAudit/notingAmbiguity(_:in:)``), if any.
    public var ambiguousElement: String?

    /// Where an imported finding's first element is in its storyboard or XIB.
    public struct Source: Hashable, Sendable {
        public var file: String
        /// The scene's title in the file (its controller's or view's), else the imported scene's id.
        public var scene: String
        /// The element's id in the imported scene.
        public var element: String
        /// Its Interface Builder object id (`B2y-VG-v1T`), when it is a view of the file.
        public var ibID: String?

        /// Creates a source.
        public init(file: String, scene: String, element: String, ibID: String?) {
            self.file = file
            self.scene = scene
            self.element = element
            self.ibID = ibID
        }

        var json: JSONValue {
            .object([("file", .string(file)), ("scene", .string(scene)), ("element", .string(element)),
                     ("ibID", ibID.map { .string($0) } ?? .null)])
        }
    }

    public static func == (a: AuditFinding, b: AuditFinding) -> Bool { a.json.serialized() == b.json.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(json.serialized()) }

    /// A finding of `audit --json` (docs/audit.md).
    public var json: JSONValue {
        .object([("kind", .string(kind.rawValue)), ("elements", .array(elements.map { .string($0) })), ("state", .string(state)),
                 ("size", .string(size)), ("appearance", .string(appearance.rawValue)), ("textSize", .string(textSize.rawValue)),
                 ("time", time?.json ?? .null),
                 ("location", location.map { .string("\($0.start.file):\($0.start.line):\($0.start.column)") } ?? .null)]
                + measured + [("message", .string(message))] + (source.map { [("source", $0.json)] } ?? []))
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
