import AnimLayout
import Foundation

/// The pieces of ``AnimatedSVGDocument/text()``: one function per kind of piece (a box, a
/// blurred shadow, drawings), and the group that moves, fades and tints each.
extension AnimatedSVGDocument {
    /// The document's style rules and body, as they are written.
    struct Parts {
        var css = ""
        var body = ""
    }

    /// How one track is shown: its samples filled where it is absent (it stays where it was
    /// last, or first, seen, invisible), the drawings it shows and how it is placed.
    struct PieceMotion {
        /// The class name of its group (`p` and the track's index).
        var name: String
        var firstSeen: Int
        var seen: VectorSample
        var filled: [VectorSample]
        /// The variants it shows that have a drawing, in order of first showing.
        var distinct: [Int]
        /// Whether a tinted text's colour changes (then it is keyed with the motion).
        var recolours: Bool
        /// Whether its placement, opacity and colour hold throughout.
        var still: Bool
        /// Whether its opacity changes.
        var fades: Bool
        /// Whether its placement changes.
        var moves: Bool
        /// Whether it scales or turns in some frame.
        var turns: Bool
        /// The map from the sheet to the canvas, by frame.
        var maps: [Affine]
        /// The turn's anchor and the maps as turns about it, where that saves keyframes.
        var anchor: (x: Double, y: Double)?
        var turned: [TurnedPlacement]?
        var turnedKeys: [EasedKey]?
    }

    /// The keyframes of a piece that changes: its motion's (with its opacity, unless that is
    /// keyed on a group of its own) and its opacity's when apart.
    struct PieceKeys {
        var motion: [EasedKey]
        var opacity: [EasedKey]?
    }

    /// The animation's length in seconds (never 0).
    var length: Double { duration > 0 ? duration : 1 }

    /// The CSS animations' count and fill.
    var repeatCount: String { loop ? "infinite" : "1 forwards" }

    /// Frame `i`'s time as a keyframe selector.
    func percent(_ i: Int) -> String { Self.number(min(100, max(0, times[i] / length * 100)), decimals: 4) + "%" }

    /// One track: its group (still, or animated), then its box, shadow or drawings.
    func piece(_ track: VectorTrack, name: String, into parts: inout Parts) {
        guard let motion = motion(of: track, name: name) else { return }
        let closing = motion.still ? openStill(motion, into: &parts) : openAnimated(motion, into: &parts)
        if motion.seen.box != nil {
            box(motion, into: &parts)
        } else if let shadow = motion.seen.shadow {
            blurredShadow(motion, first: shadow, into: &parts)
        } else {
            drawings(motion, into: &parts)
        }
        parts.body += closing
    }

    /// How `track` moves and what it shows; nil when it shows nothing.
    func motion(of track: VectorTrack, name: String) -> PieceMotion? {
        let pad = VariantSheet.pad
        guard let firstSeen = track.samples.firstIndex(where: { $0 != nil }), let seen = track.samples[firstSeen] else { return nil }
        let filled = track.filled(spans: spans)
        let variants = filled.indices.compactMap { i -> Int? in track.samples[i]?.variant }
        let distinct = variants.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
            .filter { variantIDs.indices.contains($0) && variantIDs[$0] != nil }
        guard !distinct.isEmpty || seen.box != nil || seen.shadow != nil else { return nil }
        // A tinted text's colour: an attribute when it holds, else keyed with the motion.
        let recolours = filled.contains { $0.tint != seen.tint }
        let still = !recolours && filled.allSatisfy { $0.placement(pad: pad) == seen.placement(pad: pad) && $0.opacity == seen.opacity }
        let turns = filled.contains { $0.matrix.a != 1 || $0.matrix.b != 0 || $0.matrix.c != 0 || $0.matrix.d != 1 }
        let maps = filled.map { $0.placement(pad: pad) }
        var motion = PieceMotion(name: name, firstSeen: firstSeen, seen: seen, filled: filled, distinct: distinct,
                                 recolours: recolours, still: still,
                                 fades: filled.contains { $0.opacity != seen.opacity },
                                 moves: filled.contains { $0.placement(pad: pad) != seen.placement(pad: pad) },
                                 turns: turns, maps: maps)
        chooseTurns(&motion)
        return motion
    }

    /// CSS: translate() for pieces that only move; for ones that scale or turn, a turn and
    /// scale about their anchor (``TurnAnchor``) where no map skews and that saves keyframes
    /// (its rule is longer), else matrix().
    func chooseTurns(_ motion: inout PieceMotion) {
        let pad = VariantSheet.pad
        guard motion.turns, motion.maps.allSatisfy(\.isOrthogonal) else { return }
        let anchor = TurnAnchor.anchor(motion.maps, fallback: (pad, pad))
        let turned = TurnAnchor.placements(motion.maps, anchor: anchor)
        let keys = VectorSample.keyframes(motion.filled, times: times, pad: pad, spans: spans, colours: motion.recolours, turned: turned)
        guard keys.count < VectorSample.keyframes(motion.filled, times: times, pad: pad, spans: spans, colours: motion.recolours).count else { return }
        motion.anchor = anchor
        motion.turned = turned
        motion.turnedKeys = keys
    }

    /// Frame `i`'s placement: an attribute's (`css` false) or a CSS property's.
    func transform(_ motion: PieceMotion, _ i: Int, css: Bool) -> String {
        let m = motion.maps[i]
        let unit = css ? "px" : ""
        let comma = css ? "," : " "
        if !motion.turns { return "translate(\(Self.number(m.e))\(unit)\(comma)\(Self.number(m.f))\(unit))" }
        if css, let turned = motion.turned, let anchor = motion.anchor {
            let t = turned[i]
            return "translate(\(Self.number(t.x))px,\(Self.number(t.y))px) rotate(\(Self.number(t.degrees, decimals: 4))deg) "
                + "scale(\(Self.number(t.sx, decimals: 5)),\(Self.number(t.sy, decimals: 5))) "
                + "translate(\(Self.number(-anchor.x))px,\(Self.number(-anchor.y))px)"
        }
        return "matrix(" + [m.a, m.b, m.c, m.d, m.e, m.f].map { Self.number($0, decimals: 5) }.joined(separator: comma) + ")"
    }

    /// A piece that holds: a group with its placement, opacity and colour as attributes.
    /// Returns the tags that close it.
    func openStill(_ motion: PieceMotion, into parts: inout Parts) -> String {
        let seen = motion.seen
        parts.body += "<g transform=\"\(transform(motion, motion.firstSeen, css: false))\""
            + (seen.opacity < 1 ? " opacity=\"\(Self.number(seen.opacity))\"" : "") + colour(seen) + ">"
        return "</g>\n"
    }

    /// A tinted text's colour as an attribute (none for other pieces).
    func colour(_ seen: VectorSample) -> String {
        seen.tint.map { " color=\"\(Self.rgb($0))\"" } ?? ""
    }

    /// A piece that changes: its group animated by CSS keyframes (opacity, transform and
    /// colour keyed only where they change, else attributes), inside a group of its own that
    /// fades it when that saves keyframes. Returns the tags that close them.
    func openAnimated(_ motion: PieceMotion, into parts: inout Parts) -> String {
        let name = motion.name, filled = motion.filled
        let keys = keys(of: motion)
        var closing = "</g>\n"
        if let opacityKeys = keys.opacity {
            parts.css += "@keyframes \(name)o{"
            for key in opacityKeys { parts.css += "\(percent(key.index)){opacity:\(Self.number(filled[key.index].opacity))\(Self.timing(key))}" }
            if times.last.map({ $0 < length }) ?? false, let last = filled.last { parts.css += "100%{opacity:\(Self.number(last.opacity))}" }
            parts.css += "}\n.\(name)o{animation:\(name)o \(Self.number(length, decimals: 4))s linear \(repeatCount)}\n"
            parts.body += "<g class=\"\(name)o\">"
            closing = "</g></g>\n"
        }
        let opacityApart = keys.opacity != nil
        parts.css += "@keyframes \(name){"
        for key in keys.motion {
            parts.css += "\(percent(key.index)){\(rule(motion, key.index, opacityApart: opacityApart))\(Self.timing(key))}"
        }
        if times.last.map({ $0 < length }) ?? false, !filled.isEmpty {
            parts.css += "100%{\(rule(motion, filled.count - 1, opacityApart: opacityApart))}"
        }
        parts.css += "}\n.\(name){animation:\(name) \(Self.number(length, decimals: 4))s linear \(repeatCount)}\n"
        parts.body += "<g class=\"\(name)\""
        if !motion.moves { parts.body += " transform=\"\(transform(motion, motion.firstSeen, css: false))\"" }
        if !motion.fades, motion.seen.opacity < 1 { parts.body += " opacity=\"\(Self.number(motion.seen.opacity))\"" }
        if !motion.recolours { parts.body += colour(motion.seen) }
        parts.body += ">"
        return closing
    }

    /// The keyframes of a piece that changes; its opacity on a group of its own when that saves
    /// keyframes: a view that pops in and then moves on a spring, or fades (held within 0…1)
    /// while it overshoots.
    func keys(of motion: PieceMotion) -> PieceKeys {
        let pad = VariantSheet.pad, filled = motion.filled
        let keys = motion.turnedKeys ?? VectorSample.keyframes(filled, times: times, pad: pad, spans: spans, colours: motion.recolours)
        guard motion.fades, motion.moves || motion.recolours else { return PieceKeys(motion: keys) }
        let moving = VectorSample.keyframes(filled, times: times, pad: pad, spans: spans, colours: motion.recolours,
                                            turned: motion.turned, opacity: false)
        let fading = EasedKeyframes.keys(filled.map { [.opacity($0.opacity)] }, times: times, spans: spans, sampled: true)
        guard moving.count + fading.count + 2 < keys.count else { return PieceKeys(motion: keys) }
        return PieceKeys(motion: moving, opacity: fading)
    }

    /// Frame `i`'s keyframe rule: the properties that change.
    func rule(_ motion: PieceMotion, _ i: Int, opacityApart: Bool) -> String {
        let s = motion.filled[i]
        return [motion.moves ? "transform:\(transform(motion, i, css: true))" : nil,
                motion.fades && !opacityApart ? "opacity:\(Self.number(s.opacity))" : nil,
                motion.recolours ? s.tint.map { "color:\(Self.rgb($0))" } : nil]
            .compactMap { $0 }.joined(separator: ";")
    }

    /// A box track's rectangles (``boxes(_:name:times:spans:percent:length:repeatCount:)``).
    func box(_ motion: PieceMotion, into parts: inout Parts) {
        let (rects, rules) = Self.boxes(motion.filled.map { $0.box }, name: motion.name, times: times, spans: spans, percent: percent,
                                        length: length, repeatCount: repeatCount)
        parts.body += rects
        parts.css += rules
    }

    /// A native shadow track's blurred rectangle
    /// (``blurredShadow(_:first:name:times:spans:percent:length:repeatCount:)``).
    func blurredShadow(_ motion: PieceMotion, first shadow: ShadowShape, into parts: inout Parts) {
        let (element, rules) = Self.blurredShadow(motion.filled.map { $0.shadow }, first: shadow, name: motion.name, times: times,
                                                  spans: spans, percent: percent, length: length, repeatCount: repeatCount)
        parts.body += element
        parts.css += rules
    }

    /// A drawn track's drawings: the one it shows, or each of them shown in its frames only.
    func drawings(_ motion: PieceMotion, into parts: inout Parts) {
        for v in motion.distinct {
            guard let id = variantIDs[v] else { continue }
            if motion.distinct.count == 1 {
                parts.body += "<use href=\"#\(id)\"/>"
                continue
            }
            let vname = "\(motion.name)v\(v)"
            parts.css += visibility(of: v, in: motion.filled, name: vname)
            parts.body += "<use class=\"\(vname)\" href=\"#\(id)\"/>"
        }
    }

    /// The steps that show variant `v` in the frames that have it and hide it in the others. A
    /// switch lands halfway from the frame before, so that a frame's time read a hair early (or
    /// late) shows that frame's drawing where its motion has put it.
    func visibility(of v: Int, in filled: [VectorSample], name: String) -> String {
        var css = "@keyframes \(name){"
        var previous: Bool?
        for i in filled.indices {
            let shown = filled[i].variant == v
            if shown != previous {
                let at = i == 0 ? percent(0) : Self.number(min(100, max(0, (times[i - 1] + times[i]) / 2 / length * 100)), decimals: 4) + "%"
                css += "\(at){visibility:\(shown ? "visible" : "hidden")}"
            }
            previous = shown
        }
        css += "}\n.\(name){animation:\(name) \(Self.number(length, decimals: 4))s step-end \(repeatCount)}\n"
        return css
    }
}
