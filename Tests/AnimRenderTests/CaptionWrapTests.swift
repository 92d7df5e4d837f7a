import CCairo
import Testing
@testable import AnimRender

/// An audit picture's caption: the finding's line broken between words over up to three lines,
/// so that its numbers are not cut off on a narrow canvas.
@Suite("Drawing: captions that wrap")
struct CaptionWrapTests {
    @Test("a finding's line wraps between words within the width, keeps every word, and is cut short only past the last line")
    func wraps() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        SharedFont.shared.select(on: cr, size: 13)
        func width(_ s: String) -> Double {
            var te = cairo_text_extents_t()
            cairo_text_extents(cr, s, &te)
            return te.x_advance
        }
        let text = "contrast: 'submitFeedbackButton' text #FFFFFF on #678FFF has a contrast of 3.02:1"
        let lines = TextPainter.wrapped(text, width: 296, lines: 3, on: cr)
        #expect((2...3).contains(lines.count) && lines.joined(separator: " ") == text, "\(lines)")
        #expect(lines.allSatisfy { width($0) <= 296.01 }, "\(lines)")
        // One line is the old caption: cut short with "…".
        let one = TextPainter.wrapped(text, width: 296, lines: 1, on: cr)
        #expect(one.count == 1 && one[0].hasSuffix("…") && width(one[0]) <= 296.01, "\(one)")
    }
}
