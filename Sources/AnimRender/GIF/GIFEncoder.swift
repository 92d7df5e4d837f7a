import Foundation

/// Animated GIF encoding: libimagequant chooses the palette and dithers, ``LZWEncoder``
/// compresses the frames and giflib writes the file.
///
/// Two passes over the same frames (``GIFColorCounter``, then ``GIFFrameEncoder``), so that
/// frames need not all be held in memory at once (``GIFExport`` keeps them packed between the
/// passes, ``PackedFrames``, or draws them again):
/// - **Palette.** One palette for all frames, from the colours of every frame's changed pixels,
///   at the requested ``GIFQuality``; when one palette cannot reach it (many colours: photos,
///   long gradients), every frame gets its own palette instead.
/// - **No shimmer.** A pixel whose colour did not change since the previous frame keeps what
///   is shown (transparent), so dithering never flickers over still areas; only changed
///   pixels are mapped to the palette again.
/// - **Differencing.** Each frame stores the smallest rectangle holding the pixels whose shown
///   colour changes, the rest transparent; a frame that shows no change adds its time to the
///   previous frame instead of being stored.
/// - **Timing.** Frames shorter than ``FrameDelays/shortestGIFDelay`` are left out
///   (``FrameDelays/gifFrames(delays:)``); `loop` repeats forever (NETSCAPE2.0).
///
/// Deterministic: the same frames give the same bytes on every machine.
public enum GIFEncoder {
    /// Encodes frames (all the same size) with per-frame delays in centiseconds.
    public static func encode(frames: [PixelImage], delays: [Int], loop: Bool,
                              quality: GIFQuality = .standard) throws -> [UInt8] {
        guard let first = frames.first else { throw RenderError("a GIF needs at least one frame") }
        guard delays.count == frames.count else { throw RenderError("\(delays.count) delays for \(frames.count) frames") }
        let kept = FrameDelays.gifFrames(delays: delays)
        let counter = try GIFColorCounter(width: first.width, height: first.height, quality: quality)
        for k in kept { try counter.add(frames[k.index]) }
        let sink = ByteSink()
        let encoder = try counter.encoder(sink: sink, loop: loop)
        for k in kept { try encoder.add(frames[k.index], delay: k.delay) }
        try encoder.finish()
        return sink.bytes
    }
}

/// The first pass: counts the colours of each frame's changed pixels, for the shared palette.
///
/// Colours are counted exactly (``ColorTable``) and handed to libimagequant as a histogram, so
/// that no pixel is converted twice. Each colour's count is capped at 1/``weightCap`` of the
/// pixels counted, as libimagequant caps the colours of the images it counts itself: otherwise
/// a background's millions of pixels would draw the palette's entries away from the few
/// thousand anti-aliased edge colours, where most of the error is.
final class GIFColorCounter {
    let width: Int, height: Int
    private let settings: QuantizerSettings
    private let histogram: GIFColorHistogram
    private var previous: [UInt32]? = nil
    /// The previous frame's runs, when it came packed as runs.
    private var previousRuns: [UInt32]? = nil
    private var counts = ColorTable(capacity: 4096)
    /// Each frame's changed box (the first frame: all of it; nil: no change), handed to the
    /// second pass, which sees the same frames again (unpacked, or drawn again: drawing is
    /// deterministic) and so need not compare them again.
    private var boxes: [PixelBox?] = []
    /// The pixels counted so far.
    private var counted = 0
    /// The distinct colours handed to libimagequant so far.
    private(set) var handedOver = 0

    /// A colour's count is capped at this share of the pixels counted (1/25: 4%).
    static let weightCap = 25
    /// Above this many distinct colours the counts go to libimagequant's histogram.
    static let batchColors = 1 << 16
    /// libimagequant keeps every colour it is given: once this many have been handed over,
    /// colours are counted with 6 bits a channel (at most 2^18 more), so that memory stays
    /// bounded for photos and noise.
    static let fullPrecisionColors = 1 << 18
    /// Frames after this many counted pixels add no colours (about 1,600 full frames at
    /// 780x1688): the palette comes from the first, and libimagequant's 32-bit weights cannot wrap.
    static let countedLimit = 1 << 31

    init(width: Int, height: Int, quality: GIFQuality) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else { throw RenderError("image too large for GIF") }
        self.width = width
        self.height = height
        settings = try QuantizerSettings(quality)
        histogram = try GIFColorHistogram(settings: settings)
    }

    /// Counts a frame's colours where it differs from the previous frame (the first frame: all).
    /// `packed`: the same frame packed, whose runs are counted instead of its pixels (the same
    /// counts, added in the same order).
    func add(_ image: PixelImage, packed: PackedFrame? = nil) throws {
        guard image.width == width, image.height == height else { throw RenderError("GIF frames differ in size") }
        let runs = packed.flatMap { packed -> [UInt32]? in
            guard case .runs(let words) = packed.packing, packed.width == width, packed.height == height else { return nil }
            return words
        }
        defer { (previous, previousRuns) = (image.pixels, runs) }
        let box = previous.map { changedBox($0, image.pixels, runs: runs) } ?? PixelBox(x: 0, y: 0, width: width, height: height)
        boxes.append(box)
        guard let box, counted < GIFColorCounter.countedLimit else { return }
        // The high byte is not a colour (nor the table's empty key).
        let mask: UInt32 = handedOver < GIFColorCounter.fullPrecisionColors ? 0x00FF_FFFF : 0x00FC_FCFC
        if !count(packed, box, mask: mask) { count(image, box, mask: mask) }
        counted += box.count
        if counts.count > GIFColorCounter.batchColors { try flush() }
    }

    /// The box where the previous frame, `before`, and `after` differ: compared row by row
    /// through their runs when both are packed as runs (``previousRuns``, `runs`).
    private func changedBox(_ before: [UInt32], _ after: [UInt32], runs: [UInt32]?) -> PixelBox? {
        if let runs, let previousRuns,
           let box = PackedRuns.changedBox(aWords: previousRuns, bWords: runs, width: width, height: height) {
            return box
        }
        return PixelDiff.changedBox(before, after, width: width, height: height)
    }

    /// Counts the colours of `box` in `image`: each run of one colour (row after row) once.
    private func count(_ image: PixelImage, _ box: PixelBox, mask: UInt32) {
        let stride = width
        image.pixels.withUnsafeBufferPointer { source in
            var last = UInt32.max, run = 0
            for y in 0..<box.height {
                let row = (box.y + y) * stride + box.x
                for p in row..<(row + box.width) {
                    let c = source[p] & mask
                    if c == last {
                        run += 1
                        continue
                    }
                    if run > 0 { counts.add(last, UInt32(clamping: run)) }
                    last = c
                    run = 1
                }
            }
            if run > 0 { counts.add(last, UInt32(clamping: run)) }
        }
    }

    /// ``count(_:_:mask:)`` of the frame `packed` holds, from its runs: the same counts in the
    /// same order. False, having counted nothing, when there is no frame, it is not packed as
    /// runs or they do not hold a frame of this size.
    private func count(_ packed: PackedFrame?, _ box: PixelBox, mask: UInt32) -> Bool {
        guard let packed, case .runs(let words) = packed.packing, packed.width == width, packed.height == height else { return false }
        var runs: [(color: UInt32, count: Int)] = []
        var last = UInt32.max, run = 0
        let ok = PackedRuns.forEachRun(words, width: width, height: height, in: box) { _, n, color in
            let c = color & mask
            if c == last {
                run += n
                return
            }
            if run > 0 { runs.append((last, run)) }
            last = c
            run = n
        }
        guard ok else { return false }
        if run > 0 { runs.append((last, run)) }
        for (c, n) in runs { counts.add(c, UInt32(clamping: n)) }
        return true
    }

    /// Hands the counts so far to libimagequant.
    private func flush() throws {
        guard counts.count > 0 else { return }
        let cap = UInt32(clamping: max(1, counted / GIFColorCounter.weightCap))
        try histogram.add(counts, cap: cap)
        handedOver += counts.count
        counts.removeAll()
    }

    /// The second pass, writing into `sink` with the palette the counted colours give.
    /// `reusingBoxes`: false makes the second pass compare the frames again (a test checks
    /// that the reused boxes give the same bytes); `threaded`: false writes the frames on the
    /// caller's thread (see ``GIFWriteQueue``).
    func encoder(sink: ByteSink, loop: Bool, reusingBoxes: Bool = true, threaded: Bool = true) throws -> GIFFrameEncoder {
        try flush()
        counts = ColorTable(capacity: 0)   // its memory is not needed in the second pass
        let shared = try histogram.palette()
        (previous, previousRuns) = (nil, nil)
        return try GIFFrameEncoder(sink: sink, width: width, height: height, loop: loop, shared: shared, settings: settings,
                                   changedBoxes: reusingBoxes ? boxes : [], threaded: threaded)
    }
}
