import AnimLayout
import Foundation

/// An animated SVG: every piece of every frame (``FramePiece``) is drawn once per variant by
/// Cairo (``VariantSheet``); the document shows each piece's variants in turn and moves and
/// fades it with CSS keyframes at the frames' exact times — with `cubic-bezier()` where the
/// motion follows its transition's curve (``EasedKeyframes``), linear between frames elsewhere
/// (springs are sampled at the render's frame rate, as the GIF is) — so that at every frame
/// time the picture is the PNG's. Plays on load; loops when the GIF loops.
struct AnimatedSVGDocument {
    var width: Double
    var height: Double
    /// The frames' start times (seconds, from 0) and the animation's length (the last frame
    /// shows until then).
    var times: [Double]
    var duration: Double
    var loop: Bool
    var tracks: [VectorTrack]
    /// Per variant: the id of its group in `defs` (nil: draws nothing).
    var variantIDs: [String?]
    var defs: String
    /// Where the main motion follows a Bézier curve: keyed at its ends with `cubic-bezier()`.
    var spans: [EasedSpan] = []
    /// Runs of tracks faded as one.
    var groups: [VectorGroup] = []

    /// The SVG text.
    func text() -> String {
        var parts = Parts()
        for (t, track) in tracks.enumerated() {
            if let g = groups.firstIndex(where: { $0.tracks.lowerBound == t }) {
                let (open, rules) = Self.groupOpening(groups[g], name: "g\(g)", times: times, spans: spans, percent: percent,
                                                      length: length, repeatCount: repeatCount)
                parts.body += open
                parts.css += rules
            }
            piece(track, name: "p\(t)", into: &parts)
            if groups.contains(where: { $0.tracks.upperBound == t + 1 }) { parts.body += "</g>\n" }
        }
        let w = Self.number(width), h = Self.number(height)
        // SVG 2's plain `href` (every browser since 2019) rather than Cairo's `xlink:href`.
        let plainDefs = defs.replacingOccurrences(of: FramePiece.markerFill, with: "fill:currentColor")
            .replacingOccurrences(of: "xlink:href=", with: "href=")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
        <style>
        \(parts.css)</style>
        <defs>
        \(plainDefs)
        </defs>
        \(parts.body)</svg>

        """
    }

    /// A group's opening tag, with its opacity as an attribute when it holds, else animated
    /// (keyed as the pieces' are: with the curve where a span carries it, linear elsewhere).
    static func groupOpening(_ group: VectorGroup, name: String, times: [Double], spans: [EasedSpan], percent: (Int) -> String,
                             length: Double, repeatCount: String) -> (tag: String, css: String) {
        let start = group.opacity.first { $0 != nil }.flatMap { $0 } ?? 1
        var last = start
        let filled = group.opacity.map { o -> Double in
            if let o { last = o }
            return last
        }
        guard filled.contains(where: { $0 != start }) else { return (start < 1 ? "<g opacity=\"\(number(start))\">" : "<g>", "") }
        var css = "@keyframes \(name){"
        for key in EasedKeyframes.keys(filled.map { [.opacity($0)] }, times: times, spans: spans, sampled: true) {
            css += "\(percent(key.index)){opacity:\(number(filled[key.index]))\(timing(key))}"
        }
        if times.last.map({ $0 < length }) ?? false, let o = filled.last { css += "100%{opacity:\(number(o))}" }
        css += "}\n.\(name){animation:\(name) \(number(length, decimals: 4))s linear \(repeatCount)}\n"
        return ("<g class=\"\(name)\">", css)
    }

    /// A box track's rectangles (its background, and its border when it has one), at the
    /// sheet's origin `pad` as the drawings are, and the CSS that animates their size,
    /// corners and colours where they change.
    static func boxes(_ boxes: [BoxShape?], name: String, times: [Double], spans: [EasedSpan], percent: (Int) -> String,
                      length: Double, repeatCount: String) -> (elements: String, css: String) {
        let pad = VariantSheet.pad
        let filled = boxes.enumerated().map { i, b in b ?? boxes[..<i].last(where: { $0 != nil }) ?? boxes.first { $0 != nil } ?? nil }
        guard let first = filled.first ?? nil else { return ("", "") }
        func color(_ c: Color?) -> (String, String) {
            guard let c else { return ("none", "0") }
            return (rgb(c), number(c.alpha))
        }
        let px = { (v: Double) in number(v) + "px" }
        var elements = "", css = ""
        let values = filled.map { $0?.channels ?? first.channels }
        let changes = values.contains { $0 != values[0] }
        let keys = changes ? EasedKeyframes.keys(values, times: times, spans: spans, sampled: true) : []
        // Only the properties that change are keyed (the others stay the element's attributes).
        func animate(_ cls: String, _ rule: (BoxShape) -> [(String, String)]) {
            guard changes else { return }
            var frames: [(String, [(String, String)], EasedKey?)] = keys.compactMap { k in filled[k.index].map { (percent(k.index), rule($0), k) } }
            if times.last.map({ $0 < length }) ?? false, let b = filled.last ?? nil { frames.append(("100%", rule(b), nil)) }
            guard let firstFrame = frames.first?.1 else { return }
            let changing = firstFrame.indices.filter { p in frames.contains { $0.1.indices.contains(p) && $0.1[p].1 != firstFrame[p].1 } }
            guard !changing.isEmpty else { return }
            css += "@keyframes \(cls){"
            for (at, properties, easing) in frames {
                css += at + "{" + changing.map { properties[$0].0 + ":" + properties[$0].1 }.joined(separator: ";") + timing(easing) + "}"
            }
            css += "}\n.\(cls){animation:\(cls) \(number(length, decimals: 4))s linear \(repeatCount)}\n"
        }
        let hasFill = filled.contains { $0?.fill != nil }, hasBorder = filled.contains { $0?.border != nil }
        if hasFill {
            let (fill, opacity) = color(first.fill)
            elements += "<rect\(changes ? " class=\"\(name)f\"" : "") x=\"\(number(pad))\" y=\"\(number(pad))\" width=\"\(number(first.width))\" height=\"\(number(first.height))\""
                + (first.corner > 0 ? " rx=\"\(number(first.corner))\"" : "") + " fill=\"\(fill)\"" + (opacity == "1" ? "" : " fill-opacity=\"\(opacity)\"") + "/>"
            animate("\(name)f") { b in
                let (fill, opacity) = color(b.fill)
                return [("width", px(b.width)), ("height", px(b.height)), ("rx", px(b.corner)), ("ry", px(b.corner)),
                        ("fill", fill), ("fill-opacity", opacity)]
            }
        }
        if hasBorder {
            func line(_ b: BoxShape) -> (x: Double, w: Double, h: Double, r: Double, width: Double) {
                guard let p = b.borderPath else { return (pad, b.width, b.height, b.corner, 0) }
                return (pad + p.inset, p.width, p.height, p.corner, b.border?.width ?? 0)
            }
            let l = line(first), (stroke, opacity) = color(first.border?.color)
            elements += "<rect\(changes ? " class=\"\(name)s\"" : "") x=\"\(number(l.x))\" y=\"\(number(l.x))\" width=\"\(number(l.w))\" height=\"\(number(l.h))\""
                + (l.r > 0 ? " rx=\"\(number(l.r))\"" : "") + " fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(number(min(l.width, first.width / 2, first.height / 2)))\""
                + (opacity == "1" ? "" : " stroke-opacity=\"\(opacity)\"") + "/>"
            animate("\(name)s") { b in
                let l = line(b), (stroke, opacity) = color(b.border?.color)
                return [("x", px(l.x)), ("y", px(l.x)), ("width", px(l.w)), ("height", px(l.h)), ("rx", px(l.r)), ("ry", px(l.r)),
                        ("stroke", stroke), ("stroke-opacity", opacity), ("stroke-width", px(min(l.width, b.width / 2, b.height / 2)))]
            }
        }
        return (elements, css)
    }

    /// A shadow track's rectangle, moved by the shadow's offset and blurred with its σ
    /// (`feGaussianBlur`, in sRGB as the PNG blurs it), its size, corners and colour keyed as
    /// a box's are (``boxes(_:name:times:spans:percent:length:repeatCount:)``).
    static func blurredShadow(_ shapes: [ShadowShape?], first: ShadowShape, name: String, times: [Double], spans: [EasedSpan],
                              percent: (Int) -> String, length: Double, repeatCount: String) -> (element: String, css: String) {
        let pad = VariantSheet.pad
        let (rects, css) = boxes(shapes.map { $0?.box }, name: name, times: times, spans: spans, percent: percent,
                                 length: length, repeatCount: repeatCount)
        // The filter's region: the largest shape and three σ around it (the blur's reach).
        let margin = 3 * first.sigma + 2
        let width = shapes.compactMap { $0?.width }.max() ?? first.width, height = shapes.compactMap { $0?.height }.max() ?? first.height
        let filter = "<filter id=\"\(name)b\" filterUnits=\"userSpaceOnUse\" x=\"\(number(pad - margin))\" y=\"\(number(pad - margin))\""
            + " width=\"\(number(width + 2 * margin))\" height=\"\(number(height + 2 * margin))\" color-interpolation-filters=\"sRGB\">"
            + "<feGaussianBlur stdDeviation=\"\(number(first.sigma))\"/></filter>"
        return (filter + "<g transform=\"translate(\(number(first.dx)) \(number(first.dy)))\" filter=\"url(#\(name)b)\">" + rects + "</g>", css)
    }
}
