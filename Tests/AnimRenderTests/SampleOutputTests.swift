import Testing
import Foundation
@testable import AnimRender

/// Writes sample images for a person to look at when `ANIMRENDER_SAMPLES=DIR` is set; otherwise does nothing.
@Suite("Samples")
struct SampleOutputTests {
    @Test("write sample renders", .enabled(if: ProcessInfo.processInfo.environment["ANIMRENDER_SAMPLES"] != nil))
    func writeSamples() throws {
        let dir = try #require(ProcessInfo.processInfo.environment["ANIMRENDER_SAMPLES"])
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        func save(_ bytes: [UInt8], _ name: String) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
        }
        try save(FrameRenderer.png(of: Fixtures.phoneFrame()), "plain.png")
        try save(FrameRenderer.png(of: Fixtures.phoneFrame(t: 0.5, caption: Caption(title: "left → center", time: 0.15),
                                                           overlays: [.guides, .constraints, .safeArea])), "overlays.png")
        try save(FrameRenderer.svg(of: Fixtures.phoneFrame(t: 0.5, caption: Caption(title: "left → center", time: 0.15),
                                                           overlays: [.guides, .constraints, .safeArea])), "overlays.svg")
        var grouped = Fixtures.phoneFrame(t: 0.5)
        grouped.elements["card"]?.alpha = 0.6
        try save(FrameRenderer.svg(of: grouped), "grouped.svg")
        try save(FrameRenderer.png(of: grouped), "grouped.png")
        let frames = (0..<10).map { Fixtures.phoneFrame(t: Double($0) / 9, caption: Caption(title: "left → right", time: Double($0) / 30)) }
        let items = frames.enumerated().map { ContactSheet.Item(frame: $0.element, label: String(format: "%.3f s", Double($0.offset) / 30)) }
        try save(PNGEncoder.encode(ContactSheet.render(title: "fixture: left → right", items: items)), "sheet.png")
        try save(BatchRenderer.gif(frames, delays: FrameDelays.centiseconds(fps: 30, count: 10), loop: true,
                                   options: RenderOptions(scale: 1)), "transition.gif")
    }
}
