/// Numerical tolerances of the solver (all absolute; layout values are in points, |x| ≲ 1e6).
public enum Tolerances {
    /// Coefficients smaller than this in magnitude are dropped from tableau rows.
    public static let coefficient: Double = 1e-11
    /// A row constant smaller than this in magnitude after a substitution is cancellation
    /// residue and is set to 0.
    public static let residue: Double = 1e-13
    /// A reduced cost smaller than this in magnitude counts as zero (entering-variable choice,
    /// optimal face in ambiguity checks).
    public static let cost: Double = 1e-9
    /// A pivot element smaller than this in magnitude is never used.
    public static let pivot: Double = 1e-9
    /// Two ratios closer than this tie in a ratio test, which then takes the lowest index
    /// (Bland's rule; see `RatioTest`).
    public static let ratioTie: Double = 1e-12
    /// A restricted basic variable is feasible when its value is ≥ −feasibility; values in
    /// (−feasibility, feasibility) are snapped to 0.
    public static let feasibility: Double = 1e-9
    /// The required level counts as violated (a conflict) when its summed error exceeds this.
    public static let conflict: Double = 1e-7
    /// A required constraint belongs to a conflict's support when its dual multiplier differs
    /// from 0 by more than this.
    public static let multiplier: Double = 1e-7
    /// A violation below this is not reported by `Solver.violations()`.
    public static let violation: Double = 1e-7
    /// A variable is ambiguous when the optimal face lets it move by more than this within a
    /// unit box of directions (`Solver.ambiguousVariables()`).
    public static let movement: Double = 1e-9
    /// In the small dense LP of the ambiguity check, a reduced cost must exceed this to enter
    /// and a column entry must exceed it to be a pivot.
    public static let denseLP: Double = 1e-10
    /// Reported values within `snap·max(1,|x|)` of a multiple of 1e-6 are snapped to it.
    public static let snap: Double = 1e-9
    /// Reported values are multiples of 1/`micropointsPerPoint` points (see `roundedToMicropoint`).
    public static let micropointsPerPoint: Double = 1e6
    /// Primal or dual pivots allowed per simplex call before the solver rebuilds from scratch.
    public static let pivotLimit: Int = 1_000_000
    /// Times one variable may enter the basis within one simplex call. Bland's rule cannot
    /// cycle in exact arithmetic; on badly scaled input rounding can make it cycle, and this
    /// cap ends such a cycle (the result is then optimal up to that rounding).
    public static let maxEntries: Int = 32

    /// `x` rounded to the nearest multiple of 1e-6 (a micropoint), with −0 given as 0: how
    /// solved values, errors and deviations are reported, so that floating-point noise never shows.
    public static func roundedToMicropoint(_ x: Double) -> Double {
        let r = (x * micropointsPerPoint).rounded() / micropointsPerPoint
        return r == 0 ? 0 : r
    }
}
