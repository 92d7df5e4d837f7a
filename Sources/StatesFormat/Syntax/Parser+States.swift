/// `state` blocks and their changes.
extension Parser {
    mutating func nameList(_ what: String) throws -> [ASTName] {
        var names = [try name(what)]
        while tok.isPunct(",") {
            skip()
            names.append(try name(what))
        }
        return names
    }

    mutating func state() throws -> ASTState {
        let kw = next()
        let n = try name("a state name")
        var base: ASTName?
        if tok.isIdent("extends") {
            skip()
            base = try name("the name of the state to extend")
        }
        var items: [ASTStateItem] = []
        var end = base?.range ?? n.range
        if tok.isPunct("{") {
            let (list, r) = try block("state '\(n.text)'", endsAt: Self.topLevelOnly.union(Keywords.elementKinds)) { parser in
                try parser.stateItem()
            }
            items = list
            end = r
        }
        return ASTState(name: n, extends: base, items: items, range: range(from: range(kw), to: end))
    }

    mutating func stateItem() throws -> ASTStateItem? {
        if startsConstraint { return .add(try constraint(allowName: true)) }
        guard tok.kind == .identifier else { throw expected("a state change") }
        let kw = next()
        let kwRange = range(kw)
        switch kw.text {
        case "activate", "deactivate", "hide", "show":
            let what = (kw.text == "hide" || kw.text == "show") ? "an element id" : "a constraint name"
            let names = try nameList(what)
            let r = range(from: kwRange, to: previousEnd)
            switch kw.text {
            case "activate": return .activate(names, r)
            case "deactivate": return .deactivate(names, r)
            case "hide": return .hide(names, r)
            default: return .show(names, r)
            }
        case "priority":
            let n = try name("a constraint name")
            let prio: ASTPriority
            if tok.isPunct("@") {
                prio = try priority()
            } else if let spelled = try uikitPriority() {
                prio = spelled
            } else if tok.kind == .identifier {
                let t = next()
                prio = ASTPriority(value: .keyword(t.text), range: range(t))
            } else {
                let num = try number()
                prio = ASTPriority(value: .number(num.value), range: num.range)
            }
            return .priority(n, prio, range(from: kwRange, to: prio.range))
        case "constant":
            let n = try name("a constraint name")
            let start = range(tok)
            expressionTerms = 0
            let e = try expression()
            guard expressionTerms <= Self.maxExpressionTerms else {
                throw fail("constant expression has \(expressionTerms) terms; at most \(Self.maxExpressionTerms) are allowed",
                           at: range(from: start, to: previousEnd))
            }
            return .constant(n, e, range(from: kwRange, to: e.range))
        case "alpha":
            let n = try name("an element id")
            let v = try number()
            return .alpha(n, v, range(from: kwRange, to: v.range))
        case "keyboard":
            var shown = true
            if tok.kind == .identifier, tok.text == "hidden" || tok.text == "shown" {
                shown = next().text == "shown"
            } else if tok.kind == .identifier {
                throw fail("expected 'shown', 'hidden' or nothing after 'keyboard'\(Suggestion.suffix(for: tok.text, among: ["shown", "hidden"]))", at: range(tok))
            }
            return .keyboard(shown, range(from: kwRange, to: previousEnd))
        case _ where Keywords.lookChanges.contains(kw.text):
            let n = try name("an element id")
            let d = try directive(keywordAlreadyRead: ASTName(text: kw.text, range: kwRange))
            return .look(n, d, range(from: kwRange, to: previousEnd))
        case "replace":
            let n = try name("the name of the constraint to replace")
            _ = try expectPunct(":")
            let c = try constraint(allowName: false)
            return .replace(n, c, range(from: kwRange, to: c.range))
        case "vfl":
            backUp()
            return .vfl(try vfl())
        case "when":
            backUp()
            return .when(try whenBlock())
        default:
            // An element property a state cannot change (`border`, `lines`, `font`…): say so, and
            // what a state can change, rather than suggest a look-alike word.
            if Keywords.properties.contains(kw.text) {
                throw fail("'\(kw.text)' is an element property that a state cannot change; a state changes "
                           + (Keywords.lookChanges + ["alpha", "hide", "show"]).map { "'\($0)'" }.joined(separator: ", ")
                           + " (or constraints: 'constant', 'priority', 'activate', 'deactivate', 'replace')", at: kwRange)
            }
            throw fail("unknown state change '\(kw.text)'\(Suggestion.suffix(for: kw.text, among: Keywords.stateLevel))",
                       at: kwRange)
        }
    }
}
