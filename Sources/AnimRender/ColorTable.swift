/// An open-addressing hash table from 24-bit colours to a 32-bit value (a count, or a palette
/// index). Much faster than `Dictionary` for millions of pixels, and it never exposes an
/// iteration order: `entries()` is sorted.
struct ColorTable {
    private var keys: [UInt32]     // colour | 0x8000_0000 when used, 0 when empty
    private var values: [UInt32]
    private(set) var count = 0

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: 0, count: size)
        values = [UInt32](repeating: 0, count: size)
    }

    private static func slot(_ color: UInt32, mask: Int) -> Int {
        Int((color &* 0x9E37_79B1) >> 7) & mask
    }

    /// Adds `amount` to the colour's value (inserting it at 0 first), saturating at `UInt32.max`
    /// (a long animation of a large canvas has billions of white pixels).
    mutating func add(_ color: UInt32, _ amount: UInt32 = 1) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        let key = color | 0x8000_0000
        var i = ColorTable.slot(color, mask: mask)
        while true {
            let k = keys[i]
            if k == key { values[i] = values[i] > UInt32.max - amount ? UInt32.max : values[i] + amount; return }
            if k == 0 { keys[i] = key; values[i] = amount; count += 1; return }
            i = (i + 1) & mask
        }
    }

    /// Sets the colour's value.
    mutating func set(_ color: UInt32, _ value: UInt32) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        let key = color | 0x8000_0000
        var i = ColorTable.slot(color, mask: mask)
        while true {
            let k = keys[i]
            if k == key { values[i] = value; return }
            if k == 0 { keys[i] = key; values[i] = value; count += 1; return }
            i = (i + 1) & mask
        }
    }

    /// The colour's value, if present.
    func value(_ color: UInt32) -> UInt32? {
        let mask = keys.count - 1
        let key = color | 0x8000_0000
        var i = ColorTable.slot(color, mask: mask)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Every (colour, value), sorted by colour.
    func entries() -> [(color: UInt32, value: UInt32)] {
        var out: [(color: UInt32, value: UInt32)] = []
        out.reserveCapacity(count)
        for i in 0..<keys.count where keys[i] != 0 {
            out.append((keys[i] & 0xFFFFFF, values[i]))
        }
        out.sort { $0.color < $1.color }
        return out
    }

    /// Adds every value of `other` to this table's.
    mutating func merge(_ other: ColorTable) {
        for i in 0..<other.keys.count where other.keys[i] != 0 {
            add(other.keys[i] & 0xFFFFFF, other.values[i])
        }
    }

    private mutating func grow() {
        let old = entries()
        self = ColorTable(capacity: keys.count)
        for e in old { set(e.color, e.value) }
    }
}
