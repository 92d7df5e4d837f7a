import Foundation

/// The pictures of `render --verify`'s report: for each picture that differs, the reference,
/// the render and their difference as PNGs in the report folder, up to a limit (a change that
/// moves a view changes every frame of its transitions; the first ones tell the story).
public final class VerifyPictures: @unchecked Sendable {
    /// The report folder being built.
    public let folder: OutputFolder
    /// The most mismatches pictured; the rest are listed without pictures.
    public let limit: Int
    private let count = Locked(0)

    public init(folder: OutputFolder, limit: Int = 60) {
        self.folder = folder
        self.limit = limit
    }

    /// Writes the three pictures of a mismatch; their paths in the report folder (none past the limit).
    func add(scene: String, file: String, expected: PixelImage, actual: PixelImage, delta: Int) throws -> [String] {
        let n = count.withLock { c -> Int in c += 1; return c }
        guard n <= limit else { return [] }
        let stem = FileNames.sanitize(scene) + "/" + file.replacingOccurrences(of: "/", with: "--")
        let names = ["expected", "actual", "difference"].map { "\(stem).\($0).png" }
        try folder.write(PixelComparison.png(expected), to: names[0])
        try folder.write(PixelComparison.png(actual), to: names[1])
        try folder.write(PixelComparison.png(PixelComparison.differenceImage(expected: expected, actual: actual, delta: delta)), to: names[2])
        return names
    }
}
