import StatesFormat

/// Where a finding was found, laid out again for a picture (`audit --out`): the scene at the
/// finding's text size, the environment in the finding's appearance, and the layout of the
/// state at rest or of the animation frame at the finding's time.
public struct AuditSituation: Sendable {
    public var scene: Scene
    public var environment: Environment
    public var layout: Layout
}

extension SceneAudit {
    /// The situation of `finding` (nil when it can no longer be laid out).
    public func situation(of finding: AuditFinding, measurer: any TextMeasurer, fps: Int = 30) -> AuditSituation? {
        var sized = scene
        sized.canvas.textSize = finding.textSize
        for i in sized.sizes.indices { sized.sizes[i].textSize = finding.textSize }
        sized = SelfSizingCanvas.grown(sized, measurer: measurer, textSize: finding.textSize)
        let engine = LayoutEngine(scene: sized, measurer: measurer)
        guard var environment = try? engine.environment(named: finding.size) else { return nil }
        environment.appearance = finding.appearance
        guard let time = finding.time else {
            guard let layout = try? engine.layout(state: finding.state, environment: finding.size) else { return nil }
            return AuditSituation(scene: sized, environment: environment, layout: layout)
        }
        let player = ScenePlayer(scene: sized, measurer: measurer, environment: finding.size, fps: fps)
        let timeline: Timeline?
        switch time.animation {
        case .transition(let name):
            guard let pair = sized.drawnTransitions.first(where: { $0.description == name }) else { return nil }
            timeline = try? player.transition(from: pair.from, to: pair.to)
        case .sequence(let name):
            timeline = try? player.sequence(name)
        }
        guard let frames = timeline?.frames,
              let frame = frames.min(by: { abs($0.time - time.t) < abs($1.time - time.t) }),
              case let .transition(from, to) = frame.segment,
              let entered = try? engine.layout(state: to, environment: finding.size) else { return nil }
        return AuditSituation(scene: sized, environment: environment,
                              layout: MotionAudit.layout(of: frame, entering: entered, from: from))
    }
}
