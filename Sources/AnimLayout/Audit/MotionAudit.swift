import StatesFormat

/// `audit --transitions`: the audit's checks (``AuditChecks``) on every frame of every
/// transition `render` draws (``Scene/drawnTransitions``) and of every sequence, in one size at
/// one Dynamic Type size. A frame is laid out as the renderer draws it: the timeline's
/// interpolated frames, alphas and looks over the entered state's guides and text. What the
/// transition's end states already have at rest is not repeated; a sequence's frames add only
/// what its transitions on their own do not have.
struct MotionAudit {
    let scene: Scene
    let measurer: any TextMeasurer
    let environment: Environment
    let textSize: ContentSizeCategory
    let fps: Int
    /// By state, the views parked off the canvas at rest at the default text size: moving in
    /// from there or out to there, they are not judged for overflow or safe-area.
    var parkedAtRest: [String: Set<String>] = [:]

    /// The findings in motion, and how many frames were checked.
    func findings(atRest: [AuditFinding]) -> (findings: [AuditFinding], frames: Int) {
        let player = ScenePlayer(scene: scene, measurer: measurer, environment: environment.name, fps: fps)
        var bases: [String: Layout] = [:]
        func base(_ state: String) -> Layout? {
            if let b = bases[state] { return b }
            let b = try? player.engine.layout(state: state, environment: environment.name)
            bases[state] = b
            return b
        }
        // kind, elements, size, appearance, text size: the same finding, wherever it is.
        func key(_ f: AuditFinding, _ place: String) -> String {
            [f.kind.rawValue, f.elements.joined(separator: ","), f.size, f.appearance.rawValue, f.textSize.rawValue, place].joined(separator: "\u{0}")
        }
        let rest = Set(atRest.filter { $0.size == environment.name && $0.textSize == textSize }.map { key($0, $0.state) })
        var frames = 0
        var out: [AuditFinding] = []
        var inTransitions = Set<String>()
        func audit(_ timeline: Timeline, _ animation: AuditTime.Animation) {
            for frame in timeline.frames {
                // A sequence that rotates shows some frames in another size: those are audited
                // with that size (its canvas, its layouts), not this one.
                if let shown = frame.environment, shown.size != environment.name { continue }
                guard case let .transition(from, to) = frame.segment, let entered = base(to) else { continue }
                frames += 1
                let layout = Self.layout(of: frame, entering: entered, from: from)
                var checks = AuditChecks(scene: scene, layout: layout, environment: environment, measurer: measurer, textSize: textSize)
                checks.parked = (parkedAtRest[from] ?? []).union(parkedAtRest[to] ?? [])
                // A spring's overshoot (progress past 1) carries views past their end for a few
                // frames; what the settled state shows at rest is what counts for overflow.
                let overshoots = frame.progress > 1
                for var f in checks.findings() where !rest.contains(key(f, from)) && !rest.contains(key(f, to))
                    && !(overshoots && (f.kind == .overflow || f.kind == .safeArea)) {
                    let pair = key(f, "\(from)->\(to)")
                    switch animation {
                    case .transition: inTransitions.insert(pair)
                    case .sequence: if inTransitions.contains(pair) { continue }
                    }
                    f.time = AuditTime(animation, t: frame.time)
                    out.append(f)
                }
            }
        }
        for pair in scene.drawnTransitions {
            guard let timeline = try? player.transition(from: pair.from, to: pair.to) else { continue }
            audit(timeline, .transition(pair.description))
        }
        for sequence in scene.sequences {
            guard let timeline = try? player.sequence(sequence.name) else { continue }
            audit(timeline, .sequence(sequence.name))
        }
        return (out, frames)
    }

    /// A frame as a layout: the timeline's frames, alphas (hidden views are at 0) and looks
    /// over the entered state's layout (its guides and text), named for the state left.
    static func layout(of frame: TimelineFrame, entering entered: Layout, from: String) -> Layout {
        var layout = entered
        layout.state = from
        layout.hidden = []
        for v in frame.views {
            layout.frames[v.id] = v.frame
            layout.alpha[v.id] = v.alpha
            layout.looks[v.id] = v.look
        }
        return layout
    }
}
