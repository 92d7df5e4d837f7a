import Foundation

/// What each kind of finding is, for a person reading a report in another tool (SARIF's rules,
/// an annotation's title): a title, a one-line description and the help that says what to do.
public struct AuditRule: Sendable {
    public var kind: AuditFinding.Kind
    public var title: String
    /// The title as SARIF's `name` wants it, one word with each word capitalised
    /// (`TapTargetTooSmall`).
    public var pascalName: String {
        title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
    public var summary: String
    public var help: String

    /// One rule per kind, in the kinds' order.
    public static let all: [AuditRule] = AuditFinding.Kind.allCases.map(rule)

    /// The table of rules.
    static func rule(_ kind: AuditFinding.Kind) -> AuditRule {
        switch kind {
        case .textClipped:
            return AuditRule(kind: kind, title: "Text clipped",
                             summary: "A label or button title needs more width, lines or height than it gets.",
                             help: "Give the text room: let it wrap (lines 0), lower its hugging or raise its compression resistance, or loosen the constraints that fix its width. Check it at the largest Dynamic Type sizes.")
        case .overlap:
            return AuditRule(kind: kind, title: "Views overlap",
                             summary: "Two sibling views that draw content intersect by more than 1 pt.",
                             help: "Constrain the views apart (a spacing constraint, a stack view), or let one give way with a lower priority.")
        case .overflow:
            return AuditRule(kind: kind, title: "View past its bounds",
                             summary: "A view that draws reaches past the screen or past a superview that clips.",
                             help: "Pin the view inside its container, or let the container grow with it.")
        case .hitRegion:
            return AuditRule(kind: kind, title: "Tap target too small",
                             summary: "A control or tap target is under 44 × 44 pt.",
                             help: "Make the control at least 44 × 44 pt, or enlarge its hit area around a smaller drawing.")
        case .contrast:
            return AuditRule(kind: kind, title: "Text contrast too low",
                             summary: "Text is under WCAG 2's 4.5:1 contrast (3:1 for large text) against what is drawn under it.",
                             help: "Darken or lighten the text or its background until the ratio is met, in light and dark appearance.")
        case .safeArea:
            return AuditRule(kind: kind, title: "Outside the safe area",
                             summary: "Text or a control sits under the status bar, the sensor housing or the home indicator.",
                             help: "Constrain the view to the safe area layout guide rather than the view's edges.")
        case .zeroSize:
            return AuditRule(kind: kind, title: "Visible view of no size",
                             summary: "A visible view that draws has a width or height of 0.",
                             help: "Give the view a size (constraints or content), or hide it.")
        case .fixedFont:
            return AuditRule(kind: kind, title: "Text does not grow with Dynamic Type",
                             summary: "Text is set in a fixed point size, the same at every Dynamic Type size.",
                             help: "Use a text style (UIFont.preferredFont(forTextStyle:), or a text style in Interface Builder) with adjustsFontForContentSizeCategory, or scale a custom font with UIFontMetrics.")
        }
    }
}

/// A finding's identity across edits, for baselines and SARIF fingerprints: the file it is
/// reported in, the scene, the elements and the kind — not lines or coordinates, so moving a
/// view or editing other lines keeps it. In a scene imported from a storyboard or XIB the
/// elements' Interface Builder object ids (`objects`) identify it instead of the scene's and
/// elements' names, which an import may number (`button2`, `AddCell-2`) and renumber when a
/// view is added.
public struct AuditFindingKey: Hashable, Codable, Comparable, Sendable {
    public var file: String
    public var scene: String
    public var elements: [String]
    public var kind: String
    /// The elements' Interface Builder object ids (`B2y-VG-v1T`), when every one has one.
    public var objects: [String]?

    /// A key; `file` is kept as ``normalized(file:)`` gives it.
    public init(file: String, scene: String, elements: [String], kind: String, objects: [String]? = nil) {
        self.file = Self.normalized(file: file)
        self.scene = scene
        self.elements = elements
        self.kind = kind
        self.objects = objects
    }

    /// `file` as keys hold it, the same however the file was named: without `.` segments,
    /// `..` after a folder's name and repeated slashes, and relative to the current folder when it is inside it (`audit
    /// $PWD/App` and `audit ./App` key their findings as `audit App` does).
    public static func normalized(file: String) -> String {
        normalized(file: file, folder: FileManager.default.currentDirectoryPath)
    }

    /// `file` as keys hold it, with `folder` as the current folder.
    static func normalized(file: String, folder: String) -> String {
        // `.` dropped, and `..` after a folder's name takes it away (`a/b/../c` is `a/c`).
        func parts(_ path: String) -> [Substring] {
            path.split(separator: "/").filter { $0 != "." }.reduce(into: []) { out, part in
                if part == "..", let last = out.last, last != ".." { out.removeLast() } else { out.append(part) }
            }
        }
        let absolute = file.hasPrefix("/"), components = parts(file)
        guard !components.isEmpty else { return file }
        if absolute {
            let here = parts(folder)
            if folder.hasPrefix("/"), components.count > here.count, components.starts(with: here) {
                return components.dropFirst(here.count).joined(separator: "/")
            }
            return "/" + components.joined(separator: "/")
        }
        return components.joined(separator: "/")
    }

    public static func < (a: AuditFindingKey, b: AuditFindingKey) -> Bool {
        (a.file, a.scene, a.elements.joined(separator: ","), a.kind) < (b.file, b.scene, b.elements.joined(separator: ","), b.kind)
    }

    /// A stable hexadecimal digest (64-bit FNV-1a of the fields: the object ids in place of
    /// the scene and elements when there are some), the same on every machine.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let fields = objects.map { [file, $0.joined(separator: ","), kind] } ?? [file, scene, elements.joined(separator: ","), kind]
        for byte in fields.joined(separator: "\u{0}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
