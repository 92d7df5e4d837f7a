import CPango
import Foundation
import AnimLayout

extension FontLibrary {
    /// Every registered file: the family it declares, its weight (a range for a variable font),
    /// whether it is italic, its path and SHA-256. In registration order.
    public func files() -> [FontFileInfo] {
        var byFile: [String: (family: String, weights: Set<Int>, italic: Bool)] = [:]
        for pattern in patterns() {
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: file)
            var family: UnsafeMutablePointer<FcChar8>?
            let name = FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch ? family.map { String(cString: $0) } : nil
            var entry = byFile[path] ?? (name ?? "", [], false)
            if entry.family.isEmpty, let name { entry.family = name }
            var weight: Int32 = 0
            if FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch {
                entry.weights.insert(Int(FcWeightToOpenType(weight)))
            }
            var slant: Int32 = 0
            if FcPatternGetInteger(pattern, FC_SLANT, 0, &slant) == FcResultMatch, slant > 0 { entry.italic = true }
            byFile[path] = entry
        }
        return paths.map { path in
            let entry = byFile[path]
            let weights = entry?.weights.sorted() ?? []
            let weight = weights.count > 1 ? "\(weights[0])-\(weights[weights.count - 1])" : weights.first.map(String.init) ?? ""
            return FontFileInfo(family: entry?.family ?? "", weight: weight, italic: entry?.italic ?? false,
                                path: path, sha256: Self.sha256(of: path))
        }
    }

    /// The fontconfig patterns of the registered files (one per face or named instance).
    private func patterns() -> [OpaquePointer] {
        guard let config, let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        return UnsafeBufferPointer(start: set.pointee.fonts, count: Int(set.pointee.nfont)).compactMap { $0 }
    }

    /// Every family name the registered files declare.
    public func families() -> Set<String> {
        var out: Set<String> = []
        for pattern in patterns() {
            var index: Int32 = 0
            var family: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, FC_FAMILY, index, &family) == FcResultMatch, let name = family {
                out.insert(String(cString: name))
                index += 1
            }
        }
        return out
    }

    /// The file's SHA-256 in hex ("" when it cannot be read).
    static func sha256(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return ContentHash.sha256Hex(Array(data))
    }
}
