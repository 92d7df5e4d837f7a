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

    /// Makes room for `variables` more variables and `rows` more rows at once (a large batch
    /// of constraints then allocates each array once instead of doubling it repeatedly).
    mutating func reserve(variables: Int, rows newRows: Int) {
        let v = restricted.count + variables
        restricted.reserveCapacity(v)
        isDummy.reserveCapacity(v)
        rowOfVar.reserveCapacity(v)
        columnHead.reserveCapacity(v)
        costSlot.reserveCapacity(v)
        isDirty.reserveCapacity(v)
        enterCount.reserveCapacity(v)
        enterEpoch.reserveCapacity(v)
        isInfeasibleQueued.reserveCapacity(v)
        obj.reserveCapacity(v * stride)
        // Column entries: about one per variable of each new row.
        nodes.reserveCapacity(nodes.count + 3 * newRows)
        let r = rows.count + newRows
        rows.reserveCapacity(r)
        basicOfRow.reserveCapacity(r)
        rowStamp.reserveCapacity(r)
    }

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

    mutating func markDirty(_ v: Int32) {
        if !isDirty[Int(v)] {
            isDirty[Int(v)] = true
            dirtyHeap.push(v)
        }
    }

    mutating func queueIfInfeasible(_ slot: Int) {
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
        rows[slot] = Row()
        freeSlots.append(Int32(slot))
    }

    mutating func columnAppend(_ v: Int32, _ slot: Int32) {
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
    mutating func columnAppendAll(_ vars: UnsafeBufferPointer<Int32>, slot: Int32) {
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

    mutating func clearColumn(_ v: Int32) {
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
}
