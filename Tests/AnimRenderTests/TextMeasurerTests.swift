import Testing
@testable import AnimRender

/// Reference values computed independently from DejaVuSans.ttf's own tables (head.unitsPerEm
/// 2048, hhea ascender 1901 / descender −483, hmtx advances via the cmap format 4 subtable),
/// read with a separate byte-level parser, not with FreeType or Cairo.
@Suite("Text measurer")
struct TextMeasurerTests {
    let measurer = CairoTextMeasurer()

    @Test("the font file is DejaVu Sans, loaded by path")
    func loaded() {
        #expect(SharedFont.shared.loadedFromFile)
    }

    @Test("advance widths match the font's hmtx table at 17 pt")
    func widths() {
        // Σ advances (font units) × 17 / 2048.
        let cases: [(String, Double)] = [("Position", 8047), ("ii", 1138), ("WW", 4050), ("Hello, world", 12132)]
        for (text, units) in cases {
            let w = measurer.unroundedSize(of: text, fontSize: 17).width
            #expect(abs(w - units * 17 / 2048) < 0.01, "\(text): \(w)")
        }
    }

    @Test("height is ascent + descent: (1901 + 483) / 2048 × size")
    func height() {
        let h = measurer.unroundedSize(of: "Position", fontSize: 17).height
        #expect(abs(h - 2384.0 * 17 / 2048) < 0.01)
    }

    @Test("sizes round up to the half point at scale 2")
    func rounding() {
        // 66.796 → 67.0, 19.789 → 20.0; "ii" 9.446 → 9.5 (at scale 3: to the next third).
        #expect(measurer.size(of: "Position", fontSize: 17) == Size(width: 67, height: 20))
        #expect(measurer.size(of: "ii", fontSize: 17).width == 9.5)
        #expect(CairoTextMeasurer(scale: 3).size(of: "ii", fontSize: 17).width == 29.0 / 3)   // 9.446 × 3 = 28.34 px → 29 px
        #expect(measurer.size(of: "", fontSize: 17) == Size(width: 0, height: 20))
    }

    @Test("narrow glyphs are narrower than wide ones; width scales linearly with size")
    func properties() {
        #expect(measurer.unroundedSize(of: "ii", fontSize: 17).width < measurer.unroundedSize(of: "WW", fontSize: 17).width)
        let a = measurer.unroundedSize(of: "Hello, world", fontSize: 17).width
        let b = measurer.unroundedSize(of: "Hello, world", fontSize: 34).width
        #expect(abs(b / a - 2) < 0.02)
    }

    @Test("bad sizes measure as zero")
    func badSizes() {
        #expect(measurer.size(of: "x", fontSize: 0) == Size(width: 0, height: 0))
        #expect(measurer.size(of: "x", fontSize: .nan) == Size(width: 0, height: 0))
    }
}
