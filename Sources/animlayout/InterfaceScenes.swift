import AnimLayout
import AnimUIKit
import ArgumentParser
import Foundation
import StatesFormat

/// A storyboard's or XIB's scenes, imported in memory for `audit`, `check` and `render`, as
/// `import` would write them (Xcode's saved sizes kept), each knowing where its views are in
/// the file (``SceneOrigin``).
enum InterfaceScenes {
    /// The scenes of `path`; a file that cannot be read or imported is reported (with its XML
    /// line) and throws the exit code. Importer warnings are not printed: `import` shows them.
    static func load(_ path: String) throws -> [LoadedScene] {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("\(path): error: cannot read the file; check the path and its permissions")
            throw Exit.io
        }
        let scenes: [ImportedScene]
        switch InterfaceBuilderImport.scenes(from: data, file: path) {
        case .success(let imported): scenes = imported
        case .failure(let failure) where failure.holdsNoViews:
            // Not an error: a folder of an app's files is audited whole.
            printError("\(path):\(failure.description); skipped")
            return []
        case .failure(let failure):
            printError("\(path):\(failure.description)".replacingOccurrences(of: "\(path):error", with: "\(path): error"))
            throw Exit.sceneErrors
        }
        let text = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var loaded: [LoadedScene] = []
        for imported in scenes {
            guard let compiled = imported.compiled else {
                printError("\(path): error: the scene '\(imported.id)' made from it does not compile (an importer bug); it is skipped")
                continue
            }
            switch SceneLoader.prepare(compiled, source: Array(imported.text.utf8), path: path, warnings: "") {
            case .success(let (prepared, _)):
                var scene = prepared
                scene.origin = SceneOrigin(file: path, scene: imported.id, title: imported.title, lines: imported.sourceLines,
                                           objectIDs: imported.objectIDs, text: text, importWarnings: imported.warnings.count)
                loaded.append(scene)
            case .failure(let failure):
                printError(failure.text)
            }
        }
        return loaded
    }
}
