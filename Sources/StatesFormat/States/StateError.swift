/// An error that carries located diagnostics. The resolver reports the diagnostics of an error
/// its constant evaluator throws, when that error conforms.
public protocol DiagnosticError: Error {
    /// At least one error diagnostic.
    var diagnostics: [Diagnostic] { get }
}

extension DiagnosticError {
    /// One line per diagnostic: `file:line:col: error: message`, or `error: message` when unlocated.
    public var description: String {
        diagnostics.map { d in
            if let r = d.range { return "\(r.start): \(d.severity.rawValue): \(d.message)" }
            return "\(d.severity.rawValue): \(d.message)"
        }.joined(separator: "\n")
    }
}

/// Why a state cannot be resolved: an unknown state, a broken `extends` chain, a change to a
/// constraint that is not active, or a constant expression that cannot be evaluated.
public struct StateError: DiagnosticError, Hashable, Sendable, CustomStringConvertible {
    /// At least one error diagnostic.
    public var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Creates an error with a single diagnostic.
    public init(_ message: String, at range: SourceRange?) {
        self.diagnostics = [.error(message, at: range)]
    }
}
