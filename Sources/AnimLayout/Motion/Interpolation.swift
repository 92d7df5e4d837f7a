/// Interpolates the elements of a scene between two solved layouts (see ``TimelineBuilder``).
struct Interpolation {
    let scene: Scene
    let a: Layout
    let b: Layout

    /// (1 − p)·x + p·y, exact at p = 0 and p = 1, and exactly x when x == y.
    static func lerp(_ x: Double, _ y: Double, _ p: Double) -> Double {
        x == y ? x : (1 - p) * x + p * y
    }

    static func lerp(_ r: Rect, _ s: Rect, _ p: Double) -> Rect {
        Rect(x: lerp(r.x, s.x, p), y: lerp(r.y, s.y, p),
             width: lerp(r.width, s.width, p), height: lerp(r.height, s.height, p))
    }

    /// The effective alpha of `id` in `layout`: 0 when hidden, else its alpha (1 when not set).
    static func alpha(_ id: String, in layout: Layout, hidden: Set<String>) -> Double {
        if hidden.contains(id) { return 0 }
        return min(1, max(0, layout.alpha[id] ?? 1))
    }

    /// Every element's frame, in declaration order; `progress(k)` is the progress of the k-th
    /// element of `scene.elements`. Elements without a frame in either layout are left out;
    /// one missing on one side only stays where the other side has it. The keyboard guide
    /// (`root.keyboard`, when the scene uses it) follows at the transition's own `main` progress,
    /// last, so that a renderer can draw the keyboard sliding.
    func frames(main: Double, progress: (Int) -> Double) -> [ElementFrame] {
        let hiddenA = Set(a.hidden), hiddenB = Set(b.hidden)
        // Current root-coordinate frame and progress of each element placed so far.
        var placed: [String: (now: Rect, progress: Double)] = [:]
        var out: [ElementFrame] = []
        out.reserveCapacity(scene.elements.count)
        for (k, element) in scene.elements.enumerated() {
            let id = element.id
            guard let fa = a.frames[id] ?? b.frames[id], let fb = b.frames[id] ?? a.frames[id] else { continue }
            let p = progress(k)
            var now = Self.lerp(fa, fb, p)
            // Move with the parent: add how far the parent is from where it would be at p.
            let parent = element.parent
            if let pa = a.frames[parent] ?? b.frames[parent], let pb = b.frames[parent] ?? a.frames[parent] {
                let parentNow = placed[parent].map(\.now) ?? Self.lerp(pa, pb, p)
                if placed[parent]?.progress != p || parentNow != Self.lerp(pa, pb, p) {
                    let atP = Self.lerp(pa, pb, p)
                    now.x += parentNow.x - atP.x
                    now.y += parentNow.y - atP.y
                }
            }
            placed[id] = (now, p)
            let alpha = Self.lerp(Self.alpha(id, in: a, hidden: hiddenA), Self.alpha(id, in: b, hidden: hiddenB),
                                  min(1, max(0, p)))
            var look: ElementLook?
            let la = a.looks[id], lb = b.looks[id]
            if la != nil || lb != nil {
                let base = element.baseLook
                look = LookInterpolation.lerp(la ?? base, lb ?? base, min(1, max(0, p)))
                // A cross-fade from the element's own text names it.
                if look?.fadingText == nil, look?.textProgress ?? 1 < 1 { look?.fadingText = element.shownText }
                if look?.text == nil, look?.textProgress ?? 1 < 1 { look?.text = element.shownText }
            }
            out.append(ElementFrame(id: id, frame: now, alpha: alpha, look: look))
        }
        let keyboard = ItemRef.keyboard.layoutKey
        if let ka = a.frames[keyboard] ?? b.frames[keyboard], let kb = b.frames[keyboard] ?? a.frames[keyboard] {
            out.append(ElementFrame(id: keyboard, frame: Self.lerp(ka, kb, min(1, max(0, main))), alpha: 1))
        }
        return out
    }
}
