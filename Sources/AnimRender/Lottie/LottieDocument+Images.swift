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

    /// An image's place, stretch (percent) and opacity (percent) in one frame.
    private struct ImageFrame {
        var x: Double
        var y: Double
        var scaleX: Double
        var scaleY: Double
        var opacity: Double
    }

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
        let frames: [ImageFrame] = filled.indices.map { i in
            let shown = motion.track.samples[i] != nil ? maps[filled[i].variant] ?? nil : nil
            if let shown { last = shown }
            return ImageFrame(x: last.e, y: last.f, scaleX: last.a * 100, scaleY: last.d * 100,
                              opacity: shown != nil ? filled[i].opacity * 100 : 0)
        }
        let channels = frames.map { f in
            [Channel.length(f.x, fitted: EasingFit.length), .length(f.y, fitted: EasingFit.length),
             .percentScale(f.scaleX), .percentScale(f.scaleY), .percentOpacity(f.opacity, fitted: EasingFit.fraction * 100)]
        }
        let keys = EasedKeyframes.keys(channels, times: vector.times, spans: vector.spans)
        func animated(_ value: (ImageFrame) -> [Double]) -> LottieValue {
            guard let start = frames.first, frames.contains(where: { value($0) != value(start) }) else {
                return LottieDocument.still(frames.first.map(value) ?? [])
            }
            return LottieDocument.keyframed(keys, frame: composer.clock.frame) { i in value(frames[i]) }
        }
        let transform = LottieTransform(opacity: animated { [$0.opacity] }, position: animated { [$0.x, $0.y, 0] },
                                        scale: animated { [$0.scaleX, $0.scaleY, 100] })
        return imageLayer(asset: asset, transform: transform, index: index)
    }

    /// One layer for an image at one map, shown in the frames of the drawings that place it there.
    private func placedLayer(asset: String, placement: Placement, index: LottieLayerIndex) -> LottieLayer {
        let opacity = motion.opacity(showing: placement.variants, clock: composer.clock)
        let m = placement.matrix
        let d = LottieDocument.ScaleRotation(m)
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
    static func asset(_ id: String, _ image: CairoSVGShapes.EmbeddedImage, assets: inout LottieAssets) -> String {
        let assetID = "image-" + id
        if !assets.contains(assetID) {
            assets.add(assetID, .image(id: assetID, width: image.width, height: image.height, uri: image.uri))
        }
        return assetID
    }
}
