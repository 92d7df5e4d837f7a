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
    func json() -> JSONValue { animation().json }

    /// The document as a typed ``LottieAnimation``, its layers topmost first.
    func animation() -> LottieAnimation {
        var composer = LottieComposer(vector: vector, fps: fps)
        for t in vector.tracks.indices { composer.add(track: t) }
        composer.closeGroup()
        return LottieAnimation(frameRate: composer.clock.rate, outPoint: composer.op, width: Self.r(vector.width),
                               height: Self.r(vector.height), name: name, assets: composer.assets.list, layers: composer.layers.reversed())
    }

    /// A box track's shapes: its background as a rectangle (`rc`) with a fill, and its border
    /// as a rectangle along the border's centre line with a stroke, at the sheet's origin as the
    /// drawings are; size, corner radius and colours keyed where they change.
    static func boxGroups(_ boxes: [BoxShape?], frame: (Int) -> Double, times: [Double], spans: [EasedSpan]) -> [LottieShapeItem] {
        let filled = boxes.enumerated().map { i, b in b ?? boxes[..<i].last(where: { $0 != nil }) ?? boxes.first { $0 != nil } ?? nil }
        guard let first = filled.first ?? nil else { return [] }
        // Each property keyed on its own: colours to a level (``VectorTolerance/colour``), sizes to a
        // thousandth of a point.
        func animated(colour: Bool = false, _ value: (BoxShape) -> [Double]) -> LottieValue {
            values(filled.map { value($0 ?? first) }, colour: colour, frame: frame, times: times, spans: spans)
        }
        let pad = VariantSheet.pad
        func rgba(_ c: Color?) -> [Double] { [c?.red ?? 0, c?.green ?? 0, c?.blue ?? 0, 1] }
        var groups: [LottieShapeItem] = []
        if filled.contains(where: { $0?.fill != nil }) {
            let rect = LottieRectangle(position: animated { [pad + $0.width / 2, pad + $0.height / 2] },
                                       size: animated { [$0.width, $0.height] }, roundness: animated { [$0.corner] })
            let fill = LottieFill(colour: animated(colour: true) { rgba($0.fill) }, opacity: animated { [($0.fill?.alpha ?? 0) * 100] })
            groups.append(group([.rectangle(rect), .fill(fill)]))
        }
        if filled.contains(where: { $0?.border != nil }) {
            func line(_ b: BoxShape) -> (inset: Double, width: Double, height: Double, corner: Double) {
                b.borderPath ?? (0, b.width, b.height, b.corner)
            }
            let rect = LottieRectangle(position: animated { let l = line($0); return [pad + l.inset + l.width / 2, pad + l.inset + l.height / 2] },
                                       size: animated { let l = line($0); return [l.width, l.height] }, roundness: animated { [line($0).corner] })
            let stroke = LottieStroke(colour: animated(colour: true) { rgba($0.border?.color) },
                                      opacity: animated { [($0.border?.color.alpha ?? 0) * 100] },
                                      width: animated { [min($0.border?.width ?? 0, $0.width / 2, $0.height / 2)] }, cap: 2, join: 1)
            // Lottie draws a list's first item on top: the border over the background.
            groups.insert(group([.rectangle(rect), .stroke(stroke)]), at: 0)
        }
        return groups
    }

    /// A map without skew as Lottie's layer transform: scale along x and y, then rotation.
    struct ScaleRotation {
        var sx: Double
        var sy: Double
        var degrees: Double

        init(_ m: Affine) {
            sx = (m.a * m.a + m.b * m.b).squareRoot()
            degrees = atan2(m.b, m.a) * 180 / Double.pi
            sy = sx > 0 ? (m.a * m.d - m.b * m.c) / sx : 0
        }
    }

    /// A run of glyphs sits this far in from its precomposition's corner (glyphs reach above
    /// their baseline and left of their origin), in a precomposition this large.
    static let runMargin = 1000.0
    static let runSize = 4000.0

    /// The one layer of a run's precomposition: its glyphs' outlines, moved in by the margin.
    static func runLayer(_ shapes: [VectorShape], frames op: Double) -> LottieLayer {
        LottieLayer(index: LottieLayerIndex(value: 1), name: "glyphs", content: .shapes(shapeGroups(shapes)),
                    transform: LottieTransform(position: still([runMargin, runMargin, 0])), outPoint: op)
    }

    /// Outlines (in the order they are drawn) as groups, the topmost first as Lottie lists them;
    /// consecutive ones filled alike with an opaque colour and not stroked (the glyphs of a run)
    /// share one group and one fill.
    /// With an `opacity` other than 1, they are one group at that opacity.
    /// Fills in the marker colour (``FramePiece/marker``) take `tint`.
    static func shapeGroups(_ shapes: [VectorShape], origin: Double = 0, opacity: LottieValue? = nil, tint: LottieValue? = nil) -> [LottieShapeItem] {
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
        guard let opacity, !opacity.isStill([100]) else { return merged.map { shapeGroup($0, origin: origin, tint: tint) } }
        if merged.count == 1 { return [shapeGroup(merged[0], origin: origin, opacity: opacity, tint: tint)] }
        return [group(merged.map { shapeGroup($0, origin: origin, tint: tint) }, opacity: opacity)]
    }

    /// Outlines are written in whole units of this fraction of a point, in a group scaled back
    /// (integers are half the bytes of two-decimal points; a tenth of a point is a third of a
    /// pixel on a 3x screen).
    static let outlineUnitsPerPoint = 10.0

    /// One outline: its paths (in ``outlineUnitsPerPoint`` units), then its fill or stroke.
    /// Coordinates are written from (`origin`, `origin`), where the group is placed.
    static func shapeGroup(_ shape: VectorShape, origin: Double = 0, opacity: LottieValue? = nil, tint: LottieValue? = nil) -> LottieShapeItem {
        let u = outlineUnitsPerPoint
        func units(_ v: Double) -> Double { ((v - origin) * u).rounded() }
        var items: [LottieShapeItem] = shape.subpaths.map { s in
            // Vertices first, and tangents as differences of rounded points, so that a curve's
            // ends stay where the rounded vertices put them.
            func rel(_ a: [(x: Double, y: Double)]) -> [LottiePoint] {
                zip(a, s.vertices).map { LottiePoint(x: units($0.x) - units($1.x), y: units($0.y) - units($1.y)) }
            }
            return .path(LottiePath(inTangents: rel(s.inControls), outTangents: rel(s.outControls),
                                    vertices: s.vertices.map { LottiePoint(x: units($0.x), y: units($0.y)) }, closed: s.closed))
        }
        if let fill = shape.fill {
            let marked = tint != nil && FramePiece.isMarker(red: fill.red, green: fill.green, blue: fill.blue)
            items.append(.fill(LottieFill(colour: (marked ? tint : nil) ?? stillColour([fill.red, fill.green, fill.blue, 1]),
                                          opacity: still([fill.alpha * 100]), evenOdd: shape.evenOdd)))
        }
        if let stroke = shape.stroke {
            items.append(.stroke(LottieStroke(colour: stillColour([stroke.red, stroke.green, stroke.blue, 1]), opacity: still([stroke.alpha * 100]),
                                              width: still([shape.strokeWidth * u]), cap: shape.cap, join: shape.join)))
        }
        return group(items, opacity: opacity, scale: 100 / u, position: origin)
    }
}
