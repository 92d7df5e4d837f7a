/// A small dense simplex for `maximize c·x subject to A·x ≤ b, x ≥ 0` with `b ≥ 0`
/// (the origin is feasible, so one phase suffices). Bland's rule: it cannot cycle.
/// Used to decide exactly whether a variable can move on the optimal face.
enum ConeCheck {
    /// The optimum (`.infinity` when unbounded).
    static func maximize(_ a: [[Double]], _ b: [Double], _ c: [Double]) -> Double {
        let m = a.count
        let n = c.count
        let width = n + m + 1
        var t = [Double](repeating: 0, count: (m + 1) * width)
        for i in 0..<m {
            for j in 0..<n { t[i * width + j] = a[i][j] }
            t[i * width + n + i] = 1
            t[i * width + width - 1] = b[i]
        }
        // Objective row holds reduced costs c_j − z_j (to maximise: enter when > 0).
        for j in 0..<n { t[m * width + j] = c[j] }
        var basis = (0..<m).map { n + $0 }
        var iterations = 0
        while iterations < 100_000 {
            iterations += 1
            var enter = -1
            for j in 0..<(n + m) where t[m * width + j] > Tolerances.denseLP {
                enter = j
                break
            }
            if enter < 0 { return -t[m * width + width - 1] }
            var test = RatioTest()
            for i in 0..<m {
                let x = t[i * width + enter]
                if x <= Tolerances.denseLP { continue }
                let ratio = t[i * width + width - 1] / x
                // An infinite ratio never binds (the feasible region lies in the unit box).
                if ratio == .infinity { continue }
                test.offer(i, ratio: ratio, key: basis[i])
            }
            if !test.hasChoice { return .infinity }
            let leave = test.choice
            let p = t[leave * width + enter]
            for j in 0..<width { t[leave * width + j] /= p }
            for i in 0...m where i != leave {
                let f = t[i * width + enter]
                if f == 0 { continue }
                for j in 0..<width { t[i * width + j] -= f * t[leave * width + j] }
            }
            basis[leave] = enter
        }
        return .infinity
    }
}
