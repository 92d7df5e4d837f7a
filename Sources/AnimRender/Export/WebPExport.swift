import CWebP
import Foundation

/// Animated WebP through libwebp's animation encoder (`WebPAnimEncoder`): one `STEM.webp` per
/// animation, none for states. Lossless by default (exact pixels; flat frames compress well),
/// or lossy at `--webp-quality`. Frames stream in: each is drawn, handed to the encoder (which
/// keeps only what it has compressed and the previous frame to diff against) and dropped. A
/// hold costs nothing: a frame's duration is its delay, so equal frames merge into one.
struct WebPExport: WholeAnimationExport {
    let options: RenderOptions
    /// nil: lossless; else lossy at this quality (0…100).
    let quality: Int?

    var format: RenderFormat { .webp }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        guard let size = try pixelSize(of: frames, options: options) else { return AnimationFiles() }
        guard size.width <= Int(WEBP_MAX_DIMENSION), size.height <= Int(WEBP_MAX_DIMENSION) else {
            throw RenderError("a WebP is at most \(WEBP_MAX_DIMENSION) pixels on a side; this animation is \(size.width)x\(size.height) (lower --scale)")
        }
        var encoderOptions = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&encoderOptions) != 0 else { throw RenderError("libwebp: wrong version") }
        // 0 loops forever; 1 plays once.
        encoderOptions.anim_params.loop_count = frames.loop ? 0 : 1
        encoderOptions.anim_params.bgcolor = 0xFFFF_FFFF
        guard let encoder = WebPAnimEncoderNew(Int32(size.width), Int32(size.height), &encoderOptions) else {
            throw RenderError("libwebp could not start an animation of \(size.width)x\(size.height)")
        }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw RenderError("libwebp: wrong version") }
        if let quality {
            config.lossless = 0
            config.quality = Float(max(0, min(100, quality)))
        } else {
            config.lossless = 1
            config.quality = 75   // effort, for lossless
        }
        config.method = 4
        guard WebPValidateConfig(&config) != 0 else { throw RenderError("libwebp rejected the settings") }

        progress.begin("\(label) (webp)", total: frames.count)
        defer { progress.end() }
        let options = self.options
        var timestamp = 0
        try FrameStream.run(count: frames.count, bytesPerFrame: size.width * size.height * 8,
                            produce: { i in PixelImage(try FrameRenderer.image(of: frames.frame(i), options: options)) },
                            consume: { i, image in
                                guard image.width == size.width, image.height == size.height else { throw RenderError("WebP frames differ in size") }
                                try Self.add(image, to: encoder, at: timestamp, config: &config)
                                timestamp += frames.delays[i] * 10
                                progress.advance(by: 1)
                            })
        // The end of the last frame.
        guard WebPAnimEncoderAdd(encoder, nil, Int32(timestamp), nil) != 0 else { throw Self.failure(encoder) }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw Self.failure(encoder) }
        defer { WebPDataClear(&data) }
        let path = stem + ".webp"
        try folder.write(Array(UnsafeBufferPointer(start: data.bytes, count: data.size)), to: path)
        return AnimationFiles(whole: path)
    }

    /// Adds one frame (0x00RRGGBB words: B, G, R, X bytes in memory) shown from `timestamp` ms.
    private static func add(_ image: PixelImage, to encoder: OpaquePointer, at timestamp: Int, config: inout WebPConfig) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw RenderError("libwebp: wrong version") }
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        picture.use_argb = 1
        defer { WebPPictureFree(&picture) }
        let imported = image.pixels.withUnsafeBytes { bytes in
            WebPPictureImportBGRX(&picture, bytes.bindMemory(to: UInt8.self).baseAddress, Int32(image.width * 4))
        }
        guard imported != 0 else { throw RenderError("libwebp could not take a \(image.width)x\(image.height) frame (out of memory?)") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else { throw failure(encoder) }
    }

    private static func failure(_ encoder: OpaquePointer) -> RenderError {
        RenderError("libwebp: " + (WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "encoding failed"))
    }
}
