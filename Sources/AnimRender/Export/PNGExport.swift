/// PNG: a file per state (`STEM.png`) and per animation frame (`STEM/frame-0000.png`…), drawn at
/// the request's `--scale`.
struct PNGExport: FrameExport {
    let options: RenderOptions
    /// The files this render encoded already (see ``EncodedFrames``).
    let encoded = EncodedFrames()
    /// The frames the render's GIFs drew, at these options (nil: none): an opaque one is
    /// encoded from its runs (or unpacked) instead of drawn again (the same bytes,
    /// ``PNGEncoder/encode(opaque:)``).
    var drawn: PackedFrames? = nil

    var writesFilePerFrame: Bool { true }

    var format: RenderFormat { .png }

    private var writer: FilePerFrame {
        let options = self.options, encoded = self.encoded, drawn = self.drawn
        // The raster (4 bytes a pixel), its rows as RGB (3) and their compressed bytes (at most 3).
        return FilePerFrame(fileExtension: "png", statesLabel: "states",
                            bytesPerFrame: { frame in let s = options.pixelSize(of: frame); return s.width * s.height * 10 },
                            encode: { frame in
                                if let found = drawn?.frame(DrawnFrameKey(frame)), found.opaque,
                                   let bytes = PNGEncoder.encode(opaque: found)
                                    ?? (try? found.unpacked()).flatMap({ PNGEncoder.encode(opaque: $0) }) {
                                    return bytes
                                }
                                return try FrameRenderer.png(of: frame, options: options)
                            }, encoded: encoded)
    }

    func stills(_ items: [(frame: RenderFrame, stem: String)], into folder: OutputFolder,
                progress: any ProgressReporter) throws -> [String?] {
        try writer.stills(items, into: folder, progress: progress)
    }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        try writer.animation(frames, stem: stem, label: label, into: folder, progress: progress)
    }
}
