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
        let vector = try VectorAnimation(frames, options: options, extractingTransforms: true, nativeShadows: true, progress: progress)
        var document = AnimatedSVGDocument(width: vector.width, height: vector.height, times: vector.times,
                                           duration: vector.duration, loop: vector.loop, tracks: vector.tracks,
                                           variantIDs: vector.sheet.ids, defs: SVGPathCompactor.compactPaths(in: vector.sheet.defs))
        document.spans = vector.spans
        document.groups = vector.groups
        let path = stem + ".svg"
        try folder.write(Array(document.text().utf8), to: path)
        return AnimationFiles(whole: path)
    }
}
