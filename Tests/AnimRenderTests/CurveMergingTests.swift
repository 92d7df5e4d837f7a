import Foundation
import Testing
@testable import AnimRender

/// Merged outlines against the published shape they approximate: a circle drawn as TrueType
/// draws it (quadratic arcs, each one's control point where its end tangents meet) becomes a
/// few cubics, and every point of the result stays within the tolerance of the true circle
/// (plus the quadratics' own small error); corners and lines stay.
@Suite("Curve merging") struct CurveMergingTests {
    /// A circle of `radius` at `centre` as `arcs` quadratic arcs, written as cubics (Cairo's way).
    static func quadraticCircle(arcs: Int, radius: Double, centre: (x: Double, y: Double)) -> VectorShape.Subpath {
        var path = VectorShape.Subpath()
        path.closed = true
        let step = 2 * Double.pi / Double(arcs)
        func at(_ a: Double, _ r: Double) -> (x: Double, y: Double) { (centre.x + r * cos(a), centre.y + r * sin(a)) }
        for k in 0..<arcs {
            let a0 = Double(k) * step
            path.vertices.append(at(a0, radius))
            path.inControls.append(at(a0, radius))
            path.outControls.append(at(a0, radius))
        }
        for k in 0..<arcs {
            // The quadratic's control point, raised to a cubic's two.
            let a0 = Double(k) * step, control = at(a0 + step / 2, radius / cos(step / 2))
            let p0 = at(a0, radius), p1 = at(a0 + step, radius)
            path.outControls[k] = (p0.x + 2 / 3 * (control.x - p0.x), p0.y + 2 / 3 * (control.y - p0.y))
            path.inControls[(k + 1) % arcs] = (p1.x + 2 / 3 * (control.x - p1.x), p1.y + 2 / 3 * (control.y - p1.y))
        }
        return path
    }

    /// The largest distance from the circle over points all along `path`.
    static func worstRadialError(_ path: VectorShape.Subpath, radius: Double, centre: (x: Double, y: Double)) -> Double {
        var worst = 0.0
        let n = path.vertices.count
        for k in 0..<n {
            let c = [path.vertices[k], path.outControls[k], path.inControls[(k + 1) % n], path.vertices[(k + 1) % n]]
            for s in 0...50 {
                let p = CurveMerging.point(c, Double(s) / 50)
                worst = max(worst, abs(((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot() - radius))
            }
        }
        return worst
    }

    @Test func aQuadraticCircleBecomesFewCubicsWithinTheTolerance() {
        let centre = (x: 40.0, y: 30.0), radius = 8.0
        let circle = Self.quadraticCircle(arcs: 16, radius: radius, centre: centre)
        let original = Self.worstRadialError(circle, radius: radius, centre: centre)
        let merged = CurveMerging.merged(circle, tolerance: 0.05)
        #expect(merged.vertices.count <= 6, "\(merged.vertices.count) vertices")
        #expect(merged.closed)
        #expect(Self.worstRadialError(merged, radius: radius, centre: centre) <= original + 0.05)
    }

    @Test func linesAndCornersStay() {
        // A square: four lines, nothing to merge.
        var square = VectorShape.Subpath()
        square.closed = true
        square.vertices = [(0, 0), (10, 0), (10, 10), (0, 10)]
        square.inControls = square.vertices
        square.outControls = square.vertices
        let merged = CurveMerging.merged(square, tolerance: 0.05)
        #expect(merged.vertices.count == 4)
        #expect(Set(merged.vertices.map { "\($0.x),\($0.y)" }) == ["0.0,0.0", "10.0,0.0", "10.0,10.0", "0.0,10.0"])
    }

    @Test func aTightToleranceKeepsTheArcs() {
        let centre = (x: 0.0, y: 0.0), radius = 100.0
        let circle = Self.quadraticCircle(arcs: 8, radius: radius, centre: centre)
        // Quadratic arcs of 45° stray about 0.08 from the circle: a single cubic per quarter
        // cannot follow them within a thousandth of a point.
        #expect(CurveMerging.merged(circle, tolerance: 0.001).vertices.count == 8)
    }
}
