import AnimLayout

extension LottieDocument {
    /// The image layers (`ty` 2) of a piece's drawings' images (shadows: Cairo draws them as
    /// images), one per image and map, each child of the piece's layer (`parent`) at the map
    /// the drawing placed it with, shown in the frames of the drawings that show it (at the
    /// piece's opacity). Each image is one asset, embedded as the PNG Cairo wrote (`e` 1);
    /// new ones are added to `assets` and `order`.
    func imageLayers(_ parsed: CairoSVGShapes, variants: [Int], track: AnimatedSVGDocument.Track,
                     filled: [AnimatedSVGDocument.Sample], shownVariants: Set<Int>, layerOpacity: JSONValue, parent: Int,
                     frame: (Int) -> Double, frames op: Double, assets: inout [String: JSONValue], order: inout [String]) -> [JSONValue] {
        var placements: [(id: String, matrix: Affine, variants: Set<Int>)] = []
        for v in variants {
            guard vector.sheet.ids.indices.contains(v), let id = vector.sheet.ids[v] else { continue }
            for use in parsed.imageUses[id] ?? [] {
                if let k = placements.firstIndex(where: { $0.id == use.id && $0.matrix == use.matrix }) {
                    placements[k].variants.insert(v)
                } else {
                    placements.append((use.id, use.matrix, [v]))
                }
            }
        }
        var layers: [JSONValue] = []
        for (n, placement) in placements.enumerated() {
            guard let image = parsed.images[placement.id] else { continue }
            let assetID = "image-" + placement.id
            if assets[assetID] == nil {
                order.append(assetID)
                assets[assetID] = .object([("id", .string(assetID)), ("w", .number(image.width)), ("h", .number(image.height)),
                                           ("u", .string("")), ("p", .string(image.uri)), ("e", .number(1))])
            }
            let opacity = placement.variants.isSuperset(of: shownVariants) ? layerOpacity : Self.steps(filled.count, frame: frame) { i in
                placement.variants.contains(filled[i].variant) && track.samples[i] != nil ? filled[i].opacity * 100 : 0
            }
            let m = placement.matrix
            let d = Self.decomposed(m)
            let turns = m.b != 0 || m.c != 0
            layers.append(Self.layer(index: 400_000 + parent * 100 + n, type: 2, name: "image",
                                     transform: Self.transform(opacity: opacity, rotation: turns ? Self.still([d.degrees]) : nil,
                                                               position: Self.still([m.e, m.f, 0]), scale: Self.still([d.sx * 100, d.sy * 100, 100])),
                                     [("refId", .string(assetID)), ("parent", .number(Double(parent)))], frames: op))
        }
        return layers
    }
}
