/// Numerical tolerances of the solver (all absolute; layout values are in points, |x| ≲ 1e6).
public enum Tolerances {
    /// Coefficients smaller than this in magnitude are dropped from tableau rows.
    public static let coefficient: Double = 1e-11
    /// A reduced cost smaller than this in magnitude counts as zero (entering-variable choice,
    /// optimal face in ambiguity checks).
    public static let cost: Double = 1e-9
    /// A pivot element smaller than this in magnitude is never used.
    public static let pivot: Double = 1e-9
    /// A restricted basic variable is feasible when its value is ≥ −feasibility; values in
    /// (−feasibility, feasibility) are snapped to 0.
    public static let feasibility: Double = 1e-9
    /// The required level counts as violated (a conflict) when its summed error exceeds this.
    public static let conflict: Double = 1e-7
    /// A violation below this is not reported by `Solver.violations()`.
    public static let violation: Double = 1e-7
    /// Reported values within `snap·max(1,|x|)` of a multiple of 1e-6 are snapped to it.
    public static let snap: Double = 1e-9
    /// Primal or dual pivots allowed per simplex call before the solver rebuilds from scratch.
    public static let pivotLimit: Int = 1_000_000
    /// Times one variable may enter the basis within one simplex call. Bland's rule cannot
    /// cycle in exact arithmetic; on badly scaled input rounding can make it cycle, and this
    /// cap ends such a cycle (the result is then optimal up to that rounding).
    public static let maxEntries: Int = 32
}
