import AnimLayout
import Foundation

/// Lottie (`--format lottie`): one Bodymovin JSON file, `STEM.json`, per transition, sequence
/// and flow (``LottieDocument``), for lottie-ios, lottie-android, lottie-web and rlottie. In
/// points, so the scale does not apply; the caption and overlays are left out.
struct LottieExport: WholeAnimationExport {
    let options: RenderOptions
    let fps: Int

    var format: RenderFormat { .lottie }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        guard frames.count > 0 else { return AnimationFiles() }
        progress.begin("\(label) (lottie)", total: frames.count)
        defer { progress.end() }
        // Transforms as the layers' (a skew as a null parent's and the layer's, ``LottieDocument/factored(_:)``).
        // A view's blurred shadow as nested rectangles where it is large enough for their
        // straight-edge profile (``LottieDocument/shadowLevels(opacity:sigma:)``), else images.
        let vector = try VectorAnimation(frames, options: options, extractingTransforms: true, nativeShadows: true,
                                         shadowAccepted: LottieDocument.drawsAsLevels, progress: progress)
        let document = LottieDocument(vector: vector, fps: fps, name: label)
        let path = stem + ".json"
        try folder.write(Array(document.json().serialized().utf8), to: path)
        return AnimationFiles(whole: path)
    }
}
