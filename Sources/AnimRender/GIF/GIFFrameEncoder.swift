import Foundation

/// The second pass of ``GIFEncoder``: maps each frame's changed pixels to the palette, chooses
/// what to store (``PixelChoice``) within the frame's error budget, and writes the frame.
///
/// With a shared palette, each colour maps to its closest palette colour (``NearestColors``),
/// which is what PSNR rewards and costs a table lookup per pixel. A frame with enough pixels
/// (``ditheredPixels(of:)``) the palette misses by more than ``ditherDistance`` (a gradient or
/// shadow the palette cannot follow) is remapped by libimagequant instead, which dithers where
/// that hides the steps.
final class GIFFrameEncoder {
    private let width: Int, height: Int
    /// Chooses the lossless frames' symbols and writes every frame, on a thread of its own.
    private let queue: GIFWriteQueue
    private let shared: GIFPalette?
    private let settings: QuantizerSettings
    /// The previous frame's source pixels.
    private var previous: [UInt32]? = nil
    /// What the GIF shows after the frames written so far, `0x00RRGGBB`.
    private var screen: [UInt32]
    /// The palette index shown at each pixel (meaningful with a shared palette).
    private var shownIndex: [UInt8]
    /// The squared error of what is shown against the last frame (sum over pixels and channels).
    private var error = 0
    /// The most squared error a frame may show: the quality's PSNR over the whole frame.
    private let errorBudget: Int

    /// The tolerances a frame may use, smallest first: the largest that fits its error budget is used.
    static let tolerances = [3, 6, 12, 24, 48, 96, 192]
    /// The index in ``tolerances`` the last frame used, where the next frame's search starts.
    private var lastTolerance = 0
    /// Whether the last frame tried the next tolerance up and it did not fit.
    private var restUp = false
    /// The LZW model the pixel choices consult (its tables are reused from frame to frame).
    private var lzw = LZWModel()

    /// Where each colour goes in the shared palette.
    private var nearest: NearestColors?
    /// The changed box of each frame as the first pass found it (see ``GIFColorCounter``);
    /// frames past its end are compared here.
    private let changedBoxes: [PixelBox?]
    /// The frames added so far.
    private var added = 0

    /// A frame with enough pixels (``ditheredPixels(of:)``) farther than this from their
    /// closest palette colour (squared, summed over the channels: 16 levels in each) is
    /// dithered by libimagequant.
    static let ditherDistance = 3 * 16 * 16

    /// How many pixels of a changed `box` must miss the palette by more than
    /// ``ditherDistance`` for the frame to be dithered: one in a thousand, and at least 16. A
    /// gradient or shadow the palette cannot follow has many; a few anti-aliased pixels of a
    /// saturated edge (1 to 4 in 420,000 on controls-gallery's tour) are not worth dithering a
    /// whole frame, which is slower and noisier.
    static func ditheredPixels(of box: PixelBox) -> Int { max(16, box.count / 1000) }

    /// `threaded`: false writes every frame on the caller's thread (a test checks that the
    /// bytes are the same).
    init(sink: ByteSink, width: Int, height: Int, loop: Bool, shared: GIFPalette?, settings: QuantizerSettings,
         changedBoxes: [PixelBox?] = [], threaded: Bool = true) throws {
        self.changedBoxes = changedBoxes
        nearest = shared.map { NearestColors(palette: $0.colors) }
        self.width = width
        self.height = height
        self.shared = shared
        self.settings = settings
        screen = [UInt32](repeating: 0, count: width * height)
        shownIndex = [UInt8](repeating: 0, count: width * height)
        errorBudget = settings.quality.errorBudget(pixels: width * height)
        let writer = try GIFWriter(sink: sink, width: width, height: height, palette: shared?.colors, loop: loop)
        queue = GIFWriteQueue(writer: writer, threaded: threaded)
    }

    deinit { queue.stop() }

    /// What finds frames' closest palette colours ahead of ``add(_:delay:premapped:)``.
    var premapper: GIFPremapper { GIFPremapper(palette: shared?.colors, boxes: changedBoxes) }

    /// Adds a frame shown for `delay` centiseconds; `premapped`: its closest palette colours,
    /// found ahead (``premapper``), or nil to find them here.
    func add(_ image: PixelImage, delay: Int, premapped: GIFPremapped? = nil) throws {
        guard image.width == width, image.height == height else { throw RenderError("GIF frames differ in size") }
        defer { added += 1 }
        guard let previous else { return try addFirst(image, delay: delay, premapped: premapped) }
        let changed = added < changedBoxes.count ? changedBoxes[added]
            : PixelDiff.changedBox(previous, image.pixels, width: width, height: height)
        guard let box = changed else { return try queue.submit(.delay(delay)) }
        let (palette, indices, closest) = try mapped(image, box, premapped: premapped)
        let colors = palette.colors
        guard colors.count <= 255 else { throw RenderError("libimagequant gave more than 255 colours") }
        let (chosen, errorBefore) = choose(image.pixels, previous, box: box, indices: indices, colors: colors, closest: closest)
        self.previous = image.pixels
        let localPalette = shared == nil ? colors : nil
        switch chosen {
        case .choice(let choice):
            show(choice, colors: colors)
            error += choice.error - errorBefore
            guard let crop = choice.box else { return try queue.submit(.delay(delay)) }
            try queue.submit(.frame(GIFFrame(box: crop, indices: choice.symbols, localPalette: localPalette,
                                             transparent: colors.count, delay: delay, codes: choice.codes)))
        case .lossless(let exact):
            error += exact.error - errorBefore
            guard let crop = exact.changed else { return try queue.submit(.delay(delay)) }
            let sharedIndices = shared != nil
            let before = sharedIndices ? shownIndices(in: crop) : []
            show(exact, crop: crop, colors: colors)
            try queue.submit(.lossless(LosslessFrame(exact: exact, crop: crop, shownIndices: before, transparent: UInt8(colors.count),
                                                     sharedIndices: sharedIndices,
                                                     bitsPerPixel: GIFWriter.bitsPerPixel(colors: colors.count),
                                                     localPalette: localPalette, delay: delay)))
        }
    }

    /// What ``choose(_:_:box:indices:colors:closest:)`` settles: a choice made, or a frame
    /// whose symbols are chosen at tolerance 0 by the write queue (``LosslessFrame``).
    private enum Chosen {
        case choice(PixelChoice)
        case lossless(PixelChoice.Exact)
    }

    /// The symbols of the changed `box` with the largest tolerance that keeps the frame within
    /// its error budget (searched from the last frame's tolerance, see below), and the box's
    /// error before the frame. `closest`: every index is its pixel's closest palette colour.
    /// A frame that takes tolerance 0 without a search is left to the write queue.
    private func choose(_ pixels: [UInt32], _ previous: [UInt32], box: PixelBox, indices: [UInt8],
                        colors: [UInt32], closest: Bool) -> (Chosen, errorBefore: Int) {
        let transparent = UInt8(colors.count), sharedIndices = shared != nil
        let bits = GIFWriter.bitsPerPixel(colors: colors.count)
        let budget = errorBudget, errorSoFar = error, width = self.width
        return pixels.withUnsafeBufferPointer { source in
            previous.withUnsafeBufferPointer { before in
                screen.withUnsafeMutableBufferPointer { screen in
                    shownIndex.withUnsafeMutableBufferPointer { shownIndex in
                        let shown = PixelChoice.Shown(colors: screen, indices: shownIndex, source: before)
                        let exact = PixelChoice.exact(box: box, width: width, source: source, shown: shown, indices: indices,
                                                      palette: colors, transparent: transparent)
                        let errorBefore = exact.errorBefore
                        // A lossy choice stops once it is over the budget (it cannot be used); the
                        // fallback at tolerance 0 always runs to the end.
                        let limit = budget - errorSoFar + errorBefore
                        func choose(_ tolerance: Int) -> PixelChoice {
                            PixelChoice.choose(exact, width: width, source: source, shown: shown, palette: colors,
                                               transparent: transparent, sharedIndices: sharedIndices, bitsPerPixel: bits,
                                               lzw: &lzw, tolerance: tolerance, errorLimit: tolerance > 0 ? limit : .max)
                        }
                        func fits(_ boxError: Int) -> Bool { errorSoFar - errorBefore + boxError <= budget }
                        // The largest tolerance that fits, searched from the last frame's (frames
                        // of an animation are alike): up while the next fits (see `restUp`), down
                        // until one does.
                        // When every index is its pixel's closest colour, no tolerance does better
                        // than the exact choice, so none fits when that is over the budget. (A
                        // dithered pixel may do better by keeping what is shown: then the search runs.)
                        let tolerances = GIFFrameEncoder.tolerances
                        guard budget > 0, exact.changed != nil, !closest || fits(exact.error) else {
                            lastTolerance = 0
                            return (.lossless(exact), errorBefore)
                        }
                        var level = min(lastTolerance, tolerances.count - 1)
                        let first = choose(tolerances[level])
                        var chosen: PixelChoice? = fits(first.error) ? first : nil
                        if chosen != nil {
                            // After a frame that could not go up, the next one does not try (two
                            // frames in three then fail again: a pass of the box each).
                            let rested = restUp
                            restUp = false
                            while !rested, level + 1 < tolerances.count {
                                let lossy = choose(tolerances[level + 1])
                                guard fits(lossy.error) else {
                                    restUp = true
                                    break
                                }
                                chosen = lossy
                                level += 1
                            }
                        } else {
                            while chosen == nil && level > 0 {
                                level -= 1
                                let lossy = choose(tolerances[level])
                                if fits(lossy.error) { chosen = lossy }
                            }
                        }
                        lastTolerance = level
                        return (.choice(chosen ?? choose(0)), errorBefore)
                    }
                }
            }
        }
    }

    /// Records what the GIF shows once `choice` is drawn.
    private func show(_ choice: PixelChoice, colors: [UInt32]) {
        guard let crop = choice.box else { return }
        let width = self.width
        screen.withUnsafeMutableBufferPointer { screen in
            shownIndex.withUnsafeMutableBufferPointer { shownIndex in
                choice.symbols.withUnsafeBufferPointer { symbols in
                    colors.withUnsafeBufferPointer { colors in
                        for y in 0..<crop.height {
                            let row = (crop.y + y) * width + crop.x
                            for x in 0..<crop.width {
                                let symbol = symbols[y * crop.width + x]
                                if Int(symbol) < colors.count {
                                    screen[row + x] = colors[Int(symbol)]
                                    shownIndex[row + x] = symbol
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Records what the GIF shows once a lossless frame is drawn: each changed pixel its exact
    /// index (the free pixels keep what they show, whichever symbol they get).
    private func show(_ exact: PixelChoice.Exact, crop: PixelBox, colors: [UInt32]) {
        let width = self.width, box = exact.box, transparent = UInt8(colors.count)
        screen.withUnsafeMutableBufferPointer { screen in
            shownIndex.withUnsafeMutableBufferPointer { shownIndex in
                exact.symbols.withUnsafeBufferPointer { symbols in
                    colors.withUnsafeBufferPointer { colors in
                        for y in 0..<crop.height {
                            let row = (crop.y + y) * width + crop.x
                            let exactRow = (crop.y - box.y + y) * box.width + (crop.x - box.x)
                            var x = 0
                            while x < crop.width {
                                // Mostly free pixels: 32 symbols tested together first.
                                let n = min(32, crop.width - x)
                                var shows: UInt8 = 0
                                for symbol in UnsafeBufferPointer(rebasing: symbols[(exactRow + x)..<(exactRow + x + n)]) {
                                    shows |= symbol ^ transparent
                                }
                                if shows != 0 {
                                    for x in x..<(x + n) where symbols[exactRow + x] != transparent {
                                        let symbol = symbols[exactRow + x]
                                        screen[row + x] = colors[Int(symbol)]
                                        shownIndex[row + x] = symbol
                                    }
                                }
                                x += n
                            }
                        }
                    }
                }
            }
        }
    }

    /// The indices shown in `crop`, row by row.
    private func shownIndices(in crop: PixelBox) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(crop.count)
        for y in 0..<crop.height {
            let start = (crop.y + y) * width + crop.x
            out.append(contentsOf: shownIndex[start..<(start + crop.width)])
        }
        return out
    }

    /// The first frame: every pixel, as the palette maps it.
    private func addFirst(_ image: PixelImage, delay: Int, premapped: GIFPremapped?) throws {
        let box = PixelBox(x: 0, y: 0, width: width, height: height)
        let (palette, indices, _) = try mapped(image, box, premapped: premapped)
        let colors = palette.colors
        guard colors.count <= 255, indices.allSatisfy({ Int($0) < colors.count }) else {
            throw RenderError("libimagequant gave an index outside its palette")
        }
        for p in 0..<box.count {
            screen[p] = colors[Int(indices[p])]
            error += PixelDiff.distance(screen[p], image.pixels[p])
        }
        shownIndex = indices
        previous = image.pixels
        try queue.submit(.frame(GIFFrame(box: box, indices: indices, localPalette: shared == nil ? colors : nil, transparent: nil,
                                         delay: delay)))
    }

    /// The palette for a `box` of `image` and the box's indices: the closest colours of the
    /// shared palette, dithered by libimagequant where the palette falls short; or the frame's
    /// own palette and mapping.
    /// `closest`: whether each index is its pixel's closest colour (not dithered).
    private func mapped(_ image: PixelImage, _ box: PixelBox, premapped: GIFPremapped?) throws -> (GIFPalette, [UInt8], closest: Bool) {
        // Found ahead as the frame was drawn, or here (mapped in place).
        var nearby = premapped.flatMap { $0.box == box ? (indices: $0.indices, far: $0.far) : nil }
        if nearby == nil, shared != nil, let found = nearest?.map(image, box, farther: GIFFrameEncoder.ditherDistance) {
            nearby = (found.indices, found.far)
        }
        if let shared, let nearby {
            if nearby.far < GIFFrameEncoder.ditheredPixels(of: box) { return (shared, nearby.indices, true) }
            return (shared, try shared.remap(PixelDiff.rgba(image, box), box), false)
        }
        let rgba = PixelDiff.rgba(image, box)
        let palette = try GIFPalette.quantize(rgba, box, settings: settings)
        return (palette, try palette.remap(rgba, box), false)
    }

    /// Writes the last frame and the trailer, once every frame is written.
    func finish() throws {
        try queue.finish()
    }
}

/// A frame's closest palette colours in its changed box, found as it is drawn.
struct GIFPremapped: Sendable {
    var box: PixelBox
    var indices: [UInt8]
    /// Pixels farther than ``GIFFrameEncoder/ditherDistance`` from their palette colour.
    var far: Int
}

/// Finds frames' closest colours in the shared palette on any thread, while they are drawn, so
/// that the encoder, which takes frames in order, only chooses and writes. The answers are
/// those the encoder finds itself (each colour's closest, the first of equals), so the bytes
/// do not change.
struct GIFPremapper: Sendable {
    /// The shared palette (nil: each frame gets its own, and nothing is found ahead).
    let palette: [UInt32]?
    /// Each frame's changed box, as the first pass found it.
    let boxes: [PixelBox?]
    /// What threads have looked up, kept for the next frames (frames share most colours).
    private let pool = NearestPool()

    init(palette: [UInt32]?, boxes: [PixelBox?]) {
        self.palette = palette
        self.boxes = boxes
    }

    /// Frame `k`'s closest colours, or nil when there is no shared palette or no change.
    func premap(_ image: PixelImage, frame k: Int) -> GIFPremapped? {
        guard let palette, boxes.indices.contains(k), let box = boxes[k] else { return nil }
        var nearest = pool.take() ?? NearestColors(palette: palette)
        defer { pool.give(nearest) }
        let found = nearest.map(image, box, farther: GIFFrameEncoder.ditherDistance)
        return GIFPremapped(box: box, indices: found.indices, far: found.far)
    }

    /// ``premap(_:frame:)`` of the frame `packed` holds, read from its runs (the same answer,
    /// without going through every pixel); nil also when it is not packed as runs.
    func premap(_ packed: PackedFrame, frame k: Int) -> GIFPremapped? {
        guard let palette, boxes.indices.contains(k), let box = boxes[k] else { return nil }
        var nearest = pool.take() ?? NearestColors(palette: palette)
        defer { pool.give(nearest) }
        guard let found = nearest.map(packed, box, farther: GIFFrameEncoder.ditherDistance) else { return nil }
        return GIFPremapped(box: box, indices: found.indices, far: found.far)
    }
}

/// Colour lookups (``NearestColors``) handed from one thread to the next: one in use per
/// thread, each remembering the colours it has seen.
private final class NearestPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [NearestColors] = []

    func take() -> NearestColors? {
        lock.lock(); defer { lock.unlock() }
        return idle.popLast()
    }

    func give(_ nearest: NearestColors) {
        lock.lock(); defer { lock.unlock() }
        idle.append(nearest)
    }
}
