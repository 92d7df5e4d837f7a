import Foundation

/// Debris of renders that died without cleaning up (SIGKILL, a crash, power loss), found beside
/// an output folder and removed by the next render into the same place.
///
/// Only names this tool makes are considered: `.NAME.partial-PID-N` (a staging folder, or the
/// previous output just after the atomic exchange) and `.NAME.old-PID-N` (the previous output
/// renamed aside where the exchange is not supported), and only when process PID is gone.
/// A `.old-` folder is put back as `NAME` when `NAME` is missing (the render died between its
/// two renames); otherwise it is removed.
enum StaleOutput {
    /// Sweeps `parent` for debris of `name`; returns warnings for what could not be removed.
    /// Call it holding the parent's ``FolderLock``.
    static func sweep(parent: URL, name: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        var warnings: [String] = []
        let target = parent.appendingPathComponent(name)
        for entry in entries.sorted() {
            guard let (kind, pid) = parse(entry, name: name), pid != getpid(), !FileSystemCalls.isAlive(pid) else { continue }
            let url = parent.appendingPathComponent(entry)
            if kind == .old, !FileManager.default.fileExists(atPath: target.path), rename(url.path, target.path) == 0 {
                continue
            }
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                warnings.append("could not remove '\(url.path)', left by an interrupted render: \(error.localizedDescription)")
            }
        }
        return warnings
    }

    enum Kind { case partial, old }

    /// `(kind, pid)` when `entry` is `.NAME.partial-PID-N` or `.NAME.old-PID-N`.
    static func parse(_ entry: String, name: String) -> (Kind, Int32)? {
        for (kind, marker) in [(Kind.partial, ".partial-"), (Kind.old, ".old-")] {
            let prefix = "." + name + marker
            guard entry.hasPrefix(prefix) else { continue }
            let rest = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard rest.count == 2, let pid = Int32(rest[0]), Int(rest[1]) != nil else { return nil }
            return (kind, pid)
        }
        return nil
    }
}
