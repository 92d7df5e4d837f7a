/// A hash table from `0x00RRGGBB` colours to 32-bit values (open addressing, linear probing),
/// for counting a frame's colours and remembering where each colour maps: a frame's pixels are
/// mostly a few colours in long runs, so a lookup is a multiply, a mask and a compare.
///
/// Its size is bounded by the caller (``count`` tells how many colours it holds).
struct ColorTable {
    /// Keys, ``empty`` where free (no `0x00RRGGBB` colour has high bits set).
    private var keys: [UInt32]
    private var values: [UInt32]
    private var mask: Int
    /// The colours held.
    private(set) var count = 0

    private static let empty: UInt32 = 0xFFFF_FFFF

    /// An empty table with room for `capacity` colours before it grows.
    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = [UInt32](repeating: ColorTable.empty, count: size)
        values = [UInt32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The slot that holds `color`, or the free slot where it would go.
    @inline(__always)
    private func slot(of color: UInt32) -> Int {
        var s = Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> 8) & mask
        while keys[s] != color && keys[s] != ColorTable.empty { s = (s + 1) & mask }
        return s
    }

    /// The value of `color`, or nil.
    @inline(__always)
    func value(of color: UInt32) -> UInt32? {
        let s = slot(of: color)
        return keys[s] == color ? values[s] : nil
    }

    /// Adds `amount` to the value of `color` (absent colours count from 0; the sum saturates).
    @inline(__always)
    mutating func add(_ color: UInt32, _ amount: UInt32) {
        let s = slot(of: color)
        if keys[s] == color {
            let (sum, overflow) = values[s].addingReportingOverflow(amount)
            values[s] = overflow ? .max : sum
        } else {
            insert(color, amount, at: s)
        }
    }

    /// Sets the value of `color`.
    mutating func set(_ color: UInt32, _ value: UInt32) {
        let s = slot(of: color)
        if keys[s] == color {
            values[s] = value
        } else {
            insert(color, value, at: s)
        }
    }

    /// Puts a new colour in free slot `s`.
    private mutating func insert(_ color: UInt32, _ value: UInt32, at s: Int) {
        keys[s] = color
        values[s] = value
        count += 1
        if count * 2 > keys.count { grow() }
    }

    /// Empties the table, keeping its memory.
    mutating func removeAll() {
        guard count > 0 else { return }
        for s in keys.indices { keys[s] = ColorTable.empty }
        count = 0
    }

    /// Calls `body` with each colour and its value (in slot order: deterministic for the same
    /// insertions).
    func forEach(_ body: (UInt32, UInt32) throws -> Void) rethrows {
        for s in keys.indices where keys[s] != ColorTable.empty { try body(keys[s], values[s]) }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt32](repeating: ColorTable.empty, count: oldKeys.count * 2)
        values = [UInt32](repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for s in oldKeys.indices where oldKeys[s] != ColorTable.empty { set(oldKeys[s], oldValues[s]) }
    }
}
