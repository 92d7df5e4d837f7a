import CPango
import Testing
import AnimLayout
@testable import AnimText

/// A word too long for its line breaks as UIKit breaks it: between characters, with no hyphen
/// added (a label's `hyphenationFactor` is 0).
@Suite("AnimText: a word broken across lines gets no hyphen")
struct WordBreakTests {
    /// The glyphs the layout of `request` sets, over all its lines, and its line count.
    static func glyphs(_ request: TextRequest, system: TextSystem) -> (glyphs: Int, lines: Int) {
        system.withWorker { worker in
            let layout = worker.layout(request)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var glyphs = 0
            guard let iter = pango_layout_get_iter(layout) else { return (0, 0) }
            defer { pango_layout_iter_free(iter) }
            repeat {
                if let run = pango_layout_iter_get_run_readonly(iter) { glyphs += Int(run.pointee.glyphs.pointee.num_glyphs) }
            } while pango_layout_iter_next_run(iter) != 0
            return (glyphs, Int(pango_layout_get_line_count(layout)))
        }
    }

    @Test("'Milliseconds' in a column narrower than the word: several lines, one glyph per letter",
          arguments: [17.0, 28, 40])
    func noHyphen(size: Double) throws {
        let system = try TextSystem(scale: 2)
        let word = "Milliseconds"
        let request = TextRequest(word, font: .system(size), lines: 0, width: size * 2.5)
        let set = Self.glyphs(request, system: system)
        #expect(set.lines >= 2, "the word should not fit on one line at \(size) pt")
        #expect(set.glyphs == word.count, "\(set.glyphs) glyphs for \(word.count) letters on \(set.lines) lines")
    }
}
