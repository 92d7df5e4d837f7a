import Foundation

/// Renders many frames on all cores, for callers that want every result in memory (tests,
/// benchmarks, small batches). Renders write files through ``FrameExport`` instead, which
/// streams. Results come back in frame order and equal rendering the frames one by one.
public enum BatchRenderer {
    /// `transform` applied to every frame, concurrently in bounded batches (``FrameStream``);
    /// results in frame order. The first error (lowest index) is rethrown.
    public static func map<T: Sendable>(_ frames: [RenderFrame], options: RenderOptions = RenderOptions(),
                                        progress: any ProgressReporter = SilentProgress(), label: String = "frames",
                                        _ transform: @escaping @Sendable (RenderFrame) throws -> T) throws -> [T] {
        guard let first = frames.first else { return [] }
        progress.begin(label, total: frames.count)
        defer { progress.end() }
        let size = options.pixelSize(of: first)
        var results: [T] = []
        results.reserveCapacity(frames.count)
        try FrameStream.run(count: frames.count, bytesPerFrame: size.width * size.height * 8,
                            produce: { i in try transform(frames[i]) },
                            consume: { _, value in
                                results.append(value)
                                progress.advance(by: 1)
                            })
        return results
    }

    /// An animated GIF of the frames (all must draw at the same pixel size) with delays in
    /// centiseconds (see `FrameDelays`).
    public static func gif(_ frames: [RenderFrame], delays: [Int], loop: Bool, options: RenderOptions = RenderOptions(),
                           progress: any ProgressReporter = SilentProgress(), label: String = "gif") throws -> [UInt8] {
        let images = try map(frames, options: options, progress: progress, label: label) {
            PixelImage(try FrameRenderer.image(of: $0, options: options))
        }
        return try GIFEncoder.encode(frames: images, delays: delays, loop: loop)
    }
}
