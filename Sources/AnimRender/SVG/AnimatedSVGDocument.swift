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
        var css = ""
        var body = ""
        let pad = VariantSheet.pad
        let length = duration > 0 ? duration : 1
        let repeatCount = loop ? "infinite" : "1 forwards"
        func percent(_ i: Int) -> String { Self.number(min(100, max(0, times[i] / length * 100)), decimals: 4) + "%" }
        func piece(_ t: Int, _ track: VectorTrack) {
            // Where the piece is absent it stays where it was last (or first) seen, invisible.
            guard let firstSeen = track.samples.firstIndex(where: { $0 != nil }), let seen = track.samples[firstSeen] else { return }
            let filled = track.filled(spans: spans)
            let variants = filled.indices.compactMap { i -> Int? in track.samples[i]?.variant }
            let distinct = variants.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
                .filter { variantIDs.indices.contains($0) && variantIDs[$0] != nil }
            guard !distinct.isEmpty || seen.box != nil || seen.shadow != nil else { return }
            // A tinted text's colour: an attribute when it holds, else keyed with the motion.
            let recolours = filled.contains { $0.tint != seen.tint }
            let still = !recolours && filled.allSatisfy { $0.placement(pad: pad) == seen.placement(pad: pad) && $0.opacity == seen.opacity }
            let colour = seen.tint.map { " color=\"\(Self.rgb($0))\"" } ?? ""
            let turns = filled.contains { $0.matrix.a != 1 || $0.matrix.b != 0 || $0.matrix.c != 0 || $0.matrix.d != 1 }
            // CSS: translate() for pieces that only move; for ones that scale or turn, a turn and
            // scale about their anchor (``TurnAnchor``) where no map skews, else matrix().
            let maps = filled.map { $0.placement(pad: pad) }
            var anchor = turns && maps.allSatisfy(\.isOrthogonal) ? TurnAnchor.anchor(maps, fallback: (pad, pad)) : nil
            var turned = anchor.map { TurnAnchor.placements(maps, anchor: $0) }
            // The matrix's entries, unless the turn saves keyframes (its rule is longer).
            var turnedKeys: [EasedKey]?
            if let placements = turned {
                let keys = VectorSample.keyframes(filled, times: times, pad: pad, spans: spans, colours: recolours, turned: placements)
                if keys.count < VectorSample.keyframes(filled, times: times, pad: pad, spans: spans, colours: recolours).count {
                    turnedKeys = keys
                } else {
                    anchor = nil
                    turned = nil
                }
            }
            func transform(_ i: Int, css: Bool) -> String {
                let m = maps[i]
                let unit = css ? "px" : ""
                let comma = css ? "," : " "
                if !turns { return "translate(\(Self.number(m.e))\(unit)\(comma)\(Self.number(m.f))\(unit))" }
                if css, let turned, let anchor {
                    let t = turned[i]
                    return "translate(\(Self.number(t.x))px,\(Self.number(t.y))px) rotate(\(Self.number(t.degrees, decimals: 4))deg) "
                        + "scale(\(Self.number(t.sx, decimals: 5)),\(Self.number(t.sy, decimals: 5))) "
                        + "translate(\(Self.number(-anchor.x))px,\(Self.number(-anchor.y))px)"
                }
                return "matrix(" + [m.a, m.b, m.c, m.d, m.e, m.f].map { Self.number($0, decimals: 5) }.joined(separator: comma) + ")"
            }
            let name = "p\(t)"
            // The tags that close the piece's group(s).
            var closing = "</g>\n"
            if still {
                body += "<g transform=\"\(transform(firstSeen, css: false))\""
                    + (seen.opacity < 1 ? " opacity=\"\(Self.number(seen.opacity))\"" : "") + colour + ">"
            } else {
                // Opacity is keyed only when it changes (else an attribute), transform likewise.
                let fades = filled.contains { $0.opacity != seen.opacity }
                let moves = filled.contains { $0.placement(pad: pad) != seen.placement(pad: pad) }
                var keys = turnedKeys ?? VectorSample.keyframes(filled, times: times, pad: pad, spans: spans, colours: recolours)
                // The opacity on a group of its own when that saves keyframes: a view that pops in
                // and then moves on a spring, or fades (held within 0…1) while it overshoots.
                var opacityKeys: [EasedKey]?
                if fades, moves || recolours {
                    let motion = VectorSample.keyframes(filled, times: times, pad: pad, spans: spans, colours: recolours, turned: turned, opacity: false)
                    let fading = EasedKeyframes.keys(filled.map { [.opacity($0.opacity)] }, times: times, spans: spans, sampled: true)
                    if motion.count + fading.count + 2 < keys.count {
                        keys = motion
                        opacityKeys = fading
                    }
                }
                func rule(_ i: Int) -> String {
                    let s = filled[i]
                    return [moves ? "transform:\(transform(i, css: true))" : nil,
                            fades && opacityKeys == nil ? "opacity:\(Self.number(s.opacity))" : nil,
                            recolours ? s.tint.map { "color:\(Self.rgb($0))" } : nil]
                        .compactMap { $0 }.joined(separator: ";")
                }
                if let opacityKeys {
                    css += "@keyframes \(name)o{"
                    for key in opacityKeys { css += "\(percent(key.index)){opacity:\(Self.number(filled[key.index].opacity))\(Self.timing(key))}" }
                    if times.last.map({ $0 < length }) ?? false, let last = filled.last { css += "100%{opacity:\(Self.number(last.opacity))}" }
                    css += "}\n.\(name)o{animation:\(name)o \(Self.number(length, decimals: 4))s linear \(repeatCount)}\n"
                    body += "<g class=\"\(name)o\">"
                    closing = "</g></g>\n"
                }
                css += "@keyframes \(name){"
                for key in keys {
                    css += "\(percent(key.index)){\(rule(key.index))\(Self.timing(key))}"
                }
                if times.last.map({ $0 < length }) ?? false, !filled.isEmpty {
                    css += "100%{\(rule(filled.count - 1))}"
                }
                css += "}\n.\(name){animation:\(name) \(Self.number(length, decimals: 4))s linear \(repeatCount)}\n"
                body += "<g class=\"\(name)\""
                if !moves { body += " transform=\"\(transform(firstSeen, css: false))\"" }
                if !fades, seen.opacity < 1 { body += " opacity=\"\(Self.number(seen.opacity))\"" }
                if !recolours { body += colour }
                body += ">"
            }
            if seen.box != nil {
                let (rects, rules) = Self.boxes(filled.map { $0.box }, name: name, times: times, spans: spans, percent: percent,
                                                length: length, repeatCount: repeatCount)
                body += rects + closing
                css += rules
                return
            }
            if let shadow = seen.shadow {
                let (element, rules) = Self.blurredShadow(filled.map { $0.shadow }, first: shadow, name: name, times: times, spans: spans,
                                                          percent: percent, length: length, repeatCount: repeatCount)
                body += element + closing
                css += rules
                return
            }
            for v in distinct {
                guard let id = variantIDs[v] else { continue }
                if distinct.count == 1 {
                    body += "<use href=\"#\(id)\"/>"
                    continue
                }
                // Shown in the frames that have this variant, hidden in the others (steps). A switch
                // lands halfway from the frame before, so that a frame's time read a hair early
                // (or late) shows that frame's drawing where its motion has put it.
                let vname = "\(name)v\(v)"
                css += "@keyframes \(vname){"
                var previous: Bool?
                for i in filled.indices {
                    let shown = filled[i].variant == v
                    if shown != previous {
                        let at = i == 0 ? percent(0) : Self.number(min(100, max(0, (times[i - 1] + times[i]) / 2 / length * 100)), decimals: 4) + "%"
                        css += "\(at){visibility:\(shown ? "visible" : "hidden")}"
                    }
                    previous = shown
                }
                css += "}\n.\(vname){animation:\(vname) \(Self.number(length, decimals: 4))s step-end \(repeatCount)}\n"
                body += "<use class=\"\(vname)\" href=\"#\(id)\"/>"
            }
            body += closing
        }
        for (t, track) in tracks.enumerated() {
            if let g = groups.firstIndex(where: { $0.tracks.lowerBound == t }) {
                let (open, rules) = Self.groupOpening(groups[g], name: "g\(g)", times: times, spans: spans, percent: percent,
                                                      length: length, repeatCount: repeatCount)
                body += open
                css += rules
            }
            piece(t, track)
            if groups.contains(where: { $0.tracks.upperBound == t + 1 }) { body += "</g>\n" }
        }
        let w = Self.number(width), h = Self.number(height)
        // SVG 2's plain `href` (every browser since 2019) rather than Cairo's `xlink:href`.
        let plainDefs = defs.replacingOccurrences(of: FramePiece.markerFill, with: "fill:currentColor")
            .replacingOccurrences(of: "xlink:href=", with: "href=")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
        <style>
        \(css)</style>
        <defs>
        \(plainDefs)
        </defs>
        \(body)</svg>

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
