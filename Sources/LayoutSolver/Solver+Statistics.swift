extension Solver {
    /// Counters for benchmarks and diagnostics.
    public struct Statistics: Sendable {
        /// Simplex pivots performed by the current tableau.
        public var pivots: Int
        /// Live tableau rows.
        public var rows: Int
        /// Non-zero entries in live rows.
        public var entries: Int
        /// Tableau variables (external, slack and error).
        public var tableauVariables: Int
        /// Times the tableau was rebuilt from scratch for numerical repair.
        public var rebuilds: Int
        /// Row entries written by merges and row builds (machine-independent work).
        public var entryWork: Int
    }

    /// Current counters (does not solve).
    public var statistics: Statistics {
        var rows = 0
        var entries = 0
        for slot in tableau.rows.indices where tableau.basicOfRow[slot] >= 0 {
            rows += 1
            entries += tableau.rows[slot].terms.count
        }
        return Statistics(
            pivots: tableau.pivotCount, rows: rows, entries: entries,
            tableauVariables: tableau.variableCount, rebuilds: rebuildCount,
            entryWork: tableau.entryWork)
    }
}
