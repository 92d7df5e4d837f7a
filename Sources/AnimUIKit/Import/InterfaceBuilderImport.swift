import Foundation
import StatesFormat
import SystemPackage

/// `animlayout import X.storyboard|X.xib`: each storyboard scene, or each top-level view of a
/// XIB, becomes a `.states` scene with its views, their properties and every constraint.
/// What cannot be carried over is a warning with its XML line, never dropped silently.
public enum InterfaceBuilderImport {
    /// Files larger than this are refused before they are parsed.
    public static var maximumBytes: Int { XMLTreeReader.maximumBytes }

    /// The scenes of the Interface Builder file `data` (named `file` in messages and ids).
    /// With `measuringText`, labels, buttons, text fields and segmented controls are sized by
    /// their text measured here; otherwise they keep the size Xcode saved (its fonts are San
    /// Francisco's, which this tool does not ship), so that every frame is Xcode's.
    public static func scenes(from data: Data, file: String, measuringText: Bool = false) -> Result<[ImportedScene], ImportFailure> {
        scenes(from: data, file: file, code: [], readingCode: { _, _ in .success([]) }, measuringText: measuringText)
    }

    /// The scenes of `data` with `code`, Swift files of the view controllers (`import
    /// Main.storyboard LeadingViewController.swift`), read by `read` (the Swift reader, a
    /// module of its own: AnimSwiftImport): a scene whose controller's class is in them gets
    /// the states its code makes, connected by the outlets' names.
    package static func scenes(from data: Data, file: String, code: [(text: String, file: String)], readingCode read: SwiftCodeReading,
                               measuringText: Bool = false) -> Result<[ImportedScene], ImportFailure> {
        var classes: [String: SwiftCodeModel] = [:]
        for source in code {
            switch read(source.text, source.file) {
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
        let embedded = embeddedControllers(in: tree)
        let bars = ContainerBars.all(in: tree)
        var resources: [String: XMLNode] = [:]
        var imageSizes: [String: (width: Double, height: Double)] = [:]
        var symbolImages: Set<String> = []
        for resource in tree.child("resources")?.children ?? [] {
            if let name = resource["name"], resource.name == "systemColor" || resource.name == "namedColor" { resources[name] = resource }
            if resource.name == "image", let name = resource["name"], let w = SceneWriter.number(resource["width"]),
               let h = SceneWriter.number(resource["height"]), w >= 0, h >= 0, w <= 100_000, h <= 100_000 {
                // An SF Symbol's saved size is its outline's proportions at 128 points across its
                // longer side, not its size in the app (about 20 points at the default configuration).
                let symbol = resource["catalog"] == "system"
                imageSizes[name] = symbol ? (w * SceneWriter.symbolPoints / 128, h * SceneWriter.symbolPoints / 128) : (w, h)
                if symbol { symbolImages.insert(name) }
            }
        }
        let toolsVersion = InterfaceBuilderDevice.toolsVersion(tree["toolsVersion"])
        func writer(_ id: String) -> SceneWriter {
            var writer = SceneWriter(file: file, sceneID: id, device: device)
            writer.resources = resources
            writer.documentTint = tree.child("color", key: "tintColor")
            writer.imageSizes = imageSizes
            writer.symbolImages = symbolImages
            writer.toolsVersion = toolsVersion
            writer.keepsSavedTextSizes = !measuringText
            return writer
        }
        var out: [ImportedScene] = []
        var usedIDs: Set<String> = []
        func uniqueID(_ base: String) -> String {
            // A name that cannot be an id as it is (one starting with a digit, such as a file
            // "2FAView.xib") keeps its letters after "scene", so that two files do not both
            // become scene.states.
            var id = IBNames.identifier(base) ?? IBNames.identifier("scene " + base) ?? "scene", n = 2
            let start = id
            while usedIDs.contains(id) { id = "\(start)-\(n)"; n += 1 }
            usedIDs.insert(id)
            return id
        }
        if let scenes = tree.child("scenes") {
            // A storyboard: a scene per view controller with a view.
            for (index, scene) in scenes.children("scene").enumerated() {
                // A controller's view: a plain view, or a table or collection view (a table view
                // controller's), drawn as a plain view with its cells as scenes of their own.
                func rootView(_ node: XMLNode) -> XMLNode? {
                    node.children.first { $0["key"] == "view" && UIKitElement.byInterfaceBuilderName[$0.name]?.role != .cell
                        && UIKitElement.byInterfaceBuilderName[$0.name] != nil }
                }
                guard let objects = scene.child("objects"), let controller = objects.children.first(where: { rootView($0) != nil }),
                      let view = rootView(controller) else { continue }
                let id = uniqueID(controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["title"] ?? "\(stem)Scene\(index + 1)")
                var writer = writer(id)
                writer.embeddedNames = embedded
                writer.outlets(from: controller)
                writer.viewOutlets(from: view)
                writer.bars = controller["id"].flatMap { bars[$0] } ?? ContainerBars()
                writer.code = controller["customClass"].flatMap { classes[$0] }
                writer.layoutGuides(controller.child("layoutGuides"))
                if UIKitElement.byInterfaceBuilderName[view.name]?.role == .plainView {
                    writer.warn(view, "the controller's view is a <\(view.name)>, drawn as a plain view; its rows and items are not modelled (its cells are scenes of their own)")
                }
                out.append(writer.scene(root: view, title: controller["title"] ?? controller["customClass"] ?? id))
            }
            // Prototype and static cells: a scene each, of the cell's content at its saved size.
            for scene in scenes.children("scene") {
                for cell in cells(under: scene) {
                    let id = uniqueID(cell["reuseIdentifier"] ?? cell["customClass"] ?? "\(stem)Cell")
                    var writer = writer(id)
                    writer.topLevelView = true
                    writer.viewOutlets(from: cell)
                    out.append(writer.cellScene(cell, title: cell["reuseIdentifier"] ?? cell["customClass"] ?? id))
                }
            }
        } else if let objects = tree.child("objects") {
            // A XIB: a scene per top-level view or cell; File's Owner's outlets name things.
            let views = objects.children.filter { UIKitElement.byInterfaceBuilderName[$0.name] != nil }
            let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            // The view File's Owner's `view` outlet points at is a view controller's root view.
            let ownedView = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
            for (k, view) in views.enumerated() {
                let id = uniqueID(views.count == 1 ? stem : "\(stem)-\(k + 1)")
                var writer = writer(id)
                writer.topLevelView = true
                writer.controllerRoot = view["id"] != nil && view["id"] == ownedView
                if let owner { writer.outlets(from: owner) }
                if SceneWriter.isCell(view) {
                    writer.outlets(from: view)
                    writer.viewOutlets(from: view)
                    out.append(writer.cellScene(view, title: view["customClass"] ?? stem))
                } else {
                    writer.viewOutlets(from: view)
                    out.append(writer.scene(root: view, title: owner?["customClass"] ?? stem))
                }
            }
        }
        guard !out.isEmpty else { return .failure(nothingToImport(tree)) }
        return .success(out)
    }

    /// Why a file that was read gives no scene: the controllers it holds instead of views (a
    /// storyboard of SwiftUI hosting controllers, of navigation controllers), or nothing.
    static func nothingToImport(_ tree: XMLNode) -> ImportFailure {
        var kinds: [String] = []
        for scene in tree.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] where object.name.hasSuffix("Controller") {
                let kind = object.name == "hostingController" ? "hostingController (SwiftUI)" : object.name
                if !kinds.contains(kind) { kinds.append(kind) }
            }
        }
        let holds = kinds.isEmpty ? "" : " (it holds \(kinds.prefix(4).joined(separator: ", ")))"
        return ImportFailure(line: tree.line, message: "no UIKit view in this file: no view controller with a view, and no top-level view\(holds)",
                             holdsNoViews: true)
    }

    /// Container views' names, by object id: the controller each embeds (its `embed` segue's
    /// destination), as its storyboard identifier or class with a lower-case first letter.
    static func embeddedControllers(in tree: XMLNode) -> [String: String] {
        var controllers: [String: String] = [:]
        var containers: [(String, String)] = []
        func walk(_ node: XMLNode) {
            if let id = node["id"], node["sceneMemberID"] == "viewController",
               let name = node["storyboardIdentifier"] ?? node["customClass"] ?? node["title"] {
                controllers[id] = name
            }
            if UIKitElement.byInterfaceBuilderName[node.name]?.role == .container, let id = node["id"],
               let segue = node.child("connections")?.children("segue").first(where: { $0["kind"] == "embed" }),
               let destination = segue["destination"] {
                containers.append((id, destination))
            }
            for child in node.children { walk(child) }
        }
        walk(tree)
        var out: [String: String] = [:]
        for (container, destination) in containers {
            guard let name = controllers[destination], let first = name.first else { continue }
            out[container] = first.lowercased() + name.dropFirst()
        }
        return out
    }

    /// The table and collection view cells in a storyboard scene, in document order.
    static func cells(under node: XMLNode) -> [XMLNode] {
        var out: [XMLNode] = []
        for child in node.children {
            if SceneWriter.isCell(child) { out.append(child) } else { out += cells(under: child) }
        }
        return out
    }
}
