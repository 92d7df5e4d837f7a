import CGIF
import Foundation

/// One frame as a GIF stores it: a rectangle of palette indices drawn over what is shown.
struct GIFFrame {
    /// Where the rectangle goes.
    var box: PixelBox
    /// `box.count` palette indices.
    var indices: [UInt8]
    /// The frame's own palette (`0x00RRGGBB`, at most 255), or nil for the global one.
    var localPalette: [UInt32]?
    /// The index that leaves the pixel below showing, if any.
    var transparent: Int?
    /// How long the frame shows, in centiseconds.
    var delay: Int
    /// `indices` as LZW codes, when they were found as the indices were chosen (``PixelChoice``).
    var codes: LZWCodes? = nil
}

/// Writes an animated GIF frame by frame into a ``ByteSink`` (memory or a file) through giflib.
/// Every frame is drawn over the previous one (disposal "do not dispose").
final class GIFWriter {
    private let gif: UnsafeMutablePointer<GifFileType>
    private let sink: ByteSink
    private let width: Int
    private let height: Int
    private var closed = false
    /// The LZW code size of the global palette (nil: none).
    private let globalBits: Int?
    /// Compresses each frame's indices (its tables are reused from frame to frame); nil: giflib
    /// compresses them (`EGifPutLine`, the same bytes: a test compares them).
    private var lzw: LZWEncoder?

    /// Starts a GIF of `width × height`, with a global palette (`0x00RRGGBB`, at most 256) or
    /// none when every frame brings its own; `loop` adds the NETSCAPE2.0 extension (forever).
    init(sink: ByteSink, width: Int, height: Int, palette: [UInt32]?, loop: Bool, giflibCompresses: Bool = false) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else { throw RenderError("image too large for GIF") }
        self.sink = sink
        self.width = width
        self.height = height
        globalBits = palette.map { GIFWriter.bitsPerPixel(colors: $0.count) }
        lzw = giflibCompresses ? nil : LZWEncoder()
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFWriter.writeFunc, &error) else {
            throw RenderError("giflib could not start a GIF (error \(error))")
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        let map = try palette.map { try GIFWriter.colorMap($0) }
        defer { if let map { GifFreeMapObject(map) } }
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

    /// The size of the colour map for `colors` colours: a power of two with at least one free
    /// entry (for transparency), at most 256.
    static func mapSize(colors: Int) -> Int {
        var size = 2
        while size < min(256, colors + 1) { size *= 2 }
        return size
    }

    /// The LZW code size giflib uses for a colour map of `colors` colours (at least 2 bits).
    static func bitsPerPixel(colors: Int) -> Int {
        max(2, mapSize(colors: colors).trailingZeroBitCount)
    }

    /// A giflib colour map of `palette`, padded to ``mapSize(colors:)``.
    private static func colorMap(_ palette: [UInt32]) throws -> UnsafeMutablePointer<ColorMapObject> {
        guard palette.count <= 256 else { throw RenderError("a GIF palette has at most 256 colours") }
        let mapSize = GIFWriter.mapSize(colors: palette.count)
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: mapSize)
        for (i, c) in palette.enumerated() {
            colors[i] = GifColorType(Red: UInt8((c >> 16) & 0xFF), Green: UInt8((c >> 8) & 0xFF), Blue: UInt8(c & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(mapSize), &colors) else { throw RenderError("giflib: no memory for a palette") }
        return map
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

    /// Writes a frame (its box inside the canvas, its indices `box.count`).
    func add(_ frame: GIFFrame) throws {
        let box = frame.box
        guard !closed, frame.indices.count == box.count, box.x >= 0, box.y >= 0, box.width > 0, box.height > 0,
              box.x + box.width <= width, box.y + box.height <= height else {
            throw RenderError("GIF frame outside the canvas")
        }
        var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                       DelayTime: Int32(max(0, min(65_535, frame.delay))),
                                       TransparentColor: frame.transparent.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var ext = [UInt8](repeating: 0, count: 4)
        let n = EGifGCBToExtension(&gcb, &ext)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), &ext), "write a frame's delay")
        let map = try frame.localPalette.map { try GIFWriter.colorMap($0) }
        defer { if let map { GifFreeMapObject(map) } }
        try check(EGifPutImageDesc(gif, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height), false, map),
                  "write a frame's descriptor")
        guard lzw != nil else {
            var pixels = frame.indices
            return try pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                try check(EGifPutLine(gif, base, Int32(box.count)), "write pixels")   // all rows at once
            }
        }
        guard let bits = frame.localPalette.map({ GIFWriter.bitsPerPixel(colors: $0.count) }) ?? globalBits else {
            throw RenderError("a GIF frame has no palette")
        }
        if let codes = frame.codes, codes.bitsPerPixel == bits {
            return try writeBlocks(LZWEncoder.pack(codes))
        }
        try writeCompressed(frame.indices, bitsPerPixel: bits)
    }

    /// Writes a frame's indices LZW-compressed (``LZWEncoder``: the bytes `EGifPutLine` writes
    /// for them, in less time), as sub-blocks through giflib, which has written the code size.
    private func writeCompressed(_ indices: [UInt8], bitsPerPixel: Int) throws {
        guard var encoder = lzw else { return }
        lzw = nil   // taken out while it encodes, so that its tables are not copied
        defer { lzw = encoder }
        try writeBlocks(indices.withUnsafeBufferPointer { encoder.encode($0, bitsPerPixel: bitsPerPixel) })
    }

    /// Hands compressed sub-blocks (``LZWEncoder``'s) to giflib.
    private func writeBlocks(_ blocks: [UInt8]) throws {
        try blocks.withUnsafeBufferPointer { blocks in
            guard let base = blocks.baseAddress else { return }
            var start = 0
            while start < blocks.count, blocks[start] > 0 {
                try check(EGifPutCodeNext(gif, base + start), "write pixels")
                start += Int(blocks[start]) + 1
            }
            try check(EGifPutCodeNext(gif, nil), "write pixels")
        }
    }

    /// Writes the trailer and flushes the sink.
    func finish() throws {
        guard !closed else { return }
        closed = true
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw RenderError("giflib failed to finish the GIF (error \(error))") }
        try sink.flush()
    }
}
