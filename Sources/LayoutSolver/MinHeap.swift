/// A binary min-heap of Int32 keys (duplicates allowed); used for Bland's rule
/// (always take the smallest eligible index), never iterated in an unspecified order.
struct MinHeap {
    private(set) var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ x: Int32) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if items[p] <= items[i] { break }
            items.swapAt(p, i)
            i = p
        }
    }

    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            let n = items.count
            while true {
                let l = 2 * i + 1
                if l >= n { break }
                var m = l
                if l + 1 < n && items[l + 1] < items[l] { m = l + 1 }
                if items[i] <= items[m] { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return first
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
