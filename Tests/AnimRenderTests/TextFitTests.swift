import Testing
import AnimLayout
import AnimText
@testable import StatesFormat
@testable import AnimRender

/// `minimum-scale`: a text that does not fit its frame is drawn at the largest size that fits,
/// down to the minimum, and only then cut short; a text that fits keeps its size.
@Suite("Drawing: text drawn smaller to fit (minimum-scale)")
struct TextFitTests {
    @Test("one line: the largest size whose width fits, within a hundredth of the scale")
    func oneLine() throws {
        let system = try TextSystem.shared(fontFiles: [])
        let font = FontSpec.system(17)
        let text = "Notify About New Articles"
        let natural = system.measure(TextRequest(text, font: font)).width
        let box = Rect(x: 0, y: 0, width: natural * 0.9, height: 22)
        let fitted = TextPainter.fitted(text, font: font, lines: 1, lineBreak: .truncateTail, in: box, minimumScale: 0.8, system: system)
        #expect(fitted.size < 17 && fitted.size >= 17 * 0.8)
        #expect(system.measure(TextRequest(text, font: fitted)).width <= box.width + 0.01)
        var larger = fitted
        larger.size = fitted.size + 17 * 0.02
        #expect(system.measure(TextRequest(text, font: larger)).width > box.width)
        // Too narrow even at the minimum: the minimum (the text is then cut short).
        let narrow = Rect(x: 0, y: 0, width: natural * 0.5, height: 22)
        #expect(TextPainter.fitted(text, font: font, lines: 1, lineBreak: .truncateTail, in: narrow, minimumScale: 0.8, system: system).size == 17 * 0.8)
        // Wide enough: unchanged.
        let wide = Rect(x: 0, y: 0, width: natural + 1, height: 22)
        #expect(TextPainter.fitted(text, font: font, lines: 1, lineBreak: .truncateTail, in: wide, minimumScale: 0.8, system: system) == font)
    }

    @Test("several lines: all of the text within the lines and the height")
    func severalLines() throws {
        let system = try TextSystem.shared(fontFiles: [])
        let font = FontSpec.system(17)
        let text = "A description long enough to need three lines in a narrow column of text"
        let full = system.measure(TextRequest(text, font: font, lines: 0, lineBreak: .truncateTail, width: 160))
        #expect(full.lineCount >= 3)
        let box = Rect(x: 0, y: 0, width: 160, height: full.height - 10)
        let fitted = TextPainter.fitted(text, font: font, lines: 0, lineBreak: .truncateTail, in: box, minimumScale: 0.5, system: system)
        #expect(fitted.size < 17)
        #expect(system.measure(TextRequest(text, font: fitted, lines: 0, lineBreak: .truncateTail, width: 160)).height <= box.height + 0.5)
    }
}
