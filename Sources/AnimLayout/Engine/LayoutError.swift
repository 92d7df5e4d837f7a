import StatesFormat

/// Problems that stop a state from being laid out (unknown state or environment, a constant
/// expression that reads a missing frame, divides by zero or overflows…), as located diagnostics.
public struct LayoutError: DiagnosticError, Hashable, Sendable, CustomStringConvertible {
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
