import AnimLayout
import Foundation

/// What a render wrote for one scene.
public struct RenderSummary: Sendable {
    /// The scene's output folder (`OUT/<scene-id>`).
    public var folder: URL
    /// Paths written, relative to `folder`, in the order they were produced.
    public var files: [String]
    public var states: Int
    public var transitions: Int
    public var sequences: Int
}

/// Renders one scene: solves the selected states, plays the selected transitions and
/// sequences, draws every frame on all cores and writes PNG / SVG / GIF / contact sheet and a
/// `manifest.json` into `OUT/<scene-id>/`, built in a temporary folder and moved into place only
/// when everything succeeded.
public struct SceneRenderJob {
    public let scene: Scene
    public let measurer: any TextMeasurer
    public let request: RenderRequest

    /// Creates a job.
    public init(scene: Scene, measurer: any TextMeasurer, request: RenderRequest) {
        self.scene = scene
        self.measurer = measurer
        self.request = request
    }

    /// The transitions rendered when none is selected: every declared transition between two
    /// named states, the consecutive pairs of every sequence, and — when there are none — the
    /// initial state to each other state. In declaration order, without repeats.
    public func defaultTransitions() -> [TransitionPair] {
        var pairs: [TransitionPair] = []
        func add(_ p: TransitionPair) { if p.from != p.to, !pairs.contains(p) { pairs.append(p) } }
        for t in scene.transitions {
            if case .state(let a) = t.from, case .state(let b) = t.to { add(TransitionPair(from: a, to: b)) }
        }
        for s in scene.sequences {
            for (a, b) in zip(s.states, s.states.dropFirst()) { add(TransitionPair(from: a, to: b)) }
        }
        if pairs.isEmpty {
            for s in scene.states where s.name != scene.initialState {
                add(TransitionPair(from: scene.initialState, to: s.name))
            }
        }
        return pairs
    }

    /// Renders into `out/<scene-id>` and returns what was written.
    public func run(out: URL, progress: any ProgressReporter = SilentProgress()) throws -> RenderSummary {
        let player = ScenePlayer(scene: scene, measurer: measurer, environment: request.environment, fps: request.fps)
        let environment = try player.engine.environment(named: request.environment)
        let everything = request.selectsEverything
        let states = everything ? scene.states.map(\.name) : request.states
        let transitions = everything ? defaultTransitions() : request.transitions
        let sequences = everything ? scene.sequences.map(\.name) : request.sequences
        let formats = request.formats
        let options = RenderOptions(scale: request.scale)
        let gifOptions = RenderOptions(scale: request.gifScale)
        let safe = EdgeInsets(resolving: environment.safeArea, rtl: environment.rtl)

        // Solve and play everything first: a scene error must not leave a partial folder.
        var stateFrames: [(name: String, frame: RenderFrame)] = []
        for name in states {
            let layout = try player.engine.layout(state: name, environment: request.environment)
            var lines: [ConstraintLine] = []
            if request.overlays.contains(.constraints) {
                let resolved = try player.engine.resolve(state: name, environment: request.environment)
                lines = ConstraintOverlay.lines(layout: layout, state: resolved, rtl: environment.rtl)
            }
            let caption = request.caption ? Caption(title: name) : nil
            stateFrames.append((name, RenderFrame(layout: layout, scene: scene, environment: environment, caption: caption,
                                                  overlays: request.overlays, constraintLines: lines)))
        }
        var transitionTimelines: [(pair: TransitionPair, timeline: Timeline)] = []
        for pair in transitions {
            transitionTimelines.append((pair, try player.transition(from: pair.from, to: pair.to)))
        }
        var sequenceTimelines: [(name: String, timeline: Timeline)] = []
        for name in sequences {
            sequenceTimelines.append((name, try player.sequence(name)))
        }

        func frames(of timeline: Timeline, title: String) -> [RenderFrame] {
            timeline.frames.map { f in
                var elements: [String: DrawnElement] = ["root": DrawnElement(rect: Rect(x: 0, y: 0, width: environment.size.width,
                                                                                           height: environment.size.height))]
                for v in f.views { elements[v.id] = DrawnElement(rect: v.frame, alpha: v.alpha) }
                let caption = request.caption ? Caption(title: title == "" ? f.segment.description : title, time: f.time) : nil
                return RenderFrame(scene: scene, canvas: environment.size, safeArea: safe, elements: elements,
                                   caption: caption, overlays: request.overlays.subtracting(.constraints))
            }
        }

        let folder = out.appendingPathComponent(FileNames.sanitize(scene.id), isDirectory: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        var written: [String] = []
        var manifestStates: [JSONValue] = []
        var manifestTransitions: [JSONValue] = []
        var manifestSequences: [JSONValue] = []
        var sheetSource: (title: String, timeline: Timeline, frames: [RenderFrame])?

        try OutputFolder.build(at: folder) { output in
            func write(_ bytes: [UInt8], _ path: String) throws {
                try output.write(bytes, to: path)
                written.append(path)
            }
            // States.
            if !stateFrames.isEmpty {
                let all = stateFrames.map(\.frame)
                let pngs = formats.contains(.png) ? try BatchRenderer.pngs(all, options: options, progress: progress, label: "states") : []
                let svgs = formats.contains(.svg) ? try BatchRenderer.svgs(all, options: options, progress: progress, label: "states (svg)") : []
                for (n, s) in stateFrames.enumerated() {
                    var entry: [(String, JSONValue)] = [("name", .string(s.name))]
                    if n < pngs.count {
                        let path = FileNames.sanitize(s.name) + ".png"
                        try write(pngs[n], path)
                        entry.append(("png", .string(path)))
                    }
                    if n < svgs.count {
                        let path = FileNames.sanitize(s.name) + ".svg"
                        try write(svgs[n], path)
                        entry.append(("svg", .string(path)))
                    }
                    manifestStates.append(.object(entry))
                }
            }
            // Transitions: frames and a GIF each.
            for (pair, timeline) in transitionTimelines {
                let name = FileNames.transition(from: pair.from, to: pair.to)
                let drawn = frames(of: timeline, title: "\(pair.from) → \(pair.to)")
                if sheetSource == nil { sheetSource = ("\(scene.title ?? scene.id): \(pair.from) → \(pair.to)", timeline, drawn) }
                var entry: [(String, JSONValue)] = [("from", .string(pair.from)), ("to", .string(pair.to)),
                                                    ("duration", .real(timeline.duration))]
                var frameEntries: [JSONValue] = []
                let pngs = formats.contains(.png) ? try BatchRenderer.pngs(drawn, options: options, progress: progress, label: "\(pair)") : []
                let svgs = formats.contains(.svg) ? try BatchRenderer.svgs(drawn, options: options, progress: progress, label: "\(pair) (svg)") : []
                for (n, f) in timeline.frames.enumerated() {
                    var fe: [(String, JSONValue)] = [("index", .number(Double(f.index))), ("time", .real(f.time)),
                                                     ("progress", .real(f.progress))]
                    if n < pngs.count {
                        let path = "\(name)/\(FileNames.frame(n)).png"
                        try write(pngs[n], path)
                        fe.append(("png", .string(path)))
                    }
                    if n < svgs.count {
                        let path = "\(name)/\(FileNames.frame(n)).svg"
                        try write(svgs[n], path)
                        fe.append(("svg", .string(path)))
                    }
                    frameEntries.append(.object(fe))
                }
                if formats.contains(.gif) {
                    // A looping transition GIF rests half a second on the end state before it starts again.
                    let delays = FrameDelays.centiseconds(times: timeline.frames.map(\.time), end: timeline.duration + 0.5)
                    let gif = try BatchRenderer.gif(drawn, delays: delays, loop: true, options: gifOptions, progress: progress, label: "\(pair) (gif)")
                    try write(gif, name + ".gif")
                    entry.append(("gif", .string(name + ".gif")))
                }
                entry.append(("frames", .array(frameEntries)))
                manifestTransitions.append(.object(entry))
            }
            // Sequences: a GIF each.
            for (name, timeline) in sequenceTimelines {
                let drawn = frames(of: timeline, title: "")
                if sheetSource == nil { sheetSource = ("\(scene.title ?? scene.id): \(name)", timeline, drawn) }
                var entry: [(String, JSONValue)] = [("name", .string(name)), ("loop", .bool(timeline.loop)),
                                                    ("duration", .real(timeline.duration)),
                                                    ("frames", .number(Double(timeline.frames.count)))]
                if formats.contains(.gif) {
                    let path = FileNames.sanitize(name) + ".gif"
                    let delays = FrameDelays.centiseconds(times: timeline.frames.map(\.time), end: timeline.duration + 1.0 / Double(request.fps))
                    let gif = try BatchRenderer.gif(drawn, delays: delays, loop: timeline.loop, options: gifOptions,
                                                    progress: progress, label: "\(name) (gif)")
                    try write(gif, path)
                    entry.append(("gif", .string(path)))
                }
                manifestSequences.append(.object(entry))
            }
            // The contact sheet: the first transition's frames (or the first sequence's), else the states.
            var sheetFile: JSONValue = .null
            if formats.contains(.sheet) {
                let items: [ContactSheet.Item]
                let title: String
                if let source = sheetSource {
                    title = source.title
                    let step = max(1, (source.frames.count + 23) / 24)
                    var indices = Array(stride(from: 0, to: source.frames.count, by: step))
                    if let last = source.frames.indices.last, indices.last != last { indices.append(last) }
                    items = indices.map { i in
                        var frame = source.frames[i]
                        frame.caption = nil
                        let f = source.timeline.frames[i]
                        return ContactSheet.Item(frame: frame, label: String(format: "%.2f s", f.time))
                    }
                } else {
                    title = scene.title ?? scene.id
                    items = stateFrames.map { s in
                        var frame = s.frame
                        frame.caption = nil
                        return ContactSheet.Item(frame: frame, label: s.name)
                    }
                }
                if !items.isEmpty {
                    let sheet = try ContactSheet.render(title: title, items: items, options: options)
                    try write(try PNGEncoder.encode(sheet), "sheet.png")
                    sheetFile = .string("sheet.png")
                }
            }
            let manifest: JSONValue = .object([
                ("scene", .string(scene.id)),
                ("title", scene.title.map { .string($0) } ?? .null),
                ("file", .string(scene.file)),
                ("size", .string(environment.name)),
                ("canvas", .object([("width", .number(environment.size.width)), ("height", .number(environment.size.height))])),
                ("scale", .number(request.scale)),
                ("gifScale", .number(request.gifScale)),
                ("fps", .number(Double(request.fps))),
                ("states", .array(manifestStates)),
                ("transitions", .array(manifestTransitions)),
                ("sequences", .array(manifestSequences)),
                ("sheet", sheetFile),
            ])
            try write(Array(manifest.pretty().utf8), "manifest.json")
        }
        return RenderSummary(folder: folder, files: written, states: stateFrames.count,
                             transitions: transitionTimelines.count, sequences: sequenceTimelines.count)
    }
}
