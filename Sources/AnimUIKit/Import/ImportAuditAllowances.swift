import AnimLayout
import StatesFormat

extension ASTDirective {
    /// `allow KIND ID… [where…] if-found "reason"`: an allowance the import writes from the
    /// file. It is a precaution (the file says the finding would not be real), so one that
    /// matches nothing in a run is no warning, unlike a person's.
    static func importAllowance(_ kind: String, _ id: String, _ scope: [ASTValue] = [], reason: String) -> ASTDirective {
        ASTDirective("allow", [.word(kind), .word(id)] + scope + [.word("if-found"), .text(reason)])
    }
}

/// What the import tells the audit (`audit { allow … }`, with the file's reason) about views
/// the file itself says are not what they seem: controls that cannot be tapped, labels UIKit
/// places in a built-in cell style, text on colours without a dark value.
extension SceneWriter {
    /// A control the file makes untappable (`userInteractionEnabled="NO"`, or a disabled
    /// `enabled="NO"` one) is no tap target: the audit is told to allow its size, with the
    /// file's reason, in the scene's `audit` block.
    mutating func allowUntappable(_ node: XMLNode, id: String, kind: ElementKind) {
        guard [.button, .toggle, .segmented, .slider, .textField].contains(kind) else { return }
        let reason: String
        if node["userInteractionEnabled"] == "NO" {
            reason = "not interactive in \(fileName) (userInteractionEnabled NO)"
        } else if node["enabled"] == "NO" {
            reason = "disabled in \(fileName) (enabled NO)"
        } else {
            return
        }
        auditAllowances.append(.importAllowance("hit-region", id, reason: reason))
    }
}

extension SceneWriter {
    /// A built-in cell style's labels (`textLabel`, `detailTextLabel`) are placed by UIKit,
    /// which sizes the row to them: the audit is told to allow their clipping.
    mutating func allowBuiltInCellLabel(_ node: XMLNode, id: String, kind: ElementKind) {
        guard kind == .label, let objectID = node["id"], let cell,
              [cell["textLabel"], cell["detailTextLabel"]].contains(objectID) else { return }
        let style = (cell["style"] ?? "").replacingOccurrences(of: "IBUITableViewCellStyle", with: "")
        auditAllowances.append(.importAllowance("text-clipped", id,
                                                reason: "laid out by UIKit's built-in \(style) cell style, which sizes the row to it"))
    }

    /// Words in a font's name that say it is an icon font (Material Icons, Font Awesome,
    /// Ionicons, a `…Glyphs` or `…Symbols` font): its text is a ligature or a private-use
    /// character that draws one icon.
    static let iconFontWords = ["icon", "awesome", "glyph", "symbol", "feather", "fontello", "icomoon"]

    /// A label or button set in an icon font draws its text (`notifications`) as one icon,
    /// which this tool, without the font, sets as letters: the audit is told to allow its
    /// clipping, with the font's name as the reason.
    mutating func allowIconFontText(_ node: XMLNode, id: String, kind: ElementKind) {
        guard kind == .label || kind == .button,
              let name = (node.child("fontDescription", key: "fontDescription") ?? node.child("fontDescription"))?["name"],
              Self.iconFontWords.contains(where: { name.lowercased().contains($0) }) else { return }
        auditAllowances.append(.importAllowance("text-clipped", id,
                                                reason: "set in the icon font '\(name)', which draws its text as one icon; without the font it is measured as letters"))
    }

    /// Every element of `statements`, in document order, with the ids of the elements it is
    /// inside (outermost first): what the allowances below walk.
    static func nested(_ statements: [ASTStatement], in ancestors: [String] = []) -> [(element: ASTElement, ancestors: [String])] {
        statements.flatMap { statement -> [(element: ASTElement, ancestors: [String])] in
            guard case .element(let e) = statement else { return [] }
            return [(e, ancestors)] + nested(e.body, in: ancestors + [e.id.text])
        }
    }

    /// Whether the audit judges an element of `kind` against the safe area: text and controls.
    static func judgedAgainstSafeArea(_ kind: String) -> Bool {
        guard let kind = ElementKind(rawValue: kind) else { return false }
        return kind.traits.hasText || [.toggle, .segmented, .slider].contains(kind)
    }

    /// `allow contrast ID appearance dark` for every text drawn in, or on, a colour whose dark
    /// value the file does not hold (an asset catalog's, or a system colour it saved one value
    /// of): its dark-mode contrast would be measured on a guess.
    func darkContrastAllowances(in statements: [ASTStatement], lacking inherited: Bool) -> [ASTDirective] {
        Self.nested(statements).filter { e, ancestors in
            ElementKind(rawValue: e.kind.text)?.traits.hasText == true
                && (inherited || ([e.id.text] + ancestors).contains { viewsLackingDark.contains($0) })
        }.map { e, _ in
            .importAllowance("contrast", e.id.text, [.word("appearance"), .word("dark")],
                             reason: "a colour it is drawn in or on has no dark value in \(fileName) (an asset catalog's)")
        }
    }
}

extension SceneWriter {
    /// A cell's canvas is its row, not a screen: it has no status bar or home indicator, and a
    /// view past its edge is an overflow. `allow safe-area ID` for every view of a cell the
    /// audit would judge against the safe area (text and controls).
    func cellSafeAreaAllowances(in statements: [ASTStatement]) -> [ASTDirective] {
        guard cell != nil else { return [] }
        return Self.nested(statements).filter { Self.judgedAgainstSafeArea($0.element.kind.text) }.map { e, _ in
            .importAllowance("safe-area", e.id.text,
                             reason: "a cell's canvas is its row, with no status bar or home indicator: past its edge is an overflow")
        }
    }

    /// A scroll view whose content UIKit insets to the safe area (`contentInsetAdjustmentBehavior`
    /// automatic, the default, or always) shows its content below the status bar and scrolls
    /// it clear of the home indicator: `allow safe-area ID` for the text and controls in it.
    func scrolledContentAllowances(in statements: [ASTStatement]) -> [ASTDirective] {
        let insetting = Set(scrollViews.filter { nodesByID[$0]?["contentInsetAdjustmentBehavior"] != "never" }.compactMap { names[$0] })
        return Self.nested(statements).compactMap { e, ancestors in
            guard Self.judgedAgainstSafeArea(e.kind.text), let scroller = ancestors.first(where: insetting.contains) else { return nil }
            return .importAllowance("safe-area", e.id.text,
                                    reason: "in scroll view '\(scroller)', whose content UIKit insets to the safe area (contentInsetAdjustmentBehavior automatic): it shows below the status bar and scrolls clear of the home indicator")
        }
    }

    /// A XIB's own view (not a controller's screen) that clips its subviews crops what reaches
    /// past it on purpose: `allow overflow ID` for the pictures in it that take no taps (an
    /// illustration bleeding off its card). Text and controls cut there are still judged.
    func croppedImageAllowances(in statements: [ASTStatement], root: XMLNode) -> [ASTDirective] {
        guard topLevelView, !controllerRoot, cell == nil, root["clipsSubviews"] == "YES" else { return [] }
        let name = root["userLabel"].map { "'\($0)'" } ?? "the view"
        let targets = Set(auditAllowances.filter { $0.keyword.text == "target" }.compactMap { directive -> String? in
            if case .identifier(let name)? = directive.values.first { return name.text }
            return nil
        })
        return Self.nested(statements).filter { e, _ in e.kind.text == ElementKind.image.rawValue && !targets.contains(e.id.text) }.map { e, _ in
            .importAllowance("overflow", e.id.text, reason: "cropped by \(name), which clips its subviews (clipsSubviews YES): a picture cut on purpose")
        }
    }

    /// The class-name endings of custom controls people tap (`CheckBoxControl`, `RoundButton`).
    static let tappableClassEndings = ["Control", "Checkbox", "CheckBox", "Button", "Switch"]

    /// A view imported as a plain view that people tap — a custom control (its `customClass`
    /// ends in Control, Checkbox, CheckBox, Button or Switch), a page control, or a view with a
    /// single-tap gesture recognizer — is named a tap target (`audit { target … }`), so its size
    /// is judged as a control's is. One the file makes untappable is not.
    mutating func markTapTarget(_ node: XMLNode, id: String, kind: ElementKind) {
        guard [.view, .image, .label].contains(kind), node["userInteractionEnabled"] != "NO", node["enabled"] != "NO" else { return }
        let reason: String
        if let custom = node["customClass"], Self.tappableClassEndings.contains(where: { custom.hasSuffix($0) }) {
            reason = "a \(custom) in \(fileName): a custom control people tap"
        } else if node.name == "pageControl" {
            reason = "a page control in \(fileName): a tap turns the page"
        } else if let gesture = Self.tapGesture(of: node) {
            reason = "a tap gesture recognizer (\(gesture)) is attached to it in \(fileName)"
        } else {
            return
        }
        auditAllowances.append(ASTDirective("target", [.word(id), .text(reason)]))
    }

    /// The id of a single-tap gesture recognizer the view's `gestureRecognizers` connect (a
    /// double or triple tap is a hidden shortcut, not a target people look for).
    static func tapGesture(of node: XMLNode) -> String? {
        let ids = node.child("connections")?.children("outletCollection")
            .filter { $0["property"] == "gestureRecognizers" }.compactMap { $0["destination"] } ?? []
        guard !ids.isEmpty else { return nil }
        var top = node
        while let up = top.parent { top = up }
        func find(_ n: XMLNode) -> XMLNode? {
            if n.name == "tapGestureRecognizer", let id = n["id"], ids.contains(id) { return n }
            for c in n.children { if let f = find(c) { return f } }
            return nil
        }
        guard let gesture = find(top), (Double(gesture["numberOfTapsRequired"] ?? "1") ?? 1) <= 1 else { return nil }
        return gesture["id"]
    }
}

extension SceneWriter {
    /// Why a cell grows with its content (its row or item sizes itself), or nil: a table cell
    /// whose table has automatic row heights (`rowHeight="-1"`, UITableView.automaticDimension),
    /// or a collection view cell whose flow layout estimates its item size.
    static func selfSizing(_ cell: XMLNode) -> String? {
        var up = cell.parent
        while let n = up, !["tableView", "collectionView"].contains(n.name) { up = n.parent }
        guard let list = up else { return nil }
        if list.name == "tableView" {
            if list["rowHeight"] == "-1" { return "its table has automatic row heights (rowHeight -1): the row grows with its content" }
            return pinnedWrappingLabel(in: cell).map {
                "label '\($0)' wraps (lines 0), follows Dynamic Type and is pinned to the top and bottom of the cell: the row is sized to it (its code sets automatic row heights; a fixed row would cut it as the text grows)"
            }
        }
        guard let flow = list.child("collectionViewFlowLayout") else { return nil }
        let estimated = flow.child("size", key: "estimatedItemSize")
        let sized = (Double(estimated?["width"] ?? "0") ?? 0) > 0 || (Double(estimated?["height"] ?? "0") ?? 0) > 0
        return flow["automaticEstimatedItemSize"] == "YES" || sized ? "its collection view estimates item sizes: the item grows with its content" : nil
    }
}

extension SceneWriter {
    /// A button with no title, no image, no background image and no background colour draws
    /// nothing: a tap area laid over other views on purpose (a grab handle's), so the audit is
    /// told to allow its overlaps; its size is still judged.
    mutating func allowInvisibleButton(_ node: XMLNode, id: String, kind: ElementKind) {
        guard kind == .button else { return }
        let states = node.children("state")
        let drawsTitle = states.contains { !($0["title"] ?? "").isEmpty } || !(node["title"] ?? "").isEmpty
            || node.child("buttonConfiguration") != nil || states.contains { $0.child("attributedString") != nil }
        func holdsImage(_ n: XMLNode) -> Bool {
            n.name == "imageReference" || n.name == "image" || n["image"] != nil || n["backgroundImage"] != nil
                || n.children.contains(where: holdsImage)
        }
        let drawsImage = holdsImage(node)
        let background = node.child("color", key: "backgroundColor")
        let drawsBackground = background != nil && background?["alpha"] != "0.0" && background?["alpha"] != "0"
        guard !drawsTitle, !drawsImage, !drawsBackground else { return }
        auditAllowances.append(.importAllowance("overlap", id,
                                                reason: "draws nothing in \(fileName) (no title, image or background): a tap area laid over other views"))
    }
}
