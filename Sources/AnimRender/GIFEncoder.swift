import CGIF
import Foundation

/// Frame delays for GIF, in centiseconds (the unit GIF stores).
public enum FrameDelays {
    /// Delays for `count` frames shown at `fps` frames per second. Frame `i` ends at the
    /// rounded time `round(100 (i + 1) / fps)`, so rounding never accumulates: 30 fps gives
    /// 3, 4, 3, 3, 4, 3, … and every 3 frames add up to exactly 10.
    public static func centiseconds(fps: Int, count: Int) -> [Int] {
        guard fps > 0, count > 0 else { return [] }
        func end(_ k: Int) -> Int { (200 * k + fps) / (2 * fps) }   // round(100 k / fps), halves up
        return (0..<count).map { end($0 + 1) - end($0) }
    }

    /// Delays for frames shown at `times` (seconds, ascending), the last until `end`. Each
    /// boundary is rounded to the nearest centisecond, so the total is `round(100 × (end − times[0]))`.
    public static func centiseconds(times: [Double], end: Double) -> [Int] {
        guard !times.isEmpty else { return [] }
        let stops = times.map { ($0 * 100).rounded() } + [(end * 100).rounded()]
        return (0..<times.count).map { max(0, Int(stops[$0 + 1] - stops[$0])) }
    }
}

/// Animated GIF encoding through giflib, for frames held in memory (tests, small GIFs). Long
/// animations stream through ``GIFWriter`` instead (see `GIFExport`).
///
/// - One global palette (see `GIFPalette`): with at most 255 colours in all frames every colour
///   is exact; otherwise the most frequent (flat) colours stay exact.
/// - Frame differencing: after the first frame, each frame stores only the rectangle that
///   changed, with unchanged pixels transparent, over the previous frame (disposal "do not dispose").
/// - `loop` adds the NETSCAPE2.0 application extension with a loop count of 0 (forever).
/// Deterministic: the same frames give the same bytes.
public enum GIFEncoder {
    /// Encodes frames (all the same size) with per-frame delays in centiseconds.
    public static func encode(frames: [PixelImage], delays: [Int], loop: Bool) throws -> [UInt8] {
        guard let first = frames.first else { throw RenderError("a GIF needs at least one frame") }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw RenderError("GIF frames differ in size")
        }
        guard delays.count == frames.count else { throw RenderError("\(delays.count) delays for \(frames.count) frames") }
        let palette = GIFPalette(frames: frames)
        let sink = ByteSink()
        let writer = try GIFWriter(sink: sink, width: first.width, height: first.height, palette: palette.colors, loop: loop)
        for (frame, delay) in zip(frames, delays) {
            try writer.add(palette.indices(of: frame), delay: delay)
        }
        try writer.finish()
        return sink.bytes
    }
}

/// Writes an animated GIF frame by frame into a ``ByteSink`` (memory or a file): only the
/// previous frame's palette indices are kept, for differencing.
final class GIFWriter {
    private let gif: UnsafeMutablePointer<GifFileType>
    private let sink: ByteSink
    private let width: Int
    private let height: Int
    private let transparent: Int
    private var previous: [UInt8]? = nil
    private var closed = false

    /// Starts a GIF of `width × height` with a global palette (`0x00RRGGBB`, at most 255).
    init(sink: ByteSink, width: Int, height: Int, palette: [UInt32], loop: Bool) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else { throw RenderError("image too large for GIF") }
        guard palette.count <= 255 else { throw RenderError("a GIF palette has at most 255 colours") }
        self.sink = sink
        self.width = width
        self.height = height
        self.transparent = palette.count          // first free index, ≤ 255
        var mapSize = 2
        while mapSize < palette.count + 1 { mapSize *= 2 }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: mapSize)
        for (i, c) in palette.enumerated() {
            colors[i] = GifColorType(Red: UInt8((c >> 16) & 0xFF), Green: UInt8((c >> 8) & 0xFF), Blue: UInt8(c & 0xFF))
        }
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFWriter.writeFunc, &error) else {
            throw RenderError("giflib could not start a GIF (error \(error))")
        }
        self.gif = gif
        guard let map = GifMakeMapObject(Int32(mapSize), &colors) else { throw RenderError("giflib: no memory for a palette") }
        defer { GifFreeMapObject(map) }
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "write the screen descriptor")
        if loop {
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "write the loop extension")
            var name = Array("NETSCAPE2.0".utf8)
            try check(EGifPutExtensionBlock(gif, Int32(name.count), &name), "write the loop extension")
            var count: [UInt8] = [1, 0, 0]   // sub-block 1, loop count 0 = forever
            try check(EGifPutExtensionBlock(gif, 3, &count), "write the loop extension")
            try check(EGifPutExtensionTrailer(gif), "write the loop extension")
        }
    }

    deinit {
        if !closed {
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
        }
    }

    static let writeFunc: OutputFunc = { gif, data, length in
        guard let gif, let user = gif.pointee.UserData, let data, length > 0 else { return 0 }
        let sink = Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue()
        sink.append(UnsafeBufferPointer(start: data, count: Int(length)))
        return sink.failure == nil ? length : 0
    }

    private func check(_ result: Int32, _ what: String) throws {
        guard result == GIF_OK else {
            if let failure = sink.failure { throw RenderError("cannot write the GIF: \(failure.localizedDescription)") }
            throw RenderError("giflib failed to \(what) (error \(gif.pointee.Error))")
        }
    }

    /// Adds a frame given as palette indices (`width × height`), shown for `delay` centiseconds.
    func add(_ frame: [UInt8], delay: Int) throws {
        guard !closed, frame.count == width * height else { throw RenderError("GIF frame of the wrong size") }
        var region = (x: 0, y: 0, w: width, h: height)
        var pixels = frame
        if let previous {
            if let box = GIFWriter.changedBox(previous, frame, width: width, height: height) {
                region = box
                pixels = [UInt8](repeating: UInt8(transparent), count: box.w * box.h)
                for y in 0..<box.h {
                    let row = (box.y + y) * width + box.x
                    for x in 0..<box.w where frame[row + x] != previous[row + x] {
                        pixels[y * box.w + x] = frame[row + x]
                    }
                }
            } else {
                region = (0, 0, 1, 1)
                pixels = [UInt8(transparent)]
            }
        }
        var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                       DelayTime: Int32(max(0, min(65_535, delay))),
                                       TransparentColor: previous == nil ? NO_TRANSPARENT_COLOR : Int32(transparent))
        var ext = [UInt8](repeating: 0, count: 4)
        let n = EGifGCBToExtension(&gcb, &ext)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), &ext), "write a frame's delay")
        try check(EGifPutImageDesc(gif, Int32(region.x), Int32(region.y), Int32(region.w), Int32(region.h), false, nil),
                  "write a frame's descriptor")
        try pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<region.h {
                try check(EGifPutLine(gif, base.advanced(by: y * region.w), Int32(region.w)), "write pixels")
            }
        }
        previous = frame
    }

    /// Writes the trailer and flushes the sink.
    func finish() throws {
        guard !closed else { return }
        closed = true
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw RenderError("giflib failed to finish the GIF (error \(error))") }
        try sink.flush()
    }

    /// The smallest rectangle containing every pixel that differs, or nil when none does.
    static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, w: Int, h: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where a[row + x] != b[row + x] {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 {
                minY = min(minY, y); maxY = y
                minX = min(minX, first); maxX = max(maxX, last)
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
