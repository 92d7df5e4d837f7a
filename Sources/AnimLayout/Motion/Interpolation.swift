import Foundation
/// Interpolates the elements of a scene between two solved layouts (see ``TimelineBuilder``).
struct Interpolation {
    let scene: Scene
    let a: Layout
    let b: Layout
    /// Keyframes and motion paths of the transition, with each element's time fraction and
    /// curve (nil: frames and looks interpolate on the element's progress alone).
    var motion: KeyedMotion?

    init(scene: Scene, a: Layout, b: Layout, motion: KeyedMotion? = nil) {
        self.scene = scene
        self.a = a
        self.b = b
        self.motion = motion
    }

    /// (1 − p)·x + p·y, exact at p = 0 and p = 1, and exactly x when x == y.
    static func lerp(_ x: Double, _ y: Double, _ p: Double) -> Double {
        x == y ? x : (1 - p) * x + p * y
    }

    static func lerp(_ r: Rect, _ s: Rect, _ p: Double) -> Rect {
        Rect(x: lerp(r.x, s.x, p), y: lerp(r.y, s.y, p),
             width: lerp(r.width, s.width, p), height: lerp(r.height, s.height, p))
    }

    /// `r` to `s` with the centre on a quarter ellipse: `arc` leaves horizontally and arrives
    /// vertically (x follows sin, y follows 1 − cos of a quarter turn), `reverse` the other way;
    /// the size changes linearly.
    static func arc(_ r: Rect, _ s: Rect, _ p: Double, reverse: Bool) -> Rect {
        let angle = p * Double.pi / 2
        let along = sin(angle), across = 1 - cos(angle)
        let (fx, fy) = reverse ? (across, along) : (along, across)
        let cx = r.midX + (s.midX - r.midX) * fx, cy = r.midY + (s.midY - r.midY) * fy
        let w = lerp(r.width, s.width, p), h = lerp(r.height, s.height, p)
        return Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
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
            if let path = motion?.paths[id], path != .line {
                now = Self.arc(fa, fb, p, reverse: path == .arcReverse)
            }
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
            var alpha = Self.lerp(Self.alpha(id, in: a, hidden: hiddenA), Self.alpha(id, in: b, hidden: hiddenB),
                                  min(1, max(0, p)))
            var look: ElementLook?
            let la = a.looks[id], lb = b.looks[id]
            if la != nil || lb != nil {
                let base = element.baseLook
                let (from, to) = LookInterpolation.fillingTextColor(la ?? base, lb ?? base, default: LookInterpolation.defaultTextColor(of: element))
                look = LookInterpolation.lerp(from, to, min(1, max(0, p)))
                // A cross-fade from the element's own text names it.
                if look?.fadingText == nil, look?.textProgress ?? 1 < 1 { look?.fadingText = element.shownText }
                if look?.text == nil, look?.textProgress ?? 1 < 1 { look?.text = element.shownText }
            }
            if let motion, let track = motion.tracks[id] {
                let base = element.baseLook
                let keyed = motion.keyed(track, element: k, from: (a.looks[id] ?? base, Self.alpha(id, in: a, hidden: hiddenA)),
                                         to: (b.looks[id] ?? base, Self.alpha(id, in: b, hidden: hiddenB)),
                                         defaultTextColor: LookInterpolation.defaultTextColor(of: element))
                if let keyed {
                    look = keyed.look == base ? nil : keyed.look
                    alpha = keyed.alpha
                }
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

/// A transition's keyframes and paths, and where each element is in its own animation.
struct KeyedMotion {
    var tracks: [String: KeyframeTrack]
    var paths: [String: MotionPath]
    /// The k-th element's time fraction (0…1 of its duration, after its delay).
    var fraction: (Int) -> Double
    /// The k-th element's curve over one segment: local time fraction to progress.
    var eased: (Int, Double) -> Double

    /// The look and alpha of element `k` at its time fraction, from its keys: each key is the
    /// two states' values at its fraction (linear in time) with the key's values on top; the
    /// states are the keys at 0 and 1 unless written; between keys the curve runs again over
    /// the segment. Nil outside the animation (the states' own values hold there).
    /// A text colour written on one side only fades from (or to) `defaultTextColor`.
    func keyed(_ track: KeyframeTrack, element k: Int, from: (look: ElementLook, alpha: Double),
               to: (look: ElementLook, alpha: Double), defaultTextColor: DynamicColor? = nil) -> (look: ElementLook, alpha: Double)? {
        let u = fraction(k)
        guard u > 0, u < 1, !track.keys.isEmpty else { return nil }
        var points: [(f: Double, look: ElementLook, alpha: Double)] = []
        if track.keys.first?.fraction != 0 { points.append((0, from.look, from.alpha)) }
        for key in track.keys {
            let (start, end) = LookInterpolation.fillingTextColor(from.look, to.look, default: defaultTextColor)
            var look = LookInterpolation.lerp(start, end, key.fraction)
            look.fadingText = nil
            look.textProgress = 1
            for change in key.changes { change.apply(to: &look) }
            let alpha = key.alpha ?? Interpolation.lerp(from.alpha, to.alpha, key.fraction)
            points.append((key.fraction, look, alpha))
        }
        if track.keys.last?.fraction != 1 { points.append((1, to.look, to.alpha)) }
        guard let i = points.indices.dropLast().last(where: { points[$0].f <= u }) else { return nil }
        let a = points[i], b = points[i + 1]
        let s = b.f > a.f ? (u - a.f) / (b.f - a.f) : 1
        let e = eased(k, s)
        let (start, end) = LookInterpolation.fillingTextColor(a.look, b.look, default: defaultTextColor)
        let look = LookInterpolation.lerp(start, end, e)
        return (look, Interpolation.lerp(a.alpha, b.alpha, min(1, max(0, e))))
    }
}
