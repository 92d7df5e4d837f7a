import AnimLayout
import StatesFormat

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
            reason = "not interactive in \(file) (userInteractionEnabled NO)"
        } else if node["enabled"] == "NO" {
            reason = "disabled in \(file) (enabled NO)"
        } else {
            return
        }
        auditAllowances.append(ASTDirective("allow", [.word("hit-region"), .word(id), .text(reason)]))
    }
}

extension SceneWriter {
    /// A built-in cell style's labels (`textLabel`, `detailTextLabel`) are placed by UIKit,
    /// which sizes the row to them: the audit is told to allow their clipping.
    mutating func allowBuiltInCellLabel(_ node: XMLNode, id: String, kind: ElementKind) {
        guard kind == .label, let objectID = node["id"], let cell,
              [cell["textLabel"], cell["detailTextLabel"]].contains(objectID) else { return }
        let style = (cell["style"] ?? "").replacingOccurrences(of: "IBUITableViewCellStyle", with: "")
        auditAllowances.append(ASTDirective("allow", [.word("text-clipped"), .word(id),
                                                      .text("laid out by UIKit's built-in \(style) cell style, which sizes the row to it")]))
    }

    /// `allow contrast ID appearance dark` for every text drawn in, or on, a colour whose dark
    /// value the file does not hold (an asset catalog's, or a system colour it saved one value
    /// of): its dark-mode contrast would be measured on a guess.
    func darkContrastAllowances(in statements: [ASTStatement], lacking inherited: Bool) -> [ASTDirective] {
        var out: [ASTDirective] = []
        func walk(_ statements: [ASTStatement], lacking: Bool) {
            for case .element(let e) in statements {
                let own = lacking || viewsLackingDark.contains(e.id.text)
                if let kind = ElementKind(rawValue: e.kind.text), kind.traits.hasText, own {
                    out.append(ASTDirective("allow", [.word("contrast"), .word(e.id.text), .word("appearance"), .word("dark"),
                                                      .text("a colour it is drawn in or on has no dark value in \(file) (an asset catalog's)")]))
                }
                walk(e.body, lacking: own)
            }
        }
        walk(statements, lacking: inherited)
        return out
    }
}
