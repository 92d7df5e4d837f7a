import AnimLayout
import Foundation

/// The first step of a render: every selected state solved, every selected transition and
/// sequence played, and every output given a distinct file name. A scene error is thrown here,
/// before any file is written. Public so that other outputs (the review page) draw exactly
/// the frames `render` draws.
public struct RenderPlan {
    /// A state to draw.
    public struct Still {
        public var name: String
        var stem: String
        public var frame: RenderFrame
    }

    /// A transition or a sequence to draw.
    public struct Animation {
        /// What the animation plays.
        public enum Kind: String, Sendable { case transition, sequence, flow }
        public var kind: Kind
        /// The sequence's name, or `A->B`.
        public var name: String
        public var pair: TransitionPair?
        var stem: String
        var label: String
        public var timeline: Timeline
        public var frames: AnimationFrames
        /// The contact sheet's title when this animation is on it.
        var sheetTitle: String
        /// Whether per-frame formats (PNG, SVG) write its frames (`STEM/frame-0000.png`…):
        /// transitions, and flows given on the command line (`play --format png`).
        var framesAsFiles = false
    }

    /// Every selected state, in the scene's order.
    public internal(set) var states: [Still] = []
    /// Transitions, then sequences, then flows.
    public internal(set) var animations: [Animation] = []
    /// What each flow's steps did.
    public internal(set) var flowReports: [(name: String, report: FlowReport)] = []
    var names: OutputNames
    /// The environment drawn (size, appearance, scale…).
    public internal(set) var environment: Environment
    /// The scene rendered.
    public let scene: Scene
    /// What every file name of this render ends with, before its extension: `.SIZE` for a size
    /// other than the canvas, `@dark` / `@light` when `--appearance` differs from the size's
    /// own, `+wireframe` for the wireframe style, `+constraints`, `+guides`, `+safe-area`,
    /// `+motion` for overlays and `+caption` for captions; empty for the canvas in its own
    /// appearance, device style, no overlay (`left.png`, `left.landscape.png`, `left@dark.png`,
    /// `left.landscape@dark+wireframe+constraints.png`). A file name made from an id never
    /// contains `.`, `@` or `+` (ids have no `.`; `@` and `+` are percent-encoded), so variants
    /// never collide and never replace each other's files.
    var variant: String
    /// The contact sheet's name (`sheet.png`, `sheet.landscape.png`).
    var sheetName: String { OutputNames.sheet(variant: variant) }

    /// Solves and plays what `job` asks for; throws the scene's located errors.
    public init(job: SceneRenderJob) throws {
        let scene = job.scene, request = job.request
        self.scene = scene
        let player = ScenePlayer(scene: scene, measurer: job.measurer, environment: request.environment, fps: request.fps)
        let environment = try player.engine.environment(named: request.environment)
        self.environment = environment
        self.variant = job.variant
        self.names = OutputNames(variant: variant)
        try RenderPlan.checkFrameSize(environment, request: request)
        let everything = request.selectsEverything
        let safe = EdgeInsets(resolving: environment.safeArea, rtl: environment.rtl)

        for name in everything ? scene.states.map(\.name) : request.states {
            let layout = try player.engine.layout(state: name, environment: request.environment)
                .snapped(toScale: player.displayScale)
            var lines: [ConstraintLine] = []
            if request.overlays.contains(.constraints) {
                let resolved = try player.engine.resolve(state: name, environment: request.environment)
                lines = ConstraintOverlay.lines(layout: layout, state: resolved, scene: scene, rtl: environment.rtl)
            }
            let caption = request.caption ? Caption(title: name) : nil
            let frame = RenderFrame(layout: layout, scene: scene, environment: environment, caption: caption,
                                    overlays: request.overlays, constraintLines: lines)
            let stem = names.claim(FileNames.sanitize(name) + variant, suffixes: [".png", ".svg"], what: "state '\(name)'")
            states.append(Still(name: name, stem: stem, frame: frame))
        }

        // The scene as drawn in each environment (its `when` blocks applied).
        let variedScenes = Dictionary(([scene.canvas] + scene.sizes).map { ($0.name, scene.varied(for: $0)) },
                                      uniquingKeysWith: { first, _ in first })
        func frames(of timeline: Timeline, title: String, restAfter: Double) -> AnimationFrames {
            let delays = FrameDelays.centiseconds(times: timeline.frames.map(\.time), end: timeline.duration + restAfter)
            let caption = request.caption, overlays = request.overlays.subtracting(.constraints)
            let paths = overlays.contains(.motion) ? RenderPlan.motionTrails(of: timeline) : []
            let picture = timeline.pictureSize
            var animation = AnimationFrames(count: timeline.frames.count, delays: delays, loop: timeline.loop,
                                            times: timeline.frames.map(\.time)) { i in
                let f = timeline.frames[i]
                // A sequence that rotates (docs/format.md, "Rotation") gives each frame its own canvas and safe area.
                let canvas = f.environment?.canvas ?? environment.size
                let root = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
                var elements: [String: DrawnElement] = ["root": DrawnElement(rect: root)]
                for v in f.views { elements[v.id] = DrawnElement(rect: v.frame, alpha: v.alpha, look: v.look) }
                let traits = f.environment.flatMap { scene.environment(named: $0.size) } ?? environment
                var frame = RenderFrame(scene: variedScenes[traits.name] ?? scene, canvas: canvas,
                                        safeArea: f.environment.map { EdgeInsets(between: root, and: $0.safeArea) } ?? safe,
                                        elements: elements,
                                        caption: caption ? Caption(title: title == "" ? f.segment.description : title, time: f.time) : nil,
                                        overlays: overlays)
                frame.picture = picture
                // The size's traits (text size, direction, keyboard) in a sequence that rotates; the render's appearance.
                frame.textSize = traits.textSize
                frame.rightToLeft = traits.rtl
                frame.appearance = environment.appearance
                frame.motionTrails = paths
                frame.keyboardHeight = traits.effectiveKeyboardHeight
                return frame
            }
            animation.curves = timeline.curves
            return animation
        }

        let sceneTitle = scene.title ?? scene.id
        for pair in everything ? job.defaultTransitions() : request.transitions {
            let timeline = try player.transition(from: pair.from, to: pair.to)
            let stem = names.claim(FileNames.transition(from: pair.from, to: pair.to) + variant, suffixes: ["/", ".gif", ".svg", ".json"],
                                   what: "transition '\(pair.from) -> \(pair.to)'")
            // A looping transition GIF rests half a second on the end state before it starts again.
            var f = frames(of: timeline, title: "\(pair.from) → \(pair.to)", restAfter: 0.5)
            f.loop = true
            animations.append(Animation(kind: .transition, name: pair.description, pair: pair, stem: stem, label: pair.description,
                                        timeline: timeline, frames: f, sheetTitle: "\(sceneTitle): \(pair.from) → \(pair.to)",
                                        framesAsFiles: true))
        }
        for name in job.sequenceNames {
            let timeline = try player.sequence(name)
            if let picture = timeline.pictureSize, let declared = scene.sequences.first(where: { $0.name == name }) {
                try RenderPlan.checkPictureSize(picture, what: FrameSizeLimit.name(ofTurning: name), at: declared.range, request: request)
            }
            // A sequence asked for by name also gets its frames as files (as a transition does).
            let named = !everything
            let stem = names.claim(FileNames.sanitize(name) + variant, suffixes: (named ? ["/"] : []) + [".gif", ".svg", ".json"],
                                   what: "sequence '\(name)'")
            animations.append(Animation(kind: .sequence, name: name, pair: nil, stem: stem, label: name, timeline: timeline,
                                        frames: frames(of: timeline, title: "", restAfter: 1.0 / Double(request.fps)),
                                        sheetTitle: "\(sceneTitle): \(name)", framesAsFiles: named))
        }
        // Flows: played through the state machine, drawn like sequences (GIF).
        var flows: [Flow] = []
        for name in everything ? scene.flows.map(\.name) : request.flows {
            guard let flow = scene.flows.first(where: { $0.name == name }) else {
                throw MotionError.unknownFlow(name, known: scene.flows.map(\.name))
            }
            flows.append(flow)
        }
        for (index, flow) in (flows + request.givenFlows).enumerated() {
            let (timeline, report) = try player.flow(flow)
            flowReports.append((flow.name, report))
            let given = index >= flows.count
            let stem = names.claim(FileNames.sanitize(flow.name) + variant, suffixes: given ? ["/", ".gif", ".svg", ".json"] : [".gif", ".svg", ".json"], what: "flow '\(flow.name)'")
            animations.append(Animation(kind: .flow, name: flow.name, pair: nil, stem: stem, label: flow.name, timeline: timeline,
                                        frames: frames(of: timeline, title: "", restAfter: 1.0 / Double(request.fps)),
                                        sheetTitle: "\(sceneTitle): \(flow.name)", framesAsFiles: given))
        }
    }

    /// The centre of every view whose frame moves in `timeline`, at every frame, in
    /// declaration order (the keyboard guide left out).
    static func motionTrails(of timeline: Timeline) -> [MotionTrail] {
        guard let first = timeline.frames.first else { return [] }
        var out: [MotionTrail] = []
        for (k, view) in first.views.enumerated() where view.id != ItemRef.keyboard.layoutKey {
            let points = timeline.frames.compactMap { f -> CanvasPoint? in
                guard k < f.views.count, f.views[k].id == view.id else { return nil }
                return CanvasPoint(x: f.views[k].frame.midX, y: f.views[k].frame.midY)
            }
            guard let p0 = points.first, points.contains(where: { abs($0.x - p0.x) > 0.5 || abs($0.y - p0.y) > 0.5 }) else { continue }
            out.append(MotionTrail(id: view.id, points: points))
        }
        return out
    }

    /// A located error when a frame at the requested scales would be too large to draw.
    static func checkFrameSize(_ environment: Environment, request: RenderRequest) throws {
        try checkPictureSize(environment.size, what: FrameSizeLimit.name(of: environment), at: environment.range, request: request)
    }

    /// A located error when a picture of `size` points (`what`) at the requested scales would
    /// be too large to draw: a frame of a size, or of a sequence whose canvas turns.
    static func checkPictureSize(_ size: Size, what: String, at range: SourceRange, request: RenderRequest) throws {
        let caption = request.caption ? RenderOptions().captionHeight : 0
        var diagnostics: [Diagnostic] = []
        var atScale: Set<RenderFormat> = [.png, .sheet, .webp, .mp4]
        if request.gif.scale == nil { atScale.insert(.gif) }
        if !request.formats.isDisjoint(with: atScale),
           let d = FrameSizeLimit.diagnostic(size: size, what: what, scale: request.scale, extraHeight: caption,
                                             setting: request.scaleSetting, at: range) {
            diagnostics.append(d)
        }
        if request.formats.contains(.gif), let gifScale = request.gif.scale,
           let d = FrameSizeLimit.diagnostic(size: size, what: what, scale: gifScale, extraHeight: caption,
                                             setting: "--gif-scale \(formatNumber(gifScale))", at: range) {
            diagnostics.append(d)
        }
        if !diagnostics.isEmpty { throw LayoutError(diagnostics) }
    }

    /// The contact sheet: up to 24 frames of the first animation (its first and last included),
    /// or the first 24 states when nothing animates; nil when there is nothing to show.
    func contactSheet(options: RenderOptions) throws -> ImageSurface? {
        let items: [ContactSheet.Item]
        let title: String
        if let source = animations.first {
            title = source.sheetTitle
            let count = source.frames.count
            let step = max(1, (count + 23) / 24)
            var indices = Array(stride(from: 0, to: count, by: step))
            if count > 0, indices.last != count - 1 { indices.append(count - 1) }
            items = indices.map { i in
                var frame = source.frames.frame(i)
                frame.caption = nil
                return ContactSheet.Item(frame: frame, label: String(format: "%.2f s", source.timeline.frames[i].time))
            }
        } else {
            // At most 24 states, so that a scene of thousands of states still gets a sheet.
            let shown = states.prefix(24)
            title = (states.first.map { $0.frame.scene.title ?? $0.frame.scene.id } ?? "")
                + (states.count > shown.count ? " (the first \(shown.count) of \(states.count) states)" : "")
            items = shown.map { s in
                var frame = s.frame
                frame.caption = nil
                return ContactSheet.Item(frame: frame, label: s.name)
            }
        }
        guard !items.isEmpty else { return nil }
        return try ContactSheet.render(title: title, items: items, options: options)
    }
}
