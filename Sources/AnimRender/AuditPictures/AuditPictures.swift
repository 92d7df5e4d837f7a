import AnimLayout
import Foundation

/// `audit --out`: one picture per finding group of a scene's audit (``AuditPicture``), in an
/// output folder of their own (`OUT/audit/<scene-id>/`, with its manifest, replaced as a
/// whole), named `NN-KIND-ELEMENTS.png` in report order.
public enum AuditPictures {
    /// The most pictures per scene (a scene full of findings has its first ones pictured).
    public static let limit = 200

    /// Writes the pictures of `audit`'s groups into `folder`; the file name written for each
    /// group's line.
    public static func write(_ audit: SceneAudit, measurer: any TextMeasurer, fps: Int, to folder: URL) throws -> [String: String] {
        let groups = audit.groups(severity: "warning")
        guard !groups.isEmpty else {
            // A clean scene leaves no pictures of an earlier run behind (only animlayout's).
            if FileManager.default.fileExists(atPath: folder.path), (try? OutputOwnership.verify(folder)) != nil {
                try? FileManager.default.removeItem(at: folder)
            }
            return [:]
        }
        return try OutputFolder.build(at: folder) { out in
            var names: [String: String] = [:]
            var entries: [JSONValue] = []
            // Numbers zero-padded to the count's width (at least two digits): names sort in order.
            let digits = max(2, String(min(groups.count, limit)).count)
            for (i, group) in groups.prefix(limit).enumerated() {
                let f = group.first
                guard let situation = audit.situation(of: f, measurer: measurer, fps: fps) else { continue }
                let number = String(i + 1)
                let stem = String(repeating: "0", count: max(0, digits - number.count)) + number + "-" + FileNames.sanitize(([f.kind.rawValue] + f.elements).joined(separator: "-"))
                let name = FileNames.shorten(stem, identity: group.line) + ".png"
                try out.write(AuditPicture.png(f, in: situation), to: name)
                names[group.line] = name
                entries.append(.object([("png", .string(name)), ("finding", f.json), ("line", .string(group.line))]))
            }
            try out.writeManifest([("kind", .string("audit")), ("scene", .string(audit.scene.id)), ("pictures", .array(entries))])
            return names
        }
    }
}
