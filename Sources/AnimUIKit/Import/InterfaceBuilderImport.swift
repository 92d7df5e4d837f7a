import Foundation
import SystemPackage

/// `animlayout import X.storyboard|X.xib`: each storyboard scene, or each top-level view of a
/// XIB, becomes a `.states` scene with its views, their properties and every constraint.
/// What cannot be carried over is a warning with its XML line, never dropped silently.
public enum InterfaceBuilderImport {
    /// Files larger than this are refused before they are parsed.
    public static var maximumBytes: Int { XMLTreeReader.maximumBytes }

    /// The scenes of the Interface Builder file `data` (named `file` in messages and ids).
    /// `code`: Swift files of the view controllers (`import Main.storyboard LeadingViewController.swift`);
    /// a scene whose controller's class is in them gets the states its code makes, connected
    /// by the outlets' names.
    public static func scenes(from data: Data, file: String, code: [(text: String, file: String)] = []) -> Result<[ImportedScene], ImportFailure> {
        var classes: [String: SwiftCodeModel] = [:]
        for source in code {
            switch SwiftCodeImport.classModels(from: source.text, file: source.file) {
            case .success(let models): for m in models { classes[m.className] = m }
            case .failure(let f): return .failure(ImportFailure(line: f.line, message: "\(source.file): \(f.message)"))
            }
        }
        let tree: XMLNode
        switch XMLTreeReader.read(data) {
        case .success(let root): tree = root
        case .failure(let f): return .failure(ImportFailure(line: f.line, message: f.message))
        }
        guard tree.name == "document", (tree["type"] ?? "").contains("CocoaTouch") else {
            return .failure(ImportFailure(line: tree.line, message: "not an iOS storyboard or XIB (its root is <\(tree.name)\(tree["type"].map { " type=\"\($0)\"" } ?? "")>)"))
        }
        let stem = FilePath(file).stem ?? file
        let device = tree.child("device")
        var out: [ImportedScene] = []
        var usedIDs: Set<String> = []
        func uniqueID(_ base: String) -> String {
            var id = IBNames.identifier(base) ?? "scene", n = 2
            let start = id
            while usedIDs.contains(id) { id = "\(start)-\(n)"; n += 1 }
            usedIDs.insert(id)
            return id
        }
        if let scenes = tree.child("scenes") {
            // A storyboard: a scene per view controller with a view.
            for scene in scenes.children("scene") {
                guard let objects = scene.child("objects"),
                      let controller = objects.children.first(where: { $0.child("view", key: "view") != nil }),
                      let view = controller.child("view", key: "view") else { continue }
                let id = uniqueID(controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["title"] ?? "\(stem)-\(scene["sceneID"] ?? "scene")")
                var writer = SceneWriter(file: file, sceneID: id, device: device)
                writer.outlets(from: controller)
                writer.code = controller["customClass"].flatMap { classes[$0] }
                writer.layoutGuides(controller.child("layoutGuides"))
                out.append(writer.scene(root: view, title: controller["title"] ?? controller["customClass"] ?? id))
            }
        } else if let objects = tree.child("objects") {
            // A XIB: a scene per top-level view; File's Owner's outlets name things.
            let views = objects.children.filter { SceneWriter.kinds[$0.name] != nil }
            let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            for (k, view) in views.enumerated() {
                let id = uniqueID(views.count == 1 ? stem : "\(stem)-\(k + 1)")
                var writer = SceneWriter(file: file, sceneID: id, device: device)
                writer.topLevelView = true
                if let owner { writer.outlets(from: owner) }
                out.append(writer.scene(root: view, title: owner?["customClass"] ?? stem))
            }
        }
        guard !out.isEmpty else {
            return .failure(ImportFailure(line: tree.line, message: "no view controller with a view, and no top-level view, in this file"))
        }
        return .success(out)
    }
}
