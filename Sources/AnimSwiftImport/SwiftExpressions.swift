import SwiftSyntax

/// Reading values out of Swift expressions (operators already folded): numbers, strings,
/// member names, labelled arguments.
enum SwiftValue {
    /// `8`, `-16`, `0.5`, `CGFloat(8)`, `UILayoutPriority(750)`, `.defaultHigh`, `.required`…
    static func number(_ expr: ExprSyntax?) -> Double? {
        guard let expr else { return nil }
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let f = expr.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return number(p.expression).map { -$0 } }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1 { return number(t.elements.first?.expression) }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           ["CGFloat", "Double", "Float", "UILayoutPriority", "Int", "TimeInterval"].contains(callee.baseName.text) {
            return number(call.arguments.first?.expression)
        }
        // Objective-C's names (`UILayoutPriorityDefaultHigh`).
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            switch ref.baseName.text {
            case "UILayoutPriorityRequired": return 1000
            case "UILayoutPriorityDefaultHigh": return 750
            case "UILayoutPriorityDefaultLow": return 250
            case "UILayoutPriorityFittingSizeLevel": return 50
            default: return nil
            }
        }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            switch m.declName.baseName.text {
            case "required": return 1000
            case "defaultHigh": return 750
            case "defaultLow": return 250
            case "fittingSizeLevel": return 50
            case "zero": return 0
            default: return nil
            }
        }
        return nil
    }

    static func string(_ expr: ExprSyntax?) -> String? {
        guard let s = expr?.as(StringLiteralExprSyntax.self) else { return nil }
        var out = ""
        for segment in s.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            out += text.content.text
        }
        return out.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// `.center` → "center"; `NSTextAlignment.center` → "center".
    static func member(_ expr: ExprSyntax?) -> String? {
        expr?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    static func bool(_ expr: ExprSyntax?) -> Bool? {
        expr?.as(BooleanLiteralExprSyntax.self).map { $0.literal.text == "true" }
    }

    /// The argument labelled `label` (nil: the first unlabelled one).
    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The name a call is made on and the method: `card.addSubview(x)` → ("card", "addSubview");
    /// `addSubview(x)` and `self.addSubview(x)` → ("self", "addSubview").
    static func receiverAndMethod(_ call: FunctionCallExprSyntax) -> (String, String)? {
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ("self", ref.baseName.text) }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return (path(m.base) ?? "self", m.declName.baseName.text)
    }

    /// A dotted path without `self.`: `self.card.layer` → "card.layer"; nil base → "self".
    static func path(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return "self" }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if expr.is(SuperExprSyntax.self) { return nil }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            guard let base = path(m.base) else { return nil }
            return base == "self" ? m.declName.baseName.text : base + "." + m.declName.baseName.text
        }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return path(o.expression) }
        return nil
    }
}
