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
        let wire = try Self.render(["--style", "wireframe"], file: "start+wireframe.png")
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

@Suite("Render: motion overlay", .serialized)
struct MotionOverlayTests {
    @Test("--overlay motion dots every frame's centre on the path (an arc's midpoint included) in every frame")
    func motionOverlay() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-motion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        canvas 400x400
        view dot { color red }
        dot.width == 20; dot.height == 20
        x: dot.leading == root.leading + 10; y: dot.top == root.top + 10
        state a
        state b { constant x 310; constant y 310 }
        transition a -> b { duration 1; curve linear; path dot arc }
        """.write(to: dir.appendingPathComponent("arc.states"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "arc.states", "--transition", "a->b", "--fps", "2", "--format", "png",
                             "--overlay", "motion", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let path = dir.appendingPathComponent("out/arc/a-to-b+motion/frame-0000.png").path
        guard case .success(let image) = ImageStore.shared.image(at: path) else {
            Issue.record("no frame")
            return
        }
        // The arc's midpoint: (20 + 300 sin 45°, 20 + 300 (1 − cos 45°)) at scale 2.
        let s = 0.5.squareRoot()
        let x = Int(((20 + 300 * s) * 2).rounded()), y = Int(((20 + 300 * (1 - s)) * 2).rounded())
        let i = y * image.stride + x * 4
        #expect([image.pixels[i + 2], image.pixels[i + 1], image.pixels[i]] == [0xAF, 0x52, 0xDE])
    }
}
