import AnimRender
import AnimText
import Foundation

/// The page's images: PNGs drawn exactly as `render` draws them, stored once each under a name
/// made from their content (`img/<sha256-prefix>.png`), so that a state and the last frame of
/// every transition to it, or the still frames of a hold, share one file.
final class ReviewImages {
    private let folder: OutputFolder
    private let prefix: String
    private let options: RenderOptions
    private let budget: Int
    private var written: Set<String> = []
    /// The file of each picture drawn for the page so far.
    private var known: [DrawnFrameKey: String] = [:]
    /// Bytes written so far (each file once).
    private(set) var bytes = 0
    /// Pictures drawn and encoded so far (frames that draw what one drawn before drew are not).
    private(set) var encoded = 0
    /// Frames drawn at once: enough to keep both cores busy, few enough to bound memory.
    static let batch = 8

    init(folder: OutputFolder, prefix: String, options: RenderOptions, budget: Int) {
        self.folder = folder
        self.prefix = prefix
        self.options = options
        self.budget = budget
    }

    /// Draws one frame and stores it; its path relative to the page, or nil when it does not
    /// fit in the budget.
    func still(_ frame: RenderFrame) throws -> String? {
        try sequence(count: 1) { _ in frame }?.first
    }

    /// Draws `count` frames (`frame(i)`, built when asked for) in batches and stores them.
    /// Returns nil, writing nothing, when they do not all fit in what is left of the budget:
    /// the images are kept in memory (at most the budget) until the last one is drawn. The
    /// first batch gives an estimate, so that an animation far too large stops early.
    ///
    /// A frame that draws what one drawn before drew (on this page: a state and the last
    /// frame of every transition to it, a sequence's frames and its transitions') is not
    /// drawn and encoded again: it gets that frame's file.
    func sequence(count: Int, _ frame: @escaping @Sendable (Int) -> RenderFrame) throws -> [String]? {
        var paths: [String] = []
        paths.reserveCapacity(count)
        var pending: [(name: String, png: [UInt8])] = []
        var pendingNames: Set<String> = []
        var pendingBytes = 0
        // Pictures this call drew: kept with the page's only once its files are written.
        var drawnHere: [DrawnFrameKey: String] = [:]
        var start = 0
        let options = self.options
        var previous: (frame: RenderFrame, path: String)?
        while start < count {
            let end = min(count, start + Self.batch)
            let frames = (start..<end).map(frame)
            // A frame equal to the one before it (a hold) is not looked at again (nil); the
            // others are drawn unless an equal picture was drawn before.
            var keys: [DrawnFrameKey?] = []
            var picked: [Int] = []
            var pickedKeys: Set<DrawnFrameKey> = []
            for (k, f) in frames.enumerated() {
                if k == 0 ? previous?.frame == f : frames[k - 1] == f {
                    keys.append(nil)
                    continue
                }
                let key = DrawnFrameKey(f)
                keys.append(key)
                if known[key] == nil, drawnHere[key] == nil, pickedKeys.insert(key).inserted { picked.append(k) }
            }
            let chosen = picked
            let drawn = try ParallelMap.map(count: chosen.count) { n in try FrameRenderer.png(of: frames[chosen[n]], options: options) }
            encoded += drawn.count
            for (n, k) in chosen.enumerated() {
                let png = drawn[n], name = Self.name(of: png)
                if let key = keys[k] { drawnHere[key] = name }
                if !written.contains(prefix + name), pendingNames.insert(name).inserted {
                    pending.append((name, png))
                    pendingBytes += png.count
                }
            }
            for k in frames.indices {
                if let key = keys[k] {
                    guard let name = known[key] ?? drawnHere[key] else { throw RenderError("a review image was neither drawn nor found") }
                    paths.append(name)
                    previous = (frames[k], name)
                } else if let previous {
                    paths.append(previous.path)
                }
            }
            if bytes + pendingBytes > budget { return nil }
            // Per frame that is not a hold, as before pictures were shared between calls.
            let looked = keys.lazy.compactMap { $0 }.count
            if start == 0, looked > 0 {
                let estimate = pendingBytes / looked * max(0, Self.distinctFrames(count: count, frame) - looked)
                if bytes + pendingBytes + estimate > budget { return nil }
            }
            start = end
        }
        for (name, png) in pending { try store(png, name: name) }
        known.merge(drawnHere) { old, _ in old }
        return paths
    }

    /// How many frames differ from the frame before them (what a sequence costs to store).
    private static func distinctFrames(count: Int, _ frame: (Int) -> RenderFrame) -> Int {
        var distinct = 0
        var last: RenderFrame?
        for i in 0..<count {
            let f = frame(i)
            if f != last { distinct += 1 }
            last = f
        }
        return distinct
    }

    /// Writes `png` under `name` once.
    private func store(_ png: [UInt8], name: String) throws {
        if written.insert(prefix + name).inserted {
            try folder.write(png, to: prefix + name)
            bytes += png.count
        }
    }

    /// `img/<first 16 hex digits of the SHA-256>.png`.
    private static func name(of png: [UInt8]) -> String {
        "img/" + ContentHash.sha256Hex(png).prefix(16) + ".png"
    }
}
