import Testing
@testable import AnimText

/// The system font's rules against Apple's published figures.
@Suite("AnimText: system font rules")
struct SystemFontTests {
    @Test("tracking: the HIG's values at published sizes, interpolated between them")
    func tracking() {
        #expect(SystemFont.tracking(for: 17) == -0.43)
        #expect(SystemFont.tracking(for: 12) == 0)
        #expect(SystemFont.tracking(for: 34) == 0.40)
        // 55 pt is not published: halfway between 54 (0.32) and 56 (0.30).
        #expect(abs(SystemFont.tracking(for: 55) - 0.31) < 1e-12)
        #expect(SystemFont.tracking(for: 4) == 0.24 && SystemFont.tracking(for: 200) == 0)
    }

    @Test("optical size: text design up to 17 pt, display design from 28 pt, linear in between")
    func opticalSize() {
        #expect(SystemFont.opticalSize(for: 17) == 14)
        #expect(SystemFont.opticalSize(for: 11) == 14)
        #expect(SystemFont.opticalSize(for: 22.5) == 23)
        #expect(SystemFont.opticalSize(for: 28) == 32)
        #expect(SystemFont.opticalSize(for: 60) == 32)
        // No step at 20 pt: a curve.
        #expect(abs(SystemFont.opticalSize(for: 20.01) - SystemFont.opticalSize(for: 19.99)) < 0.1)
    }

    @Test("SF's widths: the factor by size and weight, interpolated; corrections by character; Latin, Greek and Cyrillic only")
    func widths() {
        #expect(SystemFontWidths.factor(size: 17, weight: 400) == 0.9933)
        // 14 pt is halfway between the table's 13 and 15 pt; bold's offset at 14 pt is the table's.
        #expect(abs(SystemFontWidths.factor(size: 14, weight: 700) - (0.9921 + 0.9894) / 2 * 1.0337) < 1e-9)
        // Heavier is wider, at every size; between two weights of the table, in between.
        for size in [11.0, 15, 17, 20, 24, 34] {
            let regular = SystemFontWidths.factor(size: size, weight: 400)
            let medium = SystemFontWidths.factor(size: size, weight: 500)
            let bold = SystemFontWidths.factor(size: size, weight: 700)
            #expect(regular < medium && medium < bold, "\(size)")
            let between = SystemFontWidths.factor(size: size, weight: 450)
            #expect(regular < between && between < medium, "\(size)")
            #expect(SystemFontWidths.factor(size: size, weight: 300) == regular)
        }
        // Large text is narrower than Inter's display design alone; beyond the table, constant.
        #expect(SystemFontWidths.factor(size: 30, weight: 400) < 0.97)
        #expect(SystemFontWidths.factor(size: 96, weight: 400) == SystemFontWidths.factor(size: 48, weight: 400))
        #expect(SystemFontWidths.correction("t1") > 0.05 && SystemFontWidths.correction("wx") < -0.05)
        #expect(SystemFontWidths.correction("漢") == 0)
        #expect(SystemFontWidths.applies(to: "Hello, wörld — Привет Γεια 1€"))
        #expect(!SystemFontWidths.applies(to: "Hello مرحبا") && !SystemFontWidths.applies(to: "漢字") && !SystemFontWidths.applies(to: "😀"))
    }
}
