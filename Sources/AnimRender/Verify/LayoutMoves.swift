import Foundation

/// What moved between a reference's layout and a new render's, for a person: elements that
/// moved, grew, shrank, faded, appeared or disappeared, with the distances in points
/// (`title, artist moved 2 pt right`). Changes under ``threshold`` are not moves.
public struct LayoutMoves: Hashable, Sendable {
    /// A change smaller than this (points, or opacity) is rounding, not a move.
    public static let threshold = 0.05

    /// One element's change, in words (`moved 2 pt right`, `grew 4 pt wider`).
    public struct Change: Hashable, Sendable {
        public var element: String
        public var words: String
        /// The largest distance involved, in points (opacity changes count as 0).
        public var size: Double
        /// Where the element was in the reference and is in the render (nil where it is not drawn).
        public var before: RecordedLayouts.Placement?
        public var after: RecordedLayouts.Placement?
    }

    /// The changes, largest first.
    public var changes: [Change]
    /// The frame they were read from (animations), nil for a still.
    public var frame: Int?
    /// The canvas the elements are placed on, in points.
    public var canvas: (width: Double, height: Double) = (0, 0)

    /// Changes read from `frame` of an animation (nil: a still) on a canvas of `canvas` points.
    public init(changes: [Change], frame: Int?, canvas: (width: Double, height: Double) = (0, 0)) {
        self.changes = changes
        self.frame = frame
        self.canvas = canvas
    }

    public static func == (a: LayoutMoves, b: LayoutMoves) -> Bool {
        a.changes == b.changes && a.frame == b.frame && a.canvas == b.canvas
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(changes)
        hasher.combine(frame)
    }

    /// Whether nothing moved.
    public var isEmpty: Bool { changes.isEmpty }

    /// The elements that changed, in a box per element, in the new render's layout (points).
    public var elements: [String] { changes.map(\.element) }

    /// The changes between `expected` and `actual` frame layouts; for several frames, the frame
    /// with the largest change.
    static func between(_ expected: RecordedLayouts.Output, _ actual: RecordedLayouts.Output, frame only: Int? = nil) -> LayoutMoves {
        let best = between(expected.frames, actual.frames, frame: only)
        return LayoutMoves(changes: best.changes, frame: best.frame, canvas: (actual.width, actual.height))
    }

    private static func between(_ expected: [[String: RecordedLayouts.Placement]], _ actual: [[String: RecordedLayouts.Placement]],
                                frame only: Int?) -> LayoutMoves {
        let frames = only.map { [$0] } ?? Array(0..<min(expected.count, actual.count))
        var best = LayoutMoves(changes: [], frame: nil)
        for f in frames where expected.indices.contains(f) && actual.indices.contains(f) {
            let changes = Self.changes(expected[f], actual[f])
            let size = changes.map(\.size).max() ?? 0
            if best.isEmpty && !changes.isEmpty || size > (best.changes.map(\.size).max() ?? 0) {
                best = LayoutMoves(changes: changes, frame: expected.count > 1 ? f : nil)
            }
        }
        return best
    }

    /// Each element's change between two layouts, largest first (then by id).
    static func changes(_ expected: [String: RecordedLayouts.Placement], _ actual: [String: RecordedLayouts.Placement]) -> [Change] {
        var out: [Change] = []
        for id in Set(expected.keys).union(actual.keys) {
            switch (expected[id], actual[id]) {
            case (nil, let a?): out.append(Change(element: id, words: "appeared", size: max(a.width, a.height), after: a))
            case (let e?, nil): out.append(Change(element: id, words: "disappeared", size: max(e.width, e.height), before: e))
            case (let e?, let a?): if let change = change(id, e, a) { out.append(change) }
            default: break
            }
        }
        return out.sorted { ($0.size, $1.element) > ($1.size, $0.element) }
    }

    /// One element's change, nil when it stayed.
    static func change(_ id: String, _ e: RecordedLayouts.Placement, _ a: RecordedLayouts.Placement) -> Change? {
        var words: [String] = []
        let dx = a.x - e.x, dy = a.y - e.y, dw = a.width - e.width, dh = a.height - e.height
        var moves: [String] = []
        if abs(dx) >= threshold { moves.append("\(points(dx)) \(dx > 0 ? "right" : "left")") }
        if abs(dy) >= threshold { moves.append("\(points(dy)) \(dy > 0 ? "down" : "up")") }
        if !moves.isEmpty { words.append("moved " + moves.joined(separator: " and ")) }
        if abs(dw) >= threshold { words.append("\(points(dw)) \(dw > 0 ? "wider" : "narrower")") }
        if abs(dh) >= threshold { words.append("\(points(dh)) \(dh > 0 ? "taller" : "shorter")") }
        if abs(a.alpha - e.alpha) >= 0.01 { words.append("alpha \(number(e.alpha)) → \(number(a.alpha))") }
        guard !words.isEmpty else { return nil }
        return Change(element: id, words: words.joined(separator: ", "), size: [dx, dy, dw, dh].map(abs).max() ?? 0, before: e, after: a)
    }

    /// The changes in a line: elements that changed alike share their words
    /// (`artwork, title moved 2 pt right; badge 4 pt wider`), in frame N for an animation.
    public var summary: String {
        var order: [String] = []
        var who: [String: [String]] = [:]
        for change in changes {
            if who[change.words] == nil { order.append(change.words) }
            who[change.words, default: []].append(change.element)
        }
        let parts = order.map { words in (who[words] ?? []).joined(separator: ", ") + " " + words }
        return parts.joined(separator: "; ") + (frame.map { " (frame \($0))" } ?? "")
    }

    /// A distance in points as a person writes it: `2 pt`, `0.5 pt`.
    static func points(_ v: Double) -> String { number(abs(v)) + " pt" }

    /// To two decimals, without trailing zeros.
    static func number(_ v: Double) -> String {
        let rounded = (v * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
    }
}
