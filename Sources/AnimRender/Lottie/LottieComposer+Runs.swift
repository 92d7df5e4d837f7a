import AnimLayout
import Foundation

/// A document's assets (precompositions and images) by id, in the order first added.
struct LottieAssets {
    private var values: [String: JSONValue] = [:]
    private(set) var order: [String] = []

    /// Whether asset `id` is there.
    func contains(_ id: String) -> Bool { values[id] != nil }

    /// Adds (or replaces) asset `id`.
    mutating func add(_ id: String, _ value: JSONValue) {
        order.append(id)
        values[id] = value
    }

    /// The assets in order, as the document's `assets` list.
    var list: [JSONValue] { order.compactMap { values[$0] } }
}

/// A run of glyphs a piece places somewhere: shown in the frames of any of `variants`.
struct GlyphRunPlacement {
    var id: String
    var x: Double
    var y: Double
    var variants: Set<Int>
}

extension LottieComposer {
    /// Track `t`'s glyph runs as layers placing their precompositions (a run placed at the same
    /// spot by several drawings, a label's text in each frame of a cross-fade, is one layer
    /// shown in the frames of any of them) — or, when that is smaller or the text is tinted,
    /// the same glyphs drawn in place, inserted at the front of `shapes`, and no layers.
    mutating func glyphRuns(track t: Int, motion: LottiePieceMotion, shapes: inout [JSONValue]) -> [JSONValue] {
        let placements = runPlacements(motion)
        var runs: [JSONValue] = []
        var newAssets: [(id: String, value: JSONValue)] = []
        for placement in placements {
            if !assets.contains(placement.id) && !newAssets.contains(where: { $0.id == placement.id }) {
                let layer = LottieDocument.runLayer(parsed.groups[placement.id] ?? [], frames: op)
                newAssets.append((placement.id, .object([("id", .string(placement.id)), ("layers", .array([layer]))])))
            }
            // Shown (at the piece's opacity) in the frames that show one of its drawings.
            // (A layer's parent moves it but does not fade it.)
            let opacity = motion.opacity(showing: placement.variants, clock: clock)
            let position = LottieDocument.still([placement.x - LottieDocument.runMargin, placement.y - LottieDocument.runMargin, 0])
            runs.append(LottieDocument.layer(
                index: 100_000 + runLayers + runs.count + 1, type: 0, name: placement.id,
                transform: LottieDocument.transform(opacity: opacity, position: position),
                [("refId", .string(placement.id)), ("parent", .number(Double(t + 1))), ("sr", .number(1)),
                 ("w", .number(LottieDocument.runSize)), ("h", .number(LottieDocument.runSize))], frames: op))
        }
        guard !runs.isEmpty else { return [] }
        // The same glyphs drawn in place, once per spot, when that is smaller (drawings that
        // repeat most of each other's glyphs: a text truncated differently in each frame).
        let inPlace = LottieDocument.placedGlyphGroups(placements, shapes: parsed.groups, origin: VariantSheet.pad, tint: motion.tint) { shown in
            LottieDocument.steps(motion.filled.count, frame: clock.frame) { shown.contains(motion.filled[$0].variant) ? 100 : 0 }
        }
        // A run other pieces also show costs this piece its share of the definition.
        let precomposed = runs.reduce(0) { $0 + $1.serialized().utf8.count }
            + newAssets.reduce(0) { $0 + $1.value.serialized().utf8.count / max(1, runUsers[$1.id] ?? 1) }
        // A tinted text's glyphs are in place (a precomposition's fill cannot follow it).
        if motion.tint != nil || inPlace.reduce(0, { $0 + $1.serialized().utf8.count }) < precomposed {
            shapes.insert(contentsOf: inPlace, at: 0)
            return []
        }
        runLayers += runs.count
        for asset in newAssets { assets.add(asset.id, asset.value) }
        return runs
    }

    /// The runs the piece's drawings place, one per run and spot.
    private func runPlacements(_ motion: LottiePieceMotion) -> [GlyphRunPlacement] {
        var placements: [GlyphRunPlacement] = []
        for v in motion.variants {
            guard vector.sheet.ids.indices.contains(v), let id = vector.sheet.ids[v] else { continue }
            for ref in parsed.references[id] ?? [] {
                if let k = placements.firstIndex(where: { $0.id == ref.id && $0.x == ref.x && $0.y == ref.y }) {
                    placements[k].variants.insert(v)
                } else {
                    placements.append(GlyphRunPlacement(id: ref.id, x: ref.x, y: ref.y, variants: [v]))
                }
            }
        }
        return placements
    }
}
