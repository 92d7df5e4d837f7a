import AnimLayout
import CCairo
import Foundation

/// Animated SVG (`--format animated-svg`): one self-contained `STEM.svg` per transition,
/// sequence and flow (``AnimatedSVGDocument``), in points (one user unit per point: sharp at
/// any zoom, so the scale does not apply). Text is Cairo's glyph outlines, so it needs no
/// font. The caption and overlays are left out.
struct AnimatedSVGExport: WholeAnimationExport {
    let options: RenderOptions

    var format: RenderFormat { .animatedSVG }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        guard frames.count > 0 else { return AnimationFiles() }
        progress.begin("\(label) (animated svg)", total: frames.count)
        defer { progress.end() }
        var options = self.options
        options.scale = 1
        // Pieces in drawing order: the backdrop, elements by their place in the hierarchy, the
        // keyboard, the chrome.
        let first = frames.frame(0)
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
        for (i, id) in order.enumerated() { rank[.element(id)] = i + 1 }
        rank[.keyboard] = order.count + 1
        rank[.chrome] = order.count + 2

        var variants: [FramePiece.Key: Int] = [:]
        var firstUse: [(frame: Int, piece: FramePiece)] = []
        var samples: [FramePiece.Source: [AnimatedSVGDocument.Sample?]] = [:]
        var width = first.canvas.width, height = first.canvas.height
        for i in 0..<frames.count {
            let drawer = FrameDrawer(frame: i == 0 ? first : frames.frame(i), options: options)
            for piece in drawer.pieces() {
                let v: Int
                if let known = variants[piece.key] { v = known } else {
                    v = firstUse.count
                    variants[piece.key] = v
                    firstUse.append((i, piece))
                    if let r = piece.rect { width = max(width, r.width); height = max(height, r.height) }
                }
                samples[piece.source, default: [AnimatedSVGDocument.Sample?](repeating: nil, count: frames.count)][i]
                    = .init(x: piece.x, y: piece.y, opacity: piece.opacity, variant: v)
            }
            progress.advance(by: 1)
        }
        let sheet = try VariantSheet.make(count: firstUse.count, width: width, height: height) { v, cr in
            let (i, piece) = firstUse[v]
            let drawer = FrameDrawer(frame: i == 0 ? first : frames.frame(i), options: options)
            cairo_translate(cr, VariantSheet.pad - piece.x, VariantSheet.pad - piece.y)
            drawer.draw(piece, on: cr)
        }
        let tracks = samples.keys.sorted { (rank[$0] ?? Int.max) < (rank[$1] ?? Int.max) }
            .compactMap { samples[$0].map(AnimatedSVGDocument.Track.init(samples:)) }
        let duration = max(frames.times.last ?? 0, Double(frames.delays.reduce(0, +)) / 100)
        let document = AnimatedSVGDocument(width: first.canvas.width, height: first.canvas.height, times: frames.times,
                                           duration: duration, loop: frames.loop, tracks: tracks, variantIDs: sheet.ids, defs: sheet.defs)
        let path = stem + ".svg"
        try folder.write(Array(document.text().utf8), to: path)
        return AnimationFiles(whole: path)
    }
}
