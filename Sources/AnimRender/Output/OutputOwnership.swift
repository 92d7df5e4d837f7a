import Foundation

/// A folder, or something inside it, is in the way of an output folder and was not written by
/// animlayout: nothing was touched. The command exits 73 (`EX_CANTCREAT`).
public struct OutputConflictError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path in the way.
    public var path: String
    /// Why it is not animlayout's (e.g. "it has no manifest.json").
    public var reason: String

    /// Creates the error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "'\(path)' is not written by animlayout (\(reason)); move it or choose another --out"
    }
}

/// Decides whether an existing output folder may be replaced: only when every file in it is
/// one that its own `manifest.json` says animlayout wrote.
///
/// A manifest written by this version carries `"generator": "animlayout"` and `"files"`, the
/// list of every path written (relative to the folder). A manifest of version 0.1 (no `files`)
/// is recognised by its `scene` and `states` keys; its files are the `png`, `svg`, `gif` and
/// `sheet` paths it lists.
public enum OutputOwnership {
    /// The manifest's name inside an output folder.
    public static let manifestName = "manifest.json"
    /// The value of the manifest's `generator` key.
    public static let generator = "animlayout"

    /// Throws ``OutputConflictError`` unless `folder` is absent or entirely animlayout's.
    public static func verify(_ folder: URL) throws {
        let path = folder.path
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw RenderError("cannot inspect '\(path)': \(FileSystemCalls.message(errno))")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK { throw OutputConflictError(path: path, reason: "it is a symbolic link") }
        guard type == S_IFDIR else { throw OutputConflictError(path: path, reason: "it is a file, not a folder") }
        guard let listed = try listedFiles(in: folder) else {
            throw OutputConflictError(path: path, reason: "it has no manifest.json of animlayout's")
        }
        if let stranger = try firstUnlisted(in: folder, listed: listed) {
            throw OutputConflictError(path: folder.appendingPathComponent(stranger).path,
                                      reason: "the manifest in '\(path)' does not list it")
        }
    }

    /// The folder's manifest as JSON, when it is animlayout's (this version's, with `files`).
    static func manifest(in folder: URL) -> [String: Any]? {
        let url = folder.appendingPathComponent(manifestName)
        guard let data = FileManager.default.contents(atPath: url.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["generator"] as? String == generator, object["files"] is [String] else { return nil }
        return object
    }

    /// The files the folder's manifest lists, or nil when there is no readable animlayout manifest.
    static func listedFiles(in folder: URL) throws -> Set<String>? {
        let url = folder.appendingPathComponent(manifestName)
        guard let data = FileManager.default.contents(atPath: url.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        var files: Set<String> = []
        if object["generator"] as? String == generator {
            guard let list = object["files"] as? [String] else { return nil }
            files = Set(list)
        } else if object["scene"] is String, object["states"] is [Any] {
            collectLegacyPaths(object, into: &files)
        } else {
            return nil
        }
        // A listed path must stay inside the folder.
        return files.filter { p in
            !p.isEmpty && !p.hasPrefix("/") && !p.split(separator: "/").contains { $0 == ".." || $0 == "." }
        }
    }

    private static func collectLegacyPaths(_ value: Any, into files: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, v) in object {
                if ["png", "svg", "gif", "sheet"].contains(key), let s = v as? String { files.insert(s) }
                collectLegacyPaths(v, into: &files)
            }
        } else if let array = value as? [Any] {
            for v in array { collectLegacyPaths(v, into: &files) }
        }
    }

    /// The first path (in sorted order) under `folder` that is neither the manifest, a listed
    /// file, nor a folder holding only such files.
    static func firstUnlisted(in folder: URL, listed: Set<String>) throws -> String? {
        var folders: Set<String> = []
        for file in listed {
            var parts = file.split(separator: "/").map(String.init)
            while parts.count > 1 {
                parts.removeLast()
                folders.insert(parts.joined(separator: "/"))
            }
        }
        var pending = [""]
        var unlisted: [String] = []
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            } catch {
                throw RenderError("cannot read '\(url.path)': \(error.localizedDescription)")
            }
            for name in names.sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                let isFolder = lstat(url.appendingPathComponent(name).path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                if isFolder {
                    if folders.contains(path) { pending.append(path) } else { unlisted.append(path) }
                } else if !(listed.contains(path) || (relative.isEmpty && name == manifestName)) {
                    unlisted.append(path)
                }
            }
        }
        return unlisted.min()
    }
}

extension OutputConflictError: ReportableError {
    public var diagnostics: [Diagnostic] { [.error(description, at: nil)] }
    public var exitStatus: Int32 { ExitStatus.cannotCreate }
}
