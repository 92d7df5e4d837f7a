import Foundation

/// The writing shared by the formats that store a file per state and per animation frame
/// (`STEM.EXT`, `STEM/frame-0000.EXT`…): frames drawn and encoded in bounded batches, each
/// file written as its batch completes.
struct FilePerFrame {
    /// The file extension (`png`).
    let fileExtension: String
    /// What the progress bar calls a batch of states.
    let statesLabel: String
    /// Bytes in flight per frame while encoding.
    let bytesPerFrame: @Sendable (RenderFrame) -> Int
    /// Draws and encodes one frame.
    let encode: @Sendable (RenderFrame) throws -> [UInt8]
    /// What the render has encoded already, so that a repeated frame is encoded once.
    let encoded: EncodedFrames

    func stills(_ items: [(frame: RenderFrame, stem: String)], into folder: OutputFolder,
                progress: any ProgressReporter) throws -> [String?] {
        guard let first = items.first else { return [] }
        progress.begin(statesLabel, total: items.count)
        defer { progress.end() }
        let frames = items.map(\.frame)
        let encode = self.encode, encoded = self.encoded
        var paths: [String?] = []
        try FrameStream.run(count: items.count, bytesPerFrame: bytesPerFrame(first.frame),
                            produce: { i in try encoded.bytes(of: frames[i], encode: encode) },
                            consume: { i, bytes in
                                let path = items[i].stem + "." + fileExtension
                                try folder.write(bytes, to: path)
                                paths.append(path)
                                progress.advance(by: 1)
                            })
        return paths
    }

    func animation(_ frames: AnimationFrames, stem: String, label: String, into folder: OutputFolder,
                   progress: any ProgressReporter) throws -> AnimationFiles {
        guard frames.count > 0 else { return AnimationFiles() }
        progress.begin(label, total: frames.count)
        defer { progress.end() }
        let encode = self.encode, encoded = self.encoded
        var paths: [String] = []
        paths.reserveCapacity(frames.count)
        try FrameStream.run(count: frames.count, bytesPerFrame: bytesPerFrame(frames.frame(0)),
                            produce: { i in try encoded.bytes(of: frames.frame(i), encode: encode) },
                            consume: { i, bytes in
                                let path = "\(stem)/\(FileNames.frame(i)).\(fileExtension)"
                                try folder.write(bytes, to: path)
                                paths.append(path)
                                progress.advance(by: 1)
                            })
        return AnimationFiles(frames: paths)
    }
}
