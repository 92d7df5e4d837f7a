import Testing
import Foundation
@testable import StatesFormat
@testable import AnimRender

/// Element text drawn through AnimText, read back from the pixels: where the ink lands for
/// each alignment and direction, the vertical centring of the block, wrapping, determinism.
@Suite("Drawing: text")
struct TextDrawingTests {
    static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// The ink (non-white pixels) bounding box, in points, of a 200×60 pt frame with one label
    /// at (0, 0, 200, 60).
    func ink(_ configure: (inout Element) -> Void, rtl: Bool = false) throws -> (minX: Double, maxX: Double, minY: Double, maxY: Double)? {
        var label = Fixtures.element("t", .label, color: Self.clear, text: "MMMM")
        configure(&label)
        var frame = RenderFrame(scene: Fixtures.scene([label], canvas: Size(width: 200, height: 60)),
                                canvas: Size(width: 200, height: 60),
                                elements: ["t": DrawnElement(rect: Rect(x: 0, y: 0, width: 200, height: 60))])
        frame.rightToLeft = rtl
        let image = try FrameRenderer.image(of: frame)
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard Int(p.r) + Int(p.g) + Int(p.b) < 600 else { continue }
                box = box.map { (min($0.0, x), max($0.1, x), min($0.2, y), max($0.3, y)) } ?? (x, x, y, y)
            }
        }
        return box.map { (Double($0.0) / 2, Double($0.1 + 1) / 2, Double($0.2) / 2, Double($0.3 + 1) / 2) }
    }

    @Test("natural alignment is left, or right under rtl; center and right as written")
    func alignment() throws {
        let natural = try #require(try ink { _ in })
        #expect(natural.minX < 4 && natural.maxX < 100)
        let rtl = try #require(try ink({ _ in }, rtl: true))
        #expect(rtl.minX > 100 && rtl.maxX > 196)
        let center = try #require(try ink { $0.textAlignment = .center })
        #expect(abs((center.minX + center.maxX) / 2 - 100) < 2)
        let right = try #require(try ink { $0.textAlignment = .right })
        #expect(right.maxX > 196)
        // Natural follows a right-to-left paragraph's own direction in a left-to-right interface.
        let hebrew = try #require(try ink { $0.text = "שלום עולם" })
        #expect(hebrew.maxX > 196 && hebrew.minX > 100)
        // `right` is physical: the same under rtl.
        let rightRTL = try #require(try ink({ $0.textAlignment = .right }, rtl: true))
        #expect(rightRTL.maxX > 196)
        let leftRTL = try #require(try ink({ $0.textAlignment = .left; $0.text = "שלום" }, rtl: true))
        #expect(leftRTL.minX < 4)
    }

    @Test("the block is centred vertically: capitals sit between top + ascent − cap height and the baseline")
    func verticalCentring() throws {
        let box = try #require(try ink { $0.fontSize = 20 })
        // Inter: line 2478/2048 em, ascent 1984/2048 em, cap height 1490/2048 em (hhea, OS/2).
        let line = 2478.0 / 2048 * 20, ascent = 1984.0 / 2048 * 20, cap = 1490.0 / 2048 * 20
        let baseline = (60 - line) / 2 + ascent
        #expect(abs(box.maxY - baseline) < 1)
        #expect(abs(box.minY - (baseline - cap)) < 1)
    }

    @Test("a wrapping label draws its lines one line height apart, the block centred; one line truncates")
    func wrapping() throws {
        // Eight "MMM" at 10 pt (about 250 pt) do not fit 200 pt: two lines.
        let words = "MMM MMM MMM MMM MMM MMM MMM MMM"
        let line = 2478.0 / 2048 * 10
        let two = try #require(try ink { $0.text = words; $0.lines = 0; $0.fontSize = 10 })
        let one = try #require(try ink { $0.text = words; $0.lines = 1; $0.fontSize = 10 })
        // The block grows by one line, half above and half below: the last baseline moves half a line down.
        #expect(abs((two.maxY - one.maxY) - line / 2) < 0.75)
        #expect(abs((one.minY - two.minY) - line / 2) < 0.75)
        #expect(one.maxX <= 200)
    }

    @Test("the same frame draws the same bytes twice")
    func deterministic() throws {
        var label = Fixtures.element("t", .label, color: Self.clear, text: "Hello שלום مرحبا 😀")
        label.lines = 0
        let frame = RenderFrame(scene: Fixtures.scene([label], canvas: Size(width: 120, height: 60)),
                                canvas: Size(width: 120, height: 60),
                                elements: ["t": DrawnElement(rect: Rect(x: 0, y: 0, width: 120, height: 60))])
        #expect(try FrameRenderer.png(of: frame) == FrameRenderer.png(of: frame))
    }
}
