import AnimLayout

/// The image layers (`ty` 2) of a piece's drawings' images (shadows: Cairo draws them as
/// images), one per image and map, each child of the piece's layer (`parent`) at the map the
/// drawing placed it with, shown in the frames of the drawings that show it (at the piece's
/// opacity). Each image is one asset, embedded as the PNG Cairo wrote (`e` 1).
struct LottieImageLayers {
    let composer: LottieComposer
    let motion: LottiePieceMotion
    /// The piece's layer.
    let parent: LottieLayerIndex

    /// An image placed by some of the piece's drawings with one map.
    private struct Placement {
        var id: String
        var matrix: Affine
        var variants: Set<Int>
    }

    /// The layers, new image assets added to `assets`, their numbers taken from `indices`.
    func layers(assets: inout LottieAssets, indices: inout LottieLayerIndices) -> [LottieLayer] {
        let placements = self.placements()
        var layers: [LottieLayer] = []
        // An image shown at most once by every drawing (a shadow's piece, at a new place or
        // stretch in each frame of a growing view) is one layer whose map is keyed from frame to
        // frame, as the piece's own layer is, rather than a layer per map.
        var keyed: Set<String> = []
        for id in placements.map(\.id).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let mine = placements.filter { $0.id == id }
            let per = Dictionary(grouping: mine.flatMap { p in p.variants.map { ($0, p.matrix) } }, by: \.0)
            guard per.values.allSatisfy({ $0.count == 1 }), let image = composer.parsed.images[id], mine.count > 1 else { continue }
            keyed.insert(id)
            let asset = Self.asset(id, image, assets: &assets)
            layers.append(keyedLayer(asset: asset, first: mine.first?.matrix ?? .identity, maps: per.mapValues { $0.first?.1 }, index: indices.take()))
        }
        for placement in placements where !keyed.contains(placement.id) {
            guard let image = composer.parsed.images[placement.id] else { continue }
            let asset = Self.asset(placement.id, image, assets: &assets)
            layers.append(placedLayer(asset: asset, placement: placement, index: indices.take()))
        }
        return layers
    }

    /// Every image the piece's drawings place, one per image and map.
    private func placements() -> [Placement] {
        let vector = composer.vector
        var placements: [Placement] = []
        for v in motion.variants {
            guard vector.sheet.ids.indices.contains(v), let id = vector.sheet.ids[v] else { continue }
            for use in composer.parsed.imageUses[id] ?? [] {
                if let k = placements.firstIndex(where: { $0.id == use.id && $0.matrix == use.matrix }) {
                    placements[k].variants.insert(v)
                } else {
                    placements.append(Placement(id: use.id, matrix: use.matrix, variants: [v]))
                }
            }
        }
        return placements
    }

    /// One layer for an image whose map (by drawing, `maps`) is keyed from frame to frame.
    private func keyedLayer(asset: String, first: Affine, maps: [Int: Affine?], index: LottieLayerIndex) -> LottieLayer {
        let vector = composer.vector, filled = motion.filled
        var last = first
        let rows: [[Double]] = filled.indices.map { i in
            let shown = motion.track.samples[i] != nil ? maps[filled[i].variant] ?? nil : nil
            if let shown { last = shown }
            return [last.e, last.f, last.a * 100, last.d * 100, shown != nil ? filled[i].opacity * 100 : 0]
        }
        let channels = rows.map { r in
            [Channel.length(r[0], fitted: EasingFit.length), .length(r[1], fitted: EasingFit.length),
             .percentScale(r[2]), .percentScale(r[3]), .percentOpacity(r[4], fitted: EasingFit.fraction * 100)]
        }
        let keys = EasedKeyframes.keys(channels, times: vector.times, spans: vector.spans)
        func animated(_ columns: [Int], _ tail: [Double]) -> LottieValue {
            guard rows.contains(where: { r in columns.contains { r[$0] != rows[0][$0] } }) else {
                return LottieDocument.still(columns.map { rows[0][$0] } + tail)
            }
            return LottieDocument.keyframed(keys, frame: composer.clock.frame) { i in columns.map { rows[i][$0] } + tail }
        }
        let transform = LottieTransform(opacity: animated([4], []), position: animated([0, 1], [0]), scale: animated([2, 3], [100]))
        return imageLayer(asset: asset, transform: transform, index: index)
    }

    /// One layer for an image at one map, shown in the frames of the drawings that place it there.
    private func placedLayer(asset: String, placement: Placement, index: LottieLayerIndex) -> LottieLayer {
        let opacity = motion.opacity(showing: placement.variants, clock: composer.clock)
        let m = placement.matrix
        let d = LottieDocument.decomposed(m)
        let turns = m.b != 0 || m.c != 0
        let transform = LottieTransform(opacity: opacity, rotation: turns ? LottieDocument.still([d.degrees]) : nil,
                                                 position: LottieDocument.still([m.e, m.f, 0]),
                                                 scale: LottieDocument.still([d.sx * 100, d.sy * 100, 100]))
        return imageLayer(asset: asset, transform: transform, index: index)
    }

    /// Image layer `index`: asset `asset` at `transform`, the piece's layer its parent.
    private func imageLayer(asset: String, transform: LottieTransform, index: LottieLayerIndex) -> LottieLayer {
        LottieLayer(index: index, name: "image", content: .image(id: asset), parent: parent,
                    transform: transform, outPoint: composer.op)
    }

    /// The asset of image `id` (its PNG embedded), added to `assets` the first time.
    static func asset(_ id: String, _ image: (width: Double, height: Double, uri: String), assets: inout LottieAssets) -> String {
        let assetID = "image-" + id
        if !assets.contains(assetID) {
            assets.add(assetID, .image(id: assetID, width: image.width, height: image.height, uri: image.uri))
        }
        return assetID
    }
}
