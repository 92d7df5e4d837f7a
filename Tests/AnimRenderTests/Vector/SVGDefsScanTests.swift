import Foundation
import Testing
@testable import AnimRender

/// The one-pass scans of the animated SVG's definitions must answer what a search of the text
/// per path and per symbol answered.
@Suite("SVG defs scans")
struct SVGDefsScanTests {
    @Test("references: every \"#ID\", adjacent ones included; an id only defined is not one")
    func references() {
        let text = ##"<symbol id="a"/><use xlink:href="#a"/><x v="#b"#c"/><use href="#d" x="#"/>"##
        #expect(SVGDefsMinifier.references(in: text) == ["a", "b", "c", "d", ""])
        let dropped = SVGDefsMinifier.droppingUnusedSymbols(
            "<symbol overflow=\"visible\" id=\"g1\">\n<path d=\"M 0 0\"/>\n</symbol>\n"
                + "<symbol overflow=\"visible\" id=\"g2\">\n<path d=\"M 1 1\"/>\n</symbol>\n<use xlink:href=\"#g2\"/>")
        #expect(!dropped.contains("id=\"g1\"") && dropped.contains("id=\"g2\""))
    }

    @Test("inside symbols: the answer of a backwards search for the last <symbol and </symbol> before each place")
    func insideSymbols() {
        let text = #"<g d=""/><symbol id="a"><path d="1"/><path d="2"/></symbol><path d="3"/><symbol><path d="4"/></symbol> d="5""#
        let ns = text as NSString
        var locations: [Int] = []
        var from = 0
        while true {
            let r = ns.range(of: " d=\"", range: NSRange(location: from, length: ns.length - from))
            guard r.location != NSNotFound else { break }
            locations.append(r.location)
            from = r.location + 1
        }
        let searched = locations.map { location -> Bool in
            let before = NSRange(location: 0, length: location)
            let open = ns.range(of: "<symbol", options: .backwards, range: before)
            let close = ns.range(of: "</symbol>", options: .backwards, range: before)
            return open.location != NSNotFound && (close.location == NSNotFound || close.location < open.location)
        }
        #expect(locations.count == 6)
        #expect(SVGPathCompactor.insideSymbols(locations, of: ns) == searched)
        #expect(searched == [false, true, true, false, true, false])
    }
}
