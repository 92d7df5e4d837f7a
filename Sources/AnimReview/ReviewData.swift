import AnimLayout
import AnimRender
import Foundation
import SystemPackage

/// Everything the page shows, written into `review/scene.js` as `window.ANIMLAYOUT_REVIEW`.
struct ReviewData {
    /// One size in one appearance.
    struct Variant {
        var size: String
        var appearance: Appearance
        var width: Double
        var height: Double
        /// The `when` blocks that hold in this size (`when compact-height (line 12)`), in order.
        var variations: [String] = []
        var key: String { "\(size)|\(appearance.rawValue)" }
    }

    /// A state as the page lists it.
    struct StateInfo {
        var name: String
        var line: Int
        var timer: (delay: Double, to: String)?
    }

    /// A state in one variant.
    struct StateImages {
        var image: String?
        var overlays: [(String, String)] = []
        var taps: [TapRegion] = []
        var broken: [BrokenConstraint] = []
        var conflicts = 0
        var ambiguous: [String] = []
    }

    /// A transition, sequence or flow.
    struct Clip {
        var key: String
        var kind: RenderPlan.Animation.Kind
        var name: String
        var from: String?
        var to: String?
        var loop: Bool
        var line: Int?
        /// A sequence whose steps name sizes (docs/format.md, "Rotation"): each step as written
        /// (`center in landscape`); empty otherwise.
        var steps: [String] = []
    }

    /// A clip in one variant: each frame's time, image and state, or why it is missing.
    struct ClipFrames {
        var frames: [(time: Double, image: String, state: String)] = []
        var missing: String?
        /// The picture's size in points when it differs from the size's canvas (a sequence
        /// that rotates draws every frame on a picture holding each canvas it passes through).
        var picture: Size?
    }

    var scene: Scene
    var scale: Double
    var fps: Int
    var variants: [Variant] = []
    var states: [StateInfo] = []
    var clips: [Clip] = []
    var stateImages: [String: [String: StateImages]] = [:]
    var clipFrames: [String: [String: ClipFrames]] = [:]
    var report: [Diagnostic] = []
    var omitted: [String] = []
    /// What a first, quick page (``ReviewOptions/quick``) leaves to the whole page still being
    /// drawn; empty on a whole page.
    var drawing: [String] = []
    var comparisons: [ReviewComparison] = []

    /// The script that hands the data to the page. `sceneFile` is the scene's path relative to
    /// the page's folder.
    func script(sceneFile: String) -> String {
        "// Written by animlayout review; the page's data.\nwindow.ANIMLAYOUT_REVIEW = " + json(sceneFile: sceneFile).serialized() + ";\n"
    }

    func json(sceneFile: String) -> JSONValue {
        func num(_ v: Double) -> JSONValue { .number((v * 1000).rounded() / 1000) }
        func rect(_ r: Rect) -> [JSONValue] { [num(r.minX), num(r.minY), num(r.width), num(r.height)] }
        let variantsJSON: [JSONValue] = variants.map { v in
            var states: [(String, JSONValue)] = []
            for s in self.states {
                guard let images = stateImages[v.key]?[s.name] else { continue }
                states.append((s.name, .object([
                    ("image", images.image.map { .string($0) } ?? .null),
                    ("overlays", .object(images.overlays.map { ($0.0, .string($0.1)) })),
                    ("taps", .array(images.taps.map { t in
                        .array(rect(t.frame) + [.string(t.element), t.to.map { .string($0) } ?? .null, t.target.map { .string($0) } ?? .null])
                    })),
                    ("broken", .array(images.broken.map { b in
                        .object([("constraint", .string(b.constraint)), ("priority", .number(Double(b.priority))),
                                 ("error", num(b.error)), ("line", b.range.map { .number(Double($0.start.line)) } ?? .null)])
                    })),
                    ("conflicts", .number(Double(images.conflicts))),
                    ("ambiguous", .array(images.ambiguous.map { .string($0) })),
                ])))
            }
            let clipsJSON: [(String, JSONValue)] = clips.compactMap { c in
                guard let f = clipFrames[v.key]?[c.key] else { return nil }
                if let missing = f.missing { return (c.key, .object([("missing", .string(missing))])) }
                var fields: [(String, JSONValue)] = [("frames", .array(f.frames.map { .array([.real($0.time), .string($0.image), .string($0.state)]) }))]
                if let p = f.picture { fields += [("width", num(p.width)), ("height", num(p.height))] }
                return (c.key, .object(fields))
            }
            return .object([("key", .string(v.key)), ("size", .string(v.size)), ("appearance", .string(v.appearance.rawValue)),
                            ("width", num(v.width)), ("height", num(v.height)),
                            ("variations", .array(v.variations.map { .string($0) })),
                            ("states", .object(states)), ("clips", .object(clipsJSON))])
        }
        return .object([
            ("scene", .object([("id", .string(scene.id)), ("title", .string(scene.title ?? scene.id)), ("file", .string(scene.file)),
                               ("name", .string(FilePath(scene.file).lastComponent?.string ?? scene.file))])),
            ("generator", .string("animlayout \(OutputFolder.version)")),
            ("scale", .number(scale)),
            ("fps", .number(Double(fps))),
            ("initial", .string(scene.initialState)),
            ("states", .array(states.map { s in
                .object([("name", .string(s.name)), ("line", .number(Double(s.line))),
                         ("timer", s.timer.map { .object([("delay", .real($0.delay)), ("to", .string($0.to))]) } ?? .null)])
            })),
            ("clips", .array(clips.map { c in
                .object([("key", .string(c.key)), ("kind", .string(c.kind.rawValue)), ("name", .string(c.name)),
                         ("from", c.from.map { .string($0) } ?? .null), ("to", c.to.map { .string($0) } ?? .null),
                         ("loop", .bool(c.loop)), ("line", c.line.map { .number(Double($0)) } ?? .null),
                         ("steps", .array(c.steps.map { .string($0) }))])
            })),
            ("events", .array(scene.events.map { e in
                let trigger: String
                switch e.trigger {
                case .tap(let id): trigger = "tap \(id)"
                case .after(let d): trigger = "after \(formatNumber(d))s"
                }
                let from: String
                switch e.from {
                case .state(let s): from = s
                case .any: from = "*"
                }
                return .object([("trigger", .string(trigger)), ("from", .string(from)), ("to", .string(e.to)),
                                ("line", .number(Double(e.range.start.line)))])
            })),
            ("variants", .array(variantsJSON)),
            ("report", .array(report.map(Self.diagnosticJSON))),
            ("omitted", .array(omitted.map { .string($0) })),
            ("drawing", .array(drawing.map { .string($0) })),
            ("graph", .string(StateGraph.svg(scene: scene))),
            ("comparisons", .array(comparisons.map { c in
                .object([("peer", .string(c.peer)), ("href", .string("../../\(c.peerFolder)/review/index.html")),
                         ("maximum", num(c.maximum)), ("summary", .string(c.summary)), ("table", .string(c.table))])
            })),
        ])
    }

    /// A diagnostic for the page: severity, message, file:line:col, notes.
    static func diagnosticJSON(_ d: Diagnostic) -> JSONValue {
        .object([("severity", .string(d.severity.rawValue)), ("message", .string(d.message)),
                 ("file", d.range.map { .string(FilePath($0.start.file).lastComponent?.string ?? $0.start.file) } ?? .null),
                 ("line", d.range.map { .number(Double($0.start.line)) } ?? .null),
                 ("column", d.range.map { .number(Double($0.start.column)) } ?? .null),
                 ("notes", .array(d.notes.map(diagnosticJSON)))])
    }
}
