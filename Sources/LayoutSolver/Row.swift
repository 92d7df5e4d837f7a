/// A tableau row `basic = constant + Σ c·v` over parametric variables: terms sorted by `v`,
/// no variable twice.
///
/// Its algebra is that of kiwi's `Row`: look up a coefficient, add to the constant, insert a
/// term or another row times a coefficient, remove a variable, substitute a row for a
/// variable, and solve the row for one of its variables. The tableau (`Tableau+Pivoting`)
/// builds its pivots from these, and every floating-point operation is the one the tableau
/// has always done, in the same order.
struct Row {
    var constant: Double = 0
    var terms: [Term] = []

    /// How `solve(for:scaling:)` divides the other entries by the coefficient `a` of the
    /// variable solved for. The two round differently in the last bit; each caller keeps the one
    /// it has always used, so that results stay bit-identical.
    enum Scaling {
        /// Multiplies by the reciprocal `1/a` (pivots, hard rows).
        case reciprocal
        /// Divides by `a` (a new row given a fresh subject).
        case quotient
    }

    /// The position of `v` in `terms` (binary search), or where it would be inserted.
    private func position(_ v: Int32) -> (index: Int, found: Bool) {
        var lo = 0
        var hi = terms.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let x = terms[mid].v
            if x == v { return (mid, true) }
            if x < v { lo = mid + 1 } else { hi = mid }
        }
        return (lo, false)
    }

    /// The coefficient of `v`, 0 when absent (a binary search of its own: the tableau's
    /// hottest lookup).
    func coefficient(_ v: Int32) -> Double {
        var lo = 0
        var hi = terms.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let x = terms[mid].v
            if x == v { return terms[mid].c }
            if x < v { lo = mid + 1 } else { hi = mid }
        }
        return 0
    }

    /// constant += `value`.
    mutating func add(_ value: Double) {
        constant += value
    }

    /// Adds `c·v` (a variable absent so far gets its sorted place; an entry that cancels to 0
    /// is removed).
    mutating func insert(_ v: Int32, _ c: Double) {
        let p = position(v)
        if !p.found {
            terms.insert(Term(v: v, c: c), at: p.index)
        } else if terms[p.index].c + c == 0 {
            terms.remove(at: p.index)
        } else {
            terms[p.index].c += c
        }
    }

    /// self += `factor`·`other`; entries that come out within `Tolerances.coefficient` of 0 are
    /// dropped.
    mutating func insert(_ other: Row, times factor: Double) {
        var unused: [Int32] = []
        terms = Row.merge(terms, other.terms, factor: factor, skip: -1, added: &unused, track: false)
        constant += factor * other.constant
    }

    /// Removes `v` from the row.
    mutating func remove(_ v: Int32) {
        let p = position(v)
        if p.found { terms.remove(at: p.index) }
    }

    /// Negates the constant and every coefficient.
    mutating func negate() {
        constant = -constant
        for i in terms.indices { terms[i].c = -terms[i].c }
    }

    /// Replaces `v` (which the row holds) by `row`, times `v`'s coefficient: the variables that
    /// come from `row` alone are appended to `added`. A constant left within
    /// `Tolerances.residue` of 0 is cancellation residue and becomes 0.
    mutating func substitute(_ v: Int32, by row: Row, added: inout [Int32]) {
        let a = coefficient(v)
        terms = Row.merge(terms, row.terms, factor: a, skip: v, added: &added, track: true)
        var c = constant + a * row.constant
        if abs(c) < Tolerances.residue { c = 0 }
        constant = c
    }

    /// Solves `0 = constant + Σ c·v` for `v` (which the row holds): afterwards the row is
    /// `v = constant + Σ c·w` over the other variables.
    mutating func solve(for v: Int32, scaling: Scaling) {
        let p = position(v)
        let a = p.found ? terms[p.index].c : 0
        if p.found { terms.remove(at: p.index) }
        switch scaling {
        case .reciprocal:
            let inv = 1 / a
            for i in terms.indices { terms[i].c = -terms[i].c * inv }
            constant = -constant * inv
        case .quotient:
            for i in terms.indices { terms[i].c = -terms[i].c / a }
            constant = -constant / a
        }
    }

    /// `a + factor·b` for sorted term lists, without `skip` and without entries that cancel to
    /// within `Tolerances.coefficient`; when `track`, the variables coming from `b` alone are
    /// appended to `added`.
    private static func merge(
        _ a: [Term], _ b: [Term], factor: Double, skip: Int32, added: inout [Int32], track: Bool
    ) -> [Term] {
        let capacity = a.count + b.count
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                [Term](unsafeUninitializedCapacity: capacity) { out, count in
                    var i = 0
                    var k = 0
                    var n = 0
                    let na = pa.count
                    let nb = pb.count
                    let tolerance = Tolerances.coefficient
                    while i < na && k < nb {
                        let av = pa[i].v
                        let bv = pb[k].v
                        if av < bv {
                            if av != skip {
                                out.initializeElement(at: n, to: pa[i])
                                n += 1
                            }
                            i += 1
                        } else if bv < av {
                            let x = factor * pb[k].c
                            if abs(x) > tolerance {
                                out.initializeElement(at: n, to: Term(v: bv, c: x))
                                n += 1
                                if track { added.append(bv) }
                            }
                            k += 1
                        } else {
                            let x = pa[i].c + factor * pb[k].c
                            if abs(x) > tolerance && av != skip {
                                out.initializeElement(at: n, to: Term(v: av, c: x))
                                n += 1
                            }
                            i += 1
                            k += 1
                        }
                    }
                    while i < na {
                        if pa[i].v != skip {
                            out.initializeElement(at: n, to: pa[i])
                            n += 1
                        }
                        i += 1
                    }
                    while k < nb {
                        let x = factor * pb[k].c
                        if abs(x) > tolerance {
                            out.initializeElement(at: n, to: Term(v: pb[k].v, c: x))
                            n += 1
                            if track { added.append(pb[k].v) }
                        }
                        k += 1
                    }
                    count = n
                }
            }
        }
    }
}
