import AnimRender
import Crypto
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
    /// Bytes written so far (each file once).
    private(set) var bytes = 0
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
    func sequence(count: Int, _ frame: @escaping @Sendable (Int) -> RenderFrame) throws -> [String]? {
        var paths: [String] = []
        paths.reserveCapacity(count)
        var pending: [(name: String, png: [UInt8])] = []
        var pendingNames: Set<String> = []
        var pendingBytes = 0
        var start = 0
        let options = self.options
        var previous: (frame: RenderFrame, path: String)?
        while start < count {
            let end = min(count, start + Self.batch)
            let frames = (start..<end).map(frame)
            // A frame equal to the one before it (a hold) is not drawn again.
            var unique: [Int] = []
            for (k, f) in frames.enumerated() where k == 0 ? previous?.frame != f : frames[k - 1] != f { unique.append(k) }
            let picked = unique
            let drawn = try ParallelMap.map(count: picked.count) { n in try FrameRenderer.png(of: frames[picked[n]], options: options) }
            var next = 0
            for k in frames.indices {
                if next < unique.count, unique[next] == k {
                    let png = drawn[next], name = Self.name(of: png)
                    if !written.contains(prefix + name), pendingNames.insert(name).inserted {
                        pending.append((name, png))
                        pendingBytes += png.count
                    }
                    paths.append(name)
                    previous = (frames[k], name)
                    next += 1
                } else if let previous {
                    paths.append(previous.path)
                }
            }
            if bytes + pendingBytes > budget { return nil }
            if start == 0, !drawn.isEmpty {
                let estimate = pendingBytes / drawn.count * max(0, Self.distinctFrames(count: count, frame) - drawn.count)
                if bytes + pendingBytes + estimate > budget { return nil }
            }
            start = end
        }
        for (name, png) in pending { try store(png, name: name) }
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
        "img/" + SHA256.hash(data: png).prefix(8).map { String(format: "%02x", $0) }.joined() + ".png"
    }
}
