/// Transitions (`transition A -> B { … }`) and sequences.
extension Parser {
    mutating func pattern() throws -> ASTPattern {
        if tok.isPunct("*") {
            let t = next()
            return ASTPattern(name: nil, range: range(t))
        }
        let n = try name("a state name or '*'")
        return ASTPattern(name: n, range: n.range)
    }

    mutating func transition() throws -> ASTTransition {
        let kw = next()
        // `transition rotation { … }`: the timing of a size change (a state named `rotation`
        // still has its transitions: `transition rotation -> x`).
        if tok.isIdent("rotation"), !nextTok.isPunct("->"), !nextTok.isPunct("<->") {
            let word = next()
            let any = ASTPattern(name: nil, range: range(word))
            var end = range(word)
            var items: [ASTTransitionItem] = []
            if tok.isPunct("{") { (items, end) = try transitionItems(owner: "transition 'rotation'") }
            var t = ASTTransition(from: any, to: any, bidirectional: false, items: items, range: range(from: range(kw), to: end))
            t.isRotation = true
            return t
        }
        let from = try pattern()
        let both: Bool
        if tok.isPunct("->") {
            both = false
        } else if tok.isPunct("<->") {
            both = true
        } else {
            throw expected("'->' or '<->'")
        }
        skip()
        let to = try pattern()
        var items: [ASTTransitionItem] = []
        var end = to.range
        if tok.isPunct("{") {
            let owner = "transition '\(from.name?.text ?? "*") \(both ? "<->" : "->") \(to.name?.text ?? "*")'"
            (items, end) = try transitionItems(owner: owner)
        }
        return ASTTransition(from: from, to: to, bidirectional: both, items: items, range: range(from: range(kw), to: end))
    }

    /// A transition's block: settings, `element ID { … }` and `keyframes ID { … }`.
    mutating func transitionItems(owner: String) throws -> ([ASTTransitionItem], SourceRange) {
        let ends = Self.topLevelOnly.union(Keywords.elementKinds)
        let (list, r) = try block(owner, endsAt: ends) { parser -> ASTTransitionItem? in
            if parser.tok.isIdent("element"), parser.nextTok.kind == .identifier {
                let ekw = parser.next()
                let id = try parser.name("an element id")
                var directives: [ASTDirective] = []
                var eEnd = id.range
                if parser.tok.isPunct("{") {
                    let (ds, r) = try parser.block("element '\(id.text)'", endsAt: ends.union(["element"])) { inner in
                        try inner.directive()
                    }
                    directives = ds
                    eEnd = r
                }
                return .element(id, directives, parser.range(from: parser.range(ekw), to: eEnd))
            }
            if parser.tok.isIdent("keyframes"), parser.nextTok.kind == .identifier {
                let kkw = parser.next()
                let id = try parser.name("an element id")
                var keys: [ASTKeyframe] = []
                var kEnd = id.range
                if parser.tok.isPunct("{") {
                    let (list, r) = try parser.block("keyframes '\(id.text)'", endsAt: ends.union(["element", "keyframes"])) { inner -> ASTKeyframe? in
                        let percent = try inner.number()
                        guard inner.tok.isPunct("{") else { throw inner.expected("'{' after the key's percentage") }
                        let (ds, r) = try inner.block("a key of keyframes '\(id.text)'", endsAt: ends) { d in try d.directive() }
                        return ASTKeyframe(percent: percent, directives: ds, range: inner.range(from: percent.range, to: r))
                    }
                    keys = list
                    kEnd = r
                }
                return .keyframes(id, keys, parser.range(from: parser.range(kkw), to: kEnd))
            }
            return .directive(try parser.directive())
        }
        return (list, r)
    }

    mutating func sequence() throws -> ASTSequence {
        let kw = next()
        let n = try name("a sequence name")
        _ = try expectPunct(":")
        var states = [try name("a state name")]
        var sizes: [ASTName?] = [try stepSize()]
        while tok.isPunct("->") {
            skip()
            states.append(try name("a state name"))
            sizes.append(try stepSize())
        }
        var directives: [ASTDirective] = []
        var end = states[states.count - 1].range
        if tok.isPunct("{") {
            let (ds, r) = try block("sequence '\(n.text)'", endsAt: Self.topLevelOnly.union(Keywords.elementKinds)) { parser in
                try parser.directive()
            }
            directives = ds
            end = r
        }
        var sequence = ASTSequence(name: n, states: states, directives: directives, range: range(from: range(kw), to: end))
        if sizes.contains(where: { $0 != nil }) { sequence.sizes = sizes }
        return sequence
    }

    /// `in SIZE` after a step of a sequence, if written.
    private mutating func stepSize() throws -> ASTName? {
        guard tok.isIdent("in") else { return nil }
        skip()
        return try name("a size name (a 'size' of the scene, or 'default' for the canvas)")
    }
}

/// Events (`on tap ID: A -> B`, `after 2s: A -> B`) and flows (`flow NAME: tap a, wait 1`).
extension Parser {
    mutating func event() throws -> ASTEvent {
        let kw = next()
        var kind: ASTName
        var target: ASTName?
        var delay: ASTNumber?
        if kw.text == "on" {
            kind = try name("'tap'")
            guard kind.text == "tap" else {
                throw fail("expected 'tap' after 'on' (events: 'on tap ID: A -> B' or 'after 2s: A -> B')", at: kind.range)
            }
            target = try name("the id of the element tapped")
        } else {
            kind = ASTName(text: "after", range: range(kw))
            delay = try number()
        }
        _ = try expectPunct(":")
        let from = try pattern()
        let both: Bool
        if tok.isPunct("->") { both = false } else if tok.isPunct("<->") { both = true } else { throw expected("'->' or '<->'") }
        skip()
        let to = try pattern()
        return ASTEvent(kind: kind, target: target, delay: delay, from: from, to: to, bidirectional: both,
                        range: range(from: range(kw), to: to.range))
    }

    mutating func flow() throws -> ASTFlow {
        let kw = next()
        let n = try name("a flow name")
        _ = try expectPunct(":")
        var steps: [ASTDirective] = []
        while !atStatementEnd {
            if !steps.isEmpty { _ = try expectPunct(",") }
            let keyword = try name("a step: tap ID, tap X Y or wait SECONDS")
            var values: [ASTValue] = []
            while !atStatementEnd && !tok.isPunct(",") {
                values.append(try value())
            }
            // `tap 120,300`: a point's two numbers are separated by a comma too.
            if keyword.text == "tap", values.count == 1, case .number = values[0], tok.isPunct(","),
               nextTok.kind == .number {
                skip()
                values.append(try value())
            }
            steps.append(ASTDirective(keyword: keyword, values: values, range: range(from: keyword.range, to: values.last?.range ?? keyword.range)))
        }
        return ASTFlow(name: n, steps: steps, range: range(from: range(kw), to: steps.last?.range ?? n.range))
    }
}
