import Foundation

/// Animated GIF: one `STEM.gif` per animation, none for states (see ``GIFEncoder``).
///
/// Streams in two passes so that memory does not grow with the animation's length: the first
/// draws every frame to count its changed colours (the shared palette needs them all) and keeps
/// it packed in memory (``PackedFrames``, within a budget, shared by the render's GIFs: a frame
/// another GIF drew is unpacked, not drawn), the second unpacks it (or draws it again when it
/// was not kept), maps it to the palette and hands it to the writer, which writes into the
/// file as it goes. Frames a GIF cannot show (shorter than 2 cs, see
/// ``FrameDelays/gifFrames(delays:)``) are not drawn, and a run of equal frames is drawn once.
/// The bytes are those of ``GIFEncoder/encode(frames:delays:loop:quality:)`` on the same frames.
struct GIFExport: WholeAnimationExport {
    let options: RenderOptions
    let quality: GIFQuality
    /// The frames this export's GIFs drew (one export serves a whole render, and its PNG
    /// export finds them there; a test gives one with a small budget to check that frames
    /// drawn again give the same bytes).
    var packed = PackedFrames()

    var format: RenderFormat { .gif }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        guard let size = try pixelSize(of: frames, options: options) else { return AnimationFiles() }
        let kept = GIFExport.distinct(FrameDelays.gifFrames(delays: frames.delays), frames: frames)
        // Raster, its copy and its indices.
        let bytesPerFrame = size.width * size.height * 9
        progress.begin("\(label) (gif)", total: 2 * kept.count)
        defer { progress.end() }
        let options = self.options, packed = self.packed
        let limit = packed.limit(pixels: size.width * size.height)
        let keys = Locked([DrawnFrameKey?](repeating: nil, count: kept.count))
        // A frame another GIF of the render drew (nothing new to keep), or drawn and packed;
        // and the frame packed (its colours are counted from its runs).
        @Sendable func pixels(_ frame: RenderFrame, key: DrawnFrameKey) throws -> (PixelImage, PackedFrame?, new: Bool) {
            if let found = packed.frame(key) { return (try found.unpacked(), found, false) }
            var opaque = false
            let image = PixelImage(try FrameRenderer.image(of: frame, options: options), opaque: &opaque)
            var kept = PackedFrame(image, limit: limit)
            kept?.opaque = opaque
            return (image, kept, true)
        }
        let counter = try GIFColorCounter(width: size.width, height: size.height, quality: quality)
        try FrameStream.run(count: kept.count, bytesPerFrame: bytesPerFrame, produce: { k in
            let frame = frames.frame(kept[k].index), key = DrawnFrameKey(frame)
            keys.withLock { $0[k] = key }
            return try pixels(frame, key: key)
        }, consume: { k, drawn in
            try counter.add(drawn.0, packed: drawn.1)
            if drawn.new, let key = keys.withLock({ $0[k] }) { packed.keep(drawn.1, for: key) }
            progress.advance(by: 1)
        })
        let path = stem + ".gif"
        let file = try folder.create(path)
        defer { try? file.close() }
        let sink = ByteSink(file: file)
        let encoder = try counter.encoder(sink: sink, loop: frames.loop)
        // Each frame's closest palette colours are found as it is drawn, on every core.
        let premapper = encoder.premapper
        try FrameStream.run(count: kept.count, bytesPerFrame: bytesPerFrame + size.width * size.height, produce: { k in
            // Kept by the first pass (or another GIF): its closest colours read from its runs;
            // or drawn again.
            if let found = keys.withLock({ $0[k] }).flatMap({ packed.frame($0) }) {
                let image = try found.unpacked()
                return (image, premapper.premap(found, frame: k) ?? premapper.premap(image, frame: k))
            }
            let image = PixelImage(try FrameRenderer.image(of: frames.frame(kept[k].index), options: options))
            return (image, premapper.premap(image, frame: k))
        }, consume: { k, drawn in
            try encoder.add(drawn.0, delay: kept[k].delay, premapped: drawn.1)
            progress.advance(by: 1)
        })
        try encoder.finish()
        return AnimationFiles(whole: path)
    }

    /// `kept` with each run of frames that would draw the same picture (equal ``RenderFrame``s:
    /// holds, and still stretches of a sequence) drawn once, shown for the run's total time.
    static func distinct(_ kept: [(index: Int, delay: Int)], frames: AnimationFrames) -> [(index: Int, delay: Int)] {
        var out: [(index: Int, delay: Int)] = []
        var last: RenderFrame? = nil
        for k in kept {
            let frame = frames.frame(k.index)
            if let last, frame == last, !out.isEmpty {
                out[out.count - 1].delay += k.delay
            } else {
                out.append(k)
                last = frame
            }
        }
        return out
    }
}
