import AnimLayout

/// One number a keyframe track animates, carrying how far a player's interpolation between
/// keyframes may stray from the frame's own value (`tolerance`) and how far a Bézier stand-in
/// for a curve may stray (`fitted`, ``EasingFit``; never less than `tolerance`). Each kind of
/// number is made by its own constructor, so the allowance goes with what the number means
/// rather than with its place in a row (``EasedKeyframes/keys(_:times:spans:sampled:)``).
struct Channel: Equatable {
    var value: Double
    var tolerance: Double
    var fitted: Double

    init(_ value: Double, tolerance: Double, fitted: Double = 0) {
        self.value = value
        self.tolerance = tolerance
        self.fitted = fitted
    }

    /// A matrix's linear entry (a, b, c, d), a scale factor, or an angle of a matrix's factoring
    /// (radians): to a hundred-thousandth.
    static func factor(_ value: Double, fitted: Double = 0) -> Channel {
        Channel(value, tolerance: 0.00001, fitted: fitted)
    }

    /// A position, size, corner or border width in points: to a thousandth of a point.
    static func length(_ value: Double, fitted: Double = 0) -> Channel {
        Channel(value, tolerance: 0.001, fitted: fitted)
    }

    /// An opacity (0…1): to a thousandth.
    static func opacity(_ value: Double, fitted: Double = 0) -> Channel {
        Channel(value, tolerance: 0.001, fitted: fitted)
    }

    /// An opacity in percent (Lottie's 0…100): to a tenth of a percent.
    static func percentOpacity(_ value: Double, fitted: Double = 0) -> Channel {
        Channel(value, tolerance: 0.1, fitted: fitted)
    }

    /// A scale in percent (Lottie's): to a thousandth of a percent, its Bézier stand-in to
    /// ``EasingFit/factor`` as a percentage.
    static func percentScale(_ value: Double) -> Channel {
        Channel(value, tolerance: 0.001, fitted: EasingFit.factor * 100)
    }

    /// A colour component (0…1): to a level of 255 (``VectorTolerance/colour``), its Bézier
    /// stand-in likewise unless given.
    static func colour(_ value: Double, fitted: Double = VectorTolerance.colour) -> Channel {
        Channel(value, tolerance: VectorTolerance.colour, fitted: fitted)
    }

    /// A colour's red, green and blue as channels (``colour(_:fitted:)``).
    static func rgb(_ c: Color, fitted: Double = VectorTolerance.colour) -> [Channel] {
        [colour(c.red, fitted: fitted), colour(c.green, fitted: fitted), colour(c.blue, fitted: fitted)]
    }

    /// Rows of plain numbers, every one with the same allowances (a single property keyed on its
    /// own, such as an opacity or one Lottie property's components).
    static func uniform(_ rows: [[Double]], tolerance: Double, fitted: Double = 0) -> [[Channel]] {
        rows.map { row in row.map { Channel($0, tolerance: tolerance, fitted: fitted) } }
    }
}

/// Allowances shared by the SVG and Lottie writers.
enum VectorTolerance {
    /// How far (0…1) a colour channel between keyframes may be from the frame's own: one level
    /// of 255 (colours mix in linear light, which no keyframe curve follows exactly).
    static let colour = 1.0 / 255
}

extension Affine {
    /// Whether the map's columns are at right angles: a scale then a rotation (no skew), which
    /// a CSS turn and scale or one Lottie layer's transform can write.
    var isOrthogonal: Bool {
        abs(a * c + b * d) < 1e-9 * max(1, a * a + b * b + c * c + d * d)
    }
}
