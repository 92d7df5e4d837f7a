import AnimLayout
import Foundation

/// Builds an output folder so that nothing a user owns is ever lost:
///
/// - Files are written into a staging folder beside the target (`.NAME.partial-PID-N`, same
///   parent, so the final rename never crosses file systems). A render that fails, is
///   discarded or interrupted (see ``InterruptCleanup``) removes it.
/// - An existing target is replaced only when it is animlayout's: every file in it is listed by
///   its `manifest.json` (``OutputOwnership``). Anything else in the way throws
///   ``OutputConflictError`` before a file is written, and again at the commit; nothing is touched.
/// - `commit()` holds an exclusive lock on the parent folder, checks the target again, and
///   swaps the staging folder and the target atomically (`renameat2(RENAME_EXCHANGE)`; where the
///   file system cannot, the old folder is renamed aside and restored on failure). Two renders
///   of one scene at once both succeed, one after the other.
/// - Staging folders left by a process that died (SIGKILL, power loss) are removed by the next
///   render into the same place; a previous output left aside is put back.
/// - Every folder gets a `manifest.json` listing what was written: ``writeManifest(_:)`` adds
///   `generator`, `version` and `files` to the caller's fields, or `commit()` writes a minimal one.
///
/// `write` and `create` may be called from several threads at once (a render writes its
/// animations in parallel); `commit`, `discard` and ``arrange(_:)`` are called from one.
public final class OutputFolder: @unchecked Sendable {
    /// The folder that `commit()` creates or replaces.
    public let target: URL
    /// The temporary folder files are written into (`.NAME.partial-PID-N` beside the target).
    public let staging: URL
    /// Paths written so far, relative to the folder, in order (the manifest not included).
    public var files: [String] { paths.withLock { $0 } }
    /// ``files``, behind a lock: writers on several threads append to it.
    private let paths = Locked<[String]>([])
    /// Paths kept from the previous output by `commit(merging:)` (also in `files`).
    public private(set) var carried: [String] = []
    /// Problems that did not stop the render (old output that could not be removed…).
    public private(set) var warnings: [String] = []
    private var finished = false
    private var wroteManifest = false
    /// Removes the previous output after the exchange (replaceable in tests, to simulate a
    /// folder that cannot be deleted).
    var removeOld: (URL) throws -> Void = { try FileManager.default.removeItem(at: $0) }
    /// Runs after the ownership check, just before the swap (set in tests, to put a file in the
    /// folder between the two).
    var beforeSwap: () -> Void = {}
    private let token: Int
    private nonisolated(unsafe) static var counter = 0
    private static let counterLock = NSLock()
    /// The version written into manifests.
    public static let version = "0.2.0"

    /// Checks that `target` may be replaced, sweeps debris of dead renders beside it and creates
    /// the staging folder (creating the parent folders if needed).
    public init(target: URL) throws {
        let target = target.standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != "..", !name.hasPrefix(".") else {
            throw RenderError("'\(target.path)' cannot be an output folder")
        }
        try OutputFolder.makeParent(parent)
        OutputFolder.counterLock.lock()
        OutputFolder.counter += 1
        let n = OutputFolder.counter
        OutputFolder.counterLock.unlock()
        self.target = target
        self.staging = parent.appendingPathComponent(".\(name).partial-\(getpid())-\(n)")
        let lock = try FolderLock(parent.path)
        warnings += StaleOutput.sweep(parent: parent, name: name)
        try OutputOwnership.verify(target)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw RenderError("cannot create '\(staging.path)': \(error.localizedDescription)")
        }
        lock.unlock()
        token = InterruptCleanup.register(staging.path)
    }

    deinit {
        if !finished {
            try? FileManager.default.removeItem(at: staging)
            InterruptCleanup.unregister(token)
        }
    }

    private static func makeParent(_ parent: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw RenderError("'\(parent.path)' is a file, not a folder; give --out a folder, e.g. --out output")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw RenderError("cannot create the folder '\(parent.path)': \(error.localizedDescription)")
        }
    }

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
        let url = try prepare(relativePath)
        try InterruptCleanup.guarded {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            } catch {
                throw RenderError("cannot write '\(relativePath)': \(error.localizedDescription)")
            }
        }
        paths.withLock { $0.append(relativePath) }
    }

    /// Puts the paths of `order` that were written in that order, after the other paths (which
    /// keep theirs): files written by parallel workers get the order of a serial render.
    public func arrange(_ order: [String]) {
        var rank: [String: Int] = [:]
        for (i, path) in order.enumerated() where rank[path] == nil { rank[path] = i }
        paths.withLock { files in
            let others = files.filter { rank[$0] == nil }
            let listed = files.filter { rank[$0] != nil }.sorted { rank[$0, default: 0] < rank[$1, default: 0] }
            files = others + listed
        }
    }

    /// Creates an empty file at `relativePath` for a writer that streams into it, and returns
    /// its handle (the caller closes it).
    public func create(_ relativePath: String) throws -> FileHandle {
        let url = try prepare(relativePath)
        let handle: FileHandle = try InterruptCleanup.guarded {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw RenderError("cannot create '\(relativePath)'")
            }
            return try FileHandle(forWritingTo: url)
        }
        paths.withLock { $0.append(relativePath) }
        return handle
    }

    private func prepare(_ relativePath: String) throws -> URL {
        guard !finished else { throw RenderError("output folder already committed or discarded") }
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !components.isEmpty, components.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") && !$0.contains("\0") }),
              relativePath != OutputOwnership.manifestName else {
            throw RenderError("unsafe output path '\(relativePath)'")
        }
        var url = staging
        for c in components { url.appendPathComponent(c) }
        return url
    }

    /// Writes `manifest.json`: `generator`, `version`, then `fields`, then `files` (every path
    /// written so far). Write it last.
    public func writeManifest(_ fields: [(String, JSONValue)]) throws {
        guard !finished else { throw RenderError("output folder already committed or discarded") }
        let manifest: JSONValue = .object([("generator", .string(OutputOwnership.generator)),
                                           ("version", .string(OutputFolder.version))]
                                          + fields + [("files", .array(files.map { .string($0) }))])
        let url = staging.appendingPathComponent(OutputOwnership.manifestName)
        try InterruptCleanup.guarded {
            do {
                try Data(manifest.pretty().utf8).write(to: url)
            } catch {
                throw RenderError("cannot write the manifest: \(error.localizedDescription)")
            }
        }
        wroteManifest = true
    }

    /// What a render keeps of the folder it replaces: the old files to carry into the new
    /// folder (paths relative to it) and the manifest's fields.
    public struct Merge {
        public var carry: [String]
        public var fields: [(String, JSONValue)]

        /// Creates a merge.
        public init(carry: [String], fields: [(String, JSONValue)]) {
            self.carry = carry
            self.fields = fields
        }
    }

    /// Moves the staging folder into place (see the type's documentation). With `merge`, under
    /// the lock and after the ownership check, the previous folder's manifest (nil when there is
    /// none) decides which of its files are carried into the new folder (hard-linked, or copied
    /// across file systems) and what the new manifest says; the manifest is then written.
    public func commit(merging merge: (([String: Any]?) -> Merge)? = nil) throws {
        guard !finished else { throw RenderError("output folder already committed or discarded") }
        let lock = try FolderLock(target.deletingLastPathComponent().path)
        defer { lock.unlock() }
        try OutputOwnership.verify(target)
        if let merge {
            let previous = OutputOwnership.manifest(in: target)
            let plan = merge(previous)
            let written = Set(files)
            for path in plan.carry where !written.contains(path) {
                try carry(path)
            }
            try writeManifest(plan.fields)
        }
        if !wroteManifest { try writeManifest([]) }
        beforeSwap()
        let old: URL? = try InterruptCleanup.guarded {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder)
            if !exists {
                try move(staging, to: target)
                return nil
            }
            switch FileSystemCalls.exchange(staging.path, target.path) {
            case .done:
                return staging   // now holds the previous output
            case .failed(let code):
                throw RenderError("cannot replace '\(target.path)': \(FileSystemCalls.message(code))")
            case .unsupported:
                let aside = staging.deletingLastPathComponent()
                    .appendingPathComponent(staging.lastPathComponent.replacingOccurrences(of: ".partial-", with: ".old-"))
                guard rename(target.path, aside.path) == 0 else {
                    throw RenderError("cannot replace '\(target.path)': \(FileSystemCalls.message(errno))")
                }
                do {
                    try move(staging, to: target)
                } catch {
                    _ = rename(aside.path, target.path)
                    throw error
                }
                return aside
            }
        }
        if let old { try checkNothingAppeared(in: old) }
        finished = true
        if let old {
            do {
                try removeOld(old)
            } catch {
                warnings.append("could not remove the previous output, left at '\(old.path)': \(error.localizedDescription)")
            }
        }
        InterruptCleanup.unregister(token)
    }

    /// A file put in the folder after the ownership check and before the swap is now in `old`
    /// with the previous output: both go back in place, untouched, the new output back into the
    /// staging folder (which the caller discards), and the render stops as at the check.
    private func checkNothingAppeared(in old: URL) throws {
        do {
            try OutputOwnership.verify(old)
        } catch let conflict as OutputConflictError {
            try InterruptCleanup.guarded {
                if old.path == staging.path {
                    guard case .done = FileSystemCalls.exchange(staging.path, target.path) else {
                        throw RenderError("cannot put '\(target.path)' back: \(conflict)")
                    }
                } else {
                    guard rename(target.path, staging.path) == 0, rename(old.path, target.path) == 0 else {
                        throw RenderError("cannot put '\(target.path)' back from '\(old.path)': \(FileSystemCalls.message(errno))")
                    }
                }
            }
            let inside = conflict.path.hasPrefix(old.path) ? String(conflict.path.dropFirst(old.path.count)) : ""
            throw OutputConflictError(path: target.path + inside, reason: conflict.reason)
        } catch {
            // The previous output could not be read again: it was checked before the swap.
        }
    }

    /// Brings `path` from the previous output into the staging folder.
    private func carry(_ path: String) throws {
        let destination = try prepare(path)
        let source = target.appendingPathComponent(path)
        try InterruptCleanup.guarded {
            do {
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                if link(source.path, destination.path) != 0 {
                    try FileManager.default.copyItem(at: source, to: destination)
                }
            } catch {
                throw RenderError("cannot keep '\(path)' from the previous render: \(error.localizedDescription)")
            }
        }
        paths.withLock { $0.append(path) }
        carried.append(path)
    }

    private func move(_ from: URL, to: URL) throws {
        var outcome = FileSystemCalls.renameNoReplace(from.path, to.path)
        if outcome == .unsupported {
            outcome = rename(from.path, to.path) == 0 ? .done : .failed(errno)
        }
        if case .failed(let code) = outcome {
            throw RenderError("cannot move the output into '\(to.path)': \(FileSystemCalls.message(code))")
        }
    }

    /// Removes the staging folder and everything written to it.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(at: staging)
        InterruptCleanup.unregister(token)
    }
}
