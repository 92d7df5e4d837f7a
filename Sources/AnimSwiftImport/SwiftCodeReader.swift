import AnimUIKit
import Foundation
import StatesFormat
import SwiftSyntax

/// Reads one class: its stored views, its constraints, and then the statements of its
/// methods (``SwiftCodeReader+Statements``).
struct SwiftCodeReader {
    var model: SwiftCodeModel
    let converter: SourceLocationConverter
    var inlineCount = 0
    /// Methods read as states (see ``isStateFunction(_:)``), in order.
    var stateFunctions: [String] = []
    /// Local constants of the method being read (`let value0 = …`), as constant math.
    var locals: [String: ASTExpression] = [:]

    init(className: String, converter: SourceLocationConverter) {
        model = SwiftCodeModel(className: className)
        self.converter = converter
    }

    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    mutating func warn(_ node: some SyntaxProtocol, _ message: String) {
        model.warnings.append(ImportWarning(line: line(node), message: message))
    }

    /// The kind a class created in code becomes: a UIKit view of ``UIKitElement``'s table, or
    /// one of the classes `export swift` writes for an `intrinsic` size.
    static func kind(ofClass name: String) -> String? {
        if let kind = UIKitElement.kind(ofClass: name) { return kind.rawValue }
        return [SwiftExport.intrinsicViewClass: ElementKind.view, SwiftExport.intrinsicImageViewClass: .image][name]?.rawValue
    }

    mutating func readMembers(_ members: MemberBlockItemListSyntax) {
        // The states first: the cases of `enum State`, else of the class's first enum (`enum Position`).
        var classStates: [String] = []
        for member in members {
            guard let e = member.decl.as(EnumDeclSyntax.self), e.name.text == "State" || classStates.isEmpty else { continue }
            var names: [String] = []
            for item in e.memberBlock.members {
                for element in item.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] { names.append(Self.unquote(element.name.text)) }
            }
            if !names.isEmpty { classStates = names }
        }
        if !classStates.isEmpty { model.stateNames = classStates }
        // Then outlets, views and constraints; then method bodies.
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }) {
                readOutlet(variable)
            } else {
                readVariable(variable)
            }
        }
        for member in members {
            if let f = member.decl.as(FunctionDeclSyntax.self), let body = f.body {
                // What `export swift` writes for size classes: the header's `when` lines carry it.
                if Self.sizeClassFunctions.contains(f.name.text) {
                    let words = Set(body.statements.trimmedDescription.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                    model.sizeClassConstraints.formUnion(model.constraints.map(\.name).filter(words.contains))
                    continue
                }
                if f.name.text == "timing" {
                    readTiming(body)
                } else if model.stateNames.isEmpty || stateFunctions.contains(f.name.text), Self.isStateFunction(f) {
                    // `func collapse() { detailsHeight.constant = 0; details.isHidden = true }`: a state named after it.
                    let name = Self.unquote(f.name.text)
                    stateFunctions.append(name)
                    readStatements(body.statements, state: name, function: name)
                } else {
                    readStatements(body.statements, state: nil, function: f.name.text)
                }
            }
            if let i = member.decl.as(InitializerDeclSyntax.self), let body = i.body { readStatements(body.statements, state: nil, function: "init") }
        }
        // States from methods: the code as set up is `initial`, each method a state after it.
        if model.stateNames.isEmpty, !stateFunctions.isEmpty {
            model.stateNames = ["initial"] + stateFunctions
        }
    }

    /// The functions `export swift` writes for a scene's `when` blocks (see `SwiftWriter+SizeClasses`).
    static let sizeClassFunctions: Set<String> = ["applySizeClass", "applySizeClassProperties", "observeSizeClasses"]

    static func unquote(_ name: String) -> String { name.replacingOccurrences(of: "`", with: "") }

    /// A method that only changes constraints and views (priorities, constants, activation,
    /// visibility): not a set-up method, an event handler or one with a `switch`.
    static func isStateFunction(_ f: FunctionDeclSyntax) -> Bool {
        let name = f.name.text
        let setUp = ["viewDidLoad", "loadView", "awakeFromNib", "layoutSubviews", "viewWillAppear", "viewDidAppear", "build",
                     "apply", "startTimer", "frameInRoot", "updateConstraints", "viewDidLayoutSubviews", "traitCollectionDidChange"]
        guard !setUp.contains(name), !name.hasPrefix("setup"), !name.hasPrefix("setUp"), !name.hasPrefix("configure"),
              !name.hasPrefix("tap"), !name.hasPrefix("make"), f.signature.returnClause == nil, let body = f.body else { return false }
        let text = body.statements.trimmedDescription
        guard !text.contains("addSubview"), !text.contains("addArrangedSubview"), !body.statements.contains(where: { $0.item.is(SwitchExprSyntax.self) })
        else { return false }
        // It changes something a state can: a priority, a constant, an activation, a visibility.
        return [".priority", ".constant", ".isActive", ".isHidden", ".alpha", "activate("].contains { text.contains($0) }
    }

    mutating func readVariable(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            if let call = value.as(FunctionCallExprSyntax.self), let view = viewDeclaration(name, call) {
                model.views.append(view)
            } else if var c = constraint(value) {
                c.name = Self.unquote(name)
                model.constraints.append(c)
            } else if let initial = SwiftValue.member(value).map(Self.unquote), name == "state" || model.stateNames.contains(initial) {
                // `var state: State = .collapsed`, `var position = Position.left`: the initial state.
                model.initialState = initial
            }
        }
    }

    /// `@IBOutlet weak var positionLabel: UILabel!`, `@IBOutlet var leading: NSLayoutConstraint!`:
    /// names of things a storyboard creates (see ``InterfaceBuilderImport``), which the code changes.
    mutating func readOutlet(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "!?")) else { continue }
            if type == "NSLayoutConstraint" {
                var c = SwiftCodeModel.LayoutConstraint(name: Self.unquote(name), first: "", relation: "==", line: line(variable))
                c.outlet = true
                model.constraints.append(c)
            } else if let kind = Self.kind(ofClass: type) {
                var v = SwiftCodeModel.View(name: Self.unquote(name), kind: kind, line: line(variable))
                v.outlet = true
                model.views.append(v)
            }
        }
    }

    func viewDeclaration(_ name: String, _ call: FunctionCallExprSyntax) -> SwiftCodeModel.View? {
        let typeName: String
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { typeName = ref.baseName.text } else { return nil }
        guard let kind = Self.kind(ofClass: typeName) else { return nil }
        var view = SwiftCodeModel.View(name: Self.unquote(name), kind: kind, line: line(call))
        switch typeName {
        case SwiftExport.intrinsicViewClass, SwiftExport.intrinsicImageViewClass:
            let w = SwiftValue.number(SwiftValue.argument(call, "width")), h = SwiftValue.number(SwiftValue.argument(call, "height"))
            if let w, let h {
                view.properties.append(ASTDirective("intrinsic", [.size(Self.rounded(w), Self.rounded(h))]))
            } else if let w {
                view.properties.append(ASTDirective("intrinsic", [.list(nil, [("width", Self.value(w))])]))
            } else if let h {
                view.properties.append(ASTDirective("intrinsic", [.list(nil, [("height", Self.value(h))])]))
            }
        case "UISegmentedControl":
            let items = SwiftValue.argument(call, "items")?.as(ArrayExprSyntax.self)?.elements.compactMap { SwiftValue.string($0.expression) } ?? []
            view.texts = items
        case "UIActivityIndicatorView":
            if SwiftValue.member(SwiftValue.argument(call, "style")) == "large" { view.properties.append(ASTDirective("style", [.word("large")])) }
        default:
            break
        }
        return view
    }

    /// A constraint expression: anchors (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`),
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// optionally wrapped in `.named("id", priority: 750)`.
    mutating func constraint(_ expr: ExprSyntax) -> SwiftCodeModel.LayoutConstraint? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return itemConstraint(expr)
        }
        if callee.declName.baseName.text == "named", let inner = callee.base, var c = constraint(inner) {
            if let name = SwiftValue.string(SwiftValue.argument(call, nil)), !name.contains(":") { c.sceneName = name }
            if let p = SwiftValue.number(SwiftValue.argument(call, "priority")) { c.priority = p }
            return c
        }
        guard callee.declName.baseName.text == "constraint", let first = anchor(callee.base) else { return nil }
        var c = SwiftCodeModel.LayoutConstraint(name: "", first: first, relation: "==", line: line(call))
        var systemSpacing = false
        var warnings: [ImportWarning] = []
        for argument in call.arguments {
            switch argument.label?.text {
            case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo":
                c.relation = argument.label?.text == "equalTo" ? "==" : argument.label?.text == "greaterThanOrEqualTo" ? ">=" : "<="
                guard let second = anchor(argument.expression) else { return nil }
                c.second = second
            case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
                c.relation = argument.label?.text == "equalToConstant" ? "==" : argument.label?.text == "greaterThanOrEqualToConstant" ? ">=" : "<="
                c.constant = SwiftValue.number(argument.expression) ?? 0
            case "equalToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingAfter", "lessThanOrEqualToSystemSpacingAfter",
                 "equalToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingBelow":
                // `a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2)`: the
                // system spacing is 8 points here (the standard spacing VFL's `-` gives).
                let label = argument.label?.text ?? ""
                c.relation = label.hasPrefix("equal") ? "==" : label.hasPrefix("greater") ? ">=" : "<="
                guard let second = anchor(argument.expression) else { return nil }
                c.second = second
                systemSpacing = true
            case "multiplier": c.multiplier = SwiftValue.number(argument.expression) ?? 1
            case "constant": c.constant = SwiftValue.number(argument.expression) ?? 0
            default: return nil
            }
        }
        if systemSpacing {
            // The multiplier multiplies the spacing, not the anchor.
            c.constant = 8 * c.multiplier
            c.multiplier = 1
            warnings.append(ImportWarning(line: line(call), message: "system spacing is taken as 8 points (UIKit's depends on the fonts)"))
        }
        model.warnings += warnings
        return c
    }

    /// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 8)`.
    func itemConstraint(_ expr: ExprSyntax) -> SwiftCodeModel.LayoutConstraint? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint",
              let item = SwiftValue.path(SwiftValue.argument(call, "item")) else { return nil }
        let attributes = call.arguments.filter { $0.label?.text == "attribute" }.compactMap { SwiftValue.member($0.expression) }
        guard let a1 = attributes.first else { return nil }
        var c = SwiftCodeModel.LayoutConstraint(name: "", first: itemName(item) + "." + a1, relation: "==", line: line(call))
        switch SwiftValue.member(SwiftValue.argument(call, "relatedBy")) {
        case "greaterThanOrEqual": c.relation = ">="
        case "lessThanOrEqual": c.relation = "<="
        default: break
        }
        if let to = SwiftValue.path(SwiftValue.argument(call, "toItem")), attributes.count > 1 { c.second = itemName(to) + "." + attributes[1] }
        c.multiplier = SwiftValue.number(SwiftValue.argument(call, "multiplier")) ?? 1
        c.constant = SwiftValue.number(SwiftValue.argument(call, "constant")) ?? 0
        return c
    }

    /// `card.topAnchor` → `card.top`; `safeAreaLayoutGuide.topAnchor` → `root.safe.top`.
    func anchor(_ expr: ExprSyntax?) -> String? {
        // `leadingAnchor`: the class's own view (root).
        if let ref = expr?.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasSuffix("Anchor") {
            return "root." + ref.baseName.text.dropLast(6)
        }
        guard let m = expr?.as(MemberAccessExprSyntax.self) else { return nil }
        let anchorName = m.declName.baseName.text
        guard anchorName.hasSuffix("Anchor") else { return nil }
        let attribute = String(anchorName.dropLast(6))
        guard let base = SwiftValue.path(m.base) else { return nil }
        return itemName(base) + "." + attribute
    }

    /// A path to a view or a guide as the format names it.
    func itemName(_ path: String) -> String {
        var parts = path.split(separator: ".").map(String.init)
        var suffix = ""
        switch parts.last {
        case "safeAreaLayoutGuide": suffix = ".safe"; parts.removeLast()
        case "layoutMarginsGuide": suffix = ".margins"; parts.removeLast()
        case "keyboardLayoutGuide": suffix = ".keyboard"; parts.removeLast()
        default: break
        }
        // A view controller's `view` is the root.
        let isRoot = parts.isEmpty || parts == ["self"] || (parts == ["view"] && model.viewIndex("view") == nil)
        let base = isRoot ? "root" : Self.unquote(parts.joined(separator: "."))
        return base + suffix
    }

    /// A number as the scene holds it (``SwiftCodeModel/rounded(_:)``).
    static func rounded(_ v: Double) -> Double { SwiftCodeModel.rounded(v) }

    /// A number value (``SwiftCodeModel/value(_:)``).
    static func value(_ v: Double) -> ASTValue { SwiftCodeModel.value(v) }

    /// A number as a visual format string writes it.
    static func n(_ v: Double) -> String { formatNumber(rounded(v), decimals: 4) }
}
