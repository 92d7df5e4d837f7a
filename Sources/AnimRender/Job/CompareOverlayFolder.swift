import AnimLayout
import Foundation

/// Writes the overlay images of a comparison into `OUT/compare-<A>-vs-<B>/`, named as `render`
/// names a state's image (``FileNames/size(_:)``: `left.png`, `left.landscape.png`; see
/// ``CompareOverlay``), through an ``OutputFolder``: atomic, and replacing only a folder
/// animlayout wrote.
public enum CompareOverlayFolder {
    /// The folder's name for a comparison of `a` and `b`.
    public static func name(a: Scene, b: Scene) -> String {
        "compare-" + FileNames.sanitize(a.id) + "-vs-" + FileNames.sanitize(b.id)
    }

    /// Writes every compared state's overlay; returns the folder and the images' names in order.
    public static func write(_ comparison: SceneComparison, into out: URL) throws -> (folder: URL, images: [String]) {
        let target = out.appendingPathComponent(name(a: comparison.a, b: comparison.b))
        var names = OutputNames()
        let images = try OutputFolder.build(at: target) { folder in
            var written: [String] = []
            for s in comparison.states {
                guard let env = comparison.a.environment(named: s.environment) else { continue }
                let stem = names.claim(FileNames.sanitize(s.state) + FileNames.size(s.environment), suffixes: [".png"],
                                       what: "state '\(s.state)' in size '\(s.environment)'")
                try folder.write(CompareOverlay.png(of: s, a: comparison.a, b: comparison.b, environment: env), to: stem + ".png")
                written.append(stem + ".png")
            }
            try folder.writeManifest([("comparison", .object([("a", .string(comparison.a.id)), ("b", .string(comparison.b.id))]))])
            return written
        }
        return (target, images)
    }
}
