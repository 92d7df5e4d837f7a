import Foundation
import SystemPackage
import StatesFormat

/// `animlayout export swift X.states`: a Swift file with a `UIView` subclass that builds the
/// scene's views and constraints with anchors, an `enum State`, and `apply(_:animated:)`, which
/// makes each state's activation, priority, constant, visibility and opacity changes, animated
/// with the scene's transition for the pair (`UIViewPropertyAnimator`, cubic or spring timing).
/// Tap events become gesture recognizers (target-action on buttons), `after` events timers.
/// What has no UIKit counterpart here is listed in a comment at the top, never dropped silently.
public enum SwiftExport {
    /// The Swift source for `scene` (written from the file `file`), and what was not exported.
    /// `source` is the scene's text: its `scene`, `canvas`, `size` and `font-file` lines are
    /// kept in `// animlayout:` comments, so that `import` of the Swift gives the same scene.
    /// `imagePath` gives the path written for an image file (default: as the scene writes it);
    /// the command line writes it relative to the Swift file.
    public static func source(for scene: Scene, file: String, source: String? = nil,
                              imagePath: (ImageFile) -> String = { $0.written }) throws -> (text: String, notExported: [String]) {
        var writer = try SwiftWriter(scene: scene, file: file)
        writer.sceneLines = source.map(Self.sceneLines) ?? []
        for e in scene.elements { if let image = e.control.image { writer.imagePaths[e.id] = imagePath(image) } }
        return (writer.write(), writer.notExported)
    }

    /// The top-level `scene`, `canvas`, `size` and `font-file` statements of a scene's text,
    /// printed one per line (what `import` reads back from the header).
    static func sceneLines(_ source: String) -> [String] {
        StatesCompiler.parse(source: source, file: "scene.states").ast.statements.compactMap { statement in
            switch statement {
            case .scene, .canvas, .size, .fontFile:
                return (try? StatesPrinter.print(statement))?.trimmingCharacters(in: .newlines)
            case .when(let w):
                // On one line: each header line is read back on its own.
                return try? StatesPrinter.inline(w)
            default:
                return nil
            }
        }
    }

    /// `image ID "path"` (`icon ID "path"` for a button's icon): a header line naming an element's image file.
    static func imageLine(id: String, path: String, icon: Bool) -> String? {
        guard let line = try? StatesPrinter.print(.element(ASTElement(kind: ElementKind.image.rawValue, id: id, texts: [path]))) else { return nil }
        let text = line.trimmingCharacters(in: .newlines)
        return icon ? "icon" + text.dropFirst(ElementKind.image.rawValue.count) : text
    }

    /// The view class `export swift` writes for a view with an `intrinsic` size (import reads it back).
    package static let intrinsicViewClass = "IntrinsicSizeView"
    /// The image view class `export swift` writes for an image with an `intrinsic` size and no file.
    package static let intrinsicImageViewClass = "IntrinsicSizeImageView"

    /// The class name for a scene id (`card-expanding` → `CardExpandingView`).
    public static func className(for id: String) -> String {
        let words = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber ?? true { name = "Scene" + name }
        return name + "View"
    }
}

/// Builds the Swift text (see ``SwiftExport``).
struct SwiftWriter {
    let scene: Scene
    let file: String
    let states: [ResolvedState]
    /// When the scene has `when` blocks: the scene and its states in each pair of size classes
    /// (the canvas's first; `states` are its). Empty otherwise.
    let variants: [SizeClassVariant]
    /// Every constraint any state has (in any size classes), in first-seen order (base set first).
    let constraints: [Constraint]
    var notExported: [String] = []
    var out: [String] = []
    /// Swift identifiers for element and constraint ids.
    var names: [String: String] = [:]
    /// The scene name each constraint is exported with (`.named(…)`), by ``key(_:)``: its own,
    /// or for a `replace`'s new constraint `NAME-STATE` (it is another constraint in UIKit,
    /// so it must not take the identifier of the one it swaps out).
    var exportNames: [String: String] = [:]
    /// The scene's own `scene`/`canvas`/`size`/`font-file` lines.
    var sceneLines: [String] = []
    /// Image files by element, as written into the header.
    var imagePaths: [String: String] = [:]

    init(scene: Scene, file: String) throws {
        self.scene = scene
        self.file = file
        variants = try SizeClassVariant.all(of: scene)
        if let canvas = variants.first {
            states = canvas.states
        } else {
            let resolver = StateResolver(scene: scene)
            // Constant math is written as Swift (it reads the frames on screen), not evaluated here.
            states = try scene.states.map { try resolver.resolve($0.name, evaluate: { _, _ in 0 }) }
        }
        var seen: Set<String> = []
        var all: [Constraint] = []
        for state in states + variants.dropFirst().flatMap(\.states) {
            for active in state.constraints where seen.insert(Self.key(active.constraint)).inserted { all.append(active.constraint) }
        }
        constraints = all
        // This class's own members, and UIView's and UIResponder's that a name could override.
        var used: Set<String> = ["state", "apply", "build", "sizeClasses", "SizeClasses", "applySizeClass", "applySizeClassProperties",
                                 "observeSizeClasses", "traitCollectionDidChange", "registerForTraitChanges", "frameInRoot", "timer", "timing", "startTimer", "center", "frame", "bounds",
                                 "layer", "mask", "window", "alpha", "tag", "next", "description", "hash", "superview", "subviews",
                                 "constraints", "transform", "backgroundColor", "tintColor", "isHidden", "isOpaque", "contentMode",
                                 "layoutMargins", "directionalLayoutMargins", "safeAreaInsets", "traitCollection", "inputView",
                                 "keyboardLayoutGuide", "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide",
                                 "leadingAnchor", "trailingAnchor", "topAnchor", "bottomAnchor", "widthAnchor", "heightAnchor",
                                 "intrinsicContentSize", "clipsToBounds", "gestureRecognizers", "undoManager", "accessibilityLabel",
                                 "focusGroupIdentifier", "semanticContentAttribute", "largeContentTitle", "interactions", "self"]
        func claim(_ id: String, suffix: String) -> String {
            var base = SwiftWriter.identifier(id)
            if used.contains(base) { base += suffix }
            var name = base, n = 2
            while used.contains(name) { name = "\(base)\(n)"; n += 1 }
            used.insert(name)
            return name
        }
        exportNames = Self.exportNames(scene: scene, states: states)
        // A `when` block's constraint keeps its name in every variant.
        for c in constraints where exportNames[Self.key(c)] == nil { if let n = c.name { exportNames[Self.key(c)] = n } }
        for e in scene.elements { names[e.id] = claim(e.id, suffix: "View") }
        for c in constraints {
            names[Self.key(c)] = claim(exportNames[Self.key(c)] ?? c.name ?? "constraint\(c.range.start.line)", suffix: "Constraint")
        }
    }

    /// Scene names by ``key(_:)``: a base constraint keeps its name; a state's `replace` gives
    /// its new constraint `NAME-STATE` (the first state that has it; `-2`, `-3`… when taken).
    static func exportNames(scene: Scene, states: [ResolvedState]) -> [String: String] {
        var out: [String: String] = [:]
        var original: [String: String] = [:]
        var taken = Set(scene.allConstraints.compactMap(\.name))
        for c in scene.constraints {
            original[c.id] = key(c)
            if let n = c.name { out[key(c)] = n }
        }
        for (state, resolved) in zip(scene.states, states) {
            for active in resolved.constraints {
                let c = active.constraint, k = key(c)
                guard out[k] == nil, let base = c.name else { continue }
                guard let first = original[c.id], first != k else {
                    original[c.id] = k
                    out[k] = base
                    continue
                }
                var name = "\(base)-\(state.name)", n = 2
                while taken.contains(name) { name = "\(base)-\(state.name)-\(n)"; n += 1 }
                taken.insert(name)
                out[k] = name
            }
        }
        return out
    }

    /// A constraint's identity: its id and what it relates (a `replace` keeps the id of the
    /// constraint it swaps out, and is another constraint in UIKit).
    static func key(_ c: Constraint) -> String {
        "constraint:\(c.id)|\(c.first)|\(c.relation.rawValue)|\(c.second.map { "\($0)" } ?? "")|\(c.multiplier)"
    }

    /// A Swift identifier from an id: `card-view` → `cardView`, `BYZ-38-t0r` → `bYZ38T0r`.
    static func identifier(_ id: String) -> String {
        let parts = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        guard let first = parts.first else { return "item" }
        var name = first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber ?? false { name = "v" + name }
        let keywords: Set<String> = ["default", "switch", "case", "class", "struct", "enum", "func", "var", "let", "if", "else", "for",
                                     "while", "return", "self", "super", "in", "is", "as", "do", "try", "init", "deinit", "import",
                                     "extension", "protocol", "static", "where", "repeat", "guard", "defer", "break", "continue",
                                     "true", "false", "nil", "operator", "subscript", "typealias", "private", "public", "internal"]
        if keywords.contains(name) { name = "`\(name)`" }
        return name
    }

    static func number(_ v: Double) -> String { SwiftLiterals.number(v) }

    static func string(_ s: String) -> String {
        "\"" + SwiftLiterals.escape(s) + "\""
    }

    mutating func line(_ text: String = "", _ depth: Int = 0) {
        out.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    mutating func write() -> String {
        let className = SwiftExport.className(for: scene.id)
        var body = SwiftWriter(copying: self)
        body.writeClass(className)
        notExported = body.notExported
        var header: [String] = [
            "// \(className).swift — generated by `animlayout export swift` from \(FilePath(file).lastComponent?.string ?? file)"
                + (scene.title.map { " (\"\($0)\")" } ?? "") + ".",
            "// The scene's views and constraints, built with anchors; `apply(_:animated:)` makes each state's",
            "// changes, animated with the scene's transitions. Edit the .states file and export again, or keep",
            "// this file and edit it as your own.",
        ]
        // What `animlayout import` reads back: the environments, and the image files.
        var carried = sceneLines
        for e in scene.elements {
            guard let image = e.control.image else { continue }
            if let line = SwiftExport.imageLine(id: names[e.id] ?? e.id, path: imagePaths[e.id] ?? image.written, icon: e.kind == .button) {
                carried.append(line)
            }
        }
        if !carried.isEmpty {
            header.append("//")
            header.append("// For `animlayout import` (the screens it was laid out for, and its image files):")
            for l in carried { header.append("// animlayout: \(l)") }
        }
        if !notExported.isEmpty {
            header.append("//")
            header.append("// Not exported (no UIKit counterpart here, or drawn differently):")
            for item in notExported { header.append("// - \(item)") }
        }
        return (header + [""] + body.out).joined(separator: "\n") + "\n"
    }

    private init(copying other: SwiftWriter) {
        self = other
        out = []
    }
}
