import Foundation
import StatesFormat

/// Builds one Interface Builder scene as a `.states` syntax tree, printed by
/// ``StatesPrinter``: the canvas from the root view's rectangle, every subview with its
/// properties (``SceneWriter+Properties``), then every constraint (``SceneWriter+Constraints``).
struct SceneWriter {
    let file: String
    let sceneID: String
    let device: XMLNode?
    var names = IBNames()
    /// Outlet names by object id (the view controller's or File's Owner's connections).
    var outletNames: [String: String] = [:]
    var warnings: [ImportWarning] = []
    /// The scene's statements, in the order they are printed.
    var statements: [ASTStatement] = []
    /// Xcode 8's top and bottom layout guides (object id → which).
    var legacyGuides: [String: String] = [:]
    /// A XIB's top-level view: Interface Builder lays it out without a status bar (no safe-area
    /// inset), as the frames it saves show.
    var topLevelView = false
    /// The view controller's code, read from a Swift file: its states.
    var code: SwiftCodeModel?
    /// A XIB's top-level view that File's Owner's `view` outlet names: a view controller's root
    /// view, with UIKit's system minimum margins (other top-level views have UIView's 8).
    var controllerRoot = false
    /// Views whose `<constraints>` are also the scene's (a cell's, whose content view is the root).
    var extraConstraintOwners: [XMLNode] = []
    /// The document's toolsVersion as a number (see ``InterfaceBuilderDevice/toolsVersion(_:)``).
    var toolsVersion = 22000.0
    /// The document's `<resources>`: the values it saved for system and catalog colours, by name.
    var resources: [String: XMLNode] = [:]
    /// The file's name without its folders, for reasons and comments written into the scene:
    /// an imported scene names no path of the machine it was imported on.
    var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }
    /// The file's global tint (`<document>`'s own `tintColor`), inherited by controls that set none.
    var documentTint: XMLNode?
    /// The sizes of the images the document names (`<resources><image name width height>`), by name.
    var imageSizes: [String: (width: Double, height: Double)] = [:]
    /// The images of `imageSizes` that are SF Symbols (`catalog="system"`): their size in the app
    /// comes from the symbol configuration, so a view showing one keeps the size Xcode saved.
    var symbolImages: Set<String> = []
    /// Texts keep the size Xcode saved (an `intrinsic` from the frame) instead of being measured.
    var keepsSavedTextSizes = true
    /// Every view of the scene by object id.
    var nodesByID: [String: XMLNode] = [:]
    /// The scroll views, by object id (see ``ScrollContent``).
    var scrollViews: Set<String> = []
    /// The size-class variations of the scene's canvas, and the constraints they leave out.
    var variations = SizeClassVariations(width: 375, height: 667)
    var excludedConstraints: Set<String> = []
    /// The other pairs of size classes the file's variations name (each gets a `when` block and a `size`).
    var otherSizeClasses: [SizeClassVariations] = []
    /// Constraints (object ids) installed or given a constant differently in another pair.
    var varyingConstraints: Set<String> = []
    /// The bars the scene's controller shows around its view (``ContainerBars``).
    var bars = ContainerBars()
    /// The cell whose content view is the scene's root (its margins are the cell's, not a root view's).
    var cell: XMLNode?

    /// The UIKit element an element of a view's `<subviews>` is (``UIKitElement``): its own,
    /// or for a UIKit view the table does not name, a plain view (with a warning where it is
    /// written), never dropped; nil for what is not a view.
    static func element(of node: XMLNode) -> UIKitElement? {
        if let known = UIKitElement.byInterfaceBuilderName[node.name] { return known.role == .cell ? nil : known }
        guard node["id"] != nil, node.child("rect", key: "frame") != nil else { return nil }
        return UIKitElement(node.name, node["customClass"] ?? node.name, .view, .plainView)
    }

    /// Whether `node` is a table or collection view cell (imported as a scene of its content view).
    static func isCell(_ node: XMLNode) -> Bool { UIKitElement.byInterfaceBuilderName[node.name]?.role == .cell }

    /// A container view's name: the controller it embeds, as its `storyboardIdentifier` or
    /// class (`mapViewController`), by the container's object id.
    var embeddedNames: [String: String] = [:]
    /// What the audit is told to allow, with the file's reason (a control that cannot be
    /// tapped is no tap target): written as the scene's `audit { allow … }` block.
    var auditAllowances: [ASTDirective] = []
    /// The colour just read came from an asset catalog or a system colour the file saved only
    /// one value of: its dark value is not known (reset for each view).
    var readColorLacksDark = false
    /// Views (and `root`) one of whose own colours lacks its dark value.
    var viewsLackingDark: Set<String> = []

    init(file: String, sceneID: String, device: XMLNode?) {
        self.file = file
        self.sceneID = sceneID
        self.device = device
    }

    mutating func warn(_ node: XMLNode?, _ message: String) {
        warnings.append(ImportWarning(line: node?.line, message: message))
    }

    /// Names from `<outlet property="…" destination="…"/>` (the `view` outlet excepted).
    mutating func outlets(from owner: XMLNode) {
        for outlet in owner.child("connections")?.children("outlet") ?? [] {
            guard let property = outlet["property"], property != "view", let destination = outlet["destination"] else { continue }
            outletNames[destination] = property
        }
    }

    /// The outlets of `node` and of every view under it (a custom view's outlets to its own
    /// subviews), for the objects File's Owner or the controller did not name already.
    mutating func viewOutlets(from node: XMLNode) {
        for outlet in node.child("connections")?.children("outlet") ?? [] {
            guard let property = outlet["property"], property != "view", let destination = outlet["destination"],
                  outletNames[destination] == nil else { continue }
            outletNames[destination] = property
        }
        for child in node.children where child.name != "connections" { viewOutlets(from: child) }
    }

    /// Xcode 8 format: `<viewControllerLayoutGuide type="top|bottom">` stand for the safe area's edges.
    mutating func layoutGuides(_ guides: XMLNode?) {
        for guide in guides?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"], let type = guide["type"] { legacyGuides[id] = type }
        }
    }

    /// The scene for the view hierarchy under `root`.
    mutating func scene(root: XMLNode, title: String) -> ImportedScene {
        names.alias(root["id"] ?? "", to: "root")
        // A cell's content view without a rect of its own (older files) has the cell's.
        let rect = root.child("rect", key: "frame") ?? cell?.child("rect", key: "frame")
        let width = Self.number(rect?["width"]) ?? 375
        var height = Self.number(rect?["height"]) ?? 667
        var safe = safeArea(width: width, height: height)
        // A misplaced root is as tall as its subviews were laid out for.
        if root["misplaced"] == "YES", cell == nil, let laidOut = SavedInsets.misplacedRootHeight(root: root, safeBottom: safe.bottom) {
            height = laidOut
        }
        // Bars the root runs under (Interface Builder saves such a root at y 0) add to the insets.
        if !topLevelView, (Self.number(rect?["y"]) ?? 0) == 0 {
            safe.top += bars.top
            if let known = InterfaceBuilderDevice.all[device?["id"] ?? ""], known.isScreen(width: width, height: height) {
                safe.bottom += bars.bottom
            }
        }
        // What the file shows wins over the device table: the insets the saved frames of views
        // pinned to the safe area (or Xcode 8's layout guides) imply, bars included.
        // (A controller's root without margins of its own has its top and bottom margins there.)
        let rootMarginsAreSafeArea = cell == nil && !(topLevelView && !controllerRoot) && root["insetsLayoutMarginsFromSafeArea"] != "NO"
            && !root.children("edgeInsets").contains { $0["key"] == "layoutMargins" }
        // The size classes first: the constants the saved frames were laid out with are theirs.
        sizeClassVariations(root: root, width: width, height: height)
        let shown = SavedInsets.infer(root: root, height: height, legacyGuides: legacyGuides, marginsAreSafeArea: rootMarginsAreSafeArea,
                                      variations: variations, excluded: excludedConstraints)
        if let top = shown.top { safe.top = top }
        if let bottom = shown.bottom { safe.bottom = bottom }
        // Only the safe area's centre pinned: its top is where the centre and bottom put it.
        if shown.top == nil, let centre = shown.centre {
            let top = SceneWriter.rounded(2 * centre - height + safe.bottom)
            if top >= 0, top <= height / 2 { safe.top = top }
        }
        // Every object gets its name first, so that constraints anywhere can refer to it.
        nameObjects(under: root)
        warnDroppedVariations(under: cell ?? root)
        statements.append(.comment("Imported by `animlayout import` from \(file) (scene \(sceneID)). Ids are the outlets' names, else\n"
                                   + "Interface Builder's labels, else the kind and a number; comments give the frame Xcode saved.", .generated))
        statements.append(.scene(ASTString(title), .generated))
        // A view controller's root view has UIKit's system minimum margins: 16 on the sides
        // (20 from 414 points wide; 16 at any width in files of Xcode 6, toolsVersion below 7000,
        // whose 600-point canvases show 16), none above and below; a XIB's view the default 8; a
        // cell's content view its cell's (``CellMargins``), which no system minimum raises.
        let side = width >= 414 && toolsVersion >= 7000 ? 20.0 : 16.0
        let margins: [ASTValue]
        if let cell, let m = CellMargins.margins(of: cell, width: width, toolsVersion: toolsVersion) {
            margins = [.list("margins", [("top", Self.value(m.top)), ("leading", Self.value(m.leading)),
                                         ("bottom", Self.value(m.bottom)), ("trailing", Self.value(m.trailing))]),
                       .word("system-minimum-margins"), .word("false")]
        } else if topLevelView && !controllerRoot {
            // A plain UIView's margins, 8 on every edge: no controller's system minimum raises them.
            margins = [.word("margins"), Self.value(8), .word("system-minimum-margins"), .word("false")]
        } else {
            margins = [.list("margins", [("top", Self.value(0)), ("leading", Self.value(side)), ("bottom", Self.value(0)), ("trailing", Self.value(side))])]
                // (Xcode 6: no system minimum raises them on a wide canvas.)
                + (toolsVersion < 7000 ? [.word("system-minimum-margins"), .word("false")] : [])
        }
        statements.append(.canvas(ASTDirective("canvas", [.size(Self.rounded(width), Self.rounded(height)),
                                                          .list("safe-area", [("top", Self.value(safe.top)), ("bottom", Self.value(safe.bottom))])] + margins)))
        let sizeClasses = sizeClassBlocks(root: root, scope: cell ?? root, canvas: Size(width: width, height: height),
                                          safe: (safe.top, safe.bottom))
        statements += sizeClasses.sizes
        // The root view's background (`root { color }`); a clear one shows what is behind it (a
        // table's or the window's background), drawn as the system background.
        readColorLacksDark = false
        if let background = root.child("color", key: "backgroundColor").flatMap({ colorValue($0) }), background != .word("clear") {
            if readColorLacksDark { viewsLackingDark.insert("root") }
            statements.append(.root([ASTDirective("color", [background])], .generated))
        }
        for child in root.child("subviews")?.children ?? [] {
            if let e = element(child, inStack: false) { statements.append(.element(e)) }
        }
        statements += constraints(under: root).map { .constraint($0) }
        for id in scrollViews.sorted() {
            statements += (contentGuide(of: id)?.pins ?? []).map { .constraint($0) }
        }
        for owner in extraConstraintOwners {
            for c in owner.child("constraints")?.children("constraint") ?? [] {
                if let constraint = constraint(c, owner: owner["id"] ?? "") { statements.append(.constraint(constraint)) }
            }
        }
        statements += sizeClasses.blocks
        if let code, !code.stateNames.isEmpty { statements += states(code) } else { statements.append(.state(ASTState(name: "initial"))) }
        auditAllowances += darkContrastAllowances(in: statements, lacking: viewsLackingDark.contains("root"))
        auditAllowances += cellSafeAreaAllowances(in: statements)
        auditAllowances += croppedImageAllowances(in: statements, root: root)
        auditAllowances += scrolledContentAllowances(in: statements)
        if !auditAllowances.isEmpty { statements.append(.audit(auditAllowances, .generated)) }
        for w in warnings {
            statements.append(.comment("not carried over (\(fileName)\(w.line.map { ":\($0)" } ?? "")): \(w.message)", .generated))
        }
        var objectIDs: [String: String] = [:]
        for (object, name) in names.byObject where !object.hasPrefix("constraint:") && !name.hasPrefix("root") && !name.contains(".") {
            objectIDs[name] = object
        }
        var scene = ImportedScene(id: sceneID, statements: statements, warnings: warnings, objectIDs: objectIDs)
        scene.title = title
        scene.sourceLines = Self.sourceLines(objectIDs, under: root)
        return scene
    }

    /// Where each element's view starts in the file (its XML line), by element id; the root
    /// view's as `root`.
    static func sourceLines(_ objectIDs: [String: String], under root: XMLNode) -> [String: Int] {
        var byObject: [String: Int] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            if let id = node["id"], byObject[id] == nil { byObject[id] = node.line }
            pending += node.children
        }
        var lines = ["root": root.line]
        for (element, object) in objectIDs { lines[element] = byObject[object] }
        return lines
    }

    /// A table or collection view cell: its content view is the root, at the size Xcode saved;
    /// constraints written on the cell itself (older files) are the scene's too.
    mutating func cellScene(_ cell: XMLNode, title: String) -> ImportedScene {
        let content = cell.children.first { $0["key"] == "contentView" } ?? cell
        self.cell = cell
        if let id = cell["id"] { names.alias(id, to: "root") }
        if content !== cell { extraConstraintOwners = [cell] }
        if let reason = Self.selfSizing(cell) { auditAllowances.append(ASTDirective("grows", [.text(reason)])) }
        return scene(root: content, title: title)
    }

    /// The safe area of the canvas when the saved frames do not show it: the simulated device's
    /// canvas insets for the Xcode version that saved the file (``InterfaceBuilderDevice``),
    /// for a view controller's root, or a XIB's view as large as the device's screen; none for a
    /// freeform XIB view. Without a device: a status bar (20 pt) on a screen without a notch,
    /// 44 and 34 on one with.
    func safeArea(width: Double, height: Double) -> (top: Double, bottom: Double) {
        let id = device?["id"] ?? ""
        let landscape = device?["orientation"] == "landscape" || width > height
        if let known = InterfaceBuilderDevice.all[id] {
            // A canvas other than the screen (a freeform size, a controller embedded in a
            // container or a split view, a root below opaque bars) has no status bar or home
            // indicator in Xcode: only the screen's edges have them.
            if !known.isScreen(width: width, height: height) { return (0, 0) }
            return known.insets(toolsVersion: toolsVersion, landscape: landscape)
        }
        if topLevelView { return (0, 0) }
        return InterfaceBuilderDevice.fallbackInsets(width: width, height: height, landscape: landscape)
    }

    mutating func nameObjects(under view: XMLNode) {
        // The root view's keyboard layout guide is the format's `root.keyboard`.
        if names[view["id"] ?? ""] == "root" {
            for guide in view.children(UIKitElement.keyboardGuideElement) where guide["key"] == "keyboard" {
                if let id = guide["id"] { names.alias(id, to: "root.keyboard") }
            }
        }
        for guide in view.children(UIKitElement.layoutGuideElement) {
            guard let id = guide["id"] else { continue }
            let owner = names[view["id"] ?? ""] ?? "root"
            switch guide["key"] {
            case "safeArea": names.alias(id, to: owner + ".safe")
            case "margins": names.alias(id, to: owner + ".margins")
            // A scroll view's content layout guide is its content guide (ScrollContent); its
            // frame layout guide is the scroll view's frame, which its own anchors are here.
            case "contentLayoutGuide":
                if let viewID = view["id"], let guide = names[Self.contentGuideObject(viewID)] { names.alias(id, to: guide) }
            case "frameLayoutGuide": names.alias(id, to: owner)
            default: break
            }
        }
        for child in view.child("subviews")?.children ?? [] where Self.element(of: child) != nil {
            guard let id = child["id"] else { continue }
            names.claim(id, candidates: [outletNames[id], child["userLabel"], embeddedNames[id]], kind: child.name)
            nodesByID[id] = child
            nameContentGuide(child)
            nameObjects(under: child)
        }
    }

    /// The size classes of the screen the scene is for — the simulated device in its orientation
    /// (an iPhone in portrait for a cell or a freeform view without one), else the canvas — and
    /// the constraints its variations leave out; said once when the file varies by size class.
    mutating func sizeClassVariations(root: XMLNode, width: Double, height: Double) {
        let landscape = device?["orientation"] == "landscape"
        if let known = InterfaceBuilderDevice.all[device?["id"] ?? ""] {
            variations = SizeClassVariations(width: landscape ? known.height : known.width, height: landscape ? known.width : known.height)
        } else if cell != nil || topLevelView {
            variations = SizeClassVariations(width: 375, height: 667)
        } else {
            variations = SizeClassVariations(width: width, height: height)
        }
        let scope = cell ?? root
        excludedConstraints = variations.excludedConstraints(under: scope)
        otherSizeClasses = variations.otherPairs(under: scope)
        varyingConstraints = varyingConstraintIDs(under: scope, others: otherSizeClasses)
        if SizeClassVariations.present(under: scope) {
            let others = otherSizeClasses.map { "'when \($0.conditions.joined(separator: " "))'" }
            warn(root, "the file varies by size class: the base set is the variation for \(variations.widthRegular ? "regular" : "compact") width and \(variations.heightRegular ? "regular" : "compact") height (this canvas's)"
                 + (others.isEmpty ? "" : "; the other classes it names get a size each, and a block where their layout differs: \(others.joined(separator: ", "))")
                 + "; views a variation uninstalls are kept")
        }
    }

    /// A number of the XML; nil when it is not one, or not finite (`nan`, `1e400`).
    static func number(_ text: String?) -> Double? { text.flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } }

    /// A number as the scene holds it: four decimals at most, within ±10⁹ (what the file saved
    /// beyond any screen is clamped; the printer writes only what the lexer reads back).
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (min(max(value, -1e9), 1e9) * 10_000).rounded() / 10_000
    }

    /// A number value (``rounded(_:)``).
    static func value(_ number: Double) -> ASTValue { .number(rounded(number)) }

    /// `8`, `0.5`, `-16`: a number in a message.
    static func format(_ value: Double) -> String { formatNumber(rounded(value), decimals: 4) }
}
