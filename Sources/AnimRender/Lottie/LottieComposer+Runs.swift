import AnimLayout
import Foundation

/// A run of glyphs a piece places somewhere: shown in the frames of any of `variants`.
struct GlyphRunPlacement {
    var id: String
    var x: Double
    var y: Double
    var variants: Set<Int>
}

extension LottieComposer {
    /// The glyph runs of a piece (its layer `piece`) as layers placing their precompositions (a run placed at the same
    /// spot by several drawings, a label's text in each frame of a cross-fade, is one layer
    /// shown in the frames of any of them) — or, when that is smaller or the text is tinted,
    /// the same glyphs drawn in place, inserted at the front of `shapes`, and no layers.
    mutating func glyphRuns(piece: LottieLayerIndex, motion: LottiePieceMotion, shapes: inout [LottieShapeItem]) -> [LottieLayer] {
        let placements = runPlacements(motion)
        var runs: [LottieLayer] = []
        var newAssets: [LottieAsset] = []
        for placement in placements {
            if !assets.contains(placement.id) && !newAssets.contains(where: { $0.id == placement.id }) {
                let layer = LottieDocument.runLayer(parsed.groups[placement.id] ?? [], frames: op)
                newAssets.append(.precomposition(id: placement.id, layers: [layer]))
            }
            // Shown (at the piece's opacity) in the frames that show one of its drawings.
            // (A layer's parent moves it but does not fade it.)
            let opacity = motion.opacity(showing: placement.variants, clock: clock)
            let position = LottieDocument.still([placement.x - LottieDocument.runMargin, placement.y - LottieDocument.runMargin, 0])
            let run = LottieLayerContent.precomposition(id: placement.id, width: LottieDocument.runSize,
                                                        height: LottieDocument.runSize, stretch: 1)
            runs.append(LottieLayer(index: indices.upcoming(runs.count), name: placement.id, content: run, parent: piece,
                                    transform: LottieTransform(opacity: opacity, position: position), outPoint: op))
        }
        guard !runs.isEmpty else { return [] }
        // The same glyphs drawn in place, once per spot, when that is smaller (drawings that
        // repeat most of each other's glyphs: a text truncated differently in each frame).
        let inPlace = LottieDocument.placedGlyphGroups(placements, shapes: parsed.groups, origin: VariantSheet.pad, tint: motion.tint) { shown in
            LottieDocument.steps(motion.filled.count, frame: clock.frame) { shown.contains(motion.filled[$0].variant) ? 100 : 0 }
        }
        // A run other pieces also show costs this piece its share of the definition.
        let precomposed = runs.reduce(0) { $0 + $1.json.serialized().utf8.count }
            + newAssets.reduce(0) { $0 + $1.json.serialized().utf8.count / max(1, runUsers[$1.id] ?? 1) }
        // A tinted text's glyphs are in place (a precomposition's fill cannot follow it).
        if motion.tint != nil || inPlace.reduce(0, { $0 + $1.json.serialized().utf8.count }) < precomposed {
            shapes.insert(contentsOf: inPlace, at: 0)
            return []
        }
        indices.take(runs.count)
        for asset in newAssets { assets.add(asset.id, asset) }
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
