import AnimLayout
import AnimUIKit
import ArgumentParser
import Foundation
import StatesFormat

/// The files a scene command reads: `.states` scenes, and Interface Builder files
/// (`.storyboard`, `.xib`) imported in memory, each of their scenes audited, checked or rendered
/// as if imported; a folder stands for every such file under it (recursively, by path),
/// skipping dependencies' and build folders (`Pods/`, `Carthage/`, `.build/`, `DerivedData/`)
/// and hidden ones.
enum SceneInputs {
    /// The kinds of file read, by extension.
    static let sceneExtensions: Set<String> = ["states"]
    static let interfaceExtensions: Set<String> = ["storyboard", "xib"]
    /// Folders never searched.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]

    /// `paths` with every folder replaced by the files under it that a scene command reads;
    /// a file named directly is kept whatever it is (its loader says what is wrong with it).
    static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path in isFolder(path) ? files(under: path) : [path] }
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The scene and Interface Builder files under `folder`, sorted by path.
    static func files(under folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder, isDirectory: true)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if skippedFolders.contains(name) || name.hasPrefix(".") { walker.skipDescendants() }
                continue
            }
            let ext = url.pathExtension.lowercased()
            guard sceneExtensions.contains(ext) || interfaceExtensions.contains(ext) else { continue }
            let relative = String(url.path.dropFirst(base.path.count)).drop { $0 == "/" }
            let prefix = folder == "." || folder == "./" ? "" : folder.hasSuffix("/") ? folder : folder + "/"
            found.append(prefix + relative)
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The extension of a file that exists and is plainly not a scene (`Info.plist`,
    /// `View.swift`); nil for scenes, Interface Builder files, names without an extension and
    /// paths that are not regular files (their loader says what is wrong).
    static func foreignKind(_ path: String) -> String? {
        let ext = URL(fileURLWithPath: path).pathExtension
        var isFolder: ObjCBool = false
        guard !ext.isEmpty, !sceneExtensions.contains(ext.lowercased()), !interfaceExtensions.contains(ext.lowercased()),
              FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular else { return nil }
        return ext
    }

    /// Whether `path` is an Interface Builder file.
    static func isInterface(_ path: String) -> Bool {
        interfaceExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}

/// Where an imported scene came from: the Interface Builder file, its scene, and each
/// element's view's line and column in the XML, for findings located where they are fixed.
struct SceneOrigin {
    /// The storyboard or XIB, as given on the command line.
    var file: String
    /// The imported scene's id and Interface Builder title (the controller's or view's).
    var scene: String
    var title: String?
    /// Element id → the XML line its view starts on (the root view as `root`).
    var lines: [String: Int]
    /// Element id → Interface Builder object id.
    var objectIDs: [String: String]
    /// The file's lines (for the column of an element's `<`).
    var text: [Substring]
    /// How many things the import could not carry into the scene (its warnings: an image
    /// without a file, a custom view's drawing), which `import` lists.
    var importWarnings = 0

    /// `FILE: note: scene 'X': N things …; 'animlayout import FILE' lists them`, or nil.
    var importNote: String? {
        guard importWarnings > 0 else { return nil }
        return "\(file): note: scene '\(title ?? scene)': \(importWarnings) thing\(importWarnings == 1 ? "" : "s") the import does not carry"
            + " (images without a file, custom views' own drawing…) — 'animlayout import \(file)' lists them"
    }

    /// Where element `id`'s view is written: its line, and the column of its start tag's `<`
    /// (the one whose `id="…"` is the view's); the root view's when the element is not a view
    /// of the file (a guide, a stack's arrangement).
    func location(of id: String) -> SourceLocation? {
        let element = lines[id] == nil ? "root" : id
        guard let line = lines[element] else { return nil }
        var column = 1
        if text.indices.contains(line - 1) {
            let row = text[line - 1]
            let marker = objectIDs[element].map { "id=\"\($0)\"" }
            let end = marker.flatMap { row.range(of: $0)?.lowerBound } ?? row.endIndex
            if let open = row[..<end].lastIndex(of: "<") ?? row.firstIndex(of: "<") {
                column = row.distance(from: row.startIndex, to: open) + 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// How a person names element `id` in the file: its id here (an outlet's or label's
    /// name) and Interface Builder's object id.
    func viewName(_ id: String) -> String {
        objectIDs[id].map { "'\(id)' (\($0))" } ?? "'\(id)'"
    }
}
