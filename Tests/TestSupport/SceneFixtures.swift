import AnimLayout
import AnimRender
import AnimText
import Foundation
import StatesFormat
import CCairo

/// Scenes and decoded images the render and review tests share: the bundled scenes (`States/`),
/// the test scenes (`Tests/TestSupport/Scenes`), and PNGs decoded by libpng, independent of the
/// encoder that wrote them.
public enum SceneFixtures {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The repository's `States/` folder.
    public static let states = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("States")

    /// The test scenes' folder, named from `States/` as ``load(_:)`` takes them.
    public static let testScenes = "../Tests/TestSupport/Scenes/"

    /// The vendored players' folder (lottie-web).
    public static let vendor = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Vendor")

    /// A scene (a name in `States/`, or a path from it), compiled with its images and fonts, as
    /// the CLI loads it.
    public static func load(_ name: String) throws -> (Scene, TextSystem, DiagnosticRenderer) {
        let path = states.appendingPathComponent(name).path
        let source = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let result = StatesCompiler.compile(source: source, file: path)
        let renderer = DiagnosticRenderer(source: source)
        guard var scene = result.scene, !result.hasErrors else { throw Failure(description: renderer.render(result.diagnostics)) }
        switch ImageSetup.load(scene) {
        case .success(let s): scene = s
        case .failure(let f): throw Failure(description: renderer.render(f.diagnostics))
        }
        switch TextSetup.load(scene) {
        case .success(let text): return (scene, text, renderer)
        case .failure(let f): throw Failure(description: "\(f)")
        }
    }

    /// A new empty folder under the temporary folder.
    public static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-review-\(name)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// RGBA pixels of a PNG, decoded by libpng (through Cairo's reader), independent of the
    /// encoder that wrote it.
    public struct Pixels {
        public var width: Int
        public var height: Int
        public var argb: [UInt32]

        public init(width: Int, height: Int, argb: [UInt32]) {
            self.width = width
            self.height = height
            self.argb = argb
        }
    }

    /// The pixels of the PNG file at `url`.
    public static func decode(_ url: URL) throws -> Pixels {
        guard let surface = cairo_image_surface_create_from_png(url.path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cannot decode \(url.path)")
        }
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw Failure(description: "no pixels in \(url.path)") }
        var argb = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width { argb[y * width + x] = row[x] }
        }
        return Pixels(width: width, height: height, argb: argb)
    }

    /// The pixels of PNG bytes.
    public static func decode(_ data: Data) throws -> Pixels {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID().uuidString).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try decode(url)
    }

    /// The share of `expected`'s pixels that differ by more than `levels` in a channel from
    /// `actual`'s top-left corner of the same size (1 when `actual` is smaller).
    public static func differingShare(_ actual: Pixels, _ expected: Pixels, levels: Int = 8) -> Double {
        guard actual.width >= expected.width, actual.height >= expected.height else { return 1 }
        var differing = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let a = actual.argb[y * actual.width + x], e = expected.argb[y * expected.width + x]
                for shift in [0, 8, 16] where abs(Int((a >> shift) & 0xFF) - Int((e >> shift) & 0xFF)) > levels {
                    differing += 1
                    break
                }
            }
        }
        return Double(differing) / Double(expected.width * expected.height)
    }
}
