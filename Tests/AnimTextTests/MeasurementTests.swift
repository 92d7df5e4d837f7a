import Testing
import TestSupport
import AnimLayout
@testable import AnimText

/// Text measured by `TextSystem` against HarfBuzz's own shaper and the font's tables.
@Suite("AnimText: measuring against HarfBuzz and the font's tables")
struct MeasurementTests {
    static let text = try? TextSystem(scale: 2)

    /// Rounds up to the 1/2 pt grid, as UILabel at scale 2.
    static func roundUp(_ v: Double) -> Double { ((v * 2) - 1e-9).rounded(.up) / 2 }

    @Test("single lines: width = HarfBuzz's advances plus SF tracking per character, rounded up to the pixel grid (random strings, sizes, weights, slants)")
    func singleLines() throws {
        let text = try #require(Self.text)
        var rng = SplitMix(seed: 13)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.-")
        for _ in 0..<60 {
            var s = String((0..<rng.int(1...24)).map { _ in rng.pick(alphabet) })
            if s.first == " " { s = "x" + s.dropFirst() }
            if s.last == " " { s = s.dropLast() + "x" }
            let size = rng.pick([11.0, 13, 15, 16, 17, 19.5, 20, 22, 28, 34])
            let weight = rng.pick([100, 200, 300, 400, 500, 600, 700, 800, 900])
            let italic = rng.int(0...3) == 0
            let reference = try #require(HarfBuzzReference.shape(
                s, file: HarfBuzzReference.systemFile(italic: italic), size: size,
                variations: ["opsz": SystemFont.opticalSize(for: size), "wght": Double(weight)]))
            let expected = Self.roundUp(Self.sfWidth(reference, text: s, size: size, weight: weight))
            let measured = text.measure(TextRequest(s, font: .system(size, weight: weight, italic: italic)))
            #expect(abs(measured.width - expected) <= 0.5, "\"\(s)\" \(size) pt, weight \(weight)\(italic ? " italic" : ""): \(measured.width) vs \(expected)")
            #expect(measured.lineCount == 1)
        }
    }

    /// The width the system font's text gets from HarfBuzz's `reference` width of `text`: SF's
    /// width factor for the size and weight times (the width plus the size times the characters'
    /// corrections), plus the tracking after every glyph (SystemFontWidths, SystemFont).
    static func sfWidth(_ reference: (width: Double, glyphs: Int), text: String, size: Double, weight: Int) -> Double {
        let factor = SystemFontWidths.factor(size: size, weight: weight)
        return factor * (reference.width + size * SystemFontWidths.correction(Substring(text)))
            + SystemFont.tracking(for: size) * Double(reference.glyphs)
    }

    @Test("single lines: SF's widths move the width by the table's factor and corrections, not by a step at 20 pt")
    func sfWidthsAreSmooth() throws {
        let text = try #require(Self.text)
        let sizes = Array(17...28)
        let perPoint = sizes.map { text.measure(TextRequest("Settings", font: .system(Double($0)))).width / Double($0) }
        // Wider with every point; the width per point moves by under 3% a point (Inter's display
        // design used to switch in at 20 pt, 6% narrower at once).
        for (a, b) in zip(perPoint, perPoint.dropFirst()) { #expect(abs(b / a - 1) < 0.03, "\(perPoint)") }
        // SF's display sizes are narrower per point than its text sizes.
        #expect(perPoint[sizes.count - 1] < perPoint[0] * 0.97)
        let bold = text.measure(TextRequest("Settings", font: .system(17, weight: 700))).width
        let semibold = text.measure(TextRequest("Settings", font: .system(17, weight: 600))).width
        #expect(bold > semibold)
    }

    @Test("a named family gets no tracking, no optical-size ramp and no width table")
    func namedFamily() throws {
        let text = try #require(Self.text)
        let reference = try #require(HarfBuzzReference.shape(
            "Some text", file: HarfBuzzReference.systemFile(italic: false), size: 17, variations: ["opsz": 17, "wght": 400]))
        let measured = text.measure(TextRequest("Some text", font: FontSpec(family: "Inter", size: 17)))
        #expect(measured.width == Self.roundUp(reference.width))
    }

    @Test("line height and ascent from Inter's hhea table: (1984 + 494) / 2048 and 1984 / 2048 of the size")
    func verticalMetrics() throws {
        let text = try #require(Self.text)
        for size in [11.0, 17, 28, 34] {
            let m = text.measure(TextRequest("Ag", font: .system(size)))
            #expect(abs(m.lineHeight - 2478.0 / 2048 * size) < 0.002, "\(size)")
            #expect(abs(m.ascent - 1984.0 / 2048 * size) < 0.002, "\(size)")
            #expect(m.height == Self.roundUp(2478.0 / 2048 * size))
        }
    }

    @Test("wrapping: the line count greedy word-wrapping gives at the width (HarfBuzz widths), height = lines × line height; a line limit truncates")
    func wrapping() throws {
        let text = try #require(Self.text)
        let file = try HarfBuzzReference.systemFile(italic: false)
        let words = "The quick brown fox jumps over the lazy dog while five boxing wizards jump quickly".split(separator: " ").map(String.init)
        let size = 17.0
        func shape(_ s: String) -> (width: Double, glyphs: Int) {
            HarfBuzzReference.shape(s, file: file, size: size, variations: ["opsz": 14, "wght": 400]) ?? (.infinity, 0)
        }
        // The paragraph's characters are spaced evenly: tracking plus its share of the
        // difference SF's widths make to the whole paragraph.
        let paragraph = words.joined(separator: " ")
        let whole = shape(paragraph)
        let spacing = (Self.sfWidth(whole, text: paragraph, size: size, weight: 400) - whole.width) / Double(whole.glyphs)
        func width(_ s: String) -> Double {
            let r = shape(s)
            return r.width + spacing * Double(r.glyphs)
        }
        for maxWidth in [120.0, 180, 250, 400] {
            var lines = 1
            var current = ""
            for word in words {
                let candidate = current.isEmpty ? word : current + " " + word
                if current.isEmpty || width(candidate) <= maxWidth + 0.01 {
                    current = candidate
                } else {
                    lines += 1
                    current = word
                }
            }
            let m = text.measure(TextRequest(words.joined(separator: " "), font: .system(size), lines: 0, lineBreak: .wordWrap, width: maxWidth))
            #expect(m.lineCount == lines, "width \(maxWidth)")
            #expect(m.height == Self.roundUp(Double(lines) * 2478.0 / 2048 * size), "width \(maxWidth)")
            #expect(m.width <= maxWidth + 0.5)
            let limited = text.measure(TextRequest(words.joined(separator: " "), font: .system(size), lines: 2, width: maxWidth))
            #expect(limited.lineCount == min(2, lines))
            // Unlimited lines are never truncated, whatever the line-break mode.
            let unlimited = text.measure(TextRequest(words.joined(separator: " "), font: .system(size), lines: 0, width: maxWidth))
            #expect(unlimited.lineCount == lines, "width \(maxWidth), truncate-tail")
        }
    }

    @Test("fonts come from the shipped files only: system roman and italic, and per-script fallbacks by family")
    func fontFiles() throws {
        let text = try #require(Self.text)
        #expect(text.fontFile(for: .system(17))?.hasSuffix("/InterVariable.ttf") == true)
        #expect(text.fontFile(for: .system(17, italic: true))?.hasSuffix("/InterVariable-Italic.ttf") == true)
        #expect(text.fontFile(for: FontSpec(family: "Noto Sans Hebrew", size: 17))?.hasSuffix("/NotoSansHebrew-Regular.ttf") == true)
        // Hebrew, Arabic, Devanagari, CJK and emoji are shaped with their fallback fonts: not the
        // width of missing-glyph boxes.
        for sample in ["שלום", "مرحبا", "नमस्ते", "漢字かな", "😀👍🏽"] {
            let m = text.measure(TextRequest(sample, font: .system(17)))
            #expect(m.width > 10 && m.width < 120, "\(sample): \(m.width)")
        }
    }

    @Test("bad text never crashes: empty, control characters, 100,000 characters")
    func badText() throws {
        let text = try #require(Self.text)
        #expect(text.measure(TextRequest("", font: .system(17))).width == 0)
        #expect(text.measure(TextRequest("a\u{0}b\u{7}c\u{1B}", font: .system(17))).width > 0)
        let long = String(repeating: "lorem ipsum ", count: 8_334)
        let m = text.measure(TextRequest(long, font: .system(17), lines: 0, lineBreak: .wordWrap, width: 300))
        #expect(m.lineCount > 1000)
    }
}
