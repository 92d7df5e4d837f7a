extension SceneCheck {
    /// Which states and sizes a check solves: all of them, or only those a render draws
    /// (`render --strict` fails for what it draws, not for a size it was not asked for).
    public struct Scope: Sendable {
        /// The states solved (nil: every state).
        public var states: Set<String>?
        /// The sizes solved, by name (nil: the canvas and every size).
        public var sizes: Set<String>?

        /// Every state in every size.
        public static let everything = Scope(states: nil, sizes: nil)

        /// Creates a scope.
        public init(states: Set<String>?, sizes: Set<String>?) {
            self.states = states
            self.sizes = sizes
        }
    }
}
