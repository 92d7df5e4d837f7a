/// How one constraint lives in a tableau: its marker (the slack `s` of an inequality or the
/// positive error `e⁺` of an equation) and its cost-carrying error variables.
struct TableauConstraint {
    var marker: Int32
    /// e⁻, costed in both kinds of constraint.
    var em: Int32
    /// Whether the marker e⁺ is costed too (equations).
    var equation: Bool
    var priority: Int
    /// +1, or −1 for `<=` (rows are kept as `sign·expression ≥ 0` / `== 0`).
    var sign: Double

    /// The cost-carrying error variables (none for a hard row: a required constraint that
    /// was given a fresh subject, see `Tableau.addConstraint`).
    var errors: [Int32] { em < 0 ? [] : (equation ? [marker, em] : [em]) }

    /// Whether the constraint has no error variables (it can never be violated).
    var isHard: Bool { em < 0 }
}
