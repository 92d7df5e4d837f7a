import Testing
import Foundation
@testable import AnimRender

/// A GIF's frames drawn once: the first pass keeps them packed for the second
/// (``PackedFrames``), within a memory budget; frames it cannot keep are drawn again. Neither
/// may change a byte.
@Suite("GIF packed frames")
struct GIFPackedFramesTests {
    /// Moving frames (each differs from the last) with a hold in the middle.
    let frames = [0, 0.2, 0.4, 0.4, 0.6, 1].map { Fixtures.phoneFrame(t: $0) }
    let options = RenderOptions(scale: 0.5)

    /// The GIF `GIFExport` writes with `pool` for its packed frames, and how many times it
    /// asked for a frame.
    func exported(pool: FramePool) throws -> (bytes: [UInt8], asked: Int) {
        let frames = self.frames
        let asked = Locked(0)
        let delays = FrameDelays.centiseconds(fps: 30, count: frames.count)
        let animation = AnimationFrames(count: frames.count, delays: delays, loop: true) { i in
            asked.withLock { $0 += 1 }
            return frames[i]
        }
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("gif-packed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("scene")
        let folder = try OutputFolder(target: target)
        var export = GIFExport(options: options, quality: .standard)
        export.packed = PackedFrames(pool: pool)
        _ = try export.animation(animation, stem: "moving", label: "moving", into: folder, progress: SilentProgress())
        try folder.commit()
        let bytes = try [UInt8](Data(contentsOf: target.appendingPathComponent("moving.gif")))
        return (bytes, asked.withLock { $0 })
    }

    @Test("each frame is drawn once with room for the packed frames, twice without; the bytes are the same, and those of the frames encoded at once")
    func drawnOnce() throws {
        let delays = FrameDelays.centiseconds(fps: 30, count: frames.count)
        let animation = AnimationFrames(count: frames.count, delays: delays, loop: true) { [frames] in frames[$0] }
        let gifFrames = FrameDelays.gifFrames(delays: delays)
        let kept = GIFExport.distinct(gifFrames, frames: animation)
        // The size (frame 0), `distinct` (every GIF frame), then the frames drawn.
        let lookups = 1 + gifFrames.count
        let packed = try exported(pool: FramePool(budget: 256 << 20))
        #expect(packed.asked == lookups + kept.count)
        let redrawn = try exported(pool: FramePool(budget: 0))
        #expect(redrawn.asked == lookups + 2 * kept.count)
        let same = packed.bytes == redrawn.bytes
        #expect(same, "packed \(packed.bytes.count) bytes, drawn again \(redrawn.bytes.count)")
        // Room for some frames only: the rest are drawn again, the bytes the same.
        let oneFrame = try #require(PackedFrame(PixelImage(try FrameRenderer.image(of: frames[0], options: options)), limit: 1 << 24))
        let partly = try exported(pool: FramePool(budget: 2 * oneFrame.byteCount + 64))
        #expect(partly.asked > packed.asked && partly.asked < redrawn.asked)
        #expect(partly.bytes == packed.bytes)
        let images = try kept.map { PixelImage(try FrameRenderer.image(of: frames[$0.index], options: options)) }
        let encoded = try GIFEncoder.encode(frames: images, delays: kept.map(\.delay), loop: true)
        #expect(encoded == packed.bytes)
    }

    @Test("a packed frame unpacks to the same pixels (as runs, or DEFLATE when runs take too much); one over its limit is not packed")
    func packing() throws {
        let image = PixelImage(try FrameRenderer.image(of: frames[2], options: options))
        let limit = image.pixels.count
        let packed = try #require(PackedFrame(image, limit: limit))
        guard case .runs = packed.packing else { Issue.record("a drawn frame is not packed as runs"); return }
        #expect(packed.byteCount < limit)
        #expect(try packed.unpacked() == image)
        #expect(PackedFrame(image, limit: 16) == nil)
        // A checkerboard: a run each pixel, too many; DEFLATE packs it. The same with high bytes set
        // (no runs at all).
        for high: UInt32 in [0, 0xFF00_0000] {
            let checks = try PixelImage(width: 64, height: 32, pixels: (0..<2048).map { (($0 + $0 / 64) % 2 == 0 ? 0xFFFFFF : 0x102030) | high })
            let deflated = try #require(PackedFrame(checks, limit: 2048))
            guard case .deflated = deflated.packing else { Issue.record("a checkerboard is not packed as DEFLATE"); return }
            #expect(try deflated.unpacked() == checks)
        }
        // Rows the same as the row above, runs longer than 256 pixels.
        let wide = try PixelImage(width: 600, height: 4, pixels: (0..<2400).map { $0 < 1200 ? 0x336699 : UInt32($0 % 600 / 300) })
        let runs = try #require(PackedFrame(wide, limit: 2400))
        #expect(runs.byteCount == 4 * (1 + 3 + 1 + 1 + 4 + 1))
        #expect(try runs.unpacked() == wide)
        #expect(PackedRuns.unpack([0], width: 1, height: 1) == nil && PackedRuns.unpack([1, 0x0100_0000], width: 1, height: 1) == nil)
    }

    @Test("kept frames reserve their bytes from the budget, are kept once, and give them back when let go")
    func budget() throws {
        let image = PixelImage(try FrameRenderer.image(of: frames[2], options: options))
        let packed = try #require(PackedFrame(image, limit: image.pixels.count))
        let pool = FramePool(budget: packed.byteCount + 8)
        let key = DrawnFrameKey(frames[2]), other = DrawnFrameKey(frames[4])
        do {
            let store = PackedFrames(pool: pool)
            store.keep(packed, for: key)
            store.keep(packed, for: key)     // kept already
            store.keep(packed, for: other)   // over the budget: not kept
            #expect(store.count == 1 && pool.reservedBytes == packed.byteCount)
            #expect(try store.frame(key)?.unpacked() == image)
            #expect(store.frame(other) == nil)
        }
        // Let go with a frame kept: its bytes go back to the pool.
        #expect(pool.reservedBytes == 0)
    }

    @Test("a GIF whose frames another GIF of the render drew unpacks them: the same bytes, no frame drawn")
    func sharedBetweenGIFs() throws {
        let frames = self.frames
        let delays = FrameDelays.centiseconds(fps: 30, count: frames.count)
        let asked = Locked(0)
        let animation = AnimationFrames(count: frames.count, delays: delays, loop: true) { i in
            asked.withLock { $0 += 1 }
            return frames[i]
        }
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("gif-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("scene")
        let folder = try OutputFolder(target: target)
        var export = GIFExport(options: options, quality: .standard)
        export.packed = PackedFrames(pool: FramePool(budget: 256 << 20))
        _ = try export.animation(animation, stem: "first", label: "first", into: folder, progress: SilentProgress())
        let drawnFirst = asked.withLock { $0 }
        _ = try export.animation(animation, stem: "second", label: "second", into: folder, progress: SilentProgress())
        try folder.commit()
        let gifFrames = FrameDelays.gifFrames(delays: delays).count
        let plain = AnimationFrames(count: frames.count, delays: delays, loop: true) { frames[$0] }
        let kept = GIFExport.distinct(FrameDelays.gifFrames(delays: delays), frames: plain).count
        // The second GIF looks at its frames (the size, equal frames, what each draws), draws none.
        #expect(asked.withLock { $0 } - drawnFirst == 1 + gifFrames + kept)
        let first = try Data(contentsOf: target.appendingPathComponent("first.gif"))
        let second = try Data(contentsOf: target.appendingPathComponent("second.gif"))
        #expect(first == second)
    }
}
