import AnimLayout

extension VectorTrack {
    /// A sample for every frame. Where the piece is not drawn it is invisible (opacity 0) and
    /// stays where it was last seen (first seen, before that) — or, inside a span whose frames
    /// that show it move in proportion to the span's curve, where the curve puts it: a view that
    /// appears while it moves then follows the curve over the whole span and needs its keyframes
    /// only at the span's ends, not one per frame.
    func filled(spans: [EasedSpan]) -> [VectorSample] {
        guard let seen = samples.first(where: { $0 != nil }) ?? nil else { return [] }
        var out: [VectorSample] = []
        var last = seen
        for s in samples {
            if let s { last = s; out.append(s) } else {
                var hidden = last
                hidden.opacity = 0
                out.append(hidden)
            }
        }
        for span in spans where span.last < samples.count {
            let range = span.first...span.last
            guard range.contains(where: { samples[$0] == nil }) else { continue }
            let shown = range.filter { samples[$0] != nil }
            guard let a = shown.first, let b = shown.last,
                  case let (pa, pb) = (span.progress[a - span.first], span.progress[b - span.first]), abs(pb - pa) > 1e-9 else { continue }
            func numbers(_ s: VectorSample) -> [Double] {
                [s.x, s.y, s.matrix.a, s.matrix.b, s.matrix.c, s.matrix.d, s.matrix.e, s.matrix.f]
            }
            let va = numbers(out[a]), vb = numbers(out[b])
            func at(_ k: Int) -> [Double] {
                let f = (span.progress[k - span.first] - pa) / (pb - pa)
                return zip(va, vb).map { $0 + ($1 - $0) * f }
            }
            // Only when every shown frame is on the line (a thousandth of a point; a matrix's
            // factors to a hundred-thousandth).
            let follows = shown.allSatisfy { k in
                zip(at(k), numbers(out[k])).enumerated().allSatisfy { c, pair in abs(pair.0 - pair.1) <= (c >= 2 && c < 6 ? 0.00001 : 0.001) }
            }
            guard follows else { continue }
            for k in range where samples[k] == nil {
                let v = at(k)
                out[k].x = v[0]
                out[k].y = v[1]
                out[k].matrix = Affine(a: v[2], b: v[3], c: v[4], d: v[5], e: v[6], f: v[7])
            }
        }
        return out
    }
}
