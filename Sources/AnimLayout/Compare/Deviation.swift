import LayoutSolver

/// A frame attribute compared between two layouts.
public enum FrameAttribute: String, Hashable, Sendable, CaseIterable {
    case x, y, width, height

    /// The attribute's value in `rect`.
    public func value(in rect: Rect) -> Double {
        switch self {
        case .x: return rect.x
        case .y: return rect.y
        case .width: return rect.width
        case .height: return rect.height
        }
    }
}

/// How far one element's frame in scene B is from its frame in scene A.
public struct ElementDeviation: Hashable, Sendable {
    /// The element's id.
    public var element: String
    /// The frame in scene A.
    public var a: Rect
    /// The frame in scene B.
    public var b: Rect
    /// The largest of |Δx|, |Δy|, |Δwidth|, |Δheight|, rounded to 1e-6 pt.
    public var amount: Double
    /// The attribute with that difference (the first of x, y, width, height on a tie).
    public var attribute: FrameAttribute

    /// Measures `element` between frame `a` and frame `b`.
    public init(element: String, a: Rect, b: Rect) {
        self.element = element
        self.a = a
        self.b = b
        var best = (amount: 0.0, attribute: FrameAttribute.x)
        for attribute in FrameAttribute.allCases {
            // Rounded, so that floating-point noise from interpolation never shows.
            let d = Tolerances.roundedToMicropoint(abs(attribute.value(in: a) - attribute.value(in: b)))
            if d > best.amount { best = (d, attribute) }
        }
        self.amount = best.amount
        self.attribute = best.attribute
    }
}

/// The deviation of one frame: the largest element deviation over the compared elements.
public struct Deviation: Hashable, Sendable {
    /// Points, rounded to 1e-6 (0 when the frames agree).
    public var amount: Double
    /// The element with the largest deviation (the first in comparison order on a tie); nil when `amount` is 0.
    public var element: String?
    /// Which attribute of that element; nil when `amount` is 0.
    public var attribute: FrameAttribute?

    /// No deviation.
    public static let zero = Deviation(amount: 0, element: nil, attribute: nil)

    /// Creates a deviation.
    public init(amount: Double, element: String?, attribute: FrameAttribute?) {
        self.amount = amount
        self.element = element
        self.attribute = attribute
    }

    /// The largest of `deviations` (the first on a tie), or `.zero`.
    public init(largestOf deviations: [ElementDeviation]) {
        var best = Deviation.zero
        for d in deviations where d.amount > best.amount {
            best = Deviation(amount: d.amount, element: d.element, attribute: d.attribute)
        }
        self = best
    }

    /// `227 pt (title x)`, or `0`.
    public var summary: String {
        guard let element, let attribute else { return format(amount) }
        return "\(format(amount)) pt (\(element) \(attribute.rawValue))"
    }
}

/// Per-element deviations between two sets of frames, over `elements` in that order
/// (an element missing from either side is skipped).
func elementDeviations(_ elements: [String], a: [String: Rect], b: [String: Rect]) -> [ElementDeviation] {
    elements.compactMap { id in
        guard let fa = a[id], let fb = b[id] else { return nil }
        return ElementDeviation(element: id, a: fa, b: fb)
    }
}
