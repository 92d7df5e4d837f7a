import AnimLayout

/// A layer's number (`ind`), unique within its composition; a child names its parent by it.
struct LottieLayerIndex: Hashable {
    let value: Int

    var json: JSONValue { .number(Double(value)) }
}

/// Hands out layers' numbers: 1, 2, 3… in the order the composer asks for them, each number
/// once across the main composition and the groups' precompositions (a number need only be
/// unique within its composition; unique across them, a layer can be told by its number
/// wherever a player looks; a glyph run's precomposition, one layer of its own, numbers it 1).
/// A number is taken before the layers that name it as their parent are made (a piece's
/// layer, then its images and glyph runs); no kind of layer has a range of its own.
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
