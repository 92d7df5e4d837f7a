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
///
/// Stored compactly and without references: the file as its number in ``SourceFiles`` and
/// lines and columns as 32-bit numbers. Every constraint, anchor and syntax node holds ranges,
/// so copying one is copying plain bytes (no reference counting of the file name per node).
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The file's number in ``SourceFiles`` (equal numbers, equal names).
    let fileID: UInt32
    private var startLine: Int32
    private var startColumn: Int32
    private var endLine: Int32
    private var endColumn: Int32

    /// Creates a range (both ends in `start`'s file).
    public init(start: SourceLocation, end: SourceLocation) {
        self.fileID = SourceFiles.id(start.file)
        self.startLine = Self.clamped(start.line)
        self.startColumn = Self.clamped(start.column)
        self.endLine = Self.clamped(end.line)
        self.endColumn = Self.clamped(end.column)
    }

    /// An empty range at `location`.
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    /// A range in `file` from line `line`, column `column` to line `endLine`, column `endColumn`.
    public init(file: String, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.init(fileID: SourceFiles.id(file), line: line, column: column, endLine: endLine, endColumn: endColumn)
    }

    /// A range in the file numbered `fileID` (the lexer and parser number their file once).
    init(fileID: UInt32, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.fileID = fileID
        self.startLine = Self.clamped(line)
        self.startColumn = Self.clamped(column)
        self.endLine = Self.clamped(endLine)
        self.endColumn = Self.clamped(endColumn)
    }

    /// From the start of `a` to the end of `b` (in `a`'s file).
    init(from a: SourceRange, to b: SourceRange) {
        self.fileID = a.fileID
        self.startLine = a.startLine
        self.startColumn = a.startColumn
        self.endLine = b.endLine
        self.endColumn = b.endColumn
    }

    private static func clamped(_ n: Int) -> Int32 { Int32(clamping: n) }

    /// The file path of both ends.
    public var file: String {
        get { SourceFiles.name(fileID) }
        set { self = SourceRange(fileID: SourceFiles.id(newValue), line: Int(startLine), column: Int(startColumn),
                                 endLine: Int(endLine), endColumn: Int(endColumn)) }
    }

    /// The line of the first character (1-based; what `start.line` gives, without looking up the file).
    public var line: Int { Int(startLine) }
    /// The column of the first character (1-based; what `start.column` gives, without looking up the file).
    public var column: Int { Int(startColumn) }

    /// First character of the range.
    public var start: SourceLocation {
        get { SourceLocation(file: file, line: Int(startLine), column: Int(startColumn)) }
        set {
            self = SourceRange(fileID: SourceFiles.id(newValue.file), line: newValue.line, column: newValue.column,
                               endLine: Int(endLine), endColumn: Int(endColumn))
        }
    }

    /// Position just past the last character.
    public var end: SourceLocation {
        get { SourceLocation(file: file, line: Int(endLine), column: Int(endColumn)) }
        set {
            endLine = Self.clamped(newValue.line)
            endColumn = Self.clamped(newValue.column)
        }
    }

    public var description: String { start.description }
}
