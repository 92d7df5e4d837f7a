/// Rows built from constraints, substitution and pivots, and the objective rows kept in step.
extension Tableau {
    /// Builds `sign·expression` with basic variables substituted by their rows.
    mutating func buildRow(_ expression: LinearExpression, sign: Double) -> Row {
        let terms = expression.terms
        var row = Row(constant: expression.constant * sign)
        row.terms.reserveCapacity(terms.count + 2)
        var sorted = true
        for (variable, k) in terms {
            let v = external(variable.index)
            if rowOfVar[Int(v)] < 0 {
                if let last = row.terms.last, last.v >= v { sorted = false }
                row.terms.append(Term(v: v, c: k * sign))
            }
        }
        if !sorted { row.terms.sort { $0.v < $1.v } }
        for (variable, k) in terms {
            let r = rowOfVar[Int(external(variable.index))]
            guard r >= 0 else { continue }
            row.insert(rows[Int(r)], times: k * sign)
        }
        entryWork += row.terms.count
        return row
    }

    /// row[slot] := row[slot] with `e` replaced by `E` times its coefficient (E does not
    /// contain e); the variables the row gains get the slot in their columns.
    private mutating func substitute(slot: Int, removing e: Int32, by E: Row) {
        var added = addedScratch
        addedScratch = []
        added.removeAll(keepingCapacity: true)
        rows[slot].substitute(e, by: E, added: &added)
        entryWork += rows[slot].terms.count
        added.withUnsafeBufferPointer { columnAppendAll($0, slot: Int32(slot)) }
        addedScratch = added
        queueIfInfeasible(slot)
    }

    /// Makes `e` basic in row `slot` (whose basic variable leaves).
    mutating func pivot(enter e: Int32, slot: Int) {
        pivotCount += 1
        let b = basicOfRow[slot]
        // b = c + Σ a_j p_j  ⇔  0 = c + Σ a_j p_j − b, solved for e:
        // e = (b − c − Σ_{j≠e} a_j p_j) / a_e.
        rows[slot].insert(b, -1)
        rows[slot].solve(for: e, scaling: .reciprocal)
        let E = rows[slot]
        basicOfRow[slot] = e
        rowOfVar[Int(e)] = Int32(slot)
        rowOfVar[Int(b)] = -1
        columnAppend(b, Int32(slot))
        for s in liveRows(e) where Int(s) != slot {
            substitute(slot: Int(s), removing: e, by: E)
        }
        clearColumn(e)
        for k in 0..<levelCount {
            let d = obj[Int(e) &* stride &+ k]
            if d == 0 { continue }
            obj[Int(e) &* stride &+ k] = 0
            addToObjective(slot: k, E, d)
        }
        queueIfInfeasible(slot)
    }

    /// objective[level] += w · v (v substituted by its row when basic).
    mutating func addToObjective(slot k: Int, _ v: Int32, _ w: Double) {
        let r = rowOfVar[Int(v)]
        if r >= 0 {
            addToObjective(slot: k, rows[Int(r)], w)
        } else {
            obj[Int(v) &* stride &+ k] += w
            markDirty(v)
        }
    }

    /// objective[level] += w · row.
    private mutating func addToObjective(slot k: Int, _ row: Row, _ w: Double) {
        objConst[k] += w * row.constant
        for t in row.terms {
            obj[Int(t.v) &* stride &+ k] += w * t.c
            markDirty(t.v)
        }
    }
}
