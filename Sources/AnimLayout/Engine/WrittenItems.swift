import StatesFormat

/// What the system builder works out for a written constraint's definition and keeps for the
/// engine's lifetime: the items of its two anchors and its declaration order. A definition
/// (`ActiveConstraint.definition`) is the same in every state up to its priority and constant,
/// and the engine's item table never changes, so each is looked up once, not once per state
/// laid out (looking up items by name was a third of building a state's system).
final class WrittenItems {
    struct Entry {
        /// The first anchor's item (−1: none in the table).
        var first: Int32
        /// The second anchor's item (−1: none written, −2: written but not in the table).
        var second: Int32
        var order: Int
    }

    private var entries: [Entry?]

    /// Room for `count` definitions (a resolver's table); others are worked out every time.
    init(count: Int = 0) {
        entries = [Entry?](repeating: nil, count: count)
    }

    /// The entry of `definition` (an active constraint's, −1 for none), worked out by `make`
    /// the first time.
    func entry(definition d: Int, make: () -> Entry) -> Entry {
        guard d >= 0, d < entries.count else { return make() }
        if let known = entries[d] { return known }
        let made = make()
        entries[d] = made
        return made
    }
}
