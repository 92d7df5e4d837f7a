/// Size-class variations: what a `when` block holds (docs/format.md, "Size-class variations").

/// An environment's width and height size classes (`UITraitCollection`'s horizontal and
/// vertical size classes).
public struct SizeClasses: Hashable, Sendable {
    /// The width's class (`horizontalSizeClass`).
    public var width: SizeClass
    /// The height's class (`verticalSizeClass`).
    public var height: SizeClass

    /// Creates a pair.
    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// UIKit's classes for a full-screen window of `size`: an iPad (both sides at least 600
    /// points) is regular both ways; a phone in portrait is compact width and regular height;
    /// a phone in landscape is compact height, and regular width from 736 points wide (the
    /// Plus and Max phones).
    public static func uiKit(for size: Size) -> SizeClasses {
        if size.width >= 600 && size.height >= 600 { return SizeClasses(width: .regular, height: .regular) }
        if size.width > size.height {
            return SizeClasses(width: size.width >= 736 ? .regular : .compact, height: .compact)
        }
        return SizeClasses(width: .compact, height: .regular)
    }
}

/// The conditions of a `when` block: every one written must hold (nil: either class).
public struct SizeClassCondition: Hashable, Sendable {
    /// `compact-width` or `regular-width`, if written.
    public var width: SizeClass?
    /// `compact-height` or `regular-height`, if written.
    public var height: SizeClass?

    /// Creates a condition.
    public init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// Whether environments of `classes` match.
    public func matches(_ classes: SizeClasses) -> Bool {
        (width == nil || width == classes.width) && (height == nil || height == classes.height)
    }

    /// The conditions as written (`compact-height`, `regular-width regular-height`).
    public var written: [String] {
        (width.map { ["\($0.rawValue)-width"] } ?? []) + (height.map { ["\($0.rawValue)-height"] } ?? [])
    }

    /// The condition a keyword names (nil: not a condition).
    public static func keyword(_ word: String) -> (width: SizeClass?, height: SizeClass?)? {
        table[word]
    }

    /// Each condition keyword and what it requires.
    static let table: [String: (width: SizeClass?, height: SizeClass?)] = [
        "compact-width": (.compact, nil), "regular-width": (.regular, nil),
        "compact-height": (nil, .compact), "regular-height": (nil, .regular),
    ]
}

/// A property value only a size-class change may set (a state cannot: they are not animated).
public enum VariedValue: Hashable, Sendable {
    case font(FontChoice)
    case lines(Int)
    case axis(StackSpec.Axis)
    case spacing(Double)
    case stackAlignment(StackSpec.Alignment)
    case textAlignment(TextAlignment)

    /// Sets the value on `element`.
    public func apply(to element: inout Element) {
        switch self {
        case .font(let f):
            // The size Interface Builder saved was measured in the written font: another one
            // is measured (as UIKit measures the text again in a new font).
            if f != element.font, case .saved = element.intrinsic { element.intrinsic = .fromText }
            element.font = f
        case .lines(let n):
            if n != element.lines, case .saved = element.intrinsic { element.intrinsic = .fromText }
            element.lines = n
        case .axis(let a): element.stack?.axis = a
        case .spacing(let s): element.stack?.spacing = s
        case .stackAlignment(let a): element.stack?.alignment = a
        case .textAlignment(let a): element.textAlignment = a
        }
    }
}

/// `font title title2` in a `when` block: an element's property value where the block holds.
public struct VariedProperty: Hashable, Sendable {
    /// The element's id.
    public var element: String
    public var value: VariedValue
    /// The statement.
    public var range: SourceRange

    /// Creates a varied property.
    public init(element: String, value: VariedValue, range: SourceRange) {
        self.element = element
        self.value = value
        self.range = range
    }
}

/// A checked `when` block: at the top level, part of the base set in matching environments; in
/// a state, changes applied after the state's others in matching environments.
public struct Variation: Hashable, Sendable {
    /// What an environment's size classes must be.
    public var condition: SizeClassCondition
    /// The block's changes in written order: its constraints as `add`, and `activate`,
    /// `deactivate`, `priority`, `constant`, `hide`, `show`, `alpha` and look changes.
    public var changes: [LocatedChange]
    /// The properties only a size-class change sets, in written order.
    public var properties: [VariedProperty]
    /// The block, from `when` to its `}`.
    public var range: SourceRange

    /// Creates a variation.
    public init(condition: SizeClassCondition, changes: [LocatedChange] = [], properties: [VariedProperty] = [],
                range: SourceRange) {
        self.condition = condition
        self.changes = changes
        self.properties = properties
        self.range = range
    }

    /// The constraints the block declares.
    public var constraints: [Constraint] {
        changes.compactMap { if case .add(let c) = $0.change { return c } else { return nil } }
    }

    /// `when compact-height` (line N), for reports.
    public var label: String {
        "when \(condition.written.joined(separator: " ")) (line \(range.start.line))"
    }
}
