/// Constraints (`[NAME:] ANCHOR REL ANCHOR …`), anchors, relations, priorities and `vfl`.
extension Parser {
    mutating func anchor() throws -> ASTAnchor {
        let first = try name("an anchor (ITEM.ATTRIBUTE)")
        // ITEM.ATTRIBUTE or ITEM.GUIDE.ATTRIBUTE: room for three from the start (an array
        // literal of one grows, a copy, at the next name: a third of the parse of a large scene's anchors).
        var path: [ASTName] = []
        path.reserveCapacity(3)
        path.append(first)
        while tok.isPunct(".") {
            skip()
            path.append(try name("an attribute or guide name after '.'"))
        }
        guard path.count >= 2 else {
            throw fail("expected an anchor (ITEM.ATTRIBUTE), found '\(first.text)'", at: first.range)
        }
        return ASTAnchor(path: path, range: range(from: first.range, to: path[path.count - 1].range))
    }

    mutating func relation() throws -> (Relation, SourceRange) {
        let r: Relation
        if tok.isPunct("==") {
            r = .equal
        } else if tok.isPunct(">=") {
            r = .greaterOrEqual
        } else if tok.isPunct("<=") {
            r = .lessOrEqual
        } else {
            throw expected("'==', '>=' or '<='")
        }
        let at = range(tok)
        skip()
        return (r, at)
    }

    mutating func priority() throws -> ASTPriority {
        let at = try expectPunct("@")
        if let spelled = try uikitPriority() {
            return ASTPriority(value: spelled.value, range: range(from: range(at), to: spelled.range))
        }
        if tok.kind == .identifier {
            let n = next()
            return ASTPriority(value: .keyword(n.text), range: range(from: range(at), to: range(n)))
        }
        let n = try number()
        return ASTPriority(value: .number(n.value), range: range(from: range(at), to: n.range))
    }

    mutating func constraint(allowName: Bool) throws -> ASTConstraint {
        var cname: ASTName?
        if allowName, tok.kind == .identifier, nextTok.isPunct(":") {
            cname = try name("a constraint name")
            let colon = range(tok)
            skip()
            // `text-color: #333333`, as CSS writes it: a property with a colon, not a name.
            if let cname, tok.kind != .identifier {
                throw fail("'\(cname.text):' starts a named constraint; a property takes its value without ':' (write '\(cname.text) …')", at: colon)
            }
        }
        let first = try anchor()
        let (rel, relRange) = try relation()
        var second: ASTAnchor?
        var multiplier: ASTNumber?
        var constant: ASTNumber?
        if tok.kind == .number || ((tok.isPunct("-") || tok.isPunct("+")) && nextTok.kind == .number) {
            let n = try number()
            if tok.isPunct("*") {
                skip()
                multiplier = n
                second = try anchor()
            } else {
                constant = n
            }
        } else {
            second = try anchor()
            if tok.isPunct("*") {
                skip()
                multiplier = try number()
            }
        }
        if second != nil, tok.isPunct("+") || tok.isPunct("-") {
            let sign = next()
            var n = try number(allowSign: false)
            if sign.text == "-" { n.value = -n.value }
            n.range = range(from: range(sign), to: n.range)
            constant = n
        }
        var prio: ASTPriority?
        if tok.isPunct("@") { prio = try priority() }
        let start = cname?.range ?? first.range
        return ASTConstraint(name: cname, first: first, relation: rel, relationRange: relRange, second: second,
                             multiplier: multiplier, constant: constant, priority: prio,
                             range: range(from: start, to: previousEnd))
    }

    mutating func vfl() throws -> ASTVFL {
        let kw = next()
        let format = try string("a Visual Format Language string")
        var metrics: [ASTMetric] = []
        if tok.isIdent("metrics") {
            let m = try name("metrics")
            guard case .list(_, let args, _) = try list(named: m) else { throw Failure() }
            for arg in args {
                guard let label = arg.label, case .number(let n) = arg.value else {
                    throw fail("expected 'NAME: number' in metrics", at: arg.value.range)
                }
                metrics.append(ASTMetric(name: label, value: n))
            }
        }
        var prio: ASTPriority?
        if tok.isPunct("@") { prio = try priority() }
        return ASTVFL(format: format, metrics: metrics, priority: prio, range: range(from: range(kw), to: previousEnd))
    }
}

extension Parser {
    /// A priority as UIKit code spells it — `.defaultLow`, `.required`,
    /// `UILayoutPriority.defaultHigh`, `UILayoutPriority(750)`, `UILayoutPriority(rawValue: 750)` —
    /// read whole as one keyword, so that the checker says what a scene writes instead
    /// (``Checker/priorityKeyword(_:_:)``). Nil, consuming nothing, for anything else.
    mutating func uikitPriority() throws -> ASTPriority? {
        let start = tok
        var text = ""
        if tok.isPunct("."), nextTok.kind == .identifier {
            skip()
            text = "." + next().text
        } else if tok.isIdent("UILayoutPriority"), nextTok.isPunct(".") || nextTok.isPunct("(") {
            skip()
            if tok.isPunct(".") {
                skip()
                text = "UILayoutPriority." + (try name("a priority name such as defaultHigh")).text
            } else {
                skip()
                if tok.isIdent("rawValue"), nextTok.isPunct(":") { skip(); skip() }
                let n = try number()
                _ = try expectPunct(")")
                text = "UILayoutPriority(\(formatNumber(n.value)))"
            }
        } else {
            return nil
        }
        return ASTPriority(value: .keyword(text), range: range(from: range(start), to: previousEnd))
    }
}
