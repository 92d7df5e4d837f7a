import Foundation

/// Cairo's image surface draws every glyph of the PNG frames at a whole pixel (it rounds each
/// glyph's origin); its SVG surface keeps their exact places. A drawing that stays where it is
/// through an animation gets its glyphs moved to the same whole pixels, at the render's scale,
/// so that a text that does not move is the PNG's, glyph by glyph (a moving text keeps its
/// exact places: the PNG's jump from pixel to pixel as it moves).
enum GlyphSnapping {
    /// `svg` (Cairo's document) with the glyph uses (`<use xlink:href="#glyph…" x= y=/>`) inside
    /// each group `surfaces` names moved to whole pixels of `scale` on the canvas, where the
    /// group is shown shifted by (`dx`, `dy`).
    static func snapped(_ svg: String, surfaces: [String: (dx: Double, dy: Double)], scale: Double) -> String {
        guard !surfaces.isEmpty, scale > 0,
              let glyph = try? NSRegularExpression(pattern: ##"(<use xlink:href="#glyph[^"]*" x=")([^"]+)(" y=")([^"]+)("/>)"##) else { return svg }
        var out = svg
        for (id, offset) in surfaces {
            guard let span = groupSpan(of: id, in: out) else { continue }
            let group = String(out[span])
            let ns = group as NSString
            let replaced = NSMutableString(string: group)
            for m in glyph.matches(in: group, range: NSRange(location: 0, length: ns.length)).reversed() {
                guard let x = Double(ns.substring(with: m.range(at: 2))), let y = Double(ns.substring(with: m.range(at: 4))) else { continue }
                let sx = ((x + offset.dx) * scale).rounded() / scale - offset.dx
                let sy = ((y + offset.dy) * scale).rounded() / scale - offset.dy
                replaced.replaceCharacters(in: m.range, with: ns.substring(with: m.range(at: 1)) + number(sx) + ns.substring(with: m.range(at: 3))
                                           + number(sy) + ns.substring(with: m.range(at: 5)))
            }
            out.replaceSubrange(span, with: replaced as String)
        }
        return out
    }

    /// The text of the group `<g id="ID" …>…</g>`, nested groups included.
    static func groupSpan(of id: String, in svg: String) -> Range<String.Index>? {
        guard let open = svg.range(of: "<g id=\"\(id)\"") else { return nil }
        var depth = 0
        var i = open.lowerBound
        while i < svg.endIndex {
            if svg[i...].hasPrefix("<g") {
                depth += 1
            } else if svg[i...].hasPrefix("</g>") {
                depth -= 1
                if depth == 0 { return open.lowerBound..<svg.index(i, offsetBy: 4) }
            }
            i = svg.index(after: i)
        }
        return nil
    }

    /// Six decimals, as Cairo writes them.
    static func number(_ v: Double) -> String { String(format: "%.6f", v) }
}
