import AnimLayout
import Foundation

// What crosses between `animlayout` and its Swift reader (`libAnimSwiftImport.so`, loaded with
// dlopen when a .swift file is imported): JSON text, one request and one response per file.
// Both sides are built from this file; ``SwiftImportRequest/version`` tells a library built
// from another version of it.

/// One file to import with the Swift reader: a Swift file, or a storyboard or XIB with its view
/// controllers' Swift files.
package struct SwiftImportRequest: Codable, Sendable {
    /// A Swift file given beside a storyboard or XIB: its text and its name for messages.
    package struct Source: Codable, Sendable {
        package var text: String
        package var file: String

        package init(text: String, file: String) {
            self.text = text
            self.file = file
        }
    }

    /// The layout of requests and responses; a library that answers another is not used.
    package static let version: Int32 = 1

    /// The file as the command line names it (messages and scene ids).
    package var file: String
    /// Its bytes (base64 in the JSON).
    package var contents: Data
    /// For a storyboard or XIB: its view controllers' code.
    package var code: [Source] = []
    /// `--measure-text`.
    package var measureText = false
    /// For a Swift file: the folder its header's image paths are relative to, and the folder
    /// the scene is written to, which they are rewritten relative to. Nil: left as written.
    package var imageFolder: String?
    package var outFolder: String?

    package init(file: String, contents: Data, code: [Source] = [], measureText: Bool = false) {
        self.file = file
        self.contents = contents
        self.code = code
        self.measureText = measureText
    }

    /// The image path rewrite for the scene (`path` as the Swift file's header writes it).
    package func imagePath(_ path: String) -> String {
        guard let imageFolder, let outFolder else { return path }
        let absolute = path.hasPrefix("/") ? path : URL(fileURLWithPath: imageFolder, isDirectory: true).appendingPathComponent(path).path
        return RelativePath.of(absolute, from: URL(fileURLWithPath: outFolder, isDirectory: true))
    }
}

/// The Swift reader's answer: the scenes as `.states` text, or why the file cannot be imported.
package struct SwiftImportResponse: Codable, Sendable {
    /// A line (when known) and a message: a warning, or the failure.
    package struct Note: Codable, Sendable {
        package var line: Int?
        package var message: String
    }

    /// An ``ImportedScene`` as text: rebuilt (and compiled again) by the caller.
    package struct SceneText: Codable, Sendable {
        package var id: String
        package var text: String
        package var warnings: [Note]
        package var objectIDs: [String: String]
        /// Set when the importer could not print what it built (an importer bug): the scene
        /// is then not to be written.
        package var error: String?
    }

    package var scenes: [SceneText] = []
    package var failure: Note?

    package init(_ result: Result<[ImportedScene], ImportFailure>) {
        switch result {
        case .success(let scenes): self.scenes = scenes.map(SceneText.init)
        case .failure(let f): failure = Note(line: f.line, message: f.message)
        }
    }

    /// The scenes rebuilt from their text, or the failure.
    package var result: Result<[ImportedScene], ImportFailure> {
        if let failure { return .failure(ImportFailure(line: failure.line, message: failure.message)) }
        return .success(scenes.map(ImportedScene.init))
    }
}

extension SwiftImportResponse.SceneText {
    init(_ scene: ImportedScene) {
        id = scene.id
        text = scene.text
        warnings = scene.warnings.map { SwiftImportResponse.Note(line: $0.line, message: $0.message) }
        objectIDs = scene.objectIDs
        error = scene.text.isEmpty ? scene.diagnostics.first { $0.severity == .error }?.message : nil
    }
}

extension ImportedScene {
    /// A scene the Swift reader sent as text (see ``SwiftImportResponse``).
    init(_ sent: SwiftImportResponse.SceneText) {
        self.init(id: sent.id, text: sent.text, warnings: sent.warnings.map { ImportWarning(line: $0.line, message: $0.message) },
                  objectIDs: sent.objectIDs)
        if let error = sent.error {
            diagnostics = [.error(error, at: nil)]
            compiled = nil
        }
    }
}
