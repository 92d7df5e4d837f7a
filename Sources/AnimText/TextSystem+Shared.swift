import Foundation

extension TextSystem {
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var systems: [String: TextSystem] = [:]
    }

    private static let registry = Registry()

    /// The process's text system for the shipped fonts plus `fontFiles` (a scene's
    /// `font-file`s), rounding to `scale`: one per combination, created on first use, so that
    /// measuring and drawing share fonts and caches.
    ///
    /// - Throws: ``FontError`` when the shipped fonts cannot be found, or a file is missing or
    ///   not a font (the message names it).
    public static func shared(fontFiles: [String] = [], scale: Double = 2) throws -> TextSystem {
        let key = "\(scale)|" + fontFiles.joined(separator: "\n")
        registry.lock.lock()
        defer { registry.lock.unlock() }
        if let system = registry.systems[key] { return system }
        let library: FontLibrary
        if fontFiles.isEmpty {
            library = try FontLibrary.shipped()
        } else {
            let folder = try FontLibrary.shippedFolder()
            library = try FontLibrary(files: FontLibrary.shippedFiles.map { folder.appendingPathComponent($0).path } + fontFiles)
            // A scene's own files are checked now, so that one that is not a font is an error
            // at its `font-file` line (the shipped ones alone are read when first needed).
            try library.prepare()
        }
        let system = TextSystem(library: library, scale: scale)
        registry.systems[key] = system
        return system
    }
}
