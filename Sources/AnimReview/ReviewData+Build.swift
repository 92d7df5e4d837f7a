import AnimLayout
import AnimRender
import Foundation

extension ReviewData {
    /// Draws every image of the page and gathers its data. Images are drawn in order of
    /// importance until the budget is spent: every state in every size and appearance, then
    /// the canvas's animations and overlays, then those of the other sizes and appearances.
    static func build(job: ReviewJob, check: SceneCheck, images: ReviewImages, progress: any ProgressReporter) throws -> ReviewData {
        let scene = job.scene, options = job.options
        var data = ReviewData(scene: scene, scale: options.scale(for: scene), fps: options.fps)
        data.report = check.problems
        data.states = scene.states.map { s in
            StateInfo(name: s.name, line: s.range.start.line, timer: TapMap.timer(scene: scene, state: s.name))
        }

        // Sizes in declaration order, each in its own appearance first, then the other.
        let sizing = ScenePlayer(scene: scene, measurer: job.measurer, environment: scene.canvas.name, fps: options.fps)
        var plans: [(variant: Variant, request: RenderRequest)] = []
        for env in [scene.canvas] + scene.sizes {
            let size = try sizing.engine.environment(named: env.name).size
            for appearance in [env.appearance, env.appearance == .light ? Appearance.dark : .light] {
                var request = RenderRequest()
                request.environment = env.name
                request.appearance = appearance
                request.formats = [.png]
                request.fps = options.fps
                request.scale = options.scale(for: scene)
                request.style = options.style
                var variant = Variant(size: env.name, appearance: appearance, width: size.width, height: size.height)
                if scene.hasVariations { variant.variations = scene.varied(for: env.sizeClasses).holding.map(\.label) }
                plans.append((variant, request))
            }
        }
        // A quick page (the first draft `--watch` shows at once): the canvas's states only.
        if options.quick { plans = Array(plans.prefix(1)) }
        data.variants = plans.map(\.variant)

        // The clips every variant shares (the first one's, in render's order).
        guard let first = plans.first else { return data }
        // (A quick page plays nothing: its animations come with the whole page.)
        let firstAnimations = options.quick ? nil
            : try RenderPlan(job: SceneRenderJob(scene: scene, measurer: job.measurer, request: first.request)).animations
        let animations = firstAnimations ?? []
        data.clips = animations.map { clip(of: $0, scene: scene) }
        let frameCount = animations.reduce(0) { $0 + $1.frames.count }
        progress.begin("review \(scene.id)", total: plans.count * (scene.states.count * 4 + frameCount))
        defer { progress.end() }

        // 1. Every state in every variant (drawn together), with what a tap does there and what
        //    the layout broke.
        for (variant, request) in plans {
            var stillsRequest = request
            stillsRequest.states = scene.states.map(\.name)
            let plan = try RenderPlan(job: SceneRenderJob(scene: scene, measurer: job.measurer, request: stillsRequest))
            let player = ScenePlayer(scene: scene, measurer: job.measurer, environment: variant.size, fps: options.fps)
            let stills = plan.states, frames = stills.map(\.frame)
            let paths = try images.sequence(count: frames.count) { frames[$0] }
            var states: [String: StateImages] = [:]
            for (k, still) in stills.enumerated() {
                let layout = try player.engine.layout(state: still.name, environment: variant.size).snapped(toScale: player.displayScale)
                var images = StateImages(image: paths?[k])
                if paths == nil { data.omitted.append("state '\(still.name)' in \(describe(variant))") }
                images.taps = TapMap.regions(scene: scene, layout: layout, state: still.name)
                images.broken = layout.broken
                images.conflicts = layout.conflicts.count
                images.ambiguous = layout.ambiguous.map(\.element)
                states[still.name] = images
                progress.advance(by: 1)
            }
            data.stateImages[variant.key] = states
        }
        if options.quick {
            data.drawing = ["the animations", "overlays", "other sizes and appearances"]
            return data
        }
        // 2.–5. Animations and overlays: the canvas first.
        for (variant, request) in plans.prefix(1) {
            // The canvas's animations, played once above.
            try data.addClips(variant: variant, request: request, job: job, images: images, progress: progress, played: firstAnimations)
            try data.addOverlays(variant: variant, request: request, job: job, images: images, progress: progress)
        }
        for (variant, request) in plans.dropFirst() {
            try data.addClips(variant: variant, request: request, job: job, images: images, progress: progress)
        }
        for (variant, request) in plans.dropFirst() {
            try data.addOverlays(variant: variant, request: request, job: job, images: images, progress: progress)
        }
        return data
    }

    private static func describe(_ v: Variant) -> String {
        "size '\(v.size)', \(v.appearance.rawValue)"
    }

    private static func clip(of animation: RenderPlan.Animation, scene: Scene) -> Clip {
        switch animation.kind {
        case .transition:
            let pair = animation.pair
            let declared = scene.transitions.first { t in
                guard let pair else { return false }
                return (t.from == .any || t.from == .state(pair.from)) && (t.to == .any || t.to == .state(pair.to))
            }
            return Clip(key: "transition:" + animation.name, kind: .transition, name: animation.name, from: pair?.from, to: pair?.to,
                        loop: false, line: declared?.range.start.line)
        case .sequence:
            let sequence = scene.sequences.last { $0.name == animation.name }
            var clip = Clip(key: "sequence:" + animation.name, kind: .sequence, name: animation.name, loop: animation.timeline.loop,
                            line: sequence?.range.start.line)
            if let sequence, sequence.changesSize {
                clip.steps = sequence.steps.map { $0.state + ($0.size.map { " in \($0)" } ?? "") }
            }
            return clip
        case .flow:
            let line = scene.flows.first { $0.name == animation.name }?.range.start.line
            return Clip(key: "flow:" + animation.name, kind: .flow, name: animation.name, loop: false, line: line)
        }
    }

    /// The state a frame shows: a transition's `to` from the frame where it has arrived, its
    /// `from` before; a hold's state.
    static func state(of frames: [TimelineFrame], at i: Int) -> String {
        switch frames[i].segment {
        case .hold(let s), .rotation(let s, _, _):
            return s
        case let .transition(from, to):
            let last = i == frames.count - 1 || frames[i + 1].segment != frames[i].segment
            return last && frames[i].progress >= 1 - 1e-9 ? to : from
        }
    }

    private mutating func addClips(variant: Variant, request: RenderRequest, job: ReviewJob, images: ReviewImages,
                                   progress: any ProgressReporter, played: [RenderPlan.Animation]? = nil) throws {
        let animations = try played ?? RenderPlan(job: SceneRenderJob(scene: job.scene, measurer: job.measurer, request: request)).animations
        var out: [String: ClipFrames] = [:]
        for animation in animations {
            let key = Self.clip(of: animation, scene: job.scene).key
            guard clips.contains(where: { $0.key == key }) else { continue }
            let timeline = animation.timeline
            if let paths = try images.sequence(count: animation.frames.count, animation.frames.frame) {
                out[key] = ClipFrames(frames: paths.indices.map { i in
                    (timeline.frames[i].time, paths[i], Self.state(of: timeline.frames, at: i))
                }, picture: timeline.pictureSize)
            } else {
                let what = "\(animation.kind.rawValue) '\(animation.name)' in \(Self.describe(variant))"
                omitted.append(what)
                out[key] = ClipFrames(missing: "left out to keep the page under \(formatNumber(Double(job.options.byteBudget) / 1_000_000)) MB; "
                                      + "render it with: animlayout render \(job.scene.file) \(Self.selector(animation))"
                                      + (variant.size == "default" ? "" : " --size \(variant.size)") + " --appearance \(variant.appearance.rawValue)")
            }
            progress.advance(by: animation.frames.count)
        }
        clipFrames[variant.key] = out
    }

    private static func selector(_ animation: RenderPlan.Animation) -> String {
        switch animation.kind {
        case .transition: return "--transition '\(animation.name)'"
        case .sequence: return "--sequence \(animation.name)"
        case .flow: return "--flow \(animation.name)"
        }
    }

    /// The overlays `render --overlay` draws, one image per kind per state.
    private mutating func addOverlays(variant: Variant, request: RenderRequest, job: ReviewJob, images: ReviewImages,
                                      progress: any ProgressReporter) throws {
        for (name, overlay) in [("constraints", Overlays.constraints), ("guides", .guides), ("safe-area", .safeArea)] {
            var r = request
            r.states = job.scene.states.map(\.name)
            r.overlays = overlay
            let plan = try RenderPlan(job: SceneRenderJob(scene: job.scene, measurer: job.measurer, request: r))
            let stills = plan.states, frames = stills.map(\.frame)
            if let paths = try images.sequence(count: frames.count, { frames[$0] }) {
                for (k, still) in stills.enumerated() { stateImages[variant.key]?[still.name]?.overlays.append((name, paths[k])) }
            } else if !omitted.contains("overlays in \(Self.describe(variant))") {
                omitted.append("overlays in \(Self.describe(variant))")
            }
            progress.advance(by: stills.count)
        }
    }
}
