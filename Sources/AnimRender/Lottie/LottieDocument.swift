import AnimLayout
import Foundation

/// A Lottie (Bodymovin JSON) animation of a ``VectorAnimation``: one shape layer per piece
/// (topmost first), each drawing's outlines (``CairoSVGShapes``: views, borders, text as glyph
/// outlines, controls) as a group of paths with its fill or stroke, the layer moved and faded
/// with keyframes at the frames' times (eased with the transition's curve where the motion
/// follows it, ``EasedKeyframes``; linear otherwise), and a piece's drawings switched with
/// hold keyframes. `w`/`h` are the canvas in points, `fr` the render's frames per second, `ip`/`op`
/// the animation's length in frames. A view's blurred shadow is nested rectangles
/// (``shadowGroups(_:frame:times:spans:)``); a shadow too small for them, Cairo's image of it,
/// is image layers
/// (``imageLayers(_:variants:track:filled:shownVariants:layerOpacity:parent:frame:frames:assets:order:)``).
struct LottieDocument {
    let vector: VectorAnimation
    let fps: Int
    let name: String

    /// A document for `vector`, its curves' fitted pieces worked out (``EasedSpan/fitting(times:)``).
    init(vector: VectorAnimation, fps: Int, name: String) {
        var fitted = vector
        fitted.spans = vector.spans.map { $0.fitting(times: vector.times) }
        self.vector = fitted
        self.fps = fps
        self.name = name
    }

    func json() -> JSONValue {
        // Runs of glyphs (`tN`, shared by many drawings) are precompositions, placed by layers
        // that follow their piece's layer.
        let parsed = CairoSVGShapes.parse(defs: vector.sheet.defs, keeping: SVGDefsMinifier.isRun)
        let shapes = parsed.groups
        var assets: [String: JSONValue] = [:]
        var assetOrder: [String] = []
        var runLayers = 0
        let pad = VariantSheet.pad
        let fr = Double(max(1, fps))
        let op = max(1, (vector.duration * fr).rounded(.up))
        func frame(_ i: Int) -> Double { Self.r(vector.times[i] * fr) }
        var layers: [JSONValue] = []
        // How many pieces show each run.
        var runUsers: [String: Int] = [:]
        for track in vector.tracks {
            let drawings = Set(track.samples.compactMap { $0?.variant })
            let ids = Set(drawings.flatMap { v in
                vector.sheet.ids.indices.contains(v) ? (parsed.references[vector.sheet.ids[v] ?? ""] ?? []).map(\.id) : []
            })
            for id in ids { runUsers[id, default: 0] += 1 }
        }
        // An element faded with its subviews: its tracks' layers are a precomposition, placed by
        // one layer with the group's opacity (players fade a precomposition as one picture).
        var open: (group: AnimatedSVGDocument.Group, index: Int, outer: [JSONValue])?
        func closeGroup() {
            guard let (group, g, outer) = open else { return }
            let id = "group\(g)"
            assetOrder.append(id)
            assets[id] = .object([("id", .string(id)), ("layers", .array(layers.reversed()))])
            layers = outer
            let opacity = Self.keyed(group.opacity, times: vector.times, spans: vector.spans, frame: frame)
            layers.append(Self.layer(index: 200_000 + g, type: 0, name: group.name, transform: Self.transform(opacity: opacity, position: Self.still([0, 0, 0])),
                                     [("refId", .string(id)), ("w", .number(Self.r(vector.width))), ("h", .number(Self.r(vector.height)))], frames: op))
            open = nil
        }
        for (t, track) in vector.tracks.enumerated() {
            if let current = open, !current.group.tracks.contains(t) { closeGroup() }
            if open == nil, let g = vector.groups.firstIndex(where: { $0.tracks.contains(t) }) {
                open = (vector.groups[g], g, layers)
                layers = []
            }
            guard let firstSeen = track.samples.firstIndex(where: { $0 != nil }), let seen = track.samples[firstSeen] else { continue }
            let filled = track.filled(spans: vector.spans)
            // A plain box is one native rectangle whose size, corners and colours are animated.
            let native = seen.box != nil || seen.shadow != nil
            let variants = native ? [] : track.samples.compactMap { $0?.variant }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
            var groups: [JSONValue] = seen.box != nil ? Self.boxGroups(filled.map(\.box), frame: frame, times: vector.times, spans: vector.spans)
                : seen.shadow != nil ? Self.shadowGroups(filled.map(\.shadow), frame: frame, times: vector.times, spans: vector.spans) : []
            // A map that skews is two layers' transforms (``factored(_:)``), keyed on its factors.
            let skews = filled.contains { !Self.orthogonal($0.matrix) }
            let factors = skews ? Self.factored(filled.map { $0.placement(pad: pad) }) : []
            let keyIndices = skews
                ? EasedKeyframes.keys(factors.indices.map { i in
                    let k = factors[i]
                    return [k.phi, k.sx, k.sy, k.theta, k.e, k.f, filled[i].opacity]
                }, times: vector.times, spans: vector.spans, tolerance: { $0 < 4 ? 0.00001 : 0.001 },
                   fitted: { $0 < 4 ? EasingFit.factor : $0 < 6 ? EasingFit.length : EasingFit.fraction })
                : AnimatedSVGDocument.keyframes(filled, times: vector.times, pad: pad, spans: vector.spans)
            let moves = filled.contains { $0.placement(pad: pad) != seen.placement(pad: pad) }
            let turns = filled.contains { $0.matrix.a != 1 || $0.matrix.b != 0 || $0.matrix.c != 0 || $0.matrix.d != 1 }
            let fades = filled.contains { $0.opacity != seen.opacity }
            func animatedAt(_ value: (Int) -> [Double], _ changes: Bool) -> JSONValue {
                changes ? Self.keyframed(keyIndices, frame: frame, value: value) : Self.still(value(firstSeen))
            }
            // Without skew, each property is keyed on its own: where only the rotation changes
            // from frame to frame (a spring), the opacity is not repeated at every frame.
            func animated(_ value: (AnimatedSVGDocument.Sample) -> [Double], _ changes: Bool, tolerance: Double, fitted: Double) -> JSONValue {
                guard changes, !skews else { return animatedAt({ value(filled[$0]) }, changes) }
                return Self.values(filled.map(value), colour: false, tolerance: tolerance, fitted: fitted, frame: frame,
                                   times: vector.times, spans: vector.spans)
            }
            let layerOpacity = animated({ [$0.opacity * 100] }, fades, tolerance: 0.1, fitted: EasingFit.fraction * 100)
            // A tinted text's colour, for its marker-coloured glyphs.
            let tint = seen.tint.map { _ in
                Self.values(filled.map { s in s.tint.map { [$0.red, $0.green, $0.blue, 1] } ?? [0, 0, 0, 1] }, colour: true,
                            frame: frame, times: vector.times, spans: vector.spans)
            }
            // The drawings the piece shows in some frame.
            let shownVariants = Set(track.samples.compactMap { $0?.variant })
            var runs: [JSONValue] = []
            // A run placed at the same spot by several drawings (a label's text in each frame of
            // a cross-fade) is one layer, shown in the frames of any of them.
            var placements: [(id: String, x: Double, y: Double, variants: Set<Int>)] = []
            for v in variants {
                guard vector.sheet.ids.indices.contains(v), let id = vector.sheet.ids[v] else { continue }
                for ref in parsed.references[id] ?? [] {
                    if let k = placements.firstIndex(where: { $0.id == ref.id && $0.x == ref.x && $0.y == ref.y }) {
                        placements[k].variants.insert(v)
                    } else {
                        placements.append((ref.id, ref.x, ref.y, [v]))
                    }
                }
            }
            var newAssets: [(id: String, value: JSONValue)] = []
            for placement in placements {
                if assets[placement.id] == nil && !newAssets.contains(where: { $0.id == placement.id }) {
                    newAssets.append((placement.id, .object([("id", .string(placement.id)), ("layers", .array([Self.runLayer(shapes[placement.id] ?? [], frames: op)]))])))
                }
                // Shown (at the piece's opacity) in the frames that show one of its drawings.
                // (A layer's parent moves it but does not fade it.)
                let opacity = placement.variants.isSuperset(of: shownVariants) ? layerOpacity : Self.steps(filled.count, frame: frame) { i in
                    placement.variants.contains(filled[i].variant) && track.samples[i] != nil ? filled[i].opacity * 100 : 0
                }
                runs.append(Self.layer(index: 100_000 + runLayers + runs.count + 1, type: 0, name: placement.id,
                                       transform: Self.transform(opacity: opacity, position: Self.still([placement.x - Self.runMargin, placement.y - Self.runMargin, 0])),
                                       [("refId", .string(placement.id)), ("parent", .number(Double(t + 1))), ("sr", .number(1)),
                                        ("w", .number(Self.runSize)), ("h", .number(Self.runSize))], frames: op))
            }
            // The same glyphs drawn in place, once per spot, when that is smaller (drawings that
            // repeat most of each other's glyphs: a text truncated differently in each frame).
            if !runs.isEmpty {
                let inPlace = Self.placedGlyphGroups(placements.map { ($0.id, $0.x, $0.y, $0.variants) }, shapes: shapes, origin: pad, tint: tint) { shown in
                    Self.steps(filled.count, frame: frame) { shown.contains(filled[$0].variant) ? 100 : 0 }
                }
                // A run other pieces also show costs this piece its share of the definition.
                let precomposed = runs.reduce(0) { $0 + $1.serialized().utf8.count }
                    + newAssets.reduce(0) { $0 + $1.value.serialized().utf8.count / max(1, runUsers[$1.id] ?? 1) }
                // A tinted text's glyphs are in place (a precomposition's fill cannot follow it).
                if tint != nil || inPlace.reduce(0, { $0 + $1.serialized().utf8.count }) < precomposed {
                    groups.insert(contentsOf: inPlace, at: 0)
                    runs = []
                    newAssets = []
                }
            }
            runLayers += runs.count
            for asset in newAssets {
                assetOrder.append(asset.id)
                assets[asset.id] = asset.value
            }
            for v in variants {
                guard vector.sheet.ids.indices.contains(v), let id = vector.sheet.ids[v] else { continue }
                let drawn = shapes[id] ?? []
                guard !drawn.isEmpty else { continue }
                let opacity = Self.steps(filled.count, frame: frame) { filled[$0].variant == v ? 100 : 0 }
                groups.append(contentsOf: Self.shapeGroups(drawn, origin: pad, opacity: opacity, tint: tint))
            }
            // Images the drawings show (shadows): image layers under the piece's shapes.
            let pictures = imageLayers(parsed, variants: variants, track: track, filled: filled, shownVariants: shownVariants,
                                       layerOpacity: layerOpacity, parent: t + 1, frame: frame, frames: op, assets: &assets, order: &assetOrder)
            guard !groups.isEmpty || !runs.isEmpty || !pictures.isEmpty else { continue }
            let name = vector.names.indices.contains(t) ? vector.names[t] : "piece \(t)"
            layers += pictures
            if skews {
                // The null layer places, turns by φ and scales; the piece's layer turns by θ first.
                let degrees = 180 / Double.pi
                let parent = 300_000 + t + 1
                layers.append(Self.layer(index: parent, type: 3, name: name + " (transform)", transform: Self.transform(
                    rotation: animatedAt({ [factors[$0].phi * degrees] }, true),
                    position: animatedAt({ [factors[$0].e, factors[$0].f, 0] }, moves),
                    scale: animatedAt({ [factors[$0].sx * 100, factors[$0].sy * 100, 100] }, true)), [], frames: op))
                let transform = Self.transform(opacity: layerOpacity, rotation: animatedAt({ [factors[$0].theta * degrees] }, true),
                                               position: Self.still([0, 0, 0]))
                layers.append(Self.layer(index: t + 1, type: 4, name: name, transform: transform,
                                         [("parent", .number(Double(parent))), ("shapes", .array(groups))], frames: op))
            } else if turns {
                // Turned and scaled about the drawing's anchor (``TurnAnchor``): a view turning in
                // place keeps its position, and each property follows the transition's curve.
                let maps = filled.map { $0.placement(pad: pad) }
                let anchor = TurnAnchor.anchor(maps, fallback: (pad, pad))
                let turned = TurnAnchor.placements(maps, anchor: anchor)
                let transform = Self.transform(
                    opacity: layerOpacity,
                    rotation: Self.values(turned.map { [$0.degrees] }, colour: false, tolerance: 0.0005, fitted: EasingFit.factor * 57,
                                          frame: frame, times: vector.times, spans: vector.spans),
                    position: Self.values(turned.map { [$0.x, $0.y, 0] }, colour: false, tolerance: 0.001, fitted: EasingFit.length,
                                          frame: frame, times: vector.times, spans: vector.spans),
                    scale: Self.values(turned.map { [$0.sx * 100, $0.sy * 100, 100] }, colour: false, tolerance: 0.001,
                                       fitted: EasingFit.factor * 100, frame: frame, times: vector.times, spans: vector.spans),
                    anchor: [anchor.x, anchor.y])
                layers.append(Self.layer(index: t + 1, type: 4, name: name, transform: transform, [("shapes", .array(groups))], frames: op))
            } else {
                let transform = Self.transform(
                    opacity: layerOpacity,
                    position: animated({ let m = $0.placement(pad: pad); return [m.e, m.f, 0] }, moves, tolerance: 0.001, fitted: EasingFit.length))
                layers.append(Self.layer(index: t + 1, type: 4, name: name, transform: transform, [("shapes", .array(groups))], frames: op))
            }
            // Drawn after (over) the piece's own shapes.
            layers += runs
        }
        closeGroup()
        return .object([
            ("v", .string("5.7.4")), ("fr", .number(fr)), ("ip", .number(0)), ("op", .number(op)),
            ("w", .number(Self.r(vector.width))), ("h", .number(Self.r(vector.height))), ("nm", .string(name)),
            ("assets", .array(assetOrder.compactMap { assets[$0] })), ("layers", .array(layers.reversed())),
        ])
    }

    /// A box track's shapes: its background as a rectangle (`rc`) with a fill, and its border
    /// as a rectangle along the border's centre line with a stroke, at the sheet's origin as the
    /// drawings are; size, corner radius and colours keyed where they change.
    static func boxGroups(_ boxes: [BoxShape?], frame: (Int) -> Double, times: [Double], spans: [EasedSpan]) -> [JSONValue] {
        let filled = boxes.enumerated().map { i, b in b ?? boxes[..<i].last(where: { $0 != nil }) ?? boxes.first { $0 != nil } ?? nil }
        guard let first = filled.first ?? nil else { return [] }
        // Each property keyed on its own: colours to a level (``colourTolerance``), sizes to a
        // thousandth of a point.
        func animated(colour: Bool = false, _ value: (BoxShape) -> [Double]) -> JSONValue {
            values(filled.map { value($0 ?? first) }, colour: colour, frame: frame, times: times, spans: spans)
        }
        let pad = VariantSheet.pad
        func rgba(_ c: Color?) -> [Double] { [c?.red ?? 0, c?.green ?? 0, c?.blue ?? 0, 1] }
        var groups: [JSONValue] = []
        if filled.contains(where: { $0?.fill != nil }) {
            let rect: JSONValue = .object([("ty", .string("rc")), ("d", .number(1)),
                                           ("p", animated { [pad + $0.width / 2, pad + $0.height / 2] }),
                                           ("s", animated { [$0.width, $0.height] }), ("r", animated { [$0.corner] })])
            let fill: JSONValue = .object([("ty", .string("fl")), ("c", animated(colour: true) { rgba($0.fill) }),
                                           ("o", animated { [($0.fill?.alpha ?? 0) * 100] })])
            groups.append(group([rect, fill]))
        }
        if filled.contains(where: { $0?.border != nil }) {
            func line(_ b: BoxShape) -> (inset: Double, width: Double, height: Double, corner: Double) {
                b.borderPath ?? (0, b.width, b.height, b.corner)
            }
            let rect: JSONValue = .object([("ty", .string("rc")), ("d", .number(1)),
                                           ("p", animated { let l = line($0); return [pad + l.inset + l.width / 2, pad + l.inset + l.height / 2] }),
                                           ("s", animated { let l = line($0); return [l.width, l.height] }), ("r", animated { [line($0).corner] })])
            let stroke: JSONValue = .object([("ty", .string("st")), ("c", animated(colour: true) { rgba($0.border?.color) }),
                                             ("o", animated { [($0.border?.color.alpha ?? 0) * 100] }),
                                             ("w", animated { [min($0.border?.width ?? 0, $0.width / 2, $0.height / 2)] }),
                                             ("lc", .number(2)), ("lj", .number(1)), ("ml", .number(10))])
            // Lottie draws a list's first item on top: the border over the background.
            groups.insert(group([rect, stroke]), at: 0)
        }
        return groups
    }

    /// A map without skew as Lottie's layer transform: scale, then rotation (degrees).
    static func decomposed(_ m: Affine) -> (sx: Double, sy: Double, degrees: Double) {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        let degrees = atan2(m.b, m.a) * 180 / Double.pi
        return (sx, sx > 0 ? (m.a * m.d - m.b * m.c) / sx : 0, degrees)
    }

    /// A run of glyphs sits this far in from its precomposition's corner (glyphs reach above
    /// their baseline and left of their origin), in a precomposition this large.
    static let runMargin = 1000.0
    static let runSize = 4000.0

    /// The one layer of a run's precomposition: its glyphs' outlines, moved in by the margin.
    static func runLayer(_ shapes: [VectorShape], frames op: Double) -> JSONValue {
        layer(index: 1, type: 4, name: "glyphs", transform: transform(position: still([runMargin, runMargin, 0])),
              [("shapes", .array(shapeGroups(shapes)))], frames: op)
    }

    /// Outlines (in the order they are drawn) as groups, the topmost first as Lottie lists them;
    /// consecutive ones filled alike with an opaque colour and not stroked (the glyphs of a run)
    /// share one group and one fill.
    /// With an `opacity` other than 1, they are one group at that opacity.
    /// Fills in the marker colour (``FramePiece/marker``) take `tint`.
    static func shapeGroups(_ shapes: [VectorShape], origin: Double = 0, opacity: JSONValue? = nil, tint: JSONValue? = nil) -> [JSONValue] {
        var merged: [VectorShape] = []
        for shape in shapes {
            if let last = merged.last, last.stroke == nil, shape.stroke == nil, let a = last.fill, let b = shape.fill,
               a.red == b.red, a.green == b.green, a.blue == b.blue, a.alpha == 1, b.alpha == 1, last.evenOdd == shape.evenOdd {
                merged[merged.count - 1].subpaths += shape.subpaths
            } else {
                merged.append(shape)
            }
        }
        // A shape list draws its first item on top: the last outline drawn comes first.
        merged.reverse()
        guard let opacity, opacity != still([100]) else { return merged.map { shapeGroup($0, origin: origin, tint: tint) } }
        if merged.count == 1 { return [shapeGroup(merged[0], origin: origin, opacity: opacity, tint: tint)] }
        return [group(merged.map { shapeGroup($0, origin: origin, tint: tint) }, opacity: opacity)]
    }

    /// Outlines are written in whole units of this fraction of a point, in a group scaled back
    /// (integers are half the bytes of two-decimal points; a tenth of a point is a third of a
    /// pixel on a 3x screen).
    static let outlineUnitsPerPoint = 10.0

    /// One outline: its paths (in ``outlineUnitsPerPoint`` units), then its fill or stroke.
    /// Coordinates are written from (`origin`, `origin`), where the group is placed.
    static func shapeGroup(_ shape: VectorShape, origin: Double = 0, opacity: JSONValue? = nil, tint: JSONValue? = nil) -> JSONValue {
        let u = outlineUnitsPerPoint
        func units(_ v: Double) -> Double { ((v - origin) * u).rounded() }
        var items: [JSONValue] = shape.subpaths.map { s in
            // Vertices first, and tangents as differences of rounded points, so that a curve's
            // ends stay where the rounded vertices put them.
            func rel(_ a: [(x: Double, y: Double)]) -> JSONValue {
                .array(zip(a, s.vertices).map { .array([.number(units($0.x) - units($1.x)), .number(units($0.y) - units($1.y))]) })
            }
            let path: JSONValue = .object([
                ("i", rel(s.inControls)), ("o", rel(s.outControls)),
                ("v", .array(s.vertices.map { .array([.number(units($0.x)), .number(units($0.y))]) })), ("c", .bool(s.closed)),
            ])
            // A still path: players read a `ks` without `a` as not animated.
            return .object([("ty", .string("sh")), ("ks", .object([("k", path)]))])
        }
        if let fill = shape.fill {
            let marked = tint != nil && FramePiece.isMarker(red: fill.red, green: fill.green, blue: fill.blue)
            items.append(.object([("ty", .string("fl")), ("c", (marked ? tint : nil) ?? stillColour([fill.red, fill.green, fill.blue, 1])),
                                  ("o", still([fill.alpha * 100]))] + (shape.evenOdd ? [("r", .number(2))] : [])))
        }
        if let stroke = shape.stroke {
            items.append(.object([("ty", .string("st")), ("c", stillColour([stroke.red, stroke.green, stroke.blue, 1])),
                                  ("o", still([stroke.alpha * 100])), ("w", still([shape.strokeWidth * u])),
                                  ("lc", .number(Double(shape.cap))), ("lj", .number(Double(shape.join))), ("ml", .number(10))]))
        }
        return group(items, opacity: opacity, scale: 100 / u, position: origin)
    }
}
