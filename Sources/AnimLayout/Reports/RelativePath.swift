import Foundation

/// Paths written relative to a folder (manifests, the image paths of an imported or exported
/// scene), so that they stay right wherever the command was run from.
public enum RelativePath {
    /// `file` as a path relative to `folder` (`../../States/a.states`); relative paths are made
    /// from the current folder first.
    public static func of(_ file: String, from folder: URL) -> String {
        let fileURL = URL(fileURLWithPath: file).standardizedFileURL
        let base = folder.standardizedFileURL.pathComponents
        let target = fileURL.pathComponents
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}
