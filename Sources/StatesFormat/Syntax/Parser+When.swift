/// `when` blocks: size-class variations (docs/format.md, "Size-class variations").
extension Parser {
    /// `when CONDITION… { items }`, at the top level or in a state. The conditions are kept as
    /// written (the checker knows which exist); the items are state changes, plus the properties
    /// only a size-class change sets.
    mutating func whenBlock() throws -> ASTWhen {
        let kw = next()
        var conditions: [ASTName] = []
        while tok.kind == .identifier {
            conditions.append(try name("a size-class condition"))
        }
        guard !conditions.isEmpty else {
            throw expected("a size-class condition (compact-width, regular-width, compact-height or regular-height)")
        }
        guard tok.isPunct("{") else { throw expected("'{' after the conditions of 'when'") }
        let endsAt = Self.topLevelOnly.union(Keywords.elementKinds)
        let (items, r) = try block("'when'", endsAt: endsAt) { parser in try parser.whenItem() }
        return ASTWhen(conditions: conditions, items: items, range: range(from: range(kw), to: r))
    }

    /// One statement of a `when` block.
    mutating func whenItem() throws -> ASTStateItem? {
        guard tok.kind == .identifier, !startsConstraint else { return try stateItem() }
        let word = tok.text
        if word == "when" {
            let r = range(tok)
            skip()
            while tok.kind == .identifier { skip() }
            if tok.isPunct("{") { skipBlock() }
            throw fail("a 'when' block cannot be inside another 'when' block; write one block with all the conditions "
                       + "(conditions written together must all hold)", at: r)
        }
        if word == "keyboard" || word == "replace" {
            throw fail("'\(word)' cannot vary by size class; a 'when' block holds constraints, 'activate', 'deactivate', "
                       + "'priority', 'constant', 'hide', 'show' and property values", at: range(tok))
        }
        if Keywords.sizeClassProperties.contains(word), !Keywords.lookChanges.contains(word) {
            let kw = next()
            let kwRange = range(kw)
            let n = try name("an element id")
            let d = try directive(keywordAlreadyRead: ASTName(text: kw.text, range: kwRange))
            return .look(n, d, range(from: kwRange, to: previousEnd))
        }
        if Keywords.properties.contains(word), !Keywords.lookChanges.contains(word), word != "alpha" {
            throw fail("'\(word)' cannot vary by size class; a 'when' block sets "
                       + (Keywords.lookChanges + ["alpha", "hide", "show"] + Keywords.sizeClassProperties)
                           .map { "'\($0)'" }.joined(separator: ", "), at: range(tok))
        }
        return try stateItem()
    }
}
