import Testing
@testable import AnimLayout

@Suite("Motion: cubic Bézier curves")
struct BezierTests {
    // Reference values: python3 + mpmath at 40 digits, x(s) = x solved by 200 bisection steps
    // on the Bernstein form, then y(s) evaluated; run once, values pasted here.
    static let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
    static let references: [(String, UnitBezier, [Double])] = [
        ("ease-in", .easeIn, [0.017026609651562942, 0.093464650718824859, 0.3153568125725393, 0.6218618691748902, 0.83942784576246653]),
        ("ease-out", .easeOut, [0.16057215423753347, 0.3781381308251098, 0.6846431874274607, 0.90653534928117514, 0.98297339034843706]),
        ("ease-in-out", .easeInOut, [0.019722453548311196, 0.12916193104731981, 0.5, 0.87083806895268019, 0.9802775464516888]),
        ("back (0.68,-0.55,0.265,1.55)", UnitBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
         [-0.066291477333528738, -0.082807108828322571, 0.60667989722377169, 1.0891657748134211, 1.06237319516637]),
    ]

    @Test("values match a high-precision bisection", arguments: 0..<4)
    func values(_ n: Int) {
        let (name, curve, ys) = Self.references[n]
        for (x, y) in zip(Self.xs, ys) {
            let got = curve.value(at: x)
            #expect(abs(got - y) < 1e-11, "\(name) at \(x): \(got) vs \(y)")
        }
    }

    @Test("UIKit control points")
    func controlPoints() {
        #expect(TimingFunction(.easeIn) == .bezier(UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)))
        #expect(TimingFunction(.easeOut) == .bezier(UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
        #expect(TimingFunction(.easeInOut) == .bezier(UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
        #expect(TimingFunction(.cubicBezier(x1: 0.1, y1: 2, x2: 0.3, y2: -1)) == .bezier(UnitBezier(x1: 0.1, y1: 2, x2: 0.3, y2: -1)))
    }

    @Test("ends are exact, linear is the identity")
    func exactness() {
        for curve in [UnitBezier.easeIn, .easeOut, .easeInOut, UnitBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)] {
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
            #expect(curve.value(at: -0.5) == 0 && curve.value(at: 1.5) == 1)
        }
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(UnitBezier.linear.value(at: x) == x)
        }
        // Symmetric curve: ease-in-out(1 - x) = 1 - ease-in-out(x).
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(UnitBezier.easeInOut.value(at: 1 - x) - (1 - UnitBezier.easeInOut.value(at: x))) < 1e-12)
        }
    }

    @Test("the parameter solves x(s) = x to the documented tolerance, even with flat ends")
    func solverResidual() {
        let curves = [UnitBezier.easeIn, .easeOut, .easeInOut, UnitBezier(x1: 1, y1: 0, x2: 0, y2: 1),
                      UnitBezier(x1: 0, y1: 1, x2: 1, y2: 0), UnitBezier(x1: 0.9, y1: 0.1, x2: 0.9, y2: 0.1)]
        for curve in curves {
            for k in 0...1000 {
                let x = Double(k) / 1000
                let s = curve.parameter(forX: x)
                #expect((0...1).contains(s))
                let residual = abs(curve.x(parameter: s) - x)
                #expect(residual <= UnitBezier.tolerance || residual < 4e-16, "\(curve) at \(x): \(residual)")
            }
        }
    }

    @Test("progress over a duration")
    func progressOverDuration() {
        let f = TimingFunction.bezier(.easeOut)
        #expect(f.progress(elapsed: -0.1, duration: 0.3) == 0)
        #expect(f.progress(elapsed: 0.3, duration: 0.3) == 1)
        #expect(abs(f.progress(elapsed: 0.15, duration: 0.3) - 0.6846431874274607) < 1e-11)
        #expect(f.naturalDuration == 0.3)
    }
}
