import AnimLayout

/// A layer's number (`ind`), unique within its composition; a child names its parent by it.
struct LottieLayerIndex: Hashable {
    let value: Int

    var json: JSONValue { .number(Double(value)) }
}

/// Hands out layers' numbers: 1, 2, 3… in the order the composer asks for them, every number
/// once in the whole document (a number is only required to be unique within its composition;
/// unique everywhere, no two layers can be confused whichever composition a player looks in).
/// A number is taken before the layers that name it as their parent are made (a piece's layer,
/// then its images and glyph runs).
struct LottieLayerIndices {
    /// The next number to hand out.
    private(set) var next = 1

    /// A new number.
    mutating func take() -> LottieLayerIndex {
        defer { next += 1 }
        return LottieLayerIndex(value: next)
    }

    /// The number the `n`th (from 0) of layers not yet certain to be kept would have: layers
    /// weighed before they are kept (``take(_:)`` keeps them).
    func upcoming(_ n: Int) -> LottieLayerIndex { LottieLayerIndex(value: next + n) }

    /// Takes the `count` upcoming numbers.
    mutating func take(_ count: Int) { next += count }
}
