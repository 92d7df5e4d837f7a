import AnimLayout

extension LottieDocument {
    /// Glyph runs drawn in a piece's own layer instead of as precompositions: every glyph
    /// outline that `placements` (runs at spots, each shown by some of the piece's drawings)
    /// put somewhere, once per spot, in groups of the glyphs shown by the same drawings; each
    /// group has the opacity `shown` gives for its drawings (hold keyframes). The topmost
    /// first, as a shape list draws. Marker fills take `tint` (``shapeGroups(_:origin:opacity:tint:)``). Coordinates are written from (`origin`, `origin`).
    static func placedGlyphGroups(_ placements: [GlyphRunPlacement],
                                  shapes: [String: [VectorShape]], origin: Double, tint: LottieValue? = nil, shown: (Set<Int>) -> LottieValue) -> [LottieShapeItem] {
        // Each outline at its spot, with the drawings that show it there.
        var outlines: [(key: JSONValue, shape: VectorShape, variants: Set<Int>)] = []
        var index: [JSONValue: Int] = [:]
        for placement in placements {
            for glyph in shapes[placement.id] ?? [] {
                let moved = CairoSVGShapes.transformed(glyph, by: Affine(e: placement.x, f: placement.y))
                let key = shapeGroup(moved, origin: origin).json
                if let k = index[key] {
                    outlines[k].variants.formUnion(placement.variants)
                } else {
                    index[key] = outlines.count
                    outlines.append((key, moved, placement.variants))
                }
            }
        }
        // One group per set of drawings, in the order the outlines first appear.
        var sets: [Set<Int>] = []
        var members: [Set<Int>: [VectorShape]] = [:]
        for outline in outlines {
            if members[outline.variants] == nil { sets.append(outline.variants) }
            members[outline.variants, default: []].append(outline.shape)
        }
        return sets.reversed().flatMap { set in shapeGroups(members[set] ?? [], origin: origin, opacity: shown(set), tint: tint) }
    }
}
