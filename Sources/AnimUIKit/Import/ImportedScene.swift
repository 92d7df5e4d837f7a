import StatesFormat

/// A scene made from an Interface Builder file or Swift code: the `.states` text (the syntax
/// tree the importer built, printed by ``StatesPrinter``), what compiling it reported, and
/// what could not be carried over.
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
    /// The XML line each element's view starts on (element id → line; the root view as
    /// `root`), for locating what is found in the scene in the file it came from.
    public var sourceLines: [String: Int] = [:]
    /// The Interface Builder scene's title (the controller's, or the XIB view's label).
    public var title: String?
    /// What compiling ``text`` as `<id>.states` reported. An error here is the importer's
    /// mistake (it built a scene the format refuses): the scene is not to be written.
    public var diagnostics: [Diagnostic] = []
    /// The compiled scene; nil when ``diagnostics`` has an error.
    public var compiled: Scene?

    /// Prints `statements` and compiles the text.
    init(id: String, statements: [ASTStatement], warnings: [ImportWarning], objectIDs: [String: String] = [:]) {
        self.id = id
        self.warnings = warnings
        self.objectIDs = objectIDs
        do {
            text = try StatesPrinter.print(ASTFile(statements: statements))
        } catch {
            text = ""
            diagnostics = [.error("the importer built a scene the format cannot write: \(error)", at: nil)]
            return
        }
        compile()
    }

    /// A scene from its `.states` text, compiled here: the Swift reader, a library of its own
    /// (AnimSwiftImport), sends the scenes it makes as text.
    public init(id: String, text: String, warnings: [ImportWarning], objectIDs: [String: String] = [:]) {
        self.id = id
        self.text = text
        self.warnings = warnings
        self.objectIDs = objectIDs
        compile()
    }

    private mutating func compile() {
        let result = StatesCompiler.compile(source: Array(text.utf8), file: id + ".states")
        diagnostics = result.diagnostics
        compiled = result.scene
    }

    /// Whether the scene compiles (what is written must).
    public var compiles: Bool { compiled != nil && !diagnostics.contains { $0.severity == .error } }
}

/// Something of the source that the scene does not carry (never dropped silently).
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// The line in the source file (XML line), if known.
    public var line: Int?
    public var message: String

    public var description: String { (line.map { "\($0): " } ?? "") + "warning: " + message }

    /// Creates a warning.
    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }
}

/// Why a file could not be imported at all.
public struct ImportFailure: Error, Sendable, CustomStringConvertible {
    public var line: Int?
    public var message: String
    /// The file is read, and holds no UIKit view to import (only SwiftUI hosting controllers,
    /// navigation or tab bar controllers…): nothing is wrong with it, there is nothing to do.
    public var holdsNoViews = false

    public var description: String { (line.map { "\($0): " } ?? "") + (holdsNoViews ? "note: " : "error: ") + message }

    /// Creates a failure.
    public init(line: Int?, message: String, holdsNoViews: Bool = false) {
        self.line = line
        self.message = message
        self.holdsNoViews = holdsNoViews
    }
}
