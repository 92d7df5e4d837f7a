/// The relation of a constraint `expression REL 0`.
public enum LinearRelation: Sendable, Hashable, CustomStringConvertible {
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterOrEqual
    /// `expression <= 0`
    case lessOrEqual

    /// A readable form for logs and test failures.
    public var description: String {
        switch self {
        case .equal: return "=="
        case .greaterOrEqual: return ">="
        case .lessOrEqual: return "<="
        }
    }
}
