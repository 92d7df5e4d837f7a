/// SVG: a vector file per state (`STEM.svg`) and per animation frame (`STEM/frame-0000.svg`…);
/// one user unit per point, so the scale does not apply.
struct SVGExport: FrameExport {
    let options: RenderOptions
    /// The files this render encoded already (see ``EncodedFrames``).
    let encoded = EncodedFrames()

    var writesFilePerFrame: Bool { true }

    var format: RenderFormat { .svg }

    private var writer: FilePerFrame {
        let options = self.options, encoded = self.encoded
        return FilePerFrame(fileExtension: "svg", statesLabel: "states (svg)",
                            bytesPerFrame: { _ in 1 << 20 },
                            encode: { try FrameRenderer.svg(of: $0, options: options) }, encoded: encoded)
    }

    func stills(_ items: [(frame: RenderFrame, stem: String)], into folder: OutputFolder,
                progress: any ProgressReporter) throws -> [String?] {
        try writer.stills(items, into: folder, progress: progress)
    }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        try writer.animation(frames, stem: stem, label: "\(label) (svg)", into: folder, progress: progress)
    }
}
