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
        // An image shown at most once by every drawing (a shadow's piece, at a new place or
        // stretch in each frame of a growing view) is one layer whose map is keyed from frame to
        // frame, as the piece's own layer is, rather than a layer per map.
        var keyed: Set<String> = []
        for id in placements.map(\.id).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let per = Dictionary(grouping: placements.filter { $0.id == id }.flatMap { p in p.variants.map { ($0, p.matrix) } }, by: \.0)
            guard per.values.allSatisfy({ $0.count == 1 }), let image = parsed.images[id],
                  placements.filter({ $0.id == id }).count > 1 else { continue }
            keyed.insert(id)
            var last = placements.first { $0.id == id }?.matrix ?? Affine.identity
            let rows: [[Double]] = filled.indices.map { i in
                let shown = track.samples[i] != nil ? per[filled[i].variant]?.first?.1 : nil
                if let shown { last = shown }
                return [last.e, last.f, last.a * 100, last.d * 100, shown != nil ? filled[i].opacity * 100 : 0]
            }
            let keys = EasedKeyframes.keys(rows, times: vector.times, spans: vector.spans, tolerance: { $0 == 4 ? 0.1 : 0.001 },
                                           fitted: { $0 == 4 ? EasingFit.fraction * 100 : $0 < 2 ? EasingFit.length : EasingFit.factor * 100 })
            func animated(_ columns: [Int], _ tail: [Double]) -> JSONValue {
                guard rows.contains(where: { r in columns.contains { r[$0] != rows[0][$0] } }) else { return Self.still(columns.map { rows[0][$0] } + tail) }
                return Self.keyframed(keys, frame: frame) { i in columns.map { rows[i][$0] } + tail }
            }
            let assetID = Self.imageAsset(id, image, assets: &assets, order: &order)
            layers.append(Self.layer(index: 400_000 + parent * 1000 + layers.count, type: 2, name: "image",
                                     transform: Self.transform(opacity: animated([4], []), position: animated([0, 1], [0]), scale: animated([2, 3], [100])),
                                     [("refId", .string(assetID)), ("parent", .number(Double(parent)))], frames: op))
        }
        for placement in placements where !keyed.contains(placement.id) {
            guard let image = parsed.images[placement.id] else { continue }
            let assetID = Self.imageAsset(placement.id, image, assets: &assets, order: &order)
            let opacity = placement.variants.isSuperset(of: shownVariants) ? layerOpacity : Self.steps(filled.count, frame: frame) { i in
                placement.variants.contains(filled[i].variant) && track.samples[i] != nil ? filled[i].opacity * 100 : 0
            }
            let m = placement.matrix
            let d = Self.decomposed(m)
            let turns = m.b != 0 || m.c != 0
            layers.append(Self.layer(index: 400_000 + parent * 1000 + layers.count, type: 2, name: "image",
                                     transform: Self.transform(opacity: opacity, rotation: turns ? Self.still([d.degrees]) : nil,
                                                               position: Self.still([m.e, m.f, 0]), scale: Self.still([d.sx * 100, d.sy * 100, 100])),
                                     [("refId", .string(assetID)), ("parent", .number(Double(parent)))], frames: op))
        }
        return layers
    }

    /// The asset of image `id` (its PNG embedded), added to `assets` and `order` the first time.
    static func imageAsset(_ id: String, _ image: (width: Double, height: Double, uri: String),
                           assets: inout [String: JSONValue], order: inout [String]) -> String {
        let assetID = "image-" + id
        if assets[assetID] == nil {
            order.append(assetID)
            assets[assetID] = .object([("id", .string(assetID)), ("w", .number(image.width)), ("h", .number(image.height)),
                                       ("u", .string("")), ("p", .string(image.uri)), ("e", .number(1))])
        }
        return assetID
    }
}
