import Foundation

/// Animated GIF: one `STEM.gif` per animation, none for states.
///
/// Streams in two passes so that memory does not grow with the animation's length: the first
/// draws every frame to count its colours (the global palette needs them all), the second draws
/// them again, maps them to the palette and hands them to ``GIFWriter``, which writes into the
/// file as it goes and keeps only the previous frame's indices. The bytes are those of
/// ``GIFEncoder/encode(frames:delays:loop:)`` on the same frames.
struct GIFExport: WholeAnimationExport {
    let options: RenderOptions

    var format: RenderFormat { .gif }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        guard let size = try pixelSize(of: frames, options: options) else { return AnimationFiles() }
        // Raster, its copy and its indices.
        let window = FrameStream.window(bytesPerFrame: size.width * size.height * 9)
        progress.begin("\(label) (gif)", total: 2 * frames.count)
        defer { progress.end() }
        let options = self.options
        @Sendable func pixels(_ i: Int) throws -> PixelImage {
            let image = PixelImage(try FrameRenderer.image(of: frames.frame(i), options: options))
            guard image.width == size.width, image.height == size.height else { throw RenderError("GIF frames differ in size") }
            return image
        }
        var counts = ColorTable(capacity: 4096)
        try FrameStream.run(count: frames.count, window: window,
                            produce: { i in GIFPalette.histogram(of: try pixels(i)) },
                            consume: { _, histogram in
                                counts.merge(histogram)
                                progress.advance(by: 1)
                            })
        let palette = GIFPalette(histogram: counts)
        let path = stem + ".gif"
        let file = try folder.create(path)
        defer { try? file.close() }
        let sink = ByteSink(file: file)
        let writer = try GIFWriter(sink: sink, width: size.width, height: size.height, palette: palette.colors, loop: frames.loop)
        try FrameStream.run(count: frames.count, window: window,
                            produce: { i in palette.indices(of: try pixels(i)) },
                            consume: { i, indices in
                                try writer.add(indices, delay: frames.delays[i])
                                progress.advance(by: 1)
                            })
        try writer.finish()
        return AnimationFiles(whole: path)
    }
}
