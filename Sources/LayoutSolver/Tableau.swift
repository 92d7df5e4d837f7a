/// One non-zero entry of a tableau row.
struct Term {
    var v: Int32
    var c: Double
}

/// A tableau row `basic = constant + Σ c·v` over parametric variables, terms sorted by `v`.
struct Row {
    var constant: Double
    var terms: [Term]

    /// The coefficient of `v` (binary search), 0 when absent.
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
}

/// A node of a column list.
struct ColumnNode {
    var slot: Int32
    var next: Int32
}

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

/// The simplex tableau of a lexicographic (preemptive-priority) Cassowary solver.
///
/// Every constraint `expr REL 0` at priority p becomes `sign·expr = s − e⁻` (inequality,
/// s, e⁻ ≥ 0) or `expr = e⁺ − e⁻` (equation), with the error variables costed 1 at the level
/// of p. Required constraints get error variables too, at the top level (1000), so the
/// system is always feasible and a positive required-level objective means a conflict.
///
/// The objective is one dense row per priority level in use; reduced costs are compared
/// lexicographically from the highest priority down. Entering and leaving variables follow
/// Bland's rule (smallest index), so the simplex cannot cycle; every choice depends only on
/// integer indices and values, never on hashing order.
struct Tableau {
    // Per variable.
    var restricted: [Bool] = []
    /// Dummy markers of hard required equations: fixed at 0, never entering the basis.
    var isDummy: [Bool] = []
    var rowOfVar: [Int32] = []
    /// Column lists as linked lists in a node pool (lazy: entries may be stale or repeated;
    /// `liveRows` validates and compacts them).
    var columnHead: [Int32] = []
    var nodes: [ColumnNode] = []
    var freeNode: Int32 = -1
    var costSlot: [Int32] = []
    var isDirty: [Bool] = []
    /// Entries into the basis during the current simplex call (`enterEpoch` tags the call):
    /// a variable that entered `Tolerances.maxEntries` times is not chosen again in that call,
    /// which ends numerical cycling (rounding can defeat Bland's rule on badly scaled input).
    var enterCount: [UInt16] = []
    var enterEpoch: [UInt32] = []
    var epoch: UInt32 = 0

    // Rows.
    var rows: [Row] = []
    var basicOfRow: [Int32] = []
    var freeSlots: [Int32] = []
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0

    // Objective: one dense coefficient array per level slot.
    var slotOfPriority = [Int](repeating: -1, count: 1001)
    var priorityOfSlot: [Int] = []
    /// Level slots sorted by priority, highest first.
    var levelOrder: [Int] = []
    /// Objective coefficients, variable-major: `obj[v * stride + levelSlot]`.
    var obj: [Double] = []
    var stride = 4
    var objConst: [Double] = []
    var levelCount: Int { objConst.count }

    // Work lists.
    var dirtyHeap = MinHeap()
    var infeasibleHeap = MinHeap()
    var isInfeasibleQueued: [Bool] = []

    // Externals: solver variable index → tableau variable.
    var externalVar: [Int32] = []


    var pivotCount = 0
    /// Row entries written by merges and row builds (a machine-independent work measure).
    var entryWork = 0
    /// Reused storage for the variables a merge adds to a row.
    var addedScratch: [Int32] = []

    init() {}

    var variableCount: Int { restricted.count }

    // MARK: Variables and levels

    mutating func newVariable(restricted r: Bool, dummy: Bool = false) -> Int32 {
        let v = Int32(restricted.count)
        restricted.append(r)
        isDummy.append(dummy)
        rowOfVar.append(-1)
        columnHead.append(-1)
        costSlot.append(-1)
        isDirty.append(false)
        enterCount.append(0)
        enterEpoch.append(0)
        isInfeasibleQueued.append(false)
        obj.append(contentsOf: repeatElement(0, count: stride))
        return v
    }

    /// The tableau variable of solver variable `index`, created on first use.
    mutating func external(_ index: Int) -> Int32 {
        while externalVar.count <= index { externalVar.append(-1) }
        if externalVar[index] < 0 { externalVar[index] = newVariable(restricted: false) }
        return externalVar[index]
    }

    /// The tableau variable of solver variable `index`, or nil when it is in no constraint.
    func existingExternal(_ index: Int) -> Int32? {
        guard index < externalVar.count, externalVar[index] >= 0 else { return nil }
        return externalVar[index]
    }

    mutating func levelSlot(_ priority: Int) -> Int {
        let p = min(1000, max(1, priority))
        if slotOfPriority[p] >= 0 { return slotOfPriority[p] }
        let k = levelCount
        if k == stride {
            let wider = stride * 2
            var grown = [Double](repeating: 0, count: variableCount * wider)
            for v in 0..<variableCount {
                for j in 0..<stride { grown[v * wider + j] = obj[v * stride + j] }
            }
            obj = grown
            stride = wider
        }
        objConst.append(0)
        priorityOfSlot.append(p)
        slotOfPriority[p] = k
        levelOrder.append(k)
        levelOrder.sort { priorityOfSlot[$0] > priorityOfSlot[$1] }
        return k
    }

    /// The summed error at `priority` (0 when the level is unused).
    func objectiveValue(_ priority: Int) -> Double {
        let k = slotOfPriority[min(1000, max(1, priority))]
        return k >= 0 ? objConst[k] : 0
    }

    // MARK: Values and reduced costs

    func value(_ v: Int32) -> Double {
        let r = rowOfVar[Int(v)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    /// Sign of the lexicographic reduced cost of parametric `v` (−1, 0, +1).
    func lexSign(_ v: Int32) -> Int {
        let i = Int(v)
        for k in levelOrder {
            let d = obj[i &* stride &+ k]
            if d > Tolerances.cost { return 1 }
            if d < -Tolerances.cost { return -1 }
        }
        return 0
    }

    func reducedCost(_ v: Int32, priority: Int) -> Double {
        let k = slotOfPriority[min(1000, max(1, priority))]
        guard k >= 0, rowOfVar[Int(v)] < 0 else { return 0 }
        return obj[Int(v) &* stride &+ k]
    }

    // MARK: Rows and columns

    private mutating func markDirty(_ v: Int32) {
        if !isDirty[Int(v)] {
            isDirty[Int(v)] = true
            dirtyHeap.push(v)
        }
    }

    private mutating func queueIfInfeasible(_ slot: Int) {
        let b = basicOfRow[slot]
        guard b >= 0, restricted[Int(b)] else { return }
        let c = rows[slot].constant
        if c < 0 {
            if c > -Tolerances.feasibility {
                rows[slot].constant = 0
            } else if !isInfeasibleQueued[Int(b)] {
                isInfeasibleQueued[Int(b)] = true
                infeasibleHeap.push(b)
            }
        }
    }

    mutating func addRow(basic b: Int32, _ row: Row) {
        let slot: Int
        if let s = freeSlots.popLast() {
            slot = Int(s)
            rows[slot] = row
            basicOfRow[slot] = b
        } else {
            slot = rows.count
            rows.append(row)
            basicOfRow.append(b)
            rowStamp.append(0)
        }
        rowOfVar[Int(b)] = Int32(slot)
        var vars = addedScratch
        addedScratch = []
        vars.removeAll(keepingCapacity: true)
        for t in row.terms { vars.append(t.v) }
        vars.withUnsafeBufferPointer { columnAppendAll($0, slot: Int32(slot)) }
        addedScratch = vars
        queueIfInfeasible(slot)
    }

    mutating func removeRow(_ slot: Int) {
        let b = basicOfRow[slot]
        if b >= 0 { rowOfVar[Int(b)] = -1 }
        basicOfRow[slot] = -1
        rows[slot] = Row(constant: 0, terms: [])
        freeSlots.append(Int32(slot))
    }

    private mutating func columnAppend(_ v: Int32, _ slot: Int32) {
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = nodes[Int(node)].next
            nodes[Int(node)] = ColumnNode(slot: slot, next: columnHead[Int(v)])
        } else {
            node = Int32(nodes.count)
            nodes.append(ColumnNode(slot: slot, next: columnHead[Int(v)]))
        }
        columnHead[Int(v)] = node
    }

    /// Adds `slot` to the column of every variable of `vars` (bulk `columnAppend`).
    private mutating func columnAppendAll(_ vars: UnsafeBufferPointer<Int32>, slot: Int32) {
        var i = 0
        while i < vars.count && freeNode >= 0 {
            columnAppend(vars[i], slot)
            i += 1
        }
        let remaining = vars.count - i
        guard remaining > 0 else { return }
        let base = nodes.count
        nodes.append(contentsOf: repeatElement(ColumnNode(slot: slot, next: -1), count: remaining))
        nodes.withUnsafeMutableBufferPointer { pn in
            columnHead.withUnsafeMutableBufferPointer { ph in
                for j in 0..<remaining {
                    let v = Int(vars[i + j])
                    pn[base + j].next = ph[v]
                    ph[v] = Int32(base + j)
                }
            }
        }
    }

    private mutating func clearColumn(_ v: Int32) {
        var node = columnHead[Int(v)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            nodes[Int(node)].next = freeNode
            freeNode = node
            node = next
        }
        columnHead[Int(v)] = -1
    }

    /// The live row slots whose row contains parametric `v` (deduplicated; the column list
    /// is compacted to them). Order: most recently added first (deterministic).
    mutating func liveRows(_ v: Int32) -> [Int32] {
        stamp &+= 1
        if stamp == 0 {
            for i in rowStamp.indices { rowStamp[i] = 0 }
            stamp = 1
        }
        var out: [Int32] = []
        var node = columnHead[Int(v)]
        var previous: Int32 = -1
        while node >= 0 {
            let next = nodes[Int(node)].next
            let si = Int(nodes[Int(node)].slot)
            if rowStamp[si] != stamp && basicOfRow[si] >= 0 && rows[si].coefficient(v) != 0 {
                rowStamp[si] = stamp
                out.append(Int32(si))
                previous = node
            } else {
                // Unlink and free the stale or repeated node.
                if previous >= 0 { nodes[Int(previous)].next = next } else { columnHead[Int(v)] = next }
                nodes[Int(node)].next = freeNode
                freeNode = node
            }
            node = next
        }
        return out
    }

    /// Builds `constant + Σ k·v` with basic variables substituted by their rows.
    mutating func buildRow(_ terms: [(Int, Double)], sign: Double, constant: Double) -> Row {
        var c = constant * sign
        var current: [Term] = []
        current.reserveCapacity(terms.count + 2)
        var sorted = true
        for (index, k) in terms {
            let v = external(index)
            if rowOfVar[Int(v)] < 0 {
                if let last = current.last, last.v >= v { sorted = false }
                current.append(Term(v: v, c: k * sign))
            }
        }
        if !sorted { current.sort { $0.v < $1.v } }
        var unused: [Int32] = []
        for (index, k) in terms {
            let r = rowOfVar[Int(external(index))]
            guard r >= 0 else { continue }
            c += k * sign * rows[Int(r)].constant
            current = Tableau.combine(current, rows[Int(r)].terms, factor: k * sign, skip: -1, added: &unused, track: false)
        }
        entryWork += current.count
        return Row(constant: c, terms: current)
    }

    /// `a + factor·b` for sorted term lists, without `skip` and without cancelled entries;
    /// when `track`, the variables coming from `b` alone are appended to `added`.
    static func combine(
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

    /// row[slot] := row[slot] with `e` replaced by `a·E` (E does not contain e).
    private mutating func substitute(slot: Int, removing e: Int32, factor a: Double, _ E: Row) {
        var added = addedScratch
        addedScratch = []
        added.removeAll(keepingCapacity: true)
        let merged = Tableau.combine(rows[slot].terms, E.terms, factor: a, skip: e, added: &added, track: true)
        var c = rows[slot].constant + a * E.constant
        if abs(c) < Tolerances.residue { c = 0 }
        entryWork += merged.count
        rows[slot].constant = c
        rows[slot].terms = merged
        added.withUnsafeBufferPointer { columnAppendAll($0, slot: Int32(slot)) }
        addedScratch = added
        queueIfInfeasible(slot)
    }

    /// Makes `e` basic in row `slot` (whose basic variable leaves).
    mutating func pivot(enter e: Int32, slot: Int) {
        pivotCount += 1
        let b = basicOfRow[slot]
        let old = rows[slot]
        let a = old.coefficient(e)
        // e = (b − c − Σ_{j≠e} a_j p_j) / a
        var terms: [Term] = []
        terms.reserveCapacity(old.terms.count)
        var inserted = false
        let inv = 1 / a
        for t in old.terms where t.v != e {
            if !inserted && b < t.v {
                terms.append(Term(v: b, c: inv))
                inserted = true
            }
            terms.append(Term(v: t.v, c: -t.c * inv))
        }
        if !inserted { terms.append(Term(v: b, c: inv)) }
        let E = Row(constant: -old.constant * inv, terms: terms)
        rows[slot] = E
        basicOfRow[slot] = e
        rowOfVar[Int(e)] = Int32(slot)
        rowOfVar[Int(b)] = -1
        columnAppend(b, Int32(slot))
        for s in liveRows(e) where Int(s) != slot {
            let f = rows[Int(s)].coefficient(e)
            substitute(slot: Int(s), removing: e, factor: f, E)
        }
        clearColumn(e)
        for k in 0..<levelCount {
            let d = obj[Int(e) &* stride &+ k]
            if d == 0 { continue }
            obj[Int(e) &* stride &+ k] = 0
            objConst[k] += d * E.constant
            for t in E.terms {
                obj[Int(t.v) &* stride &+ k] += d * t.c
                markDirty(t.v)
            }
        }
        queueIfInfeasible(slot)
    }

    /// objective[level] += w · v (v substituted by its row when basic).
    mutating func addToObjective(slot k: Int, _ v: Int32, _ w: Double) {
        let r = rowOfVar[Int(v)]
        if r >= 0 {
            let row = rows[Int(r)]
            objConst[k] += w * row.constant
            for t in row.terms {
                obj[Int(t.v) &* stride &+ k] += w * t.c
                markDirty(t.v)
            }
        } else {
            obj[Int(v) &* stride &+ k] += w
            markDirty(v)
        }
    }

    // MARK: Simplex

    /// Primal simplex (the tableau must be primal feasible). Returns false on numerical
    /// failure (unbounded ray or pivot limit), which the caller repairs by rebuilding.
    /// Counts one more entry of `v` in the current call; false when `v` is exhausted.
    private mutating func mayEnter(_ v: Int32) -> Bool {
        let i = Int(v)
        if enterEpoch[i] != epoch {
            enterEpoch[i] = epoch
            enterCount[i] = 0
        }
        return Int(enterCount[i]) < Tolerances.maxEntries
    }

    private mutating func countEntry(_ v: Int32) {
        enterCount[Int(v)] &+= 1
    }

    mutating func optimize() -> Bool {
        epoch &+= 1
        var count = 0
        while let v = dirtyHeap.pop() {
            isDirty[Int(v)] = false
            if rowOfVar[Int(v)] >= 0 || isDummy[Int(v)] || !mayEnter(v) { continue }
            let s = lexSign(v)
            let dir: Double
            if restricted[Int(v)] {
                if s >= 0 { continue }
                dir = 1
            } else {
                if s == 0 { continue }
                dir = s < 0 ? 1 : -1
            }
            // Ratio test (Bland: ties broken by smallest basic variable).
            var test = RatioTest()
            for slot in liveRows(v) {
                let si = Int(slot)
                let b = basicOfRow[si]
                if !restricted[Int(b)] { continue }
                let a = rows[si].coefficient(v) * dir
                if a >= -Tolerances.pivot { continue }
                test.offer(si, ratio: max(0, rows[si].constant) / -a, key: Int(b))
            }
            if !test.hasChoice { return false }
            countEntry(v)
            pivot(enter: v, slot: test.choice)
            count += 1
            if count > Tolerances.pivotLimit { return false }
        }
        return true
    }

    /// Dual simplex (the tableau must be optimal in reduced costs); restores primal
    /// feasibility after constants changed. Returns false on numerical failure.
    mutating func dualOptimize() -> Bool {
        epoch &+= 1
        var count = 0
        while let b = infeasibleHeap.pop() {
            isInfeasibleQueued[Int(b)] = false
            let r = rowOfVar[Int(b)]
            if r < 0 || !restricted[Int(b)] { continue }
            let slot = Int(r)
            if rows[slot].constant >= -Tolerances.feasibility {
                if rows[slot].constant < 0 { rows[slot].constant = 0 }
                continue
            }
            var best: Int32 = -1
            var bestA = 0.0
            for t in rows[slot].terms {
                let j = t.v
                if isDummy[Int(j)] || !mayEnter(j) { continue }
                if restricted[Int(j)] {
                    if t.c <= Tolerances.pivot { continue }
                } else {
                    if abs(t.c) <= Tolerances.pivot { continue }
                    // A free parametric variable has zero reduced cost: ratio 0, the best.
                    if best < 0 || restricted[Int(best)] || j < best {
                        best = j
                        bestA = t.c
                    }
                    continue
                }
                if best >= 0 && !restricted[Int(best)] { continue }
                if best < 0 || compareRatio(j, t.c, best, bestA) < 0 {
                    best = j
                    bestA = t.c
                }
            }
            if best < 0 { return false }
            countEntry(best)
            pivot(enter: best, slot: slot)
            count += 1
            if count > Tolerances.pivotLimit { return false }
        }
        return true
    }

    /// Lexicographic comparison of d_i/a_i with d_j/a_j (ties: smaller index first).
    private func compareRatio(_ i: Int32, _ ai: Double, _ j: Int32, _ aj: Double) -> Int {
        for k in levelOrder {
            let x = obj[Int(i) &* stride &+ k] / ai
            let y = obj[Int(j) &* stride &+ k] / aj
            let order = RatioTest.compare(x, y)
            if order != 0 { return order }
        }
        return i < j ? -1 : (i > j ? 1 : 0)
    }

    var needsOptimize: Bool { !dirtyHeap.isEmpty }
    var needsDualOptimize: Bool { !infeasibleHeap.isEmpty }

    // MARK: Constraints

    /// Adds `sign·(Σ terms + constant) REL 0` at `priority` (the tableau stays primal feasible;
    /// call `optimize()` afterwards).
    mutating func addConstraint(
        _ terms: [(Int, Double)], constant: Double, relation: LinearRelation, priority: Int
    ) -> TableauConstraint {
        let sign: Double = relation == .lessOrEqual ? -1 : 1
        var row = buildRow(terms, sign: sign, constant: constant)
        if priority >= 1000, let u = freshSubject(row) {
            // A required constraint with a fresh subject can never be violated: no error
            // variables, only a marker (a dummy fixed at 0 for an equation, a slack for an
            // inequality). Conflicts are then carried by the error variables of the others.
            let marker = newVariable(restricted: true, dummy: relation == .equal)
            let a = row.coefficient(u)
            let inv = 1 / a
            row.terms.removeAll { $0.v == u }
            for i in row.terms.indices { row.terms[i].c = -row.terms[i].c * inv }
            row.terms.append(Term(v: marker, c: inv))
            row.constant = -row.constant * inv
            addRow(basic: u, row)
            return TableauConstraint(marker: marker, em: -1, equation: relation == .equal, priority: priority, sign: sign)
        }
        let slot = levelSlot(priority)
        let first = newVariable(restricted: true)   // e⁺ (equation) or s (inequality)
        let em = newVariable(restricted: true)       // e⁻
        let basic: Int32
        if let u = freshSubject(row) {
            // u appears in no other row: making it basic costs no substitution and keeps
            // the tableau feasible (u is unrestricted) and optimal (e⁺, e⁻ parametric at 0).
            let a = row.coefficient(u)
            var terms: [Term] = []
            terms.reserveCapacity(row.terms.count + 1)
            for t in row.terms where t.v != u { terms.append(Term(v: t.v, c: -t.c / a)) }
            terms.append(Term(v: first, c: 1 / a))
            terms.append(Term(v: em, c: -1 / a))
            row = Row(constant: -row.constant / a, terms: terms)
            basic = u
        } else if row.constant >= 0 {
            // first = R + e⁻
            row.terms.append(Term(v: em, c: 1))
            basic = first
        } else {
            // e⁻ = first − R
            for i in row.terms.indices { row.terms[i].c = -row.terms[i].c }
            row.constant = -row.constant
            row.terms.append(Term(v: first, c: 1))
            basic = em
        }
        addRow(basic: basic, row)
        costSlot[Int(em)] = Int32(slot)
        addToObjective(slot: slot, em, 1)
        if relation == .equal {
            costSlot[Int(first)] = Int32(slot)
            addToObjective(slot: slot, first, 1)
        }
        return TableauConstraint(marker: first, em: em, equation: relation == .equal, priority: priority, sign: sign)
    }

    /// An unrestricted parametric variable of `row` that appears in no other row
    /// (smallest index), if any.
    private mutating func freshSubject(_ row: Row) -> Int32? {
        for t in row.terms where !restricted[Int(t.v)] && abs(t.c) > Tolerances.pivot {
            if columnHead[Int(t.v)] < 0 || liveRows(t.v).isEmpty { return t.v }
        }
        return nil
    }

    /// Removes a constraint. Returns false on numerical failure.
    mutating func removeConstraint(_ c: TableauConstraint) -> Bool {
        let slot = levelSlot(c.priority)
        for e in c.errors {
            addToObjective(slot: slot, e, -1)
            costSlot[Int(e)] = -1
        }
        let m = c.marker
        if rowOfVar[Int(m)] < 0 {
            // The marker leaves through the row that binds it first: a restricted row where it
            // has a negative coefficient, else one where it has a positive one, else a row of an
            // unrestricted basic variable (any value is feasible there: ratio 0, lowest basic).
            var negative = RatioTest()
            var positive = RatioTest()
            var free = RatioTest()
            for s in liveRows(m) {
                let si = Int(s)
                let b = basicOfRow[si]
                let a = rows[si].coefficient(m)
                if !restricted[Int(b)] {
                    free.offer(si, ratio: 0, key: Int(b))
                    continue
                }
                let ratio = max(0, rows[si].constant) / abs(a)
                if a < 0 {
                    negative.offer(si, ratio: ratio, key: Int(b))
                } else {
                    positive.offer(si, ratio: ratio, key: Int(b))
                }
            }
            let chosen = negative.hasChoice ? negative.choice : (positive.hasChoice ? positive.choice : free.choice)
            if chosen < 0 { return false }
            pivot(enter: m, slot: chosen)
        }
        removeRow(Int(rowOfVar[Int(m)]))
        // The other error variables now appear in no row (up to rounding): clear residues.
        for e in c.errors + [m] {
            if rowOfVar[Int(e)] >= 0 { return false }
            for s in liveRows(e) {
                rows[Int(s)].terms.removeAll { $0.v == e }
            }
            clearColumn(e)
            for k in 0..<levelCount { obj[Int(e) &* stride &+ k] = 0 }
        }
        return true
    }

    /// Changes the constraint's constant by `delta` (in the caller's, unsigned, sense).
    /// Call `dualOptimize()` afterwards.
    mutating func changeConstant(_ c: TableauConstraint, by delta: Double) {
        let d = c.sign * delta
        let m = c.marker
        let r = rowOfVar[Int(m)]
        if r >= 0 {
            rows[Int(r)].constant += d
            let k = costSlot[Int(m)]
            if k >= 0 { objConst[Int(k)] += d }
            queueIfInfeasible(Int(r))
        } else {
            for s in liveRows(m) {
                let a = rows[Int(s)].coefficient(m)
                rows[Int(s)].constant -= a * d
                queueIfInfeasible(Int(s))
            }
            let own = costSlot[Int(m)]
            for k in 0..<levelCount {
                let coefficient = obj[Int(m) &* stride &+ k] - (Int32(k) == own ? 1 : 0)
                objConst[k] -= coefficient * d
            }
        }
    }

    /// Moves the constraint's error costs to another priority level. Call `optimize()`.
    /// (Not for hard constraints: the caller re-adds those.)
    mutating func changePriority(_ c: inout TableauConstraint, to priority: Int) {
        let from = levelSlot(c.priority)
        let to = levelSlot(priority)
        for e in c.errors {
            addToObjective(slot: from, e, -1)
            addToObjective(slot: to, e, 1)
            costSlot[Int(e)] = Int32(to)
        }
        c.priority = priority
    }
}
