/// A position in a `.states` file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as given on the command line (used verbatim in reports).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    /// `FILE:LINE:COL`, as printed in diagnostics.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A half-open range of source text on one or more lines; `end` is the position just past the last character.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// First character of the range.
    public var start: SourceLocation
    /// Position just past the last character.
    public var end: SourceLocation

    /// Creates a range.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at `location`.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }

    public var description: String { start.description }
}
