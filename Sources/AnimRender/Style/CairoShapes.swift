import CCairo
import AnimLayout

/// Small Cairo helpers shared by the painters and the overlays.
enum CairoShapes {
    /// Sets `c` as the source.
    static func set(_ cr: OpaquePointer, _ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// `c` with its alpha multiplied by `factor`.
    static func faded(_ c: Color, _ factor: Double) -> Color {
        var c = c
        c.alpha = max(0, min(1, c.alpha)) * factor
        return c
    }

    /// A rectangle with circular corners of `radius` (held to half the shorter side).
    static func roundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        guard radius > 0 else {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        let rad = min(radius, r.width / 2, r.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// How far a continuous corner reaches along each edge, in radii.
    static let continuousReach = 1.52866483

    /// One continuous corner (`cornerCurve = .continuous`) for a unit radius, walked from the
    /// first edge round to the second, as (along the first edge, along the second edge) from
    /// the corner: lines to single points, cubic curves through three. The numbers are
    /// PaintCode's measurement of UIKit's path ("Code for iOS 7 rounded rectangles").
    private static let corner: [[(Double, Double)]] = [
        [(1.52866483, 0)],
        [(1.08849299, 0), (0.86840701, 0), (0.66993397, 0.06549600)],
        [(0.63149399, 0.07491100)],
        [(0.37282401, 0.16906001), (0.16906001, 0.37282401), (0.07491100, 0.63149399)],
        [(0.06549600, 0.66993397)],
        [(0, 0.86840701), (0, 1.08849299), (0, 1.52866483)],
    ]

    /// A rectangle with continuous corners of `radius`, as `CALayer` draws with
    /// `cornerCurve = .continuous`. Where the corner's reach does not fit (radius over about a
    /// third of the shorter side), the corners are circular, held to half the shorter side, as
    /// a capsule.
    static func continuousRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        let half = min(r.width, r.height) / 2
        guard radius > 0, radius.isFinite else {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        guard radius * continuousReach <= half else {
            roundedRect(cr, r, radius: min(radius, half))
            return
        }
        // Each corner: its point, and the unit vectors along the edge arriving and the edge leaving.
        let corners: [(cx: Double, cy: Double, ax: Double, ay: Double, bx: Double, by: Double)] = [
            (r.maxX, r.minY, -1, 0, 0, 1),   // top right: from the top edge down the right edge
            (r.maxX, r.maxY, 0, -1, -1, 0),  // bottom right
            (r.minX, r.maxY, 1, 0, 0, -1),   // bottom left
            (r.minX, r.minY, 0, 1, 1, 0),    // top left
        ]
        cairo_new_sub_path(cr)
        for (k, c) in corners.enumerated() {
            func point(_ p: (Double, Double)) -> (Double, Double) {
                (c.cx + (p.0 * c.ax + p.1 * c.bx) * radius, c.cy + (p.0 * c.ay + p.1 * c.by) * radius)
            }
            for step in corner {
                let pts = step.map(point)
                if pts.count == 1 {
                    if k == 0 && step[0] == corner[0][0] {
                        cairo_move_to(cr, pts[0].0, pts[0].1)
                    } else {
                        cairo_line_to(cr, pts[0].0, pts[0].1)
                    }
                } else {
                    cairo_curve_to(cr, pts[0].0, pts[0].1, pts[1].0, pts[1].1, pts[2].0, pts[2].1)
                }
            }
        }
        cairo_close_path(cr)
    }

    /// A capsule (a rounded rectangle with radius half its shorter side).
    static func capsule(_ cr: OpaquePointer, _ r: Rect) {
        roundedRect(cr, r, radius: min(r.width, r.height) / 2)
    }

    /// A circle.
    static func circle(_ cr: OpaquePointer, center: (Double, Double), radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.0, center.1, radius, 0, 2 * Double.pi)
        cairo_close_path(cr)
    }
}
