import Synchronization

/// The file names source ranges refer to, each stored once for the whole process: a range
/// keeps the file's number, so that copying a range (and every syntax node, constraint and
/// anchor that holds ranges) copies no reference-counted string.
///
/// Names are never forgotten: a process reads a bounded set of files (those on its command
/// line, their `font-file`s, what `--watch` sees), and numbering them again would give a kept
/// range another file.
public enum SourceFiles {
    private struct Table {
        var ids: [String: UInt32] = [:]
        var names: [String] = []
    }

    private static let table = Mutex(Table())

    /// The number of `name`, given on first use.
    public static func id(_ name: String) -> UInt32 {
        table.withLock { t in
            if let id = t.ids[name] { return id }
            let id = UInt32(t.names.count)
            t.names.append(name)
            t.ids[name] = id
            return id
        }
    }

    /// The name numbered `id` ("" for a number never given).
    public static func name(_ id: UInt32) -> String {
        table.withLock { t in Int(id) < t.names.count ? t.names[Int(id)] : "" }
    }
}
