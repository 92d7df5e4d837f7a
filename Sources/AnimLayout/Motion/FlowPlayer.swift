/// A flow played through the state machine (docs/format.md §8): taps hit-tested on the frames on
/// screen, `after` timers fired when a state is reached, and a tap during a transition starts
/// the next one from the frames on screen (UIKit's `beginFromCurrentState`).
public struct FlowReport: Hashable, Sendable {
    /// What each step did, in order (`0.5 s: tap next -> 'details'`, `1.2 s: tap 20,30 hit nothing with an event`).
    public var log: [String]
}

extension TimelineBuilder {
    /// Timers firing within one flow, at most (an `after 0s` cycle is refused by `check`; this
    /// bounds the work whatever the events).
    static let maximumTimerFirings = 100_000

    /// The timeline of `flow` from the initial state, and what each step did.
    public func flow(_ flow: Flow) throws -> (Timeline, FlowReport) {
        guard fps >= 1 else { throw MotionError.invalidFPS(fps) }
        var player = FlowState(builder: self, initial: scene.initialState, initialLayout: try layouts(nil, scene.initialState))
        for step in flow.steps {
            switch step {
            case .wait(let seconds, _):
                try player.advance(to: player.clock + seconds)
            case .tap(let id, _):
                try player.advance(to: player.clock)
                let frame = player.onScreen(at: player.clock)
                guard let view = frame.first(where: { $0.id == id }) else {
                    player.log.append("\(player.stamp): tap \(id): '\(id)' is not on screen")
                    continue
                }
                try player.tap(x: view.frame.midX, y: view.frame.midY, label: "tap \(id)")
            case .tapPoint(let x, let y, _):
                try player.advance(to: player.clock)
                try player.tap(x: x, y: y, label: "tap \(formatNumber(x)),\(formatNumber(y))")
            }
        }
        let parts = player.parts()
        // A flow's length is bounded by the frame cap like any timeline.
        let count = parts.reduce(1) { $0 + Self.frames(ofLength: $1.length, fps: fps) }
        guard count <= maximumFrames else {
            throw MotionError.tooManyFrames(count: count, limit: maximumFrames,
                                            message: "flow '\(flow.name)' would have \(groupedThousands(count)) frames at \(fps) fps (at most \(groupedThousands(maximumFrames)))",
                                            at: flow.range)
        }
        return (try build(parts, loop: false), FlowReport(log: player.log))
    }
}

/// The state machine while a flow plays.
private struct FlowState {
    struct Leg {
        var start: Double
        var plan: TransitionPlan
        var from: Layout
        var to: Layout
        var state: String
    }

    let builder: TimelineBuilder
    let initialLayout: Layout
    var state: String
    var clock = 0.0
    /// When the current state was (or will be) reached: its `after` timer counts from there.
    var arrived = 0.0
    var legs: [Leg] = []
    var log: [String] = []
    var firings = 0

    init(builder: TimelineBuilder, initial: String, initialLayout: Layout) {
        self.builder = builder
        self.initialLayout = initialLayout
        self.state = initial
    }

    var stamp: String { "\(formatNumber((clock * 1000).rounded() / 1000)) s" }

    /// The views as drawn at time `t`.
    func onScreen(at t: Double) -> [ElementFrame] {
        guard let leg = legs.last else {
            return builder.sample(.hold(state, initialLayout, 0), .start, index: 0, time: t).views
        }
        let local = t - leg.start
        if local >= leg.plan.duration { return builder.sample(.hold(leg.state, leg.to, 0), .start, index: 0, time: t).views }
        return builder.sample(.transition(leg.plan, leg.from, leg.to), local <= 0 ? .start : .at(local), index: 0, time: t).views
    }

    /// The layout on screen at `t`, as a layout a new transition can start from.
    func snapshot(at t: Double) -> Layout {
        guard let leg = legs.last else { return initialLayout }
        if t - leg.start >= leg.plan.duration { return leg.to }
        var layout = leg.to
        for view in onScreen(at: t) {
            layout.frames[view.id] = view.frame
            layout.alpha[view.id] = view.alpha
            layout.looks[view.id] = view.look
        }
        layout.hidden = []
        return layout
    }

    /// The `after` event for `state`, if any (its own before a `* ->` one).
    func timer(for state: String) -> (delay: Double, to: String)? {
        TapMap.timer(scene: builder.scene, state: state)
    }

    mutating func start(to target: String, at t: Double, because cause: String) throws {
        let from = snapshot(at: t)
        let to = try builder.layouts(state, target)
        var plan = try TransitionPlan(scene: builder.scene, from: state, to: target,
                                      changing: TimelineBuilder.changing(from, to, scene: builder.scene))
        keepVelocity(&plan, at: t, from: from, to: to)
        log.append("\(formatNumber((t * 1000).rounded() / 1000)) s: \(cause) -> '\(target)'")
        legs.append(Leg(start: t, plan: plan, from: from, to: to, state: target))
        state = target
        arrived = t + plan.duration
    }

    /// When a spring interrupts a moving view, it starts with the view's velocity (as a
    /// fraction of the way per second, CASpringAnimation's `initialVelocity`), measured on the
    /// frame property that has the farthest to go, so position and velocity stay continuous.
    func keepVelocity(_ plan: inout TransitionPlan, at t: Double, from: Layout, to: Layout) {
        guard let leg = legs.last, t - leg.start > 0, t - leg.start < leg.plan.duration else { return }
        let dt = 1e-4
        let before = Dictionary(onScreen(at: t - dt).map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let now = Dictionary(onScreen(at: t).map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for k in plan.elements.indices {
            guard case .spring(var spring) = plan.elements[k].timing.function else { continue }
            let id = plan.elements[k].element
            guard let a = now[id], let b = to.frames[id], let p = before[id] else { continue }
            let parts: [(Double, Double, Double)] = [(a.minX, b.minX, p.minX), (a.minY, b.minY, p.minY),
                                                     (a.width, b.width, p.width), (a.height, b.height, p.height)]
            guard let far = parts.max(by: { abs($0.1 - $0.0) < abs($1.1 - $1.0) }), abs(far.1 - far.0) > 1e-6 else { continue }
            let velocity = (far.0 - far.2) / dt
            spring.initialVelocity = velocity / (far.1 - far.0)
            plan.elements[k].timing.function = .spring(spring)
        }
    }

    /// Lets time pass to `target`, firing the timers due on the way.
    mutating func advance(to target: Double) throws {
        while let (delay, to) = timer(for: state), arrived + delay <= target {
            firings += 1
            guard firings <= TimelineBuilder.maximumTimerFirings else {
                throw MotionError.invalidTiming("more than \(TimelineBuilder.maximumTimerFirings) 'after' timers fire in this flow", at: nil)
            }
            try start(to: to, at: arrived + delay, because: "after \(formatNumber(delay))s")
        }
        clock = target
    }

    /// A tap at a point of the root: UIKit's hit test (the front-most visible view containing
    /// the point), then the event of the first view from it outwards that has one here.
    mutating func tap(x: Double, y: Double, label: String) throws {
        let byID = Dictionary(onScreen(at: clock).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let scene = builder.scene
        let hit = HitTest.view(at: (x, y), in: scene) { id in byID[id].map { ($0.frame, $0.alpha > 0.01) } }
        if let hit, let (_, e) = TapMap.event(hitting: hit, in: state, scene: scene) {
            if e.to == state {
                log.append("\(stamp): \(label) hit '\(hit)': already in '\(state)'")
            } else {
                try start(to: e.to, at: clock, because: "\(label) hit '\(hit)'")
            }
            return
        }
        log.append("\(stamp): \(label) hit \(hit.map { "'\($0)'" } ?? "nothing"), with no event in '\(state)'")
    }

    /// The timeline's segments: holds between transitions, interrupted transitions cut where
    /// the next one starts.
    func parts() -> [TimelineBuilder.Part] {
        let end = max(clock, legs.map { $0.start + $0.plan.duration }.max() ?? 0)
        guard let first = legs.first else { return [.hold(state, initialLayout, end)] }
        var parts: [TimelineBuilder.Part] = []
        if first.start > 0 { parts.append(.hold(builder.scene.initialState, initialLayout, first.start)) }
        for (i, leg) in legs.enumerated() {
            let next = i + 1 < legs.count ? legs[i + 1].start : nil
            let legEnd = leg.start + leg.plan.duration
            if let next, next < legEnd {
                parts.append(.cut(leg.plan, leg.from, leg.to, length: next - leg.start))
            } else {
                parts.append(.transition(leg.plan, leg.from, leg.to))
                let holdEnd = next ?? end
                if holdEnd > legEnd { parts.append(.hold(leg.state, leg.to, holdEnd - legEnd)) }
            }
        }
        return parts
    }
}
