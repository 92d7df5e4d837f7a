/// A tiny seeded generator (SplitMix64) so that random tests are reproducible: the same seed
/// gives the same inputs on every machine. Shared by every test target.
public struct SplitMix: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `p` (to a millionth).
    public mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }

    /// One of `items` (not empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
