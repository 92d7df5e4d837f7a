import Foundation

/// The files already encoded in a render, by the picture they show, so that a frame drawn
/// again (a transition's first and last frames are its states; a spring that has settled
/// repeats its last frame) is encoded once. Shared by the render's parallel pieces: a frame that two
/// pieces encode at the same moment is simply encoded twice, with the same bytes, so what is
/// written never depends on timing. Holds at most ``capacity`` bytes, dropping the oldest.
final class EncodedFrames: @unchecked Sendable {
    /// The most bytes kept.
    static let capacity = 16 << 20

    private struct Entry {
        var key: Int
        var frame: RenderFrame
        var bytes: [UInt8]
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var bytes = 0

    /// The bytes of `frame`, encoded by `encode` or found among those encoded before.
    func bytes(of frame: RenderFrame, encode: (RenderFrame) throws -> [UInt8]) throws -> [UInt8] {
        let drawn = EncodedFrames.drawn(frame)
        let key = EncodedFrames.key(drawn)
        if let found = find(drawn, key: key) { return found }
        let encoded = try encode(frame)
        store(Entry(key: key, frame: drawn, bytes: encoded))
        return encoded
    }

    /// `frame` as far as it is drawn: every view that draws nothing (hidden, or fully
    /// transparent) written one way — a state hides a view (`hidden`), a transition fades it
    /// (`alpha` 0), and both draw the same picture (``FrameDrawer`` skips the view and what it
    /// contains) — and the guides' frames, which a state's layout has and a transition's
    /// frames do not, left out unless the guides overlay draws them. Stacks stay as they are:
    /// the guides overlay outlines them unless they are hidden.
    static func drawn(_ frame: RenderFrame) -> RenderFrame {
        var out = frame
        // Guides' frames (safe areas, margins) are drawn only by the guides overlay.
        if !frame.overlays.contains(.guides) {
            for owner in ["root"] + frame.scene.elements.map(\.id) {
                out.elements[ItemRef.safeArea(of: owner).layoutKey] = nil
                out.elements[ItemRef.margins(of: owner).layoutKey] = nil
            }
        }
        for element in frame.scene.elements where element.kind != .stack && element.kind.traits.isView {
            guard let e = frame.elements[element.id], e.hidden || e.alpha <= 0 else { continue }
            out.elements[element.id] = DrawnElement(rect: Rect(x: 0, y: 0, width: 0, height: 0), alpha: 0, hidden: true)
        }
        return out
    }

    /// A hash of what a frame draws without its scene, which frames of one render share (equal
    /// keys are then compared whole).
    static func key(_ frame: RenderFrame) -> Int {
        var hasher = Hasher()
        hasher.combine(frame.canvas)
        hasher.combine(frame.elements)
        hasher.combine(frame.caption)
        hasher.combine(frame.appearance)
        return hasher.finalize()
    }

    private func find(_ frame: RenderFrame, key: Int) -> [UInt8]? {
        lock.lock(); defer { lock.unlock() }
        return entries.last { $0.key == key && $0.frame == frame }?.bytes
    }

    private func store(_ entry: Entry) {
        guard entry.bytes.count <= EncodedFrames.capacity / 4 else { return }
        lock.lock(); defer { lock.unlock() }
        guard !entries.contains(where: { $0.key == entry.key && $0.frame == entry.frame }) else { return }
        entries.append(entry)
        bytes += entry.bytes.count
        var drop = 0
        while bytes > EncodedFrames.capacity, drop < entries.count {
            bytes -= entries[drop].bytes.count
            drop += 1
        }
        entries.removeFirst(drop)
    }
}

/// What a frame draws, as a dictionary key: two frames that draw the same picture (a state and
/// the last frame of a transition to it; the frames a sequence shares with its transitions)
/// are equal keys (see ``EncodedFrames/drawn(_:)``), so that a caller keeps one image of each.
public struct DrawnFrameKey: Hashable, Sendable {
    private let frame: RenderFrame
    private let key: Int

    public init(_ frame: RenderFrame) {
        let drawn = EncodedFrames.drawn(frame)
        self.frame = drawn
        self.key = EncodedFrames.key(drawn)
    }

    public static func == (a: DrawnFrameKey, b: DrawnFrameKey) -> Bool { a.key == b.key && a.frame == b.frame }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
