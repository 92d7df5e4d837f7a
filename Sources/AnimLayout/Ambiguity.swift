/// An element whose frame is not fixed by the constraints.
public struct Ambiguity: Hashable, Sendable {
    /// The element's id (a view, stack or guide).
    public var element: String
    /// Which of `x`, `y`, `width`, `height` can move.
    public var attributes: [String]

    /// Creates a record.
    public init(element: String, attributes: [String]) {
        self.element = element
        self.attributes = attributes
    }
}

/// Ambiguous elements that move together: one missing constraint lets every member move (a
/// card without a height lets its content's heights and positions move with it).
public struct AmbiguityGroup: Hashable, Sendable {
    /// The members, in item order, each with the attributes that move in this group.
    public var members: [Ambiguity]
    /// Independent directions the group can move in: the number of constraints missing.
    public var freedoms: Int

    /// Creates a group.
    public init(members: [Ambiguity], freedoms: Int) {
        self.members = members
        self.freedoms = freedoms
    }
}

extension AmbiguityGroup {
    /// Groups that share an element become one (an element whose x and width both move is one
    /// problem with two degrees of freedom); members in `order` (item order), their attributes
    /// combined.
    static func mergingShared(_ groups: [AmbiguityGroup], order: [String]) -> [AmbiguityGroup] {
        var merged: [AmbiguityGroup] = []
        for group in groups {
            let ids = Set(group.members.map(\.element))
            var combined = group
            merged.removeAll { other in
                guard !ids.isDisjoint(with: other.members.map(\.element)) else { return false }
                combined.members += other.members
                combined.freedoms += other.freedoms
                return true
            }
            merged.append(combined)
        }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let components = ["x", "y", "width", "height"]
        return merged.map { group in
            var byElement: [String: [String]] = [:]
            for m in group.members { byElement[m.element, default: []] += m.attributes }
            let members = byElement.keys.sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }.map { id in
                Ambiguity(element: id, attributes: Array(Set(byElement[id] ?? [])).sorted {
                    (components.firstIndex(of: $0) ?? 4) < (components.firstIndex(of: $1) ?? 4)
                })
            }
            return AmbiguityGroup(members: members, freedoms: group.freedoms)
        }.sorted { (rank[$0.members.first?.element ?? ""] ?? Int.max) < (rank[$1.members.first?.element ?? ""] ?? Int.max) }
    }
}
