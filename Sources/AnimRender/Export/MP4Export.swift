import CAV
import Foundation

/// H.264 in MP4 through FFmpeg's libraries (libavcodec with libx264, libavformat, libswscale):
/// one `STEM.mp4` per animation. yuv420p (what every player plays), even dimensions (an odd
/// width or height is padded with the frame's last column or row), timestamps in milliseconds:
/// a frame equal to the one before it is not encoded again, the earlier one simply lasts
/// longer (a hold costs nothing), and `+faststart` puts the index first for streaming.
struct MP4Export: WholeAnimationExport {
    var format: RenderFormat { .mp4 }

    /// Drawn at `--scale`.
    let options: RenderOptions

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        guard let size = try pixelSize(of: frames, options: options) else { return AnimationFiles() }
        let width = size.width + size.width % 2, height = size.height + size.height % 2
        let path = stem + ".mp4"
        try folder.create(path).close()
        let target = folder.staging.appendingPathComponent(path).path
        let encoder = try MP4Encoder(path: target, width: width, height: height)
        progress.begin("\(label) (mp4)", total: frames.count)
        defer { progress.end() }
        let options = self.options
        var time = 0
        var previous: PixelImage?
        var pending: (image: PixelImage, start: Int)?
        try FrameStream.run(count: frames.count, bytesPerFrame: width * height * 8,
                            produce: { i in PixelImage(try FrameRenderer.image(of: frames.frame(i), options: options)) },
                            consume: { i, image in
                                if image != previous {
                                    if let p = pending { try encoder.add(Self.even(p.image), start: p.start, duration: time - p.start) }
                                    pending = (image, time)
                                    previous = image
                                }
                                time += frames.delays[i] * 10
                                progress.advance(by: 1)
                            })
        if let p = pending { try encoder.add(Self.even(p.image), start: p.start, duration: max(1, time - p.start)) }
        try encoder.finish()
        return AnimationFiles(whole: path)
    }

    /// The image padded to even dimensions with its last column and row.
    static func even(_ image: PixelImage) throws -> PixelImage {
        guard image.width % 2 == 1 || image.height % 2 == 1 else { return image }
        let w = image.width + image.width % 2, h = image.height + image.height % 2
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let sy = min(y, image.height - 1)
            for x in 0..<w { pixels[y * w + x] = image.pixels[sy * image.width + min(x, image.width - 1)] }
        }
        return try PixelImage(width: w, height: h, pixels: pixels)
    }
}

/// One MP4 file being written: libx264 through libavcodec, muxed by libavformat.
final class MP4Encoder {
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private let stream: UnsafeMutablePointer<AVStream>
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private let sws: OpaquePointer
    private let width: Int, height: Int
    /// Each frame's duration by its timestamp, for the packets (the encoder reorders them).
    private var durations: [Int64: Int64] = [:]
    private var finished = false

    init(path: String, width: Int, height: Int) throws {
        self.width = width
        self.height = height
        if let failure = cav_load() { throw Self.error(String(cString: failure)) }
        // x264 reads a few bytes it did not write: the same bytes every run (see AllocatorTuning).
        AllocatorTuning.fillAllocations()
        // FFmpeg's own log (x264's statistics…) stays off the terminal; errors are ours to report.
        cav_av_log_set_level(AV_LOG_QUIET)
        guard cav_avformat_alloc_output_context2(&format, nil, "mp4", path) >= 0, let format else { throw Self.error("cannot make an MP4 container") }
        guard let h264 = cav_avcodec_find_encoder_by_name("libx264") ?? cav_avcodec_find_encoder(AV_CODEC_ID_H264) else {
            throw Self.error("FFmpeg has no H.264 encoder (install libavcodec with libx264)")
        }
        guard let stream = cav_avformat_new_stream(format, nil) else { throw Self.error("cannot add a video stream") }
        self.stream = stream
        guard let codec = cav_avcodec_alloc_context3(h264) else { throw Self.error("cannot make an encoder") }
        self.codec = codec
        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        codec.pointee.time_base = AVRational(num: 1, den: 1000)
        codec.pointee.gop_size = 250
        if format.pointee.oformat.pointee.flags & animlayout_av_flag_global_header() != 0 {
            codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        _ = cav_av_opt_set(codec.pointee.priv_data, "preset", "medium", 0)
        _ = cav_av_opt_set(codec.pointee.priv_data, "crf", "20", 0)
        // Deterministic output: one thread, no timestamps in the stream's metadata.
        codec.pointee.thread_count = 1
        guard cav_avcodec_open2(codec, h264, nil) >= 0 else { throw Self.error("cannot open the H.264 encoder at \(width)x\(height)") }
        guard cav_avcodec_parameters_from_context(stream.pointee.codecpar, codec) >= 0 else { throw Self.error("cannot describe the stream") }
        stream.pointee.time_base = codec.pointee.time_base
        format.pointee.flags |= AVFMT_FLAG_BITEXACT
        guard cav_avio_open(&format.pointee.pb, path, AVIO_FLAG_WRITE) >= 0 else { throw Self.error("cannot open '\(path)' for writing") }
        var settings: OpaquePointer?
        cav_av_dict_set(&settings, "movflags", "+faststart", 0)
        defer { cav_av_dict_free(&settings) }
        guard cav_avformat_write_header(format, &settings) >= 0 else { throw Self.error("cannot write the MP4 header") }
        guard let frame = cav_av_frame_alloc(), let packet = cav_av_packet_alloc() else { throw Self.error("out of memory") }
        self.frame = frame
        self.packet = packet
        frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        guard cav_av_frame_get_buffer(frame, 0) >= 0 else { throw Self.error("out of memory") }
        guard let sws = cav_sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_BGR0, Int32(width), Int32(height), AV_PIX_FMT_YUV420P,
                                       SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil) else {
            throw Self.error("cannot convert colours to yuv420p")
        }
        self.sws = sws
    }

    deinit {
        if let codec, !finished { var c: UnsafeMutablePointer<AVCodecContext>? = codec; cav_avcodec_free_context(&c) }
        cav_av_frame_free(&frame)
        cav_av_packet_free(&packet)
        cav_sws_freeContext(sws)
        if let format {
            if !finished { cav_avio_closep(&format.pointee.pb) }
            cav_avformat_free_context(format)
        }
    }

    /// Encodes `image` shown from `start` for `duration` milliseconds.
    func add(_ image: PixelImage, start: Int, duration: Int) throws {
        guard let frame, image.width == width, image.height == height else { throw Self.error("MP4 frames differ in size") }
        guard cav_av_frame_make_writable(frame) >= 0 else { throw Self.error("out of memory") }
        let converted = image.pixels.withUnsafeBytes { bytes in
            animlayout_av_convert(sws, bytes.bindMemory(to: UInt8.self).baseAddress, Int32(width * 4), Int32(height), frame)
        }
        guard converted == Int32(height) else { throw Self.error("colour conversion failed") }
        frame.pointee.pts = Int64(start)
        durations[Int64(start)] = Int64(duration)
        try send(frame)
    }

    /// Flushes the encoder and closes the file.
    func finish() throws {
        try send(nil)
        guard let format else { return }
        guard cav_av_write_trailer(format) >= 0 else { throw Self.error("cannot finish the MP4 file") }
        cav_avio_closep(&format.pointee.pb)
        var c = codec
        cav_avcodec_free_context(&c)
        codec = nil
        finished = true
    }

    private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        guard let codec, let packet, let format else { return }
        guard cav_avcodec_send_frame(codec, frame) >= 0 else { throw Self.error("the encoder refused a frame") }
        while true {
            let status = cav_avcodec_receive_packet(codec, packet)
            if status == animlayout_av_eagain() || status == animlayout_av_eof() { return }
            guard status >= 0 else { throw Self.error("encoding failed") }
            packet.pointee.duration = durations[packet.pointee.pts] ?? 0
            cav_av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            guard cav_av_interleaved_write_frame(format, packet) >= 0 else { throw Self.error("cannot write to the MP4 file") }
        }
    }

    private static func error(_ message: String) -> RenderError { RenderError("mp4: " + message) }
}
