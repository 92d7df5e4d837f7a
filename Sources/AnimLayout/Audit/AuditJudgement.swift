import StatesFormat

/// What a person looking at a layout would not call a problem, decided in one place (each
/// with its reason in docs/audit.md): views too faint to see, a backdrop image behind content,
/// controls whose size UIKit fixes, a small shortfall of a tap target, and text over an image,
/// whose contrast the colours alone cannot tell.
struct AuditJudgement {
    let scene: Scene
    let layout: Layout
    let elements: [String: Element]

    /// Below this opacity (its own times its ancestors'), a view is fading in or out, or a
    /// decoration: it is not judged for overlap, overflow or contrast.
    static let faint = 0.1
    /// A tap target short of 44 pt by at most this much (a 43-pt full-width button) passes.
    static let targetTolerance = 2.0

    /// The view's opacity as drawn: its own times its ancestors'.
    func effectiveAlpha(_ id: String) -> Double {
        var alpha = 1.0
        var current: String? = id
        while let c = current, c != "root", let e = elements[c] {
            alpha *= layout.alpha[c] ?? e.alpha
            current = e.parent
        }
        return alpha
    }

    /// Whether the view is too faint to judge (``faint``).
    func isFaint(_ id: String) -> Bool { effectiveAlpha(id) < Self.faint }

    /// An image view that covers its superview and is drawn first among its siblings: a
    /// backdrop (a wallpaper, a full-screen photo) the content is meant to sit on.
    func isBackdrop(_ e: Element) -> Bool {
        guard e.kind == .image, let frame = layout.frames[e.id] else { return false }
        let parent = e.parent == "root" ? Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height) : layout.frames[e.parent]
        guard let parent, frame.minX <= parent.minX + 1, frame.minY <= parent.minY + 1,
              frame.maxX >= parent.maxX - 1, frame.maxY >= parent.maxY - 1 else { return false }
        let siblings = scene.elements.filter { $0.parent == e.parent && $0.kind.traits.isView }
        return siblings.first?.id == e.id
    }

    /// A plain view without subviews that a sibling drawn after it covers (within 1 pt): a
    /// backing — the shadow or background of the view on it, as a view that clips needs one —
    /// which is meant to be under it, not an overlap.
    func isBacking(_ e: Element) -> Bool {
        guard e.kind == .view, e.children.isEmpty, let frame = layout.frames[e.id] else { return false }
        let siblings = scene.elements.filter { $0.parent == e.parent && $0.kind.traits.isView }
        guard let index = siblings.firstIndex(where: { $0.id == e.id }) else { return false }
        return siblings[(index + 1)...].contains { later in layout.frames[later.id].map { Self.holds($0, frame) } ?? false }
    }

    /// Whether `outer` holds all of `inner`, within 1 pt on each side.
    static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 1 && inner.minY >= outer.minY - 1 && inner.maxX <= outer.maxX + 1 && inner.maxY <= outer.maxY + 1
    }

    /// Up to this size on both sides, a control is a speck no one sees or taps (a 1 × 1 text
    /// field that helps AutoFill): it is not judged as a tap target.
    static let speck = 2.0

    /// Whether a frame is a ``speck``.
    static func isSpeck(_ f: Rect) -> Bool { f.width <= speck && f.height <= speck }

    /// A hairline: a plain view without subviews at most 2 pt thick (a separator). Where it
    /// runs off the screen, the content around it does too and is reported; the line itself is
    /// not a problem anyone would fix.
    func isHairline(_ e: Element) -> Bool {
        guard e.kind == .view, e.children.isEmpty, let f = layout.frames[e.id] else { return false }
        return min(f.width, f.height) <= 2
    }

    /// Whether `below`, a plain view drawn before `above`, holds all of `above` (within 1 pt):
    /// a panel the other sits on by design (a grey band behind a text field), not a view that
    /// hides it. A view with text or a control is never a panel, except under a spinner: a
    /// spinner drawn inside a button is the button's loading state.
    func isPanel(_ below: Element, under above: Element) -> Bool {
        guard below.kind == .view || above.kind == .spinner, let panel = layout.frames[below.id],
              let f = layout.frames[above.id] else { return false }
        return Self.holds(panel, f)
    }

    /// The smallest width and height a control may have: UIKit fixes a switch's size (51 × 31)
    /// and the height of segmented controls and sliders, which a layout cannot change; other
    /// targets 44 × 44 less ``targetTolerance``.
    func minimumTarget(_ e: Element) -> (width: Double, height: Double)? {
        let least = AuditFinding.minimumTarget - Self.targetTolerance
        switch e.kind {
        case .toggle: return nil
        case .segmented, .slider: return (least, 0)
        default: return (least, least)
        }
    }

    /// The views drawn under `e`'s text that are not its ancestors: earlier siblings of it and
    /// of each ancestor whose frames contain the text's frame, bottom first.
    func viewsUnder(_ e: Element) -> [Element] {
        guard let frame = layout.frames[e.id] else { return [] }
        var chain: [Element] = []
        var current: Element? = e
        while let c = current {
            chain.append(c)
            current = elements[c.parent]
        }
        var under: [Element] = []
        for member in chain.reversed() {
            for sibling in scene.elements where sibling.parent == member.parent && sibling.kind.traits.isView {
                if sibling.id == member.id { break }
                guard !isFaint(sibling.id), !layout.hidden.contains(sibling.id), let f = layout.frames[sibling.id],
                      f.minX <= frame.minX, f.minY <= frame.minY, f.maxX >= frame.maxX, f.maxY >= frame.maxY else { continue }
                under.append(sibling)
            }
        }
        return under
    }
}
