import CCairo
import Foundation

/// An animation as vectors, for animated SVG and Lottie: every frame cut into pieces
/// (``FramePiece``), each distinct piece drawn once by Cairo's SVG surface (``VariantSheet``),
/// and per piece a track of where it is, how opaque and which drawing it shows in each frame.
struct VectorAnimation {
    /// The canvas, in points.
    var width: Double
    var height: Double
    var times: [Double]
    var duration: Double
    var loop: Bool
    /// In drawing order (backdrop first).
    var tracks: [VectorTrack]
    /// Each piece's name (an element's id, `backdrop`, `keyboard`, `chrome`), by track.
    var names: [String]
    /// Elements faded with their subviews as one group: runs of tracks with an opacity of their own.
    var groups: [VectorGroup]
    var sheet: VariantSheet.Result
    /// Where the main motion follows a Bézier curve (keyed with the curve, not frame by frame).
    var spans: [EasedSpan]

    /// With `extractingTransforms`, transforms are the samples' matrices rather than part of the
    /// drawings (animated SVG can show a drawing through any matrix; Lottie's layers cannot).
    /// With `nativeShadows`, a view's blurred shadow is a ``ShadowShape`` (animated SVG blurs
    /// it with a filter; Lottie draws it as nested rectangles) where `shadowAccepted` takes its
    /// shape in every frame and its colour, blur and offset hold; else it is drawn (images).
    init(_ frames: AnimationFrames, options base: RenderOptions, extractingTransforms: Bool, nativeShadows: Bool = false,
         shadowAccepted: (ShadowShape) -> Bool = { _ in true }, progress: any ProgressReporter) throws {
        var options = base
        options.scale = 1
        let first = frames.frame(0)
        let byID = Dictionary(first.scene.elements.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let rank = Self.drawingRanks(first.scene, byID: byID)
        // (Frames are small: their geometry, not their pixels.)
        let rendered = (0..<frames.count).map { i in i == 0 ? first : frames.frame(i) }
        let cutting = PieceCutting(extractingTransforms: extractingTransforms,
                                   grouping: Self.groupFaded(in: rendered),
                                   splittingShadows: nativeShadows ? nil : Self.shadowsApart(in: rendered, byID: byID),
                                   nativeShadows: nativeShadows)
        var cut = Self.cut(rendered, options: options, cutting: cutting, shadowAccepted: shadowAccepted, progress: progress)
        let baselines = Self.textBaselines(cut.pieces)
        var sampled = Self.sample(cut, tinted: Self.tintedTexts(cut.pieces), extent: first.extent)
        cut.pieces = []
        Self.snapStillBaselines(&sampled.samples, baselines: baselines, scale: base.scale)
        sheet = try Self.drawSheet(sampled, frames: rendered, options: options, scale: base.scale)
        Self.mergeIdenticalVariants(&sampled.samples, ids: sheet.ids)
        Self.handOverFadingTexts(&sampled.samples)
        Self.foldOpacityIntoBoxes(&sampled.samples)
        let samples = sampled.samples
        let sources = samples.keys.sorted { (rank[$0] ?? Int.max) < (rank[$1] ?? Int.max) }
        tracks = sources.compactMap { samples[$0].map(VectorTrack.init(samples:)) }
        groups = Self.groups(of: sources, in: cut)
        names = sources.map(Self.name(of:))
        width = first.extent.width
        height = first.extent.height
        times = frames.times
        spans = EasedSpan.spans(frames.curves, times: frames.times)
        duration = max(frames.times.last ?? 0, Double(frames.delays.reduce(0, +)) / 100)
        loop = frames.loop
    }

    /// A fading box with both a background and a border has its opacity in their colours, as
    /// the PNG fades them (each on its own): a player's layer opacity would fade them together
    /// (lottie-web, browsers) or apart (rlottie), and the border would show the background
    /// through it in one and not the other.
    static func foldOpacityIntoBoxes(_ samples: inout [FramePiece.Source: [VectorSample?]]) {
        for (source, list) in samples {
            guard list.contains(where: { $0.map { $0.box?.fill != nil && $0.box?.border != nil && $0.opacity < 1 } ?? false }) else { continue }
            samples[source] = list.map { sample in
                guard var s = sample, var box = s.box else { return sample }
                box.fill?.alpha *= s.opacity
                box.border?.color.alpha *= s.opacity
                s.box = box
                s.opacity = 1
                return s
            }
        }
    }

    /// Where on the canvas the sheet's origin is for each drawing that is shown in one place
    /// only (less the sheet's pad): the drawings of tracks that do not move, turn or scale, and
    /// that no moving track shares (``GlyphSnapping``).
    static func stillPlacements(_ samples: [FramePiece.Source: [VectorSample?]]) -> [Int: (dx: Double, dy: Double)] {
        var placements: [Int: (dx: Double, dy: Double)] = [:]
        var unsettled = Set<Int>()
        for list in samples.values {
            let shown = list.compactMap { $0 }.filter { $0.variant >= 0 }
            guard let first = shown.first else { continue }
            let still = shown.allSatisfy { $0.x == first.x && $0.y == first.y && $0.matrix == .identity }
            for s in shown {
                let offset = (dx: s.x - VariantSheet.pad, dy: s.y - VariantSheet.pad)
                if !still { unsettled.insert(s.variant); continue }
                if let known = placements[s.variant], known != offset { unsettled.insert(s.variant) }
                placements[s.variant] = offset
            }
        }
        for v in unsettled { placements[v] = nil }
        return placements
    }

    /// A text that stays where it is sits its baseline on a whole pixel of the render's scale,
    /// as Cairo puts the glyphs of the PNG frames; a text that moves keeps its exact path (its
    /// keyframes follow the transition's curve).
    static func snapStillBaselines(_ samples: inout [FramePiece.Source: [VectorSample?]], baselines: [FramePiece.Source: Double], scale: Double) {
        guard scale > 0 else { return }
        for (source, baseline) in baselines {
            guard let list = samples[source], let first = list.compactMap({ $0 }).first,
                  list.allSatisfy({ $0 == nil || ($0?.y == first.y && $0?.matrix == .identity) }) else { continue }
            let snapped = ((first.y + baseline) * scale).rounded() / scale - baseline
            samples[source] = list.map { sample in
                guard var s = sample else { return nil }
                s.y = snapped
                return s
            }
        }
    }

    /// The frame before a cross-fade shows the text it fades from as the fading piece, and the
    /// text it fades to at no opacity: each track then shows one drawing throughout, and its
    /// opacity follows the transition's curve from the first frame (a few keyframes, not one
    /// per frame). The picture is the same.
    static func handOverFadingTexts(_ samples: inout [FramePiece.Source: [VectorSample?]]) {
        for case .fading(let id) in Array(samples.keys) {
            guard var fading = samples[.fading(id)], var text = samples[.text(id)] else { continue }
            for i in fading.indices.dropLast() where fading[i] == nil {
                guard let shown = text[i], let next = fading[i + 1], next.variant == shown.variant, var incoming = text[i + 1] else { continue }
                fading[i] = shown
                incoming.opacity = 0
                text[i] = incoming
            }
            samples[.fading(id)] = fading
            samples[.text(id)] = text
        }
    }
}
