import StatesFormat

/// `A -> B`.
public struct TransitionPair: Hashable, Sendable, CustomStringConvertible {
    public var from: String
    public var to: String

    /// Creates a pair.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    public var description: String { "\(from)->\(to)" }
}

extension Scene {
    /// The transitions `render` draws and `audit --transitions` checks when none is selected: every declared transition between two
    /// named states, every pair a one-sided wildcard (`* -> B`, `A -> *`) can take, the
    /// consecutive pairs of every sequence, every pair an event can take, and — when there are
    /// none — the initial state to each other state. In declaration order, without repeats.
    public var drawnTransitions: [TransitionPair] {
        var pairs: [TransitionPair] = []
        func add(_ p: TransitionPair) { if p.from != p.to, !pairs.contains(p) { pairs.append(p) } }
        let names = states.map(\.name)
        for t in transitions {
            switch (t.from, t.to) {
            case let (.state(a), .state(b)):
                add(TransitionPair(from: a, to: b))
            case let (.any, .state(b)):
                // `* -> error`: every state can lead there.
                for a in names { add(TransitionPair(from: a, to: b)) }
            case let (.state(a), .any):
                for b in names { add(TransitionPair(from: a, to: b)) }
            case (.any, .any):
                break  // every pair: only those a sequence takes (below)
            }
        }
        for s in sequences {
            for (a, b) in zip(s.states, s.states.dropFirst()) { add(TransitionPair(from: a, to: b)) }
        }
        // Every pair an event can take (a flow takes only those).
        for e in events {
            switch e.from {
            case .state(let a): add(TransitionPair(from: a, to: e.to))
            case .any: for a in names { add(TransitionPair(from: a, to: e.to)) }
            }
        }
        if pairs.isEmpty {
            for s in states where s.name != initialState {
                add(TransitionPair(from: initialState, to: s.name))
            }
        }
        return pairs
    }
}
