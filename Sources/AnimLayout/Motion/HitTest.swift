/// UIKit's hit test over a scene's views: the front-most view (later siblings and subviews on
/// top) that contains the point and is visible with all its superviews (shown, opacity over
/// 0.01). Used by flows to deliver taps and by `check` to find covered tap targets.
enum HitTest {
    /// The view at `point`, given each view's frame and whether it is visible on its own.
    static func view(at point: (x: Double, y: Double), in scene: Scene,
                     frame: (String) -> (rect: Rect, visible: Bool)?) -> String? {
        var hit: String?
        for (id, r) in visibleViews(in: scene, frame: frame)
        where r.width > 0 && r.height > 0 && point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY {
            hit = id
        }
        return hit
    }

    /// Every view that can be hit, in hit-test order: a later one is in front of an earlier
    /// one (subviews after their superview, later siblings after earlier ones).
    static func visibleViews(in scene: Scene, frame: (String) -> (rect: Rect, visible: Bool)?) -> [(String, Rect)] {
        let byID = Dictionary(scene.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var out: [(String, Rect)] = []
        var stack = Array(scene.rootChildren.reversed())
        while let id = stack.popLast() {
            // A view that is not shown hides its subviews too.
            guard let e = byID[id], e.kind.traits.isView, let f = frame(id), f.visible else { continue }
            out.append((id, f.rect))
            stack.append(contentsOf: e.children.reversed())
        }
        return out
    }

    /// `id` and its superviews up to (not including) root, nearest first.
    static func chain(from id: String, in scene: Scene) -> [String] {
        let parents = Dictionary(scene.elements.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var out: [String] = []
        var current: String? = id
        while let c = current, c != "root", out.count < 256 {
            out.append(c)
            current = parents[c]
        }
        return out
    }
}

/// A view of a state that a tap can hit, and what a tap on it does.
public struct TapRegion: Hashable, Sendable {
    /// The view hit.
    public var element: String
    /// Its frame in root coordinates.
    public var frame: Rect
    /// The view whose `on tap` event fires (the hit view or the nearest superview with one).
    public var target: String?
    /// The state that event leads to; nil when no event fires or it leads to the state itself.
    public var to: String?
}

/// What a tap does anywhere on a state, as flows deliver taps (UIKit's hit test, then the event
/// of the first view from the hit one outwards that has one in the state), for pages that
/// let a person tap: the front-most region containing a point decides.
public enum TapMap {
    /// Every view that can be hit in `layout` (state `state`), in hit-test order: a later
    /// region is in front of an earlier one.
    public static func regions(scene: Scene, layout: Layout, state: String) -> [TapRegion] {
        let hidden = Set(layout.hidden)
        let views = HitTest.visibleViews(in: scene) { id in
            layout.frames[id].map { ($0, !hidden.contains(id) && (layout.alpha[id] ?? 1) > 0.01) }
        }
        return views.map { id, rect in
            var region = TapRegion(element: id, frame: rect)
            if let (target, event) = event(hitting: id, in: state, scene: scene) {
                region.target = target
                region.to = event.to == state ? nil : event.to
            }
            return region
        }
    }

    /// The tap event a hit on `hit` fires in `state`: the first view from it outwards with an
    /// `on tap` event from this state (its own before a `* ->` one), and that event.
    static func event(hitting hit: String, in state: String, scene: Scene) -> (String, SceneEvent)? {
        for candidate in HitTest.chain(from: hit, in: scene) {
            for pattern in [StatePattern.state(state), .any] {
                if let e = scene.events.first(where: { $0.trigger == .tap(candidate) && $0.from == pattern }) {
                    return (candidate, e)
                }
            }
        }
        return nil
    }

    /// The `after` timer that fires in `state` (its own event before a `* ->` one), if any.
    public static func timer(scene: Scene, state: String) -> (delay: Double, to: String)? {
        for pattern in [StatePattern.state(state), .any] {
            for e in scene.events where e.from == pattern {
                if case .after(let d) = e.trigger, e.to != state { return (d, e.to) }
            }
        }
        return nil
    }
}
