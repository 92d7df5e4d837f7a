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
/// is image layers (``LottieImageLayers``).
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

    /// The document: every piece's layers (``LottieComposer``), assets first.
    func json() -> JSONValue {
        var composer = LottieComposer(vector: vector, fps: fps)
        for t in vector.tracks.indices { composer.add(track: t) }
        composer.closeGroup()
        return .object([
            ("v", .string("5.7.4")), ("fr", .number(composer.clock.rate)), ("ip", .number(0)), ("op", .number(composer.op)),
            ("w", .number(Self.r(vector.width))), ("h", .number(Self.r(vector.height))), ("nm", .string(name)),
            ("assets", .array(composer.assets.list)), ("layers", .array(composer.layers.reversed())),
        ])
    }

    /// A box track's shapes: its background as a rectangle (`rc`) with a fill, and its border
    /// as a rectangle along the border's centre line with a stroke, at the sheet's origin as the
    /// drawings are; size, corner radius and colours keyed where they change.
    static func boxGroups(_ boxes: [BoxShape?], frame: (Int) -> Double, times: [Double], spans: [EasedSpan]) -> [JSONValue] {
        let filled = boxes.enumerated().map { i, b in b ?? boxes[..<i].last(where: { $0 != nil }) ?? boxes.first { $0 != nil } ?? nil }
        guard let first = filled.first ?? nil else { return [] }
        // Each property keyed on its own: colours to a level (``VectorTolerance/colour``), sizes to a
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
