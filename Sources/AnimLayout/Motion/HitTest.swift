/// UIKit's hit test over a scene's views: the front-most view (later siblings and subviews on
/// top) that contains the point and is visible with all its superviews (shown, opacity over
/// 0.01). Used by flows to deliver taps and by `check` to find covered tap targets.
enum HitTest {
    /// The view at `point`, given each view's frame and whether it is visible on its own.
    static func view(at point: (x: Double, y: Double), in scene: Scene,
                     frame: (String) -> (rect: Rect, visible: Bool)?) -> String? {
        let byID = Dictionary(scene.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var hit: String?
        var stack = Array(scene.rootChildren.reversed())
        while let id = stack.popLast() {
            // A view that is not shown hides its subviews too.
            guard let e = byID[id], e.kind.traits.isView, let f = frame(id), f.visible else { continue }
            let r = f.rect
            if r.width > 0, r.height > 0, point.x >= r.minX, point.x < r.maxX, point.y >= r.minY, point.y < r.maxY {
                hit = id
            }
            stack.append(contentsOf: e.children.reversed())
        }
        return hit
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
