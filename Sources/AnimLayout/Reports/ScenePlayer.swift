/// Plays a scene's transitions and sequences: a layout engine for one environment feeding a
/// timeline builder, so that each state is entered from the one before it (constant math is
/// evaluated on the layout being left).
public final class ScenePlayer {
    public let scene: Scene
    public let engine: LayoutEngine
    public let environment: String
    public let fps: Int
    /// The latest layout of each state, as entered in the current play.
    private var latest: [String: Layout] = [:]
    /// Each state as last entered in the current play of a sequence that changes size, its
    /// constants fixed then (a rotation lays it out again unchanged).
    private var entered: [String: ResolvedState] = [:]

    /// Creates a player.
    public init(scene: Scene, measurer: any TextMeasurer, environment: String = "default", fps: Int = 30) {
        self.scene = scene
        self.engine = LayoutEngine(scene: scene, measurer: measurer)
        self.environment = environment
        self.fps = fps
    }

    /// The layout of `state` entered from `from` (nil: on its own).
    public func layout(from: String?, to state: String) throws -> Layout {
        let leaving: Layout?
        if let from {
            if let cached = latest[from] {
                leaving = cached
            } else {
                leaving = try engine.layout(state: from, environment: environment)
            }
        } else {
            leaving = nil
        }
        let layout = try engine.layout(state: state, environment: environment, leaving: leaving)
        latest[state] = layout
        return layout
    }

    /// The layout of sequence step `to` after step `from` (nil: on its own), docs/format.md, "Rotation". A
    /// step without a size is in this player's environment. The state of the step before, in
    /// another size, is rotated: laid out again with the constants it was entered with. Another
    /// state is entered in `to`'s size: its constants are evaluated on the state being left,
    /// laid out in that size (as a device has already rotated when the change is made).
    public func layout(from: SequenceStep?, to: SequenceStep) throws -> Layout {
        let size = to.size ?? environment
        let env = try engine.environment(named: size)
        if let from, from.state == to.state, let kept = entered[to.state] {
            return try engine.layout(kept, in: env)
        }
        var leaving: Layout?
        if let from {
            leaving = try entered[from.state].map { try engine.layout($0, in: env) }
                ?? engine.layout(state: from.state, environment: size)
        }
        let resolved = try engine.resolve(state: to.state, leaving: leaving, environment: size)
        entered[to.state] = resolved
        return try engine.layout(resolved, in: env)
    }

    /// The pixel grid states are displayed on (the canvas `scale`, default 2).
    public var displayScale: Double { scene.canvas.scale ?? 2 }

    /// Animations run between the frames as displayed: each state's frames snapped to the pixel
    /// grid (constant math reads the exact frames of the layout being left).
    private func builder() -> TimelineBuilder {
        var builder = TimelineBuilder(scene: scene, fps: fps) { [unowned self] from, to in
            try self.layout(from: from, to: to).snapped(toScale: self.displayScale)
        }
        builder.environment = environment
        builder.stepLayouts = { [unowned self] from, to in
            try self.layout(from: from, to: to).snapped(toScale: self.displayScale)
        }
        return builder
    }

    /// The frames of the transition `from -> to`.
    public func transition(from: String, to: String) throws -> Timeline {
        latest = [:]
        return try builder().transition(from: from, to: to)
    }

    /// The frames of the sequence `name`.
    public func sequence(_ name: String) throws -> Timeline {
        latest = [:]
        entered = [:]
        return try builder().sequence(name)
    }

    /// The frames of `flow` played from the initial state, and what each step did.
    public func flow(_ flow: Flow) throws -> (Timeline, FlowReport) {
        latest = [:]
        return try builder().flow(flow)
    }

    /// The flow called `name`.
    public func flow(named name: String) throws -> (Timeline, FlowReport) {
        guard let flow = scene.flows.first(where: { $0.name == name }) else {
            throw MotionError.unknownFlow(name, known: scene.flows.map(\.name))
        }
        return try self.flow(flow)
    }
}

extension Timeline {
    /// A readable table: one line per frame with its time, segment and eased progress, then
    /// each view's frame and alpha.
    public var table: String {
        var lines: [String] = ["scene \(scene), \(frames.count) frames at \(fps) fps, \(format(duration)) s"]
        for f in frames {
            lines.append("")
            lines.append("frame \(f.index)  t=\(format(f.time))s  \(f.segment)  progress \(format(f.progress))")
            for v in f.views {
                let r = v.frame
                lines.append("  \(v.id): x \(format(r.x)) y \(format(r.y)) w \(format(r.width)) h \(format(r.height))"
                             + (v.alpha != 1 ? " alpha \(format(v.alpha))" : ""))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
