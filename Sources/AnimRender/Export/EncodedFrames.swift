import Foundation

/// The files already encoded in a render, by the frame they show, so that a frame drawn again
/// (a transition's first and last frames are its states; a spring that has settled repeats its
/// last frame) is encoded once. Shared by the render's parallel pieces: a frame that two
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
        let key = EncodedFrames.key(frame)
        if let found = find(frame, key: key) { return found }
        let encoded = try encode(frame)
        store(Entry(key: key, frame: frame, bytes: encoded))
        return encoded
    }

    /// A hash of what a frame draws without its scene, which frames of one render share (equal
    /// keys are then compared whole).
    private static func key(_ frame: RenderFrame) -> Int {
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
