/// A scene made from an Interface Builder file: the `.states` text and what could not be
/// carried over.
public struct ImportedScene: Sendable {
    /// The scene id (the file name to write: `<id>.states`).
    public var id: String
    /// The `.states` source.
    public var text: String
    /// What was not mapped, each at its line in the source file.
    public var warnings: [ImportWarning]
    /// The Interface Builder object id each element was made from (element id → object id),
    /// for comparing a layout with the frames the file saved.
    public var objectIDs: [String: String] = [:]
}

/// Something of the source that the scene does not carry (never dropped silently).
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// The line in the source file (XML line), if known.
    public var line: Int?
    public var message: String

    public var description: String { (line.map { "\($0): " } ?? "") + "warning: " + message }
}

/// Why a file could not be imported at all.
public struct ImportFailure: Error, Sendable, CustomStringConvertible {
    public var line: Int?
    public var message: String

    public var description: String { (line.map { "\($0): " } ?? "") + "error: " + message }

    /// Creates a failure.
    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }
}
