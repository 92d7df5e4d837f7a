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
        // Pieces in drawing order: the backdrop, elements by their place in the hierarchy, the
        // keyboard, the chrome.
        var rank: [FramePiece.Source: Int] = [.backdrop: 0]
        var order: [String] = []
        var seen = Set<String>()
        let byID = Dictionary(first.scene.elements.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        func visit(_ id: String) {
            guard seen.insert(id).inserted, let e = byID[id] else { return }
            order.append(id)
            e.children.forEach(visit)
        }
        first.scene.rootChildren.forEach(visit)
        // A view's shadow, its layer, then the text it fades from, then its text.
        for (i, id) in order.enumerated() {
            rank[.shadow(id)] = 4 * i + 1
            rank[.element(id)] = 4 * i + 2
            rank[.fading(id)] = 4 * i + 3
            rank[.text(id)] = 4 * i + 4
        }
        rank[.keyboard] = 4 * order.count + 1
        rank[.chrome] = 4 * order.count + 2

        // Every frame's pieces; a source whose pieces are all plain boxes (``BoxShape``) is drawn
        // as one animated rectangle, the others as a drawing per distinct piece.
        // (Frames are small: their geometry, not their pixels.)
        let rendered = (0..<frames.count).map { i in i == 0 ? first : frames.frame(i) }
        // Elements faded with their subviews in some frame are groups in every frame.
        let grouping = rendered.reduce(into: Set<String>()) { $0.formUnion(FrameDrawer.groupFaded(in: $1)) }
        // Shadows apart from their views: every one for native shadows; else (images) those of
        // views that never turn or scale, whose layer is then a native rectangle (a turning
        // view's shadow layer would repeat its transform's keyframes).
        func turns(_ id: String) -> Bool {
            guard let e = byID[id] else { return false }
            return rendered.contains { frame in
                let geometry = frame.elements[id]
                return !(geometry?.transform ?? geometry?.look?.transform ?? e.baseLook.transform).isIdentity
            } || turns(e.parent)
        }
        let splitting: Set<String>? = nativeShadows ? nil
            : Set(first.scene.elements.filter { $0.shadow != nil && !turns($0.id) }.map(\.id))
        var pieces: [[(piece: FramePiece, box: BoxShape?)]] = []
        var boxed: [FramePiece.Source: Bool] = [:]
        // With `nativeShadows`, a shadow piece blurred in every frame is a native blurred shape.
        var shadows: [FramePiece.Source: [ShadowShape?]] = [:]
        var native: [FramePiece.Source: Bool] = [:]
        var groupOf: [FramePiece.Source: String] = [:]
        var groupOpacity: [String: [Double?]] = [:]
        for (i, frame) in rendered.enumerated() {
            let drawer = FrameDrawer(frame: frame, options: options)
            let framePieces = drawer.pieces(extractingTransforms: extractingTransforms, grouping: grouping, splittingShadows: splitting).map { ($0, drawer.box(of: $0)) }
            for (piece, _) in framePieces {
                guard let g = piece.group else { continue }
                groupOf[piece.source] = g
                groupOpacity[g, default: [Double?](repeating: nil, count: frames.count)][i] = piece.groupOpacity
            }
            for (piece, box) in framePieces { boxed[piece.source] = (boxed[piece.source] ?? true) && box != nil }
            if nativeShadows {
                for (piece, _) in framePieces {
                    guard case .shadow = piece.source else { continue }
                    let shape = drawer.shadowShape(of: piece)
                    let before = shadows[piece.source]?.lazy.compactMap { $0 }.first
                    let holds = before.map { b in shape.map { $0.color == b.color && $0.sigma == b.sigma && $0.dx == b.dx && $0.dy == b.dy } ?? false } ?? true
                    native[piece.source] = (native[piece.source] ?? true) && shape.map(shadowAccepted) == true && holds
                    shadows[piece.source, default: [ShadowShape?](repeating: nil, count: frames.count)][i] = shape
                }
            }
            pieces.append(framePieces)
            progress.advance(by: 1)
        }
        // Each text's baseline in its piece (the first frame's).
        var baselines: [FramePiece.Source: Double] = [:]
        for framePieces in pieces {
            for (piece, _) in framePieces where baselines[piece.source] == nil {
                if let b = piece.baseline { baselines[piece.source] = b }
            }
        }
        // A text whose colour changes is drawn once per text in the marker colour (frames where
        // only its colour differs share a drawing), and its track animates the colour.
        var tints: [String: Set<Color>] = [:]
        for framePieces in pieces {
            for (piece, _) in framePieces {
                switch piece.source {
                case .text(let id), .fading(let id): if let t = piece.tint { tints[id, default: []].insert(t) }
                default: break
                }
            }
        }
        let tintedIDs = Set(tints.filter { $0.value.count > 1 }.keys)
        var variants: [FramePiece.Key: Int] = [:]
        var firstUse: [(frame: Int, piece: FramePiece)] = []
        var samples: [FramePiece.Source: [VectorSample?]] = [:]
        var sheetWidth = first.extent.width, sheetHeight = first.extent.height
        for (i, framePieces) in pieces.enumerated() {
            for (original, box) in framePieces {
                var piece = original
                if case .text(let id) = piece.source, tintedIDs.contains(id) { piece.tinted = true }
                if case .fading(let id) = piece.source, tintedIDs.contains(id) { piece.tinted = true }
                if piece.tinted { piece.key.tint = nil }
                var v = -1
                if boxed[piece.source] != true, native[piece.source] != true {
                    if let known = variants[piece.key] { v = known } else {
                        v = firstUse.count
                        variants[piece.key] = v
                        firstUse.append((i, piece))
                        if let r = piece.rect { sheetWidth = max(sheetWidth, r.width); sheetHeight = max(sheetHeight, r.height) }
                    }
                }
                var sample = VectorSample(x: piece.x, y: piece.y, opacity: piece.opacity, variant: v, matrix: piece.matrix)
                if boxed[piece.source] == true { sample.box = box }
                if native[piece.source] == true { sample.shadow = shadows[piece.source]?[i] ?? nil }
                if piece.tinted { sample.tint = piece.tint }
                samples[piece.source, default: [VectorSample?](repeating: nil, count: frames.count)][i] = sample
            }
        }
        pieces = []
        Self.snapStillBaselines(&samples, baselines: baselines, scale: base.scale)
        sheet = try VariantSheet.make(count: firstUse.count, width: sheetWidth, height: sheetHeight,
                                      snap: Self.stillPlacements(samples), scale: base.scale) { v, cr in
            let (i, piece) = firstUse[v]
            let drawer = FrameDrawer(frame: rendered[i], options: options)
            cairo_translate(cr, VariantSheet.pad - piece.x, VariantSheet.pad - piece.y)
            drawer.draw(piece, on: cr)
        }
        // Variants whose drawings came out identical are one.
        var canonical: [String: Int] = [:]
        let same = sheet.ids.enumerated().map { v, id -> Int in
            guard let id else { return v }
            if let first = canonical[id] { return first }
            canonical[id] = v
            return v
        }
        for (source, list) in samples {
            samples[source] = list.map { sample in
                guard var s = sample, same.indices.contains(s.variant) else { return sample }
                s.variant = same[s.variant]
                return s
            }
        }
        Self.handOverFadingTexts(&samples)
        Self.foldOpacityIntoBoxes(&samples)
        let sources = samples.keys.sorted { (rank[$0] ?? Int.max) < (rank[$1] ?? Int.max) }
        tracks = sources.compactMap { samples[$0].map(VectorTrack.init(samples:)) }
        // Each group's tracks follow one another (its element, then its subviews, in order).
        groups = groupOpacity.keys.sorted().compactMap { g in
            let members = sources.indices.filter { groupOf[sources[$0]] == g }
            guard let lower = members.first, let upper = members.last, let opacity = groupOpacity[g] else { return nil }
            return VectorGroup(name: g, tracks: lower..<(upper + 1), opacity: opacity)
        }.sorted { $0.tracks.lowerBound < $1.tracks.lowerBound }
        names = sources.map { source in
            switch source {
            case .backdrop: return "backdrop"
            case .shadow(let id): return id + " (shadow)"
            case .element(let id): return id
            case .fading(let id): return id + " (fading text)"
            case .text(let id): return id + " (text)"
            case .keyboard: return "keyboard"
            case .chrome: return "chrome"
            }
        }
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
