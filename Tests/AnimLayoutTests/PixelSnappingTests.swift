import Testing
@testable import AnimLayout

/// Frames as UIKit displays them: each edge rounded to the pixel grid, the size the difference.
@Suite("Pixel snapping")
struct PixelSnappingTests {
    @Test("edges to the nearest pixel (halves away from zero), at scale 2 and 3")
    func edges() {
        let r = Rect(x: 10.25, y: 0.2, width: 33.4, height: 10)
        // @2x: x 20.5 px → 21 → 10.5; maxX 87.3 px → 87 → 43.5; y 0.4 px → 0; maxY 20.4 px → 20.
        #expect(r.snapped(toScale: 2) == Rect(x: 10.5, y: 0, width: 33, height: 10))
        // @3x: x 30.75 px → 31; maxX 130.95 px → 131; y 0.6 px → 1; maxY 30.6 px → 31.
        let s3 = r.snapped(toScale: 3)
        #expect(abs(s3.x - 31.0 / 3) < 1e-12 && abs(s3.width - 100.0 / 3) < 1e-12)
        #expect(abs(s3.y - 1.0 / 3) < 1e-12 && abs(s3.height - 10) < 1e-12)
        // Thirds of a point (a 262/3 column) land on the @2x grid; negative coordinates round away from zero.
        #expect(Rect(x: 151 + 1.0 / 3, y: 0, width: 262.0 / 3, height: 1).snapped(toScale: 2) == Rect(x: 151.5, y: 0, width: 87, height: 1))
        // x −0.5 px → −1, maxX 1.5 px → 2; y −1.5 px → −2, maxY 0.5 px → 1.
        #expect(Rect(x: -0.25, y: -0.75, width: 1, height: 1).snapped(toScale: 2) == Rect(x: -0.5, y: -1, width: 1.5, height: 1.5))
    }
}
