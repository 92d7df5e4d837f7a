import AnimLayout
import Foundation

/// The `manifest.json` of a scene's output folder: what was rendered, with frame times and the
/// files of each output. ``OutputFolder/writeManifest(_:)`` adds `generator`, `version` and
/// `files` (every path written), by which a later render knows the folder is animlayout's.
struct RenderManifest {
    private var states: [JSONValue] = []
    private var transitions: [JSONValue] = []
    private var sequences: [JSONValue] = []
    private var flows: [JSONValue] = []
    let plan: RenderPlan
    private let request: RenderRequest
    /// The contact sheet's path, if one was written.
    var sheet: String?
    /// The overview page's path, if one was written.
    var overview: String?

    init(plan: RenderPlan, request: RenderRequest) {
        self.plan = plan
        self.request = request
    }

    /// Records the states with each format's still.
    mutating func addStates(_ paths: [RenderFormat: [String?]]) {
        for (n, s) in plan.states.enumerated() {
            var entry: [(String, JSONValue)] = [("name", .string(s.name))] + variantFields
            for format in [RenderFormat.png, .svg] {
                if let list = paths[format], n < list.count, let path = list[n] { entry.append((format.rawValue, .string(path))) }
            }
            states.append(.object(entry))
        }
    }

    /// The whole-animation files of an animation, by the manifest's key for each format.
    static func wholeFiles(_ files: [RenderFormat: AnimationFiles]) -> [(String, JSONValue)] {
        [(RenderFormat.gif, "gif"), (.webp, "webp"), (.mp4, "mp4"), (.animatedSVG, "animatedSVG"), (.lottie, "lottie")].compactMap { format, key in
            files[format]?.whole.map { (key, .string($0)) }
        }
    }

    /// Records an animation with each format's files.
    mutating func addAnimation(_ animation: RenderPlan.Animation, files: [RenderFormat: AnimationFiles]) {
        let timeline = animation.timeline
        switch animation.kind {
        case .transition:
            var entry: [(String, JSONValue)] = [("from", .string(animation.pair?.from ?? "")), ("to", .string(animation.pair?.to ?? ""))]
                + variantFields + [("duration", .real(Self.seconds(timeline.duration)))]
            entry += Self.wholeFiles(files)
            let frames: [JSONValue] = timeline.frames.enumerated().map { n, f in
                var fe: [(String, JSONValue)] = [("index", .number(Double(f.index))), ("time", .real(Self.seconds(f.time))),
                                                 ("progress", .real(f.progress))]
                for format in [RenderFormat.png, .svg] {
                    if let list = files[format]?.frames, n < list.count { fe.append((format.rawValue, .string(list[n]))) }
                }
                return .object(fe)
            }
            entry.append(("frames", .array(frames)))
            transitions.append(.object(entry))
        case .flow:
            let log: [JSONValue] = plan.flowReports.first { $0.name == animation.name }?.report.log.map { .string($0) } ?? []
            var entry: [(String, JSONValue)] = [("name", .string(animation.name))] + variantFields
                + [("duration", .real(Self.seconds(timeline.duration))), ("frames", .number(Double(timeline.frames.count))), ("log", .array(log))]
            entry += Self.wholeFiles(files)
            flows.append(.object(entry))
        case .sequence:
            var entry: [(String, JSONValue)] = [("name", .string(animation.name))] + variantFields + [("loop", .bool(timeline.loop)),
                                                ("duration", .real(Self.seconds(timeline.duration))),
                                                ("frames", .number(Double(timeline.frames.count)))]
            entry.append(("steps", .array(steps(of: animation.name))))
            entry += Self.wholeFiles(files)
            sequences.append(.object(entry))
        }
    }

    /// Each step of the sequence `name`: its state and the size it is shown in (a step without
    /// `in` is in the render's size), with that size's canvas.
    private func steps(of name: String) -> [JSONValue] {
        guard let sequence = plan.scene.sequences.last(where: { $0.name == name }) else { return [] }
        return sequence.steps.map { step in
            let size = step.size ?? plan.environment.name
            let canvas = plan.scene.environment(named: size)?.size ?? plan.environment.size
            return .object([("state", .string(step.state)), ("size", .string(size)),
                            ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))]))])
        }
    }

    /// A time in seconds as a person writes it: to the nanosecond, so that sums of holds and
    /// durations read 1.8, not 1.7999999999999994.
    static func seconds(_ t: Double) -> Double { t.isFinite ? (t * 1e9).rounded() / 1e9 : t }

    /// The size, appearance, style, overlays and caption every entry of this render records
    /// (entries of several renders share one manifest).
    private var variantFields: [(String, JSONValue)] {
        [("size", .string(plan.environment.name)), ("appearance", .string(plan.environment.appearance.rawValue)),
         ("style", .string(request.style.rawValue)), ("overlays", .array(request.overlays.nameList.map { .string($0) })),
         ("caption", .bool(request.caption))]
    }

    /// The manifest's fields; `sceneFile` is the scene's path relative to the output folder.
    func fields(scene: Scene, sceneFile: String) -> [(String, JSONValue)] {
        [
            ("scene", .string(scene.id)),
            ("title", scene.title.map { .string($0) } ?? .null),
            ("file", .string(sceneFile)),
            ("size", .string(plan.environment.name)),
            ("canvas", .object([("width", .number(plan.environment.size.width)), ("height", .number(plan.environment.size.height))])),
            ("scale", .number(request.scale)),
            ("gifScale", .number(request.resolvedGIFScale)),
            ("gifQuality", .number(Double(request.gif.quality.quality))),
            ("fps", .number(Double(request.fps))),
            ("states", .array(states)),
            ("transitions", .array(transitions)),
            ("sequences", .array(sequences)),
            ("flows", .array(flows)),
            ("sheet", sheet.map { .string($0) } ?? .null),
            ("overview", overview.map { .string($0) } ?? .null),
        ]
    }

    /// `file` as a path relative to `folder` (`../../States/a.states`), so that the manifest
    /// stays right wherever the command was run from; absolute paths are made from the current
    /// folder first.
    static func relativePath(of file: String, from folder: URL) -> String {
        RelativePath.of(file, from: folder)
    }
}
