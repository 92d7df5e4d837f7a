import CCairo
import Foundation

/// The stages of ``VectorAnimation/init(_:options:extractingTransforms:nativeShadows:shadowAccepted:progress:)``,
/// in the order it runs them.
extension VectorAnimation {
    /// One frame's piece, with its shape as a plain box (``BoxShape``) when it is one.
    struct CutPiece {
        var piece: FramePiece
        var box: BoxShape?
    }

    /// How frames are cut into pieces (``FrameDrawer/pieces(extractingTransforms:grouping:splittingShadows:)``).
    struct PieceCutting {
        var extractingTransforms: Bool
        /// Elements faded with their subviews in some frame: groups in every frame.
        var grouping: Set<String>
        /// The views whose shadows are pieces apart (nil: all of them).
        var splittingShadows: Set<String>?
        /// Whether a shadow blurred in every frame may be a native blurred shape.
        var nativeShadows: Bool
    }

    /// Every frame's pieces, and what each source's pieces are throughout.
    struct CutFrames {
        /// By frame, in drawing order within it.
        var pieces: [[CutPiece]] = []
        /// Whether all of a source's pieces are plain boxes (then it is one animated rectangle).
        var boxed: [FramePiece.Source: Bool] = [:]
        /// A shadow source's blurred shape by frame (with native shadows).
        var shadows: [FramePiece.Source: [ShadowShape?]] = [:]
        /// Whether a shadow source is a native blurred shape throughout.
        var native: [FramePiece.Source: Bool] = [:]
        /// The group (an element's id) each grouped source belongs to.
        var groupOf: [FramePiece.Source: String] = [:]
        /// Each group's opacity by frame (nil where it is not drawn).
        var groupOpacity: [String: [Double?]] = [:]
    }

    /// The frame that first shows a distinct drawing, and the piece that shows it there.
    struct FirstUse {
        var frame: Int
        var piece: FramePiece
    }

    /// Every source's samples, and the distinct drawings they show.
    struct Sampled {
        var samples: [FramePiece.Source: [VectorSample?]] = [:]
        /// By variant: where each drawing is first shown.
        var firstUse: [FirstUse] = []
        /// The sheet's size: the canvas, or the largest drawing if larger.
        var sheetWidth: Double
        var sheetHeight: Double
    }

    /// Each source's place in drawing order: the backdrop, elements by their place in the
    /// hierarchy (a view's shadow, its layer, the text it fades from, then its text), the
    /// keyboard, the chrome.
    static func drawingRanks(_ scene: Scene, byID: [String: Element]) -> [FramePiece.Source: Int] {
        var rank: [FramePiece.Source: Int] = [.backdrop: 0]
        var order: [String] = []
        var seen = Set<String>()
        func visit(_ id: String) {
            guard seen.insert(id).inserted, let e = byID[id] else { return }
            order.append(id)
            e.children.forEach(visit)
        }
        scene.rootChildren.forEach(visit)
        for (i, id) in order.enumerated() {
            rank[.shadow(id)] = 4 * i + 1
            rank[.element(id)] = 4 * i + 2
            rank[.fading(id)] = 4 * i + 3
            rank[.text(id)] = 4 * i + 4
        }
        rank[.keyboard] = 4 * order.count + 1
        rank[.chrome] = 4 * order.count + 2
        return rank
    }

    /// Elements faded with their subviews in some frame: they are groups in every frame.
    static func groupFaded(in frames: [RenderFrame]) -> Set<String> {
        frames.reduce(into: Set<String>()) { $0.formUnion(FrameDrawer.groupFaded(in: $1)) }
    }

    /// Without native shadows (images), the views whose shadows are pieces apart: those that
    /// never turn or scale, whose layer is then a native rectangle (a turning view's shadow
    /// layer would repeat its transform's keyframes).
    static func shadowsApart(in frames: [RenderFrame], byID: [String: Element]) -> Set<String> {
        func turns(_ id: String) -> Bool {
            guard let e = byID[id] else { return false }
            return frames.contains { frame in
                let geometry = frame.elements[id]
                return !(geometry?.transform ?? geometry?.look?.transform ?? e.baseLook.transform).isIdentity
            } || turns(e.parent)
        }
        guard let first = frames.first else { return [] }
        return Set(first.scene.elements.filter { $0.shadow != nil && !turns($0.id) }.map(\.id))
    }

    /// Cuts every frame into pieces, and notes which sources are boxes, native shadows and
    /// members of groups throughout.
    static func cut(_ frames: [RenderFrame], options: RenderOptions, cutting: PieceCutting,
                    shadowAccepted: (ShadowShape) -> Bool, progress: any ProgressReporter) -> CutFrames {
        var cut = CutFrames()
        for (i, frame) in frames.enumerated() {
            let drawer = FrameDrawer(frame: frame, options: options)
            let framePieces = drawer.pieces(extractingTransforms: cutting.extractingTransforms, grouping: cutting.grouping,
                                            splittingShadows: cutting.splittingShadows).map { CutPiece(piece: $0, box: drawer.box(of: $0)) }
            for cutPiece in framePieces {
                let piece = cutPiece.piece
                guard let g = piece.group else { continue }
                cut.groupOf[piece.source] = g
                cut.groupOpacity[g, default: [Double?](repeating: nil, count: frames.count)][i] = piece.groupOpacity
            }
            for cutPiece in framePieces {
                let source = cutPiece.piece.source
                cut.boxed[source] = (cut.boxed[source] ?? true) && cutPiece.box != nil
            }
            if cutting.nativeShadows {
                for cutPiece in framePieces {
                    noteShadow(cutPiece.piece, frame: i, of: frames.count, drawer: drawer, accepted: shadowAccepted, in: &cut)
                }
            }
            cut.pieces.append(framePieces)
            progress.advance(by: 1)
        }
        return cut
    }

    /// With native shadows: a shadow piece's blurred shape in frame `i`, and whether its source
    /// stays a native shape (accepted, and its colour, blur and offset as in its first frame).
    static func noteShadow(_ piece: FramePiece, frame i: Int, of count: Int, drawer: FrameDrawer,
                           accepted: (ShadowShape) -> Bool, in cut: inout CutFrames) {
        guard case .shadow = piece.source else { return }
        let shape = drawer.shadowShape(of: piece)
        let before = cut.shadows[piece.source]?.lazy.compactMap { $0 }.first
        let holds = before.map { b in shape.map { $0.color == b.color && $0.sigma == b.sigma && $0.dx == b.dx && $0.dy == b.dy } ?? false } ?? true
        cut.native[piece.source] = (cut.native[piece.source] ?? true) && shape.map(accepted) == true && holds
        cut.shadows[piece.source, default: [ShadowShape?](repeating: nil, count: count)][i] = shape
    }

    /// Each text's baseline in its piece (the first frame's that has one).
    static func textBaselines(_ pieces: [[CutPiece]]) -> [FramePiece.Source: Double] {
        var baselines: [FramePiece.Source: Double] = [:]
        for framePieces in pieces {
            for cutPiece in framePieces where baselines[cutPiece.piece.source] == nil {
                if let b = cutPiece.piece.baseline { baselines[cutPiece.piece.source] = b }
            }
        }
        return baselines
    }

    /// The elements whose text changes colour: each is drawn once per text in the marker
    /// colour (frames where only its colour differs share a drawing), and its track animates
    /// the colour.
    static func tintedTexts(_ pieces: [[CutPiece]]) -> Set<String> {
        var tints: [String: Set<Color>] = [:]
        for framePieces in pieces {
            for cutPiece in framePieces {
                switch cutPiece.piece.source {
                case .text(let id), .fading(let id): if let t = cutPiece.piece.tint { tints[id, default: []].insert(t) }
                default: break
                }
            }
        }
        return Set(tints.filter { $0.value.count > 1 }.keys)
    }

    /// Every piece as a sample of its source's track: a box, a native shadow, or a variant
    /// (a distinct drawing, numbered in order of first use).
    static func sample(_ cut: CutFrames, tinted: Set<String>, extent: Size) -> Sampled {
        var sampled = Sampled(sheetWidth: extent.width, sheetHeight: extent.height)
        var variants: [FramePiece.Key: Int] = [:]
        let count = cut.pieces.count
        for (i, framePieces) in cut.pieces.enumerated() {
            for cutPiece in framePieces {
                var piece = cutPiece.piece
                if case .text(let id) = piece.source, tinted.contains(id) { piece.tinted = true }
                if case .fading(let id) = piece.source, tinted.contains(id) { piece.tinted = true }
                if piece.tinted { piece.key.tint = nil }
                var v = -1
                if cut.boxed[piece.source] != true, cut.native[piece.source] != true {
                    if let known = variants[piece.key] { v = known } else {
                        v = sampled.firstUse.count
                        variants[piece.key] = v
                        sampled.firstUse.append(FirstUse(frame: i, piece: piece))
                        if let r = piece.rect {
                            sampled.sheetWidth = max(sampled.sheetWidth, r.width)
                            sampled.sheetHeight = max(sampled.sheetHeight, r.height)
                        }
                    }
                }
                var sample = VectorSample(x: piece.x, y: piece.y, opacity: piece.opacity, variant: v, matrix: piece.matrix)
                if cut.boxed[piece.source] == true { sample.box = cutPiece.box }
                if cut.native[piece.source] == true { sample.shadow = cut.shadows[piece.source]?[i] ?? nil }
                if piece.tinted { sample.tint = piece.tint }
                sampled.samples[piece.source, default: [VectorSample?](repeating: nil, count: count)][i] = sample
            }
        }
        return sampled
    }

    /// Draws each variant once, with Cairo's SVG surface, as the frame that first shows it.
    static func drawSheet(_ sampled: Sampled, frames: [RenderFrame], options: RenderOptions, scale: Double) throws -> VariantSheet.Result {
        let firstUse = sampled.firstUse
        return try VariantSheet.make(count: firstUse.count, width: sampled.sheetWidth, height: sampled.sheetHeight,
                                     snap: stillPlacements(sampled.samples), scale: scale) { v, cr in
            let use = firstUse[v]
            let drawer = FrameDrawer(frame: frames[use.frame], options: options)
            cairo_translate(cr, VariantSheet.pad - use.piece.x, VariantSheet.pad - use.piece.y)
            drawer.draw(use.piece, on: cr)
        }
    }

    /// Variants whose drawings came out identical (the same `ids`) are one: the first of them.
    static func mergeIdenticalVariants(_ samples: inout [FramePiece.Source: [VectorSample?]], ids: [String?]) {
        var canonical: [String: Int] = [:]
        let same = ids.enumerated().map { v, id -> Int in
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
    }

    /// Each group's tracks, which follow one another (its element, then its subviews, in
    /// order), by their place among `sources`.
    static func groups(of sources: [FramePiece.Source], in cut: CutFrames) -> [VectorGroup] {
        cut.groupOpacity.keys.sorted().compactMap { g in
            let members = sources.indices.filter { cut.groupOf[sources[$0]] == g }
            guard let lower = members.first, let upper = members.last, let opacity = cut.groupOpacity[g] else { return nil }
            return VectorGroup(name: g, tracks: lower..<(upper + 1), opacity: opacity)
        }.sorted { $0.tracks.lowerBound < $1.tracks.lowerBound }
    }

    /// A piece's name: an element's id, `backdrop`, `keyboard`, `chrome`.
    static func name(of source: FramePiece.Source) -> String {
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
}
