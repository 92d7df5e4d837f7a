import AnimLayout
import Foundation

/// Merging a render into the folder an earlier one left (issue: renders must not overwrite
/// each other). An earlier output stays unless this render wrote it again: a state, transition
/// or sequence is the same output when its name (or pair), size and appearance are; a file is
/// replaced when this render wrote the same path, and a transition's frames are replaced as a
/// whole when this render wrote frames of the same format into the same folder.
extension RenderManifest {
    /// The merge for ``OutputFolder/commit(merging:)``: the old files to keep and the union manifest.
    func merged(with previous: [String: Any]?, written: [String], scene: Scene, sceneFile: String) -> OutputFolder.Merge {
        var fields = fields(scene: scene, sceneFile: sceneFile)
        guard let previous else {
            fields.append(("sheets", .array(sheetEntries(previous: nil))))
            return OutputFolder.Merge(carry: [], fields: fields)
        }
        let writtenSet = Set(written)
        // Folders whose frames of an extension this render wrote: older frames there go.
        var rewrittenFrames: Set<String> = []
        for path in written {
            guard let slash = path.lastIndex(of: "/"), path[path.index(after: slash)...].hasPrefix("frame-") else { continue }
            rewrittenFrames.insert(String(path[..<slash]) + "|" + Self.fileExtension(path))
        }
        let oldFiles = (previous["files"] as? [String]) ?? []
        let carry = oldFiles.filter { path in
            guard !writtenSet.contains(path) else { return false }
            if let slash = path.lastIndex(of: "/"), path[path.index(after: slash)...].hasPrefix("frame-"),
               rewrittenFrames.contains(String(path[..<slash]) + "|" + Self.fileExtension(path)) {
                return false
            }
            return true
        }
        let kept = writtenSet.union(carry)
        for key in ["states", "transitions", "sequences", "flows"] {
            guard let index = fields.firstIndex(where: { $0.0 == key }), case .array(let new) = fields[index].1 else { continue }
            let olds = ((previous[key] as? [Any]) ?? []).map(Self.jsonValue)
            var oldByKey: [String: JSONValue] = [:]
            for entry in olds { oldByKey[Self.identity(of: entry, kind: key)] = entry }
            let newKeys = Set(new.map { Self.identity(of: $0, kind: key) })
            let old = olds.filter { !newKeys.contains(Self.identity(of: $0, kind: key)) && Self.pointsOnlyAt(kept, $0) }
            // The same output rendered again in other formats keeps the earlier formats' files.
            let updated = new.map { entry in
                oldByKey[Self.identity(of: entry, kind: key)].map { Self.adding(formatsOf: $0, to: entry, kept: kept) } ?? entry
            }
            fields[index].1 = .array(old + updated)
        }
        fields.append(("sheets", .array(sheetEntries(previous: previous).filter { Self.pointsOnlyAt(kept, $0) })))
        // The overview an earlier full render drew stays listed while its file does.
        if let index = fields.firstIndex(where: { $0.0 == "overview" }), case .null = fields[index].1,
           let overview = previous["overview"] as? String, kept.contains(overview) {
            fields[index].1 = .string(overview)
        }
        // The review page `review` wrote into this folder stays listed while its files do.
        if let review = previous["review"] as? String, kept.contains(review) {
            fields.append(("review", .string(review)))
        }
        return OutputFolder.Merge(carry: carry, fields: fields)
    }

    /// Every contact sheet in the folder: this render's, and the earlier ones of other variants.
    private func sheetEntries(previous: [String: Any]?) -> [JSONValue] {
        var out: [JSONValue] = []
        if let sheet {
            out.append(.object([("size", .string(plan.environment.name)), ("appearance", .string(plan.environment.appearance.rawValue)),
                                ("png", .string(sheet))]))
        }
        for entry in ((previous?["sheets"] as? [Any]) ?? []).map(Self.jsonValue) where Self.string(entry, "png") != sheet {
            out.append(entry)
        }
        return out
    }

    /// `entry` with the `png`, `svg` and `gif` paths of `old` that it lacks and that are kept,
    /// frame by frame when both have the same number of frames.
    private static func adding(formatsOf old: JSONValue, to entry: JSONValue, kept: Set<String>) -> JSONValue {
        guard case .object(var pairs) = entry, case .object(let oldPairs) = old else { return entry }
        for (key, value) in oldPairs where ["png", "svg", "gif"].contains(key) && !pairs.contains(where: { $0.0 == key }) {
            if case .string(let path) = value, kept.contains(path) { pairs.append((key, value)) }
        }
        if let i = pairs.firstIndex(where: { $0.0 == "frames" }), case .array(let frames) = pairs[i].1,
           case .array(let oldFrames)? = oldPairs.first(where: { $0.0 == "frames" })?.1, frames.count == oldFrames.count {
            pairs[i].1 = .array(zip(frames, oldFrames).map { adding(formatsOf: $1, to: $0, kept: kept) })
        }
        return .object(pairs)
    }

    /// What makes two entries the same output.
    private static func identity(of entry: JSONValue, kind: String) -> String {
        let name = kind == "transitions" ? (string(entry, "from") ?? "") + "\u{0}" + (string(entry, "to") ?? "") : string(entry, "name") ?? ""
        var overlays = ""
        if case .object(let pairs) = entry, case .array(let names)? = pairs.first(where: { $0.0 == "overlays" })?.1 {
            overlays = names.compactMap { if case .string(let s) = $0 { return s } else { return nil } }.joined(separator: "+")
        }
        var caption = false
        if case .object(let pairs) = entry, case .bool(let b)? = pairs.first(where: { $0.0 == "caption" })?.1 { caption = b }
        return [name, string(entry, "size") ?? "default", string(entry, "appearance") ?? "light", string(entry, "style") ?? "device",
                overlays, caption ? "caption" : ""].joined(separator: "\u{0}")
    }

    private static func string(_ entry: JSONValue, _ key: String) -> String? {
        guard case .object(let pairs) = entry, let value = pairs.first(where: { $0.0 == key })?.1, case .string(let s) = value else { return nil }
        return s
    }

    /// True when every file path the entry names (`png`, `svg`, `gif`, at any depth) is kept.
    private static func pointsOnlyAt(_ kept: Set<String>, _ entry: JSONValue) -> Bool {
        switch entry {
        case .object(let pairs):
            return pairs.allSatisfy { key, value in
                if ["png", "svg", "gif"].contains(key), case .string(let path) = value { return kept.contains(path) }
                return pointsOnlyAt(kept, value)
            }
        case .array(let values):
            return values.allSatisfy { pointsOnlyAt(kept, $0) }
        default:
            return true
        }
    }

    private static func fileExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[dot...])
    }

    /// Keys in the order the renderer writes them; others follow, sorted.
    private static let keyOrder = ["name", "from", "to", "size", "appearance", "style", "overlays", "caption", "duration", "loop", "frames", "index", "time",
                                   "progress", "png", "svg", "gif"]
    /// Keys whose numbers are written with a fraction.
    private static let realKeys: Set<String> = ["duration", "time", "progress"]

    /// A value read back from an earlier manifest, as the renderer would write it.
    static func jsonValue(_ any: Any) -> JSONValue { jsonValue(any, key: "") }

    private static func jsonValue(_ any: Any, key: String) -> JSONValue {
        switch any {
        case let s as String: return .string(s)
        case let a as [Any]: return .array(a.map { jsonValue($0, key: key) })
        case let o as [String: Any]:
            let keys = o.keys.sorted { a, b in
                let i = keyOrder.firstIndex(of: a) ?? keyOrder.count, j = keyOrder.firstIndex(of: b) ?? keyOrder.count
                return i != j ? i < j : a < b
            }
            return .object(keys.map { ($0, jsonValue(o[$0] as Any, key: $0)) })
        case is NSNull: return .null
        case let b as Bool where key == "loop" || key == "caption": return .bool(b)
        case let n as NSNumber: return realKeys.contains(key) ? .real(n.doubleValue) : .number(n.doubleValue)
        default: return .null
        }
    }
}

/// The fields of a manifest read back, for a writer that adds to a folder without replacing
/// what `render` wrote (the review page).
public enum ManifestFields {
    /// The order `render` writes the top-level fields in; others follow, sorted.
    private static let order = ["scene", "title", "file", "size", "canvas", "scale", "gifScale", "gifQuality", "fps", "states", "transitions",
                                "sequences", "flows", "sheet", "overview", "sheets", "review"]

    /// Every field of `previous` but `generator`, `version` and `files`, as `render` wrote them.
    public static func fields(of previous: [String: Any]) -> [(String, JSONValue)] {
        let keys = previous.keys.filter { !["generator", "version", "files"].contains($0) }.sorted { a, b in
            let i = order.firstIndex(of: a) ?? order.count, j = order.firstIndex(of: b) ?? order.count
            return i != j ? i < j : a < b
        }
        return keys.map { ($0, RenderManifest.jsonValue(previous[$0] as Any)) }
    }

    /// `file` as a path relative to `folder` (`../../States/a.states`), as manifests record it.
    public static func relativePath(of file: String, from folder: URL) -> String {
        RenderManifest.relativePath(of: file, from: folder)
    }
}

