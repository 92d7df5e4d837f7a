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

    @Test("optical size: text design below 20 pt, display design from 20 pt")
    func opticalSize() {
        #expect(SystemFont.opticalSize(for: 19.5) == 14)
        #expect(SystemFont.opticalSize(for: 20) == 32)
    }
}
