/// The minimum-ratio test of the simplex with Bland's tie-breaking, written once for every
/// simplex of this module (the tableau's primal simplex and constraint removal, `ConeCheck`).
///
/// Candidates are offered one by one with their ratio and a key (the index of their basic
/// variable). The smallest ratio wins; ratios within `Tolerances.ratioTie` of the best so far
/// tie, and a tie goes to the smaller key. A NaN ratio never wins.
struct RatioTest {
    /// The chosen candidate (a row), −1 while none has been offered.
    private(set) var choice = -1
    /// The smallest ratio offered so far.
    private(set) var ratio = Double.infinity
    /// The key of `choice`.
    private var key = Int.max

    /// Offers `candidate` with its `ratio` and tie-breaking `key`.
    mutating func offer(_ candidate: Int, ratio r: Double, key k: Int) {
        if r < ratio - Tolerances.ratioTie || (r <= ratio + Tolerances.ratioTie && k < key) {
            choice = candidate
            ratio = min(r, ratio)
            key = k
        }
    }

    /// Whether a candidate was chosen.
    var hasChoice: Bool { choice >= 0 }

    /// −1 when `x` is below `y` by more than the tie tolerance, +1 when above it by more, else 0
    /// (a tie, or a NaN): how the dual simplex compares ratios level by level.
    static func compare(_ x: Double, _ y: Double) -> Int {
        if x < y - Tolerances.ratioTie { return -1 }
        if x > y + Tolerances.ratioTie { return 1 }
        return 0
    }
}
