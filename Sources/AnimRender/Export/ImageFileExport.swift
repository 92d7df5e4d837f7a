import Foundation

/// PNG or SVG: a file per state and per animation frame (`STEM.png`, `STEM/frame-0000.png`…).
struct ImageFileExport: FrameExport {
    /// Which of the two.
    enum Kind: String, Sendable {
        case png, svg
    }

    let kind: Kind
    let options: RenderOptions

    var format: RenderFormat { kind == .png ? .png : .svg }

    private func encode(_ frame: RenderFrame) throws -> [UInt8] {
        kind == .png ? try FrameRenderer.png(of: frame, options: options) : try FrameRenderer.svg(of: frame, options: options)
    }

    /// Bytes in flight per frame: the raster and its encoding (PNG), or the SVG text.
    private func bytesPerFrame(_ frame: RenderFrame) -> Int {
        let size = options.pixelSize(of: frame)
        return kind == .png ? size.width * size.height * 5 : 1 << 20
    }

    func stills(_ items: [(frame: RenderFrame, stem: String)], into folder: OutputFolder,
                progress: any ProgressReporter) throws -> [String?] {
        guard let first = items.first else { return [] }
        progress.begin(kind == .png ? "states" : "states (svg)", total: items.count)
        defer { progress.end() }
        let frames = items.map(\.frame)
        var paths: [String?] = []
        try FrameStream.run(count: items.count, window: FrameStream.window(bytesPerFrame: bytesPerFrame(first.frame)),
                            produce: { [self] i in try encode(frames[i]) },
                            consume: { i, bytes in
                                let path = items[i].stem + "." + kind.rawValue
                                try folder.write(bytes, to: path)
                                paths.append(path)
                                progress.advance(by: 1)
                            })
        return paths
    }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        guard frames.count > 0 else { return AnimationFiles() }
        progress.begin(kind == .png ? label : "\(label) (svg)", total: frames.count)
        defer { progress.end() }
        var paths: [String] = []
        paths.reserveCapacity(frames.count)
        try FrameStream.run(count: frames.count, window: FrameStream.window(bytesPerFrame: bytesPerFrame(frames.frame(0))),
                            produce: { [self] i in try encode(frames.frame(i)) },
                            consume: { i, bytes in
                                let path = "\(stem)/\(FileNames.frame(i)).\(kind.rawValue)"
                                try folder.write(bytes, to: path)
                                paths.append(path)
                                progress.advance(by: 1)
                            })
        return AnimationFiles(frames: paths)
    }
}
