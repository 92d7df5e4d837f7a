import AnimLayout
import Foundation

/// Builds a ``LottieDocument``'s layers and assets, one piece (track) at a time, in drawing
/// order: each piece's image layers, its shape layer (and the null layer that places it when
/// its map skews), then its glyph runs' layers; an element faded with its subviews collects its
/// pieces' layers into a precomposition placed by one layer with the group's opacity (players
/// fade a precomposition as one picture).
struct LottieComposer {
    let vector: VectorAnimation
    let parsed: CairoSVGShapes
    let clock: LottieClock
    /// The animation's length in frames.
    let op: Double
    /// How many pieces show each glyph run (a run's definition is shared among them).
    let runUsers: [String: Int]
    /// Layers in drawing order (bottom first); reversed when written.
    private(set) var layers: [LottieLayer] = []
    var assets = LottieAssets()
    /// The layers' numbers.
    var indices = LottieLayerIndices()
    /// The group being collected, and the layers outside it.
    private var open: OpenGroup?

    /// A group whose pieces' layers are being collected: the group, its number among the
    /// animation's groups, and the layers collected before it opened.
    private struct OpenGroup {
        var group: VectorGroup
        var index: Int
        var outer: [LottieLayer]
    }

    init(vector: VectorAnimation, fps: Int) {
        self.vector = vector
        // Runs of glyphs (`tN`, shared by many drawings) are precompositions, placed by layers
        // that follow their piece's layer.
        parsed = CairoSVGShapes.parse(defs: vector.sheet.defs, keeping: SVGDefsMinifier.isRun)
        let rate = Double(max(1, fps))
        clock = LottieClock(times: vector.times, rate: rate)
        op = max(1, (vector.duration * rate).rounded(.up))
        runUsers = Self.runUsers(vector, parsed)
    }

    /// How many pieces show each run.
    private static func runUsers(_ vector: VectorAnimation, _ parsed: CairoSVGShapes) -> [String: Int] {
        var users: [String: Int] = [:]
        for track in vector.tracks {
            let drawings = Set(track.samples.compactMap { $0?.variant })
            let ids = Set(drawings.flatMap { v in
                vector.sheet.ids.indices.contains(v) ? (parsed.references[vector.sheet.ids[v] ?? ""] ?? []).map(\.id) : []
            })
            for id in ids { users[id, default: 0] += 1 }
        }
        return users
    }

    /// Adds track `t`'s layers (opening or closing the group it belongs to).
    mutating func add(track t: Int) {
        if let current = open, !current.group.tracks.contains(t) { closeGroup() }
        if open == nil, let g = vector.groups.firstIndex(where: { $0.tracks.contains(t) }) {
            open = OpenGroup(group: vector.groups[g], index: g, outer: layers)
            layers = []
        }
        guard let motion = LottiePieceMotion(vector.tracks[t], in: vector, clock: clock) else { return }
        let piece = indices.take()
        var shapes = nativeShapes(motion)
        let runs = glyphRuns(piece: piece, motion: motion, shapes: &shapes)
        shapes += drawingShapes(motion)
        // Images the drawings show (shadows): image layers under the piece's shapes.
        let pictures = LottieImageLayers(composer: self, motion: motion, parent: piece).layers(assets: &assets, indices: &indices)
        guard !shapes.isEmpty || !runs.isEmpty || !pictures.isEmpty else { return }
        let name = vector.names.indices.contains(t) ? vector.names[t] : "piece \(t)"
        layers += pictures
        layers += pieceLayers(piece, name: name, motion: motion, shapes: shapes)
        // Drawn after (over) the piece's own shapes.
        layers += runs
    }

    /// Ends the group being collected: its layers become a precomposition, placed by one layer
    /// at the group's opacity.
    mutating func closeGroup() {
        guard let open else { return }
        let id = "group\(open.index)"
        assets.add(id, .precomposition(id: id, layers: layers.reversed()))
        layers = open.outer
        let opacity = LottieDocument.keyed(open.group.opacity, times: vector.times, spans: vector.spans, frame: clock.frame)
        let placement = LottieLayerContent.precomposition(id: id, width: LottieDocument.r(vector.width),
                                                          height: LottieDocument.r(vector.height), stretch: nil)
        layers.append(LottieLayer(index: indices.take(), name: open.group.name, content: placement,
                                  transform: LottieTransform(opacity: opacity, position: LottieDocument.still([0, 0, 0])), outPoint: op))
        self.open = nil
    }

    /// A plain box is one native rectangle whose size, corners and colours are animated; a
    /// shadow, nested rectangles.
    private func nativeShapes(_ motion: LottiePieceMotion) -> [LottieShapeItem] {
        if motion.seen.box != nil {
            return LottieDocument.boxGroups(motion.filled.map(\.box), frame: clock.frame, times: vector.times, spans: vector.spans)
        }
        if motion.seen.shadow != nil {
            return LottieDocument.shadowGroups(motion.filled.map(\.shadow), frame: clock.frame, times: vector.times, spans: vector.spans)
        }
        return []
    }

    /// Each drawing's outlines as groups shown in the frames that show it.
    private func drawingShapes(_ motion: LottiePieceMotion) -> [LottieShapeItem] {
        var groups: [LottieShapeItem] = []
        for v in motion.variants {
            guard vector.sheet.ids.indices.contains(v), let id = vector.sheet.ids[v] else { continue }
            let drawn = parsed.groups[id] ?? []
            guard !drawn.isEmpty else { continue }
            let opacity = LottieDocument.steps(motion.filled.count, frame: clock.frame) { motion.filled[$0].variant == v ? 100 : 0 }
            groups.append(contentsOf: LottieDocument.shapeGroups(drawn, origin: VariantSheet.pad, opacity: opacity, tint: motion.tint))
        }
        return groups
    }
}
