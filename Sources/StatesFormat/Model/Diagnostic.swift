/// A problem found in a scene, with where it is and, when one helps, how to fix it.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: return 0
            case .warning: return 1
            case .note: return 2
            }
        }

        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// One-line message, without the location prefix (e.g. "unknown attribute 'leadng' on 'title'; did you mean 'leading'?").
    public var message: String
    /// Where the problem is; `nil` only for problems that have no place in a file (e.g. an unreadable file).
    public var range: SourceRange?
    /// Extra lines attached to the diagnostic (e.g. the other members of a conflicting set), each possibly with its own location.
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at range: SourceRange?, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    /// Shorthand for an error.
    public static func error(_ message: String, at range: SourceRange?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    /// Shorthand for a warning.
    public static func warning(_ message: String, at range: SourceRange?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: range, notes: notes)
    }

    /// Shorthand for a note.
    public static func note(_ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.note, message, at: range)
    }
}
