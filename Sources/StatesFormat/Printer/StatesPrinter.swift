/// Writes a syntax tree as `.states` text: the only code that writes the format's syntax.
/// Importers build ``ASTFile`` values and print them here; what is printed parses back to the
/// same tree (`print(parse(print(ast))) == print(ast)`), whatever the tree was parsed from or
/// built of.
///
/// Layout: four spaces per block level; a blank line between groups of top-level statements
/// (header, elements, constraints, states, transitions, sequences, events, flows, audit); one
/// statement per line; short transitions and sequences on one line.
public enum StatesPrinter {
    /// Why a tree cannot be printed.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A name that the lexer would not read back as one identifier (`_8cu-85-C8w`, `Step 1`).
        case invalidName(String)
        /// A number that is not finite.
        case invalidNumber(Double)

        public var description: String {
            switch self {
            case .invalidName(let n): return "'\(n)' is not an identifier of the format"
            case .invalidNumber(let v): return "\(v) is not a number the format can hold"
            }
        }
    }

    /// The text of `file`, ending with a newline.
    public static func print(_ file: ASTFile) throws(Failure) -> String {
        var out = Output()
        var lastGroup: Int?
        let statements = file.statements
        var i = 0
        while i < statements.count {
            // A run of comments belongs with the statement after it (a blank line goes before them).
            var j = i
            while j < statements.count, case .comment = statements[j] { j += 1 }
            if j < statements.count {
                let group = Self.group(statements[j])
                if let lastGroup, lastGroup != group { out.blank() }
                lastGroup = group
                for k in i...j { try out.statement(statements[k], depth: 0) }
                i = j + 1
            } else {
                for k in i..<j { try out.statement(statements[k], depth: 0) }
                i = j
            }
        }
        return out.text
    }

    /// One statement (an element with its block), ending with a newline.
    public static func print(_ statement: ASTStatement) throws(Failure) -> String {
        var out = Output()
        try out.statement(statement, depth: 0)
        return out.text
    }

    /// A `when` block on one line (`when compact-height { deactivate a; b: x.top == y.top }`).
    public static func inline(_ w: ASTWhen) throws(Failure) -> String {
        var out = Output()
        return try out.stateItem(.when(w))
    }

    /// Which group of top-level statements `s` belongs to (a blank line separates groups).
    static func group(_ s: ASTStatement) -> Int {
        switch s {
        case .scene, .fontFile, .defaults, .canvas, .size: return 0
        case .element, .root, .property: return 1
        case .constraint, .vfl: return 2
        case .state, .initial: return 3
        case .transition: return 4
        case .sequence: return 5
        case .event: return 6
        case .flow: return 7
        case .audit: return 8
        case .comment: return 9
        case .when: return 10
        }
    }

    /// Whether `text` is read by the lexer as exactly one identifier; `inEnvironment`: in a
    /// `canvas` or `size` statement, where a hyphen also joins digits (`iphone-15-pro`).
    public static func isIdentifier(_ text: String, inEnvironment: Bool = false) -> Bool {
        guard let first = text.unicodeScalars.first, Lexer.isIdentStart(first), text.utf8.count <= 10_000 else { return false }
        let prefix = inEnvironment ? "canvas " : ""
        let (tokens, diagnostics) = Lexer.tokenize(SourceText(string: prefix + text, file: "<name>"))
        let start = inEnvironment ? 1 : 0
        return diagnostics.isEmpty && tokens.count == start + 3 && tokens[start].kind == .identifier && tokens[start].text == text
    }
}

/// The text being printed, line by line.
struct Output {
    private(set) var text = ""
    /// Names already checked with the lexer.
    private var checked: Set<String> = []
    /// Names checked for a `canvas` or `size` statement.
    private var checkedInEnvironment: Set<String> = []
    /// Printing a `canvas` or `size` statement (see ``StatesPrinter/isIdentifier(_:inEnvironment:)``).
    private var inEnvironment = false

    mutating func blank() { text += "\n" }

    mutating func line(_ depth: Int, _ content: String) {
        text += String(repeating: "    ", count: depth) + content + "\n"
    }

    mutating func name(_ n: ASTName) throws(StatesPrinter.Failure) -> String {
        if inEnvironment, !checked.contains(n.text), !checkedInEnvironment.contains(n.text) {
            guard StatesPrinter.isIdentifier(n.text, inEnvironment: true) else { throw .invalidName(n.text) }
            checkedInEnvironment.insert(n.text)
        } else if !inEnvironment, !checked.contains(n.text) {
            guard StatesPrinter.isIdentifier(n.text) else { throw .invalidName(n.text) }
            checked.insert(n.text)
        }
        return n.text
    }

    mutating func statement(_ s: ASTStatement, depth: Int) throws(StatesPrinter.Failure) {
        switch s {
        case .scene(let title, _): line(depth, "scene " + Self.string(title.value))
        case .fontFile(let path, _): line(depth, "font-file " + Self.string(path.value))
        case .defaults(let n, _): line(depth, "defaults " + (try name(n)))
        case .canvas(let d):
            inEnvironment = true
            defer { inEnvironment = false }
            line(depth, try directive(d))
        case .size(let n, let d):
            var rest = d
            rest.keyword = n
            inEnvironment = true
            defer { inEnvironment = false }
            line(depth, "size " + (try directive(rest)))
        case .element(let e): try element(e, depth: depth)
        case .root(let ds, _): try inlineBlock("root", ds, depth: depth, always: true)
        case .property(let d): line(depth, try directive(d))
        case .constraint(let c): line(depth, try constraint(c))
        case .vfl(let v): line(depth, try vfl(v))
        case .state(let st): try state(st, depth: depth)
        case .initial(let n, _): line(depth, "initial " + (try name(n)))
        case .transition(let t): try transition(t, depth: depth)
        case .sequence(let sq):
            var head = "sequence \(try name(sq.name)): "
            for (k, st) in sq.states.enumerated() {
                head += (k == 0 ? "" : " -> ") + (try name(st))
                if k < sq.sizes.count, let size = sq.sizes[k] { head += " in " + (try name(size)) }
            }
            try inlineBlock(head, sq.directives, depth: depth)
        case .event(let e): line(depth, try event(e))
        case .flow(let f):
            var steps: [String] = []
            for step in f.steps {
                if step.keyword.text == "tap", step.values.count == 2 {
                    steps.append("tap " + (try value(step.values[0])) + "," + (try value(step.values[1])))
                } else {
                    steps.append(try directive(step))
                }
            }
            line(depth, "flow \(try name(f.name)): " + steps.joined(separator: ", "))
        case .audit(let lines, _):
            line(depth, "audit {")
            for d in lines { line(depth + 1, try directive(d)) }
            line(depth, "}")
        case .when(let w): try when(w, depth: depth)
        case .comment(let c, _):
            for part in c.split(separator: "\n", omittingEmptySubsequences: false) {
                line(depth, part.isEmpty ? "#" : "# " + part)
            }
        }
    }

    mutating func element(_ e: ASTElement, depth: Int) throws(StatesPrinter.Failure) {
        var head = "\(try name(e.kind)) \(try name(e.id))"
        for t in (e.text.map { [$0] } ?? []) + e.moreTexts { head += " " + Self.string(t.value) }
        guard !e.body.isEmpty else {
            line(depth, head)
            return
        }
        line(depth, head + " {")
        for s in e.body { try statement(s, depth: depth + 1) }
        line(depth, "}")
    }

    mutating func state(_ s: ASTState, depth: Int) throws(StatesPrinter.Failure) {
        var head = "state " + (try name(s.name))
        if let base = s.extends { head += " extends " + (try name(base)) }
        guard !s.items.isEmpty else {
            line(depth, head)
            return
        }
        line(depth, head + " {")
        for item in s.items {
            if case .when(let w) = item {
                try when(w, depth: depth + 1)
            } else {
                line(depth + 1, try stateItem(item))
            }
        }
        line(depth, "}")
    }

    /// `when CONDITION… {`, one item per line, `}`.
    mutating func when(_ w: ASTWhen, depth: Int) throws(StatesPrinter.Failure) {
        line(depth, try whenHead(w) + " {")
        for item in w.items { line(depth + 1, try stateItem(item)) }
        line(depth, "}")
    }

    /// `when CONDITION…`.
    mutating func whenHead(_ w: ASTWhen) throws(StatesPrinter.Failure) -> String {
        var head = "when"
        for c in w.conditions { head += " " + (try name(c)) }
        return head
    }

    mutating func names(_ list: [ASTName]) throws(StatesPrinter.Failure) -> String {
        var parts: [String] = []
        for n in list { parts.append(try name(n)) }
        return parts.joined(separator: ", ")
    }

    mutating func stateItem(_ item: ASTStateItem) throws(StatesPrinter.Failure) -> String {
        switch item {
        case .activate(let list, _): return "activate " + (try names(list))
        case .deactivate(let list, _): return "deactivate " + (try names(list))
        case .hide(let list, _): return "hide " + (try names(list))
        case .show(let list, _): return "show " + (try names(list))
        case .priority(let n, let p, _): return "priority \(try name(n)) " + (try priorityValue(p))
        case .constant(let n, let e, _): return "constant \(try name(n)) " + (try expression(e, parent: nil, right: false))
        case .alpha(let n, let v, _): return "alpha \(try name(n)) " + (try number(v))
        case .add(let c): return try constraint(c)
        case .vfl(let v): return try vfl(v)
        case .replace(let n, let c, _): return "replace \(try name(n)): " + (try constraint(c))
        case .look(let n, let d, _):
            var rest = d
            rest.keyword = n
            return "\(try name(d.keyword)) " + (try directive(rest))
        case .keyboard(let shown, _): return shown ? "keyboard" : "keyboard hidden"
        case .when(let w):
            // On one line (a state prints its `when` blocks on several, see `state`).
            var parts: [String] = []
            for item in w.items { parts.append(try stateItem(item)) }
            return try whenHead(w) + " { " + parts.joined(separator: "; ") + " }"
        }
    }

    mutating func transition(_ t: ASTTransition, depth: Int) throws(StatesPrinter.Failure) {
        let head = t.isRotation ? "transition rotation"
            : "transition \(try pattern(t.from)) \(t.bidirectional ? "<->" : "->") \(try pattern(t.to))"
        var directives: [ASTDirective] = []
        for item in t.items { if case .directive(let d) = item { directives.append(d) } }
        if directives.count == t.items.count {
            try inlineBlock(head, directives, depth: depth)
            return
        }
        line(depth, head + " {")
        for item in t.items {
            switch item {
            case .directive(let d): line(depth + 1, try directive(d))
            case .element(let n, let ds, _): try inlineBlock("element " + (try name(n)), ds, depth: depth + 1)
            case .keyframes(let n, let keys, _):
                line(depth + 1, "keyframes \(try name(n)) {")
                for key in keys { try inlineBlock(try number(key.percent), key.directives, depth: depth + 2, always: true) }
                line(depth + 1, "}")
            }
        }
        line(depth, "}")
    }

    /// `HEAD { a; b }` on one line when short, else a block; `HEAD` alone when empty.
    mutating func inlineBlock(_ head: String, _ directives: [ASTDirective], depth: Int, always: Bool = false) throws(StatesPrinter.Failure) {
        guard !directives.isEmpty || always else {
            line(depth, head)
            return
        }
        var parts: [String] = []
        for d in directives { parts.append(try directive(d)) }
        let inline = head + " { " + parts.joined(separator: "; ") + " }"
        if inline.count + depth * 4 <= 100 || parts.isEmpty {
            line(depth, parts.isEmpty ? head + " {}" : inline)
            return
        }
        line(depth, head + " {")
        for p in parts { line(depth + 1, p) }
        line(depth, "}")
    }

    mutating func pattern(_ p: ASTPattern) throws(StatesPrinter.Failure) -> String {
        guard let n = p.name else { return "*" }
        return try name(n)
    }

    mutating func event(_ e: ASTEvent) throws(StatesPrinter.Failure) -> String {
        let head: String
        if e.kind.text == "after" {
            head = "after " + (try number(e.delay ?? ASTNumber(0, unit: .seconds)))
        } else {
            head = "on \(try name(e.kind)) " + (try e.target.map { (n) throws(StatesPrinter.Failure) in try name(n) } ?? "")
        }
        return head + ": \(try pattern(e.from)) \(e.bidirectional ? "<->" : "->") \(try pattern(e.to))"
    }
}
