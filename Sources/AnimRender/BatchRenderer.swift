import Foundation

/// Renders many frames on all cores. Results come back in frame order and are identical to
/// rendering the frames one by one.
public enum BatchRenderer {
    /// PNG bytes of every frame (each worker draws and encodes its frame).
    public static func pngs(_ frames: [RenderFrame], options: RenderOptions = RenderOptions(),
                            progress: any ProgressReporter = SilentProgress(), label: String = "png") throws -> [[UInt8]] {
        progress.begin(label, total: frames.count)
        defer { progress.end() }
        return try ParallelMap.map(count: frames.count) { i in
            let bytes = try FrameRenderer.png(of: frames[i], options: options)
            progress.advance(by: 1)
            return bytes
        }
    }

    /// SVG bytes of every frame.
    public static func svgs(_ frames: [RenderFrame], options: RenderOptions = RenderOptions(),
                            progress: any ProgressReporter = SilentProgress(), label: String = "svg") throws -> [[UInt8]] {
        progress.begin(label, total: frames.count)
        defer { progress.end() }
        return try ParallelMap.map(count: frames.count) { i in
            let bytes = try FrameRenderer.svg(of: frames[i], options: options)
            progress.advance(by: 1)
            return bytes
        }
    }

    /// Every frame's pixels.
    public static func pixelImages(_ frames: [RenderFrame], options: RenderOptions = RenderOptions(),
                                   progress: any ProgressReporter = SilentProgress(), label: String = "frames") throws -> [PixelImage] {
        progress.begin(label, total: frames.count)
        defer { progress.end() }
        return try ParallelMap.map(count: frames.count) { i in
            let image = PixelImage(try FrameRenderer.image(of: frames[i], options: options))
            progress.advance(by: 1)
            return image
        }
    }

    /// An animated GIF of the frames (all must draw at the same pixel size) with delays in
    /// centiseconds (see `FrameDelays`).
    public static func gif(_ frames: [RenderFrame], delays: [Int], loop: Bool, options: RenderOptions = RenderOptions(),
                           progress: any ProgressReporter = SilentProgress(), label: String = "gif") throws -> [UInt8] {
        let images = try pixelImages(frames, options: options, progress: progress, label: label)
        return try GIFEncoder.encode(frames: images, delays: delays, loop: loop)
    }
}
