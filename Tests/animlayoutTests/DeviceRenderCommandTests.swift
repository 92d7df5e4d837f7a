import Foundation
import Testing
@testable import AnimRender

/// `render --style`, `--appearance` and `--chrome` end to end: the PNGs the command writes,
/// read back with libpng (through Cairo's PNG reader).
@Suite("Render: style, appearance, chrome", .serialized)
struct DeviceRenderCommandTests {
    /// Renders the gallery's `start` state with `options` and returns its pixel reader.
    static func render(_ options: [String], file: String = "start.png") throws -> (Double, Double) -> [Int] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-look-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["render", "States/controls-gallery.states", "--state", "start", "--format", "png", "--out", out.path] + options,
                            in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        let path = out.appendingPathComponent("controls-gallery/\(file)").path
        guard case .success(let image) = ImageStore.shared.image(at: path) else {
            Issue.record("no PNG at \(path)")
            return { _, _ in [] }
        }
        return { x, y in
            // ARGB32 in native (little-endian) order: B, G, R, A; opaque, so not premultiplied.
            let i = Int(y * 2) * image.stride + Int(x * 2) * 4
            return [Int(image.pixels[i + 2]), Int(image.pixels[i + 1]), Int(image.pixels[i])]
        }
    }

    @Test("the default is the device style in light; --appearance dark turns the canvas black; --style wireframe hatches the unsafe bands; --chrome draws the home indicator")
    func looks() throws {
        let device = try Self.render([])
        #expect(device(5, 5) == [255, 255, 255])
        #expect(device(195, 844 - 10.5) == [255, 255, 255])
        let dark = try Self.render(["--appearance", "dark"], file: "start@dark.png")
        #expect(dark(5, 5) == [0, 0, 0])
        let wire = try Self.render(["--style", "wireframe"])
        let band = (0..<40).map { wire(Double($0), 20) }
        #expect(band.contains { $0 != [255, 255, 255] })
        let chrome = try Self.render(["--chrome"])
        #expect(chrome(195, 844 - 10.5) == [0, 0, 0])      // the home indicator, 8 above the bottom, 5 high
        let chromeDark = try Self.render(["--chrome", "--size", "dark"], file: "start.dark.png")
        #expect(chromeDark(195, 844 - 10.5) == [255, 255, 255])
    }

    @Test("a bad --style or --appearance is a usage error naming the choices")
    func badOptions() throws {
        let r = try CLI.run(["render", "States/controls-gallery.states", "--style", "sketch"], in: CommandTests.root)
        #expect(r.status == 64 && r.stderr.contains("device") && r.stderr.contains("wireframe"), "\(r.stderr)")
        let a = try CLI.run(["render", "States/controls-gallery.states", "--appearance", "dim"], in: CommandTests.root)
        #expect(a.status == 64 && a.stderr.contains("light") && a.stderr.contains("dark"), "\(a.stderr)")
    }
}
