import AnimLayout
import Foundation

/// How the animated SVG writes values in CSS: numbers without trailing zeros, colours as
/// `rgb()`, and a keyframe's timing to the next one.
extension AnimatedSVGDocument {
    /// A colour's channels as CSS `rgb()` in 0…255 to a tenth (a twentieth of a level off at most).
    static func rgb(_ c: Color) -> String {
        func channel(_ v: Double) -> String { number(min(1, max(0, v)) * 255, decimals: 1) }
        return "rgb(\(channel(c.red)),\(channel(c.green)),\(channel(c.blue)))"
    }

    /// A keyframe's timing to the next one: nothing (the animation's `linear`), the curve, or a
    /// spring's points joined by straight lines (CSS `linear()`, exact at every frame).
    static func timing(_ key: EasedKey?) -> String {
        if let curve = key?.sampled { return ";animation-timing-function:" + linearEasing(curve) }
        guard let b = key?.easing else { return "" }
        return ";animation-timing-function:cubic-bezier(" + [b.x1, b.y1, b.x2, b.y2].map { number($0, decimals: 4) }.joined(separator: ",") + ")"
    }

    /// `linear()` through the curve's points: progress to five decimals (a hundredth of a
    /// point off across 2000), elapsed fractions left out where the points are evenly spaced
    /// (the frames), given for the one before a shorter last step.
    static func linearEasing(_ curve: SampledEasing) -> String {
        func short(_ v: Double, _ decimals: Int) -> String {
            let s = number(v, decimals: decimals)
            if s.hasPrefix("0.") { return String(s.dropFirst()) }
            if s.hasPrefix("-0.") { return "-" + s.dropFirst(2) }
            return s
        }
        let n = curve.progress.count
        guard n >= 2, curve.elapsed.count == n else { return "linear" }
        let step = curve.elapsed[1] - curve.elapsed[0]
        let even = (1..<(n - 1)).allSatisfy { abs(curve.elapsed[$0 + 1] - curve.elapsed[$0] - step) < 1e-9 }
        let evenButLast = n > 2 && (1..<(n - 2)).allSatisfy { abs(curve.elapsed[$0 + 1] - curve.elapsed[$0] - step) < 1e-9 }
        var points: [String] = []
        for k in 0..<n {
            var point = short(curve.progress[k], 5)
            if !even, !(evenButLast && k < n - 2), k > 0, k < n - 1 { point += " " + number(curve.elapsed[k] * 100, decimals: 4) + "%" }
            points.append(point)
        }
        return "linear(" + points.joined(separator: ",") + ")"
    }

    /// A number with at most `decimals` decimals and no trailing zeros.
    static func number(_ v: Double, decimals: Int = 3) -> String {
        let scale = pow(10, Double(decimals))
        let r = (v * scale).rounded() / scale
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        var s = String(format: "%.\(decimals)f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
