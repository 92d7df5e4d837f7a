import CPango
import Testing
import AnimLayout
@testable import AnimText

/// Text drawn the same whatever the same text system drew before: nothing a drawing leaves
/// behind (a transformed context, the fonts and spacing it set up) changes a later drawing.
@Suite("AnimText: a drawing does not depend on what was drawn before")
struct DrawingHistoryTests {
    /// A transformation as a card that turns and squashes gives its label.
    struct Turn {
        var rotation: Double
        var scaleX: Double
        var scaleY: Double
    }

    /// `request` drawn into a fresh 160 × 120 picture under `turn`, as bytes.
    static func pixels(_ request: TextRequest, turn: Turn, system: TextSystem) throws -> [UInt8] {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 160, 120))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        cairo_translate(cr, 80.3, 60.7)
        cairo_rotate(cr, turn.rotation * .pi / 180)
        cairo_scale(cr, turn.scaleX, turn.scaleY)
        let placement = TextPlacement(alignment: .center, rightToLeft: false, red: 0, green: 0, blue: 0, alpha: 1)
        system.draw(request, in: Rect(x: -45, y: -20, width: 90, height: 40), placement: placement, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 120))
    }

    @Test("a label drawn under a turn is the same after the same text was drawn under other turns first",
          arguments: [FontSpec.system(28, weight: 800), FontSpec.system(17), FontSpec.system(22, weight: 600)])
    func sameAfterOtherTurns(font: FontSpec) throws {
        let request = TextRequest("Aa Wave", font: font, width: 90)
        let turn = Turn(rotation: -7.3, scaleX: 1.13, scaleY: 0.87)
        let fresh = try TextSystem(scale: 1)
        let first = try Self.pixels(request, turn: turn, system: fresh)
        let used = try TextSystem(scale: 1)
        for other in [Turn(rotation: 33, scaleX: 0.61, scaleY: 1.9), Turn(rotation: 90, scaleX: 3, scaleY: 0.25)] {
            _ = try Self.pixels(request, turn: other, system: used)
        }
        _ = used.measure(request)
        let after = try Self.pixels(request, turn: turn, system: used)
        #expect(first.contains { $0 != 0 })
        let differing = zip(first, after).filter { $0 != $1 }.count
        #expect(first.count == after.count && differing == 0, "\(differing) bytes differ")
    }
}
