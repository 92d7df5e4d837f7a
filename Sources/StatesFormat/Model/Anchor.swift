/// A layout attribute of an item (`title.leading`, `root.safe.top`, `box.width`).
public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case left, right, leading, trailing, centerX
    case top, bottom, centerY
    /// The first and last line's baseline of a label, button or text field (a view without text:
    /// its top for the first, its bottom for the last, as UIKit documents).
    case firstBaseline, lastBaseline
    case width, height

    /// Which axis, or dimension, the attribute belongs to; anchors of different kinds cannot be related.
    public enum Kind: String, Hashable, Sendable {
        case xAxis = "x-axis"
        case yAxis = "y-axis"
        case dimension
    }

    /// The attribute's kind.
    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: return .xAxis
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .yAxis
        case .width, .height: return .dimension
        }
    }

    /// `leading`/`trailing` are directional: they may not be related to `left`/`right`.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// `firstBaseline` or `lastBaseline`.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute named `name` (as `init(rawValue:)`), found by the name's length and first
    /// letter and then one comparison, not by comparing it with every name in turn (the
    /// checker looks up one or two per constraint).
    public static func named(_ name: String) -> Attribute? {
        let candidate: Attribute?
        switch (name.utf8.count, name.utf8.first) {
        case (3, UInt8(ascii: "t")?): candidate = .top
        case (4, UInt8(ascii: "l")?): candidate = .left
        case (5, UInt8(ascii: "r")?): candidate = .right
        case (5, UInt8(ascii: "w")?): candidate = .width
        case (6, UInt8(ascii: "b")?): candidate = .bottom
        case (6, UInt8(ascii: "h")?): candidate = .height
        case (7, UInt8(ascii: "l")?): candidate = .leading
        case (7, UInt8(ascii: "c")?):
            candidate = name.utf8.last == UInt8(ascii: "X") ? .centerX : .centerY
        case (8, UInt8(ascii: "t")?): candidate = .trailing
        case (12, UInt8(ascii: "l")?): candidate = .lastBaseline
        case (13, UInt8(ascii: "f")?): candidate = .firstBaseline
        default: candidate = nil
        }
        guard let candidate, candidate.rawValue == name else { return nil }
        return candidate
    }
}

/// What an anchor's item refers to, after name resolution.
public enum ItemRef: Hashable, Sendable, CustomStringConvertible {
    /// An element by id: `root`, a view, label, button, image, stack or custom guide.
    case element(String)
    /// `ID.safe`: the element's safeAreaLayoutGuide.
    case safeArea(of: String)
    /// `ID.margins`: the element's layoutMarginsGuide.
    case margins(of: String)
    /// `root.keyboard`: the root view's keyboardLayoutGuide (UIKeyboardLayoutGuide): the
    /// keyboard's frame when a state shows it, else the strip under the safe area.
    case keyboard

    /// The root view's id.
    public static let rootID = "root"
    /// The root view (the canvas).
    public static let root = ItemRef.element(rootID)
    /// `root.safe`: the root view's safe-area guide.
    public static let rootSafeArea = ItemRef.safeArea(of: rootID)
    /// `root.margins`: the root view's layout margins guide.
    public static let rootMargins = ItemRef.margins(of: rootID)

    /// The element the item belongs to (the guide's owner for `safe`/`margins`).
    public var elementID: String {
        switch self {
        case .element(let id), .safeArea(of: let id), .margins(of: let id): return id
        case .keyboard: return Self.rootID
        }
    }

    /// The key of the item's frame in a layout: `id`, `id.safe` or `id.margins` (same as `description`).
    public var layoutKey: String { description }

    /// As written in a scene: `title`, `root.safe`, `card.margins`.
    public var description: String {
        switch self {
        case .element(let id): return id
        case .safeArea(of: let id): return "\(id).safe"
        case .margins(of: let id): return "\(id).margins"
        case .keyboard: return "root.keyboard"
        }
    }
}

/// A resolved anchor: an item and one of its attributes.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    public var item: ItemRef
    public var attribute: Attribute
    /// Where the anchor is written (for VFL-generated constraints: the VFL string).
    public var range: SourceRange

    /// Creates an anchor.
    public init(item: ItemRef, attribute: Attribute, range: SourceRange) {
        self.item = item
        self.attribute = attribute
        self.range = range
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}
