/// Sequences whose steps name sizes (docs/format.md, "Rotation"): the canvas changes size between steps, as
/// when a device rotates.
extension TimelineBuilder {
    /// The timeline of `seq`, whose steps name sizes. Parts as in ``sequence(_:)``: a hold at
    /// each step and a motion between consecutive steps. Between two steps of the same state in
    /// different sizes the motion is a rotation (``TransitionPlan/init(scene:rotating:from:to:changing:)``:
    /// the state is not entered again, so its constants keep their values); otherwise it is
    /// the transition between the two states (its own timing), the second entered in its own
    /// size. Every frame records its canvas and insets (``TimelineFrame/environment``).
    func sizedSequence(_ seq: StateSequence) throws -> Timeline {
        guard let stepLayouts else { throw MotionError.sizesUnsupported(seq.name) }
        let steps = seq.steps
        guard let first = steps.first else { throw MotionError.emptySequence(seq.name) }
        var parts: [Part] = []
        var current = try stepLayouts(nil, first)
        parts.append(.hold(first.state, current, seq.hold))
        for (prev, next) in zip(steps, steps.dropFirst()) {
            let b = try stepLayouts(prev, next)
            let changing = Self.changing(current, b, scene: scene)
            let plan: TransitionPlan
            if prev.state == next.state, current.environment != b.environment {
                plan = try TransitionPlan(scene: scene, rotating: prev.state, from: current.environment, to: b.environment,
                                          changing: changing)
            } else {
                plan = try TransitionPlan(scene: scene, from: prev.state, to: next.state, changing: changing)
            }
            parts.append(.transition(plan, current, b))
            parts.append(.hold(next.state, b, seq.hold))
            current = b
        }
        let nonEmpty = parts.filter { !$0.isEmptyHold }
        return try build(nonEmpty.isEmpty ? [parts[0]] : nonEmpty, loop: seq.loop, environments: true)
    }

    /// The root view of `part` at `progress`: its canvas, safe area and margins interpolated
    /// between the part's two layouts (a hold's own), in the size of its second layout. The
    /// progress is clamped to 0…1: a spring may overshoot with the views, never with the screen.
    static func environment(_ part: Part, progress: Double) -> FrameEnvironment? {
        let a: Layout, b: Layout, p: Double
        switch part {
        case let .hold(_, layout, _): (a, b, p) = (layout, layout, 0)
        case let .transition(_, x, y): (a, b, p) = (x, y, min(1, max(0, progress)))
        case let .cut(_, x, y, _): (a, b, p) = (x, y, min(1, max(0, progress)))
        }
        let rootA = a.frames["root"] ?? Rect(x: 0, y: 0, width: a.canvas.width, height: a.canvas.height)
        let rootB = b.frames["root"] ?? Rect(x: 0, y: 0, width: b.canvas.width, height: b.canvas.height)
        let root = Interpolation.lerp(rootA, rootB, p)
        func guide(_ key: String) -> Rect {
            Interpolation.lerp(a.frames[key] ?? rootA, b.frames[key] ?? rootB, p)
        }
        return FrameEnvironment(size: b.environment, canvas: Size(width: root.width, height: root.height),
                                safeArea: guide("root.safe"), margins: guide("root.margins"))
    }
}
