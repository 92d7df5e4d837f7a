import CCairo
import Foundation

/// Draws each distinct piece of an animation once, with Cairo's SVG surface, so that vector
/// animations show exactly what the renderer draws: every variant is a group of its own on one
/// surface (glyph outlines, clips and images are defined once and shared), moved so that its
/// origin sits at (`pad`, `pad`).
enum VariantSheet {
    /// How far a piece may draw above or left of its origin (shadows, transforms), in points.
    static let pad = 256.0

    /// The SVG `<defs>` content and, per variant, the id of its group (nil: it draws nothing).
    struct Result {
        var defs: String
        var ids: [String?]
    }

    /// Draws `count` variants: `draw(i, cr)` draws variant `i` on a context already moved so
    /// that its origin is at (`pad`, `pad`) — it translates by (pad − x, pad − y) itself.
    ///
    /// `snap` gives, for variants shown in one place throughout, where their sheet's origin is
    /// on the canvas (less `pad`): their glyphs go to whole pixels of `scale` there
    /// (``GlyphSnapping``), as the PNG frames draw them.
    static func make(count: Int, width: Double, height: Double, snap: [Int: (dx: Double, dy: Double)] = [:], scale: Double = 1,
                     draw: (Int, OpaquePointer) -> Void) throws -> Result {
        let size = SheetSize(width: max(1, width + 2 * pad), height: max(1, height + 2 * pad))
        let drawn = try drawVariants(count: count, size: size, draw: draw)
        var text = drawn.svg
        if !snap.isEmpty { text = snappingGlyphs(text, inked: drawn.inked, snap: snap, scale: scale) }
        let inked = drawn.inked
        guard let open = text.range(of: "<defs>"), let close = text.range(of: "</defs>", range: open.upperBound..<text.endIndex) else {
            // Nothing drew: no definitions.
            return Result(defs: "", ids: inked.map { _ in nil })
        }
        let defs = String(text[open.upperBound..<close.lowerBound])
        // The page: one <use> per inked variant, in order.
        let uses = references(in: text[close.upperBound...])
        guard uses.count == inked.filter({ $0 }).count else {
            throw RenderError("cairo's SVG has \(uses.count) groups for \(inked.filter { $0 }.count) drawn pieces")
        }
        var next = uses.makeIterator()
        let unclipped = SVGDefsMinifier.droppingSheetClip(compact(defs), width: size.width, height: size.height)
        let (shared, renamed) = SVGDefsMinifier.sharingIdenticalGroups(SVGDefsMinifier.minify(unclipped))
        return Result(defs: shared, ids: inked.map { $0 ? next.next().map { renamed[$0] ?? $0 } : nil })
    }

    /// The SVG surface's size: the largest piece and the pad around it.
    struct SheetSize {
        var width: Double
        var height: Double
    }

    /// Cairo's SVG of the sheet (its ids renumbered) and, per variant, whether it drew anything.
    struct DrawnSheet {
        var svg: String
        var inked: [Bool]
    }

    /// Draws every variant as a group of its own on one SVG surface; a variant with no ink is
    /// left off the page.
    static func drawVariants(count: Int, size: SheetSize, draw: (Int, OpaquePointer) -> Void) throws -> DrawnSheet {
        let sink = ByteSink()
        var inked: [Bool] = []
        try withExtendedLifetime(sink) {
            guard let surface = cairo_svg_surface_create_for_stream(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(),
                                                                    size.width, size.height) else {
                throw RenderError("cairo could not create an SVG surface")
            }
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            guard let cr = cairo_create(surface) else {
                cairo_surface_destroy(surface)
                throw RenderError("cairo could not create a context")
            }
            for i in 0..<count { inked.append(paintVariant(i, on: cr, draw: draw)) }
            let status = cairo_status(cr)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            let surfaceStatus = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS, surfaceStatus == CAIRO_STATUS_SUCCESS else { throw RenderError("cairo could not write SVG") }
        }
        return DrawnSheet(svg: String(decoding: SVGIDs.renumber(sink.bytes), as: UTF8.self), inked: inked)
    }

    /// Draws variant `i` into a group and paints it when it has ink; returns whether it did.
    static func paintVariant(_ i: Int, on cr: OpaquePointer, draw: (Int, OpaquePointer) -> Void) -> Bool {
        cairo_save(cr)
        cairo_push_group(cr)
        draw(i, cr)
        guard let pattern = cairo_pop_group(cr) else {
            cairo_restore(cr)
            return false
        }
        let ink = FrameDrawer.hasInk(pattern)
        if ink {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
        return ink
    }

    /// `svg` with the glyphs of the variants `snap` places on whole pixels (``GlyphSnapping``):
    /// the inked variants' groups, in order, are the page's uses.
    static func snappingGlyphs(_ svg: String, inked: [Bool], snap: [Int: (dx: Double, dy: Double)], scale: Double) -> String {
        guard let bodyStart = svg.range(of: "</defs>") else { return svg }
        let surfaces = references(in: svg[bodyStart.upperBound...])
        var byVariant: [String: (dx: Double, dy: Double)] = [:]
        var next = surfaces.makeIterator()
        for (v, ink) in inked.enumerated() where ink {
            guard let surface = next.next() else { break }
            if let offset = snap[v] { byVariant[surface] = offset }
        }
        return GlyphSnapping.snapped(svg, surfaces: byVariant, scale: scale)
    }

    /// The ids the page's `xlink:href`s point at, in order.
    static func references(in body: Substring) -> [String] {
        var uses: [String] = []
        var search = body.startIndex
        while let r = body.range(of: "xlink:href=\"#", range: search..<body.endIndex) {
            guard let end = body[r.upperBound...].firstIndex(of: "\"") else { break }
            uses.append(String(body[r.upperBound..<end]))
            search = end
        }
        return uses
    }

    /// Cairo's numbers (six decimals) to three, which is a thousandth of a point; blank lines out.
    static func compact(_ svg: String) -> String {
        var out = [UInt8]()
        let bytes = Array(svg.utf8)
        out.reserveCapacity(bytes.count)
        var i = 0
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F }
        while i < bytes.count {
            let b = bytes[i]
            // A decimal number: digits '.' digits, not part of a name (ids, base64 has no '.').
            if isDigit(b), i == 0 || !(isDigit(bytes[i - 1]) || bytes[i - 1] == 0x2E || isLetter(bytes[i - 1]) || bytes[i - 1] == 0x23) {
                var j = i
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
                if j + 1 < bytes.count, bytes[j] == 0x2E, isDigit(bytes[j + 1]) {
                    var k = j + 1
                    while k < bytes.count, isDigit(bytes[k]) { k += 1 }
                    let followedByLetter = k < bytes.count && isLetter(bytes[k]) && bytes[k] != 0x65
                    if !followedByLetter, let value = Double(String(decoding: bytes[i..<k], as: UTF8.self)) {
                        out.append(contentsOf: Array(AnimatedSVGDocument.number(value).utf8))
                        i = k
                        continue
                    }
                }
                out.append(contentsOf: bytes[i..<j])
                i = j
                continue
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).joined(separator: "\n")
    }
}
