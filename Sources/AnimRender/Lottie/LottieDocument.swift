import AnimLayout
import Foundation

/// A Lottie (Bodymovin JSON) animation of a ``VectorAnimation``: one shape layer per piece
/// (topmost first), each drawing's outlines (``CairoSVGShapes``: views, borders, text as glyph
/// outlines, controls) as a group of paths with its fill or stroke, the layer moved and faded
/// with linear keyframes at the frames' times, and a piece's drawings switched with hold
/// keyframes. `w`/`h` are the canvas in points, `fr` the render's frames per second, `ip`/`op`
/// the animation's length in frames. Shadows and images have no outline and are left out.
struct LottieDocument {
    let vector: VectorAnimation
    let fps: Int
    let name: String

    func json() -> JSONValue {
        let shapes = CairoSVGShapes.parse(defs: vector.sheet.defs)
        let pad = VariantSheet.pad
        let fr = Double(max(1, fps))
        let op = max(1, (vector.duration * fr).rounded(.up))
        func frame(_ i: Int) -> Double { Self.r(vector.times[i] * fr) }
        var layers: [JSONValue] = []
        for (t, track) in vector.tracks.enumerated() {
            guard let firstSeen = track.samples.firstIndex(where: { $0 != nil }), let seen = track.samples[firstSeen] else { continue }
            var filled: [AnimatedSVGDocument.Sample] = []
            var last = seen
            for s in track.samples {
                if let s { last = s; filled.append(s) } else { filled.append(.init(x: last.x, y: last.y, opacity: 0, variant: last.variant, matrix: last.matrix)) }
            }
            let variants = track.samples.compactMap { $0?.variant }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
            var groups: [JSONValue] = []
            for v in variants {
                guard vector.sheet.ids.indices.contains(v), let id = vector.sheet.ids[v], let drawn = shapes[id], !drawn.isEmpty else { continue }
                var opacity: JSONValue = Self.still([100])
                if variants.count > 1 {
                    var keys: [JSONValue] = []
                    var previous: Bool?
                    for i in filled.indices {
                        let shown = filled[i].variant == v
                        if shown != previous { keys.append(.object([("t", .number(frame(i))), ("s", .array([.number(shown ? 100 : 0)])), ("h", .number(1))])) }
                        previous = shown
                    }
                    opacity = .object([("a", .number(1)), ("k", .array(keys))])
                }
                groups.append(Self.group(drawn.map(Self.shapeGroup), opacity: opacity, name: "drawing \(v)"))
            }
            guard !groups.isEmpty else { continue }
            let keyIndices = AnimatedSVGDocument.keyframes(filled, times: vector.times)
            let moves = filled.contains { $0.x != seen.x || $0.y != seen.y }
            let fades = filled.contains { $0.opacity != seen.opacity }
            func animated(_ value: (AnimatedSVGDocument.Sample) -> [Double], _ changes: Bool) -> JSONValue {
                guard changes else { return Self.still(value(seen)) }
                let keys: [JSONValue] = keyIndices.enumerated().map { n, i in
                    var pairs: [(String, JSONValue)] = [("t", .number(frame(i))), ("s", .array(value(filled[i]).map { .number(Self.r($0)) }))]
                    if n < keyIndices.count - 1 {
                        pairs += [("o", .object([("x", .array([.number(0)])), ("y", .array([.number(0)]))])),
                                  ("i", .object([("x", .array([.number(1)])), ("y", .array([.number(1)]))]))]
                    }
                    return .object(pairs)
                }
                return .object([("a", .number(1)), ("k", .array(keys))])
            }
            let transform: JSONValue = .object([
                ("o", animated({ [$0.opacity * 100] }, fades)),
                ("r", Self.still([0])),
                ("p", animated({ [$0.x - pad, $0.y - pad, 0] }, moves)),
                ("a", Self.still([0, 0, 0])),
                ("s", Self.still([100, 100, 100])),
            ])
            layers.append(.object([
                ("ddd", .number(0)), ("ind", .number(Double(t + 1))), ("ty", .number(4)),
                ("nm", .string(vector.names.indices.contains(t) ? vector.names[t] : "piece \(t)")), ("sr", .number(1)),
                ("ks", transform), ("ao", .number(0)), ("shapes", .array(groups)),
                ("ip", .number(0)), ("op", .number(op)), ("st", .number(0)), ("bm", .number(0)),
            ]))
        }
        return .object([
            ("v", .string("5.7.4")), ("fr", .number(fr)), ("ip", .number(0)), ("op", .number(op)),
            ("w", .number(Self.r(vector.width))), ("h", .number(Self.r(vector.height))), ("nm", .string(name)), ("ddd", .number(0)),
            ("assets", .array([])), ("layers", .array(layers.reversed())),
        ])
    }

    /// A value that does not change.
    static func still(_ values: [Double]) -> JSONValue {
        .object([("a", .number(0)), ("k", values.count == 1 ? .number(r(values[0])) : .array(values.map { .number(r($0)) }))])
    }

    /// A group (`gr`) of `items` with its transform, at `opacity`.
    static func group(_ items: [JSONValue], opacity: JSONValue, name: String) -> JSONValue {
        let transform: JSONValue = .object([
            ("ty", .string("tr")), ("p", still([0, 0])), ("a", still([0, 0])), ("s", still([100, 100])),
            ("r", still([0])), ("o", opacity), ("sk", still([0])), ("sa", still([0])),
        ])
        return .object([("ty", .string("gr")), ("nm", .string(name)), ("it", .array(items + [transform]))])
    }

    /// One outline: its paths, then its fill or stroke.
    static func shapeGroup(_ shape: VectorShape) -> JSONValue {
        var items: [JSONValue] = shape.subpaths.map { s in
            func rel(_ a: [(x: Double, y: Double)]) -> JSONValue {
                .array(zip(a, s.vertices).map { .array([.number(r($0.x - $1.x)), .number(r($0.y - $1.y))]) })
            }
            let path: JSONValue = .object([
                ("i", rel(s.inControls)), ("o", rel(s.outControls)),
                ("v", .array(s.vertices.map { .array([.number(r($0.x)), .number(r($0.y))]) })), ("c", .bool(s.closed)),
            ])
            return .object([("ty", .string("sh")), ("ks", .object([("a", .number(0)), ("k", path)]))])
        }
        if let fill = shape.fill {
            items.append(.object([("ty", .string("fl")), ("c", still([fill.red, fill.green, fill.blue, 1])),
                                  ("o", still([fill.alpha * 100])), ("r", .number(shape.evenOdd ? 2 : 1))]))
        }
        if let stroke = shape.stroke {
            items.append(.object([("ty", .string("st")), ("c", still([stroke.red, stroke.green, stroke.blue, 1])),
                                  ("o", still([stroke.alpha * 100])), ("w", still([shape.strokeWidth])),
                                  ("lc", .number(Double(shape.cap))), ("lj", .number(Double(shape.join))), ("ml", .number(10))]))
        }
        return group(items, opacity: still([100]), name: "outline")
    }

    /// Three decimals.
    static func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}
