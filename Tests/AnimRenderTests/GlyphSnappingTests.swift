@testable import AnimRender
import Foundation
import Testing

/// Glyphs of a drawing shown in one place land on the whole pixels (at the render's scale)
/// where Cairo's image surface draws the PNG's: each glyph's canvas position is rounded, the
/// groups of other drawings and everything that is not a glyph are left alone.
@Suite struct GlyphSnappingTests {
    static let svg = """
        <defs>
        <g id="surface1" clip-path="url(#clip1)">
        <g style="fill:rgb(0%,0%,0%);">
          <use xlink:href="#glyph0-1" x="276.300000" y="280.420000"/>
          <use xlink:href="#glyph0-2" x="288.710000" y="280.420000"/>
        </g>
        <path d="M 256 256 L 300 256"/>
        </g>
        <g id="surface2" clip-path="url(#clip1)">
          <use xlink:href="#glyph0-1" x="276.300000" y="280.420000"/>
        </g>
        </defs>
        """

    @Test func glyphsOfTheNamedGroupGoToWholePixels() throws {
        // Shown 236.15 left and 240.1 up: the first glyph's canvas x is 40.15 → 40 at scale 1,
        // 40 at scale 2 (40.15 × 2 = 80.3 → 80); its baseline 40.32 → 40, and 40.5 at scale 2.
        let one = GlyphSnapping.snapped(Self.svg, surfaces: ["surface1": (dx: -236.15, dy: -240.1)], scale: 1)
        #expect(one.contains(##"<use xlink:href="#glyph0-1" x="276.150000" y="280.100000"/>"##), "\(one)")
        // 288.71 − 236.15 = 52.56 → 53.
        #expect(one.contains(##"<use xlink:href="#glyph0-2" x="289.150000" y="280.100000"/>"##))
        let two = GlyphSnapping.snapped(Self.svg, surfaces: ["surface1": (dx: -236.15, dy: -240.1)], scale: 2)
        #expect(two.contains(##"<use xlink:href="#glyph0-1" x="276.150000" y="280.600000"/>"##), "\(two)")
        // The other group and the path are untouched.
        #expect(one.contains(##"<g id="surface2" clip-path="url(#clip1)">\##n  <use xlink:href="#glyph0-1" x="276.300000" y="280.420000"/>"##))
        #expect(one.contains(##"<path d="M 256 256 L 300 256"/>"##))
    }

    @Test func aGroupIsFoundWithItsNestedGroups() throws {
        let span = try #require(GlyphSnapping.groupSpan(of: "surface1", in: Self.svg))
        let group = String(Self.svg[span])
        #expect(group.hasPrefix(##"<g id="surface1""##) && group.hasSuffix("</g>"))
        #expect(group.contains("<path") && !group.contains("surface2"))
    }
}
