import Foundation

/// Builds an output folder atomically: files are written into a temporary folder next to the
/// target (same parent directory, so the final rename never crosses file systems) and the
/// folder is renamed into place only by `commit()`. A render that fails, or never commits,
/// leaves nothing behind: the temporary folder is removed.
///
/// If the target already exists it is replaced: it is renamed aside, the new folder renamed in,
/// then the old one removed (restored if the second rename fails).
public final class OutputFolder {
    /// The folder that `commit()` creates or replaces.
    public let target: URL
    /// The temporary folder files are written into (`.NAME.partial-PID-N` beside the target).
    public let staging: URL
    private var finished = false
    private nonisolated(unsafe) static var counter = 0
    private static let counterLock = NSLock()

    /// Creates the staging folder beside `target` (creating the parent folders if needed).
    public init(target: URL) throws {
        let target = target.standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw RenderError("'\(target.path)' cannot be an output folder")
        }
        OutputFolder.counterLock.lock()
        OutputFolder.counter += 1
        let n = OutputFolder.counter
        OutputFolder.counterLock.unlock()
        self.target = target
        self.staging = parent.appendingPathComponent(".\(name).partial-\(getpid())-\(n)")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw RenderError("cannot create '\(staging.path)': \(error.localizedDescription)")
        }
    }

    deinit { if !finished { try? FileManager.default.removeItem(at: staging) } }

    /// Builds a folder: runs `body` with a staging folder and commits if it returns; if it
    /// throws, removes everything and rethrows.
    public static func build<T>(at target: URL, _ body: (OutputFolder) throws -> T) throws -> T {
        let folder = try OutputFolder(target: target)
        do {
            let result = try body(folder)
            try folder.commit()
            return result
        } catch {
            folder.discard()
            throw error
        }
    }

    /// Writes `bytes` at `relativePath` (components separated by `/`; folders are created).
    /// Every component must already be a safe name (see `FileNames`): no empty component,
    /// none starting with `.`, no `\`, so nothing can be written outside the folder.
    public func write(_ bytes: [UInt8], to relativePath: String) throws {
        guard !finished else { throw RenderError("output folder already committed or discarded") }
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !components.isEmpty, components.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") && !$0.contains("\0") }) else {
            throw RenderError("unsafe output path '\(relativePath)'")
        }
        var url = staging
        for c in components { url.appendPathComponent(c) }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        } catch {
            throw RenderError("cannot write '\(relativePath)': \(error.localizedDescription)")
        }
    }

    /// Moves the staging folder into place.
    public func commit() throws {
        guard !finished else { throw RenderError("output folder already committed or discarded") }
        let fm = FileManager.default
        var backup: URL? = nil
        if fm.fileExists(atPath: target.path) {
            let aside = staging.deletingLastPathComponent()
                .appendingPathComponent(staging.lastPathComponent.replacingOccurrences(of: ".partial-", with: ".old-"))
            guard rename(target.path, aside.path) == 0 else {
                throw RenderError("cannot replace '\(target.path)': \(String(cString: strerror(errno)))")
            }
            backup = aside
        }
        guard rename(staging.path, target.path) == 0 else {
            let message = String(cString: strerror(errno))
            if let backup { _ = rename(backup.path, target.path) }
            throw RenderError("cannot move the output into '\(target.path)': \(message)")
        }
        finished = true
        if let backup { try? fm.removeItem(at: backup) }
    }

    /// Removes the staging folder and everything written to it.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(at: staging)
    }
}
