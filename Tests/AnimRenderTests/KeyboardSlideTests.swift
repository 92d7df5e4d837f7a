import Testing
import Foundation
@testable import StatesFormat
@testable import AnimRender
import AnimLayout
import AnimText

/// The software keyboard slides: mid-transition it is drawn at its full height with its top at
/// the keyboard guide's, so each of its rows is the final keyboard's row moved down (not
/// squashed); in landscape its keys stay inside the safe area's sides.
@Suite("Drawing: the keyboard slides")
struct KeyboardSlideTests {
    static func frame(_ canvas: String, raise: Double) throws -> (RenderFrame, Rect) {
        let text = "canvas \(canvas)\nview bar { color #FF0000 }\nbar.leading == root.leading\nbar.trailing == root.trailing\n"
            + "bar.height == 10\nbar.bottom == root.keyboard.top\nstate down\nstate up { keyboard }\n"
        let result = StatesCompiler.compile(source: text, file: "/tmp/keyboard.states")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let scene = try #require(result.scene)
        let engine = LayoutEngine(scene: scene, measurer: try TextSystem.shared(fontFiles: []))
        var frame = RenderFrame(layout: try engine.layout(state: "up"), scene: scene, environment: scene.canvas)
        let key = ItemRef.keyboard.layoutKey
        let full = try #require(frame.elements[key]).rect
        // Part-way up: the guide's top lower by `raise`, as an interpolated frame has it.
        frame.elements[key]?.rect = Rect(x: full.x, y: full.y + raise, width: full.width, height: full.height - raise)
        return (frame, full)
    }

    @Test("a keyboard 120 pt short of its place is the full keyboard moved down 120 pt, row for row")
    func slides() throws {
        let (final, full) = try Self.frame("iphone-14", raise: 0)
        let (mid, _) = try Self.frame("iphone-14", raise: 120)
        let a = try FrameRenderer.image(of: final, options: RenderOptions(scale: 1))
        let b = try FrameRenderer.image(of: mid, options: RenderOptions(scale: 1))
        var compared = 0, different = 0
        for y in Int(full.minY)..<(Int(full.maxY) - 120) {
            for x in stride(from: 0, to: Int(full.width), by: 3) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y + 120)
                compared += 1
                if p.r != q.r || p.g != q.g || p.b != q.b { different += 1 }
            }
        }
        #expect(compared > 10_000)
        #expect(different == 0, "\(different) of \(compared) pixels differ")
        // And the keys are there at full height: the top letter row's white keys.
        var white = 0
        for x in 0..<Int(full.width) { let p = b.pixel(x: x, y: Int(full.minY) + 120 + 70); if p.r > 250 && p.g > 250 && p.b > 250 { white += 1 } }
        #expect(white > Int(full.width) / 2, "\(white)")
    }

    @Test("in landscape the keys keep out of the safe area's sides; the background spans the screen")
    func landscapeInsets() throws {
        let (final, full) = try Self.frame("iphone-14 landscape", raise: 0)
        let image = try FrameRenderer.image(of: final, options: RenderOptions(scale: 1))
        let left = final.safeArea.left
        #expect(left == 47)
        for y in stride(from: Int(full.minY) + 45, to: Int(full.maxY) - 25, by: 2) {
            for x in 0..<Int(left) {
                let p = image.pixel(x: x, y: y)
                #expect(!(p.r > 250 && p.g > 250 && p.b > 250), "a key at x \(x), y \(y), in the unsafe side")
                if p.r > 250 && p.g > 250 && p.b > 250 { return }
            }
        }
        let p = image.pixel(x: 5, y: Int(full.minY) + 5)
        let background: [Int] = [Int(p.r), Int(p.g), Int(p.b)]
        #expect(background == [0xD1, 0xD3, 0xD9])
    }
}
