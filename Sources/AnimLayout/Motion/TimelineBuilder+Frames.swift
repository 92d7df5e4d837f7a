/// Frame counts from timing alone: a timeline's length is known before anything is laid out,
/// so a timeline over the cap is refused at once (and `check` can count frames without solving).
extension TimelineBuilder {
    /// Frames of a segment of `length` seconds at `fps`: round(length × fps), half away from zero
    /// (at most Int32.max, so that sums stay far from overflowing; a length that is not a number
    /// counts as that many, over any cap).
    static func frames(ofLength length: Double, fps: Int) -> Int {
        let n = (length * Double(fps)).rounded()
        guard !n.isNaN else { return Int(Int32.max) }
        return Int(min(max(n, 0), Double(Int32.max)))
    }

    /// The number of frames of the transition `from -> to` at `fps`, from its timing alone.
    ///
    /// - Throws: ``MotionError``: unknown states, an invalid curve or timing, or
    ///   ``MotionError/tooManyFrames(count:limit:message:at:)`` located at the setting that makes
    ///   the transition long (its `duration`, `delay`, `stagger` or spring `curve`).
    public static func frameCount(transitionFrom from: String, to: String, in scene: Scene, fps: Int,
                                  maximumFrames: Int = RenderLimits.maximumFramesPerTimeline) throws -> Int {
        guard fps >= 1 else { throw MotionError.invalidFPS(fps) }
        return try frameCount(of: TransitionPlan(scene: scene, from: from, to: to), fps: fps, maximumFrames: maximumFrames)
    }

    /// The number of frames of the sequence `name` at `fps`, from its timing alone.
    ///
    /// - Throws: ``MotionError``: an unknown sequence or state, an invalid curve or timing, or
    ///   ``MotionError/tooManyFrames(count:limit:message:at:)`` located at the sequence's `hold`
    ///   when its holds make it long, else at what makes its longest transition long.
    public static func frameCount(sequence name: String, in scene: Scene, fps: Int,
                                  maximumFrames: Int = RenderLimits.maximumFramesPerTimeline) throws -> Int {
        guard fps >= 1 else { throw MotionError.invalidFPS(fps) }
        let (seq, plans) = try sequencePlans(name, in: scene)
        return try frameCount(of: seq, plans: plans, fps: fps, maximumFrames: maximumFrames)
    }

    /// The sequence `name` (the last declared with that name) and the plans of its transitions:
    /// a step that shows the state before it in another size is a rotation (docs/format.md, "Rotation"); steps
    /// without `in` are in `environment`.
    static func sequencePlans(_ name: String, in scene: Scene, environment: String = "default") throws -> (StateSequence, [TransitionPlan]) {
        guard let seq = scene.sequences.last(where: { $0.name == name }) else { throw MotionError.unknownSequence(name, known: scene.sequences.map(\.name)) }
        guard !seq.states.isEmpty else { throw MotionError.emptySequence(name) }
        guard seq.hold.isFinite, seq.hold >= 0 else {
            throw MotionError.invalidTiming("hold \(formatNumber(seq.hold)) in sequence '\(name)'", at: seq.holdRange ?? seq.range)
        }
        for s in seq.states where scene.state(s) == nil { throw MotionError.unknownState(s, known: scene.states.map(\.name)) }
        let steps = seq.steps
        let plans = try zip(steps, steps.dropFirst()).map { a, b in
            let sizeA = a.size ?? environment, sizeB = b.size ?? environment
            if a.state == b.state, sizeA != sizeB {
                return try TransitionPlan(scene: scene, rotating: a.state, from: sizeA, to: sizeB)
            }
            return try TransitionPlan(scene: scene, from: a.state, to: b.state)
        }
        return (seq, plans)
    }

    /// A transition's frames: round(duration × fps) + 1.
    static func frameCount(of plan: TransitionPlan, fps: Int, maximumFrames: Int) throws -> Int {
        let total = frames(ofLength: plan.duration, fps: fps) + 1
        guard total <= maximumFrames else {
            throw MotionError.tooManyFrames(
                count: total, limit: maximumFrames,
                message: "transition '\(plan.from) -> \(plan.to)' would have \(groupedThousands(total)) frames at \(fps) fps "
                    + "(at most \(groupedThousands(maximumFrames))): \(plan.lengthCause.explanation)",
                at: plan.lengthCause.range ?? plan.declaration?.range)
        }
        return total
    }

    /// A sequence's frames: a hold before each transition and after the last, then one end frame
    /// (as ``sequence(_:)`` builds it).
    static func frameCount(of seq: StateSequence, plans: [TransitionPlan], fps: Int, maximumFrames: Int) throws -> Int {
        let holds = frames(ofLength: seq.hold, fps: fps) * seq.states.count
        let transitions = plans.map { frames(ofLength: $0.duration, fps: fps) }
        let total = holds + transitions.reduce(0, +) + 1
        guard total > maximumFrames else { return total }
        let head = "sequence '\(seq.name)' would have \(groupedThousands(total)) frames at \(fps) fps "
            + "(at most \(groupedThousands(maximumFrames))): "
        let hold = formatNumber(seq.hold, decimals: 2)
        if holds >= transitions.reduce(0, +) || plans.isEmpty {
            throw MotionError.tooManyFrames(
                count: total, limit: maximumFrames,
                message: head + "'hold \(formatNumber(seq.hold))' holds \(hold) s at each of \(seq.states.count) states",
                at: seq.holdRange ?? seq.range)
        }
        // The transitions make it long: name the longest and what makes it so.
        var longest = 0
        for (k, n) in transitions.enumerated() where n > transitions[longest] { longest = k }
        let plan = plans[longest]
        let which = plan.sizes.map { "the rotation of '\(plan.from)' from \($0.from) to \($0.to)" } ?? "'\(plan.from) -> \(plan.to)'"
        let intro = plans.count == 1
            ? "its transition \(which): "
            : "its \(plans.count) transitions last \(formatNumber(plans.reduce(0) { $0 + $1.duration }, decimals: 2)) s in all; "
                + "in the longest, \(which), "
        throw MotionError.tooManyFrames(count: total, limit: maximumFrames, message: head + intro + plan.lengthCause.explanation,
                                        at: plan.lengthCause.range ?? plan.declaration?.range ?? seq.range)
    }
}
