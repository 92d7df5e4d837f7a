import OrderedCollections

/// Resolves names and checks types: turns a parsed file into the checked `Scene`.
struct Checker {
    let file: String
    let sceneID: String
    var diagnostics: [Diagnostic] = []
    /// True when the parser reported errors (some checks that would only repeat them are skipped).
    let hadSyntaxErrors: Bool
    /// Where the lexer and parser reported errors (a state whose block has one is not "identical").
    var syntaxErrorRanges: [SourceRange] = []

    var title: String?
    var canvas: Environment?
    var sizes: [Environment] = []
    var elements: OrderedDictionary<String, Element> = [:]
    var rootChildren: [String] = []
    /// Where each element's id is written.
    var elementIDRanges: [String: SourceRange] = [:]
    /// The scene's base constraints in declaration order. Their ids are unique without a lookup:
    /// a name is claimed once (`claimConstraintName`), and a `FILE:LINE` id has a colon no
    /// name has and a count per line.
    var constraints: [Constraint] = []
    /// Constraint names (base and state-added) → where first declared.
    var constraintNames: [String: SourceRange] = [:]
    /// Per line: how many unnamed constraint ids were given (for `#2`, `#3`…).
    /// Constraints without a name so far, by line (index: the line number).
    var idsPerLine: [Int32] = []
    var states: [State] = []
    var stateRanges: [String: ASTState] = [:]
    /// States whose `extends` chain is or leads into a cycle (reported once, at the cycle; their
    /// content is not compared with other states').
    var statesReachingCycle: Set<String> = []
    var initial: (ASTName, SourceRange)?
    var transitions: [Transition] = []
    /// `transition rotation { … }`, once checked.
    var rotation: Transition?
    /// `root { color … }`, and where the block is written.
    var rootColor: DynamicColor?
    var rootBlock: SourceRange?
    var sequences: [StateSequence] = []
    var fontFiles: [FontFileReference] = []
    /// `defaults code`: default hugging is 250 for every view, as created in code (the default,
    /// `interface-builder`, takes each kind's, 251 for labels and images).
    var codeDefaults = false

    /// Constraints waiting for all elements to be known: the statement and its `super`.
    /// A `constraint` or `vfl` statement, checked once every element is declared. The
    /// statement is kept (a reference to the syntax tree's box), not a copy of its constraint.
    struct Pending {
        var statement: ASTStatement
        var superID: String
    }
    var pending: [Pending] = []
    var pendingStates: [ASTState] = []
    /// Top-level `when` blocks, checked after the base set.
    var pendingWhens: [ASTWhen] = []
    /// Top-level `when` blocks, checked.
    var variations: [Variation] = []
    var pendingTransitions: [ASTTransition] = []
    var pendingSequences: [ASTSequence] = []
    var pendingEvents: [ASTEvent] = []
    var pendingFlows: [ASTFlow] = []
    /// `audit { allow … }` lines, checked after the elements, states and sizes.
    var pendingAudit: [ASTDirective] = []
    var pendingInitial: [(ASTName, SourceRange)] = []
    /// Autoresizing subviews of views, with their superviews (``checkAutoresizingSuperviews()``).
    var pendingAutoresizing: [(id: String, parent: String, range: SourceRange)] = []

    init(file: String, sceneID: String, hadSyntaxErrors: Bool) {
        self.file = file
        self.sceneID = sceneID
        self.hadSyntaxErrors = hadSyntaxErrors
    }

    mutating func error(_ message: String, _ range: SourceRange, notes: [Diagnostic] = []) {
        diagnostics.append(.error(message, at: range, notes: notes))
    }

    mutating func warning(_ message: String, _ range: SourceRange, notes: [Diagnostic] = []) {
        diagnostics.append(.warning(message, at: range, notes: notes))
    }

    var fileStart: SourceRange {
        SourceRange(at: SourceLocation(file: file, line: 1, column: 1))
    }

    // MARK: - Driver

    /// Checks `ast` into a scene. The tree is consumed: its statements are released once read,
    /// and each constraint's as soon as it is checked, so that the tree and the scene are not
    /// held whole at once.
    mutating func check(_ ast: consuming ASTFile) -> Scene? {
        var sceneStatement: SourceRange?
        var canvasWritten = false
        // `defaults` applies to every element, wherever it is written: read it first.
        var defaultsWritten: SourceRange?
        for case .defaults(let n, let r) in ast.statements {
            if let first = defaultsWritten {
                error("'defaults' is written twice", r, notes: [.note("first written here", at: first)])
                continue
            }
            defaultsWritten = r
            switch n.text {
            case "code": codeDefaults = true
            case "interface-builder": codeDefaults = false
            default:
                error(Suggestion.message("unknown defaults '\(n.text)'", for: n.text, among: ["code", "interface-builder"],
                                         otherwise: "expected code or interface-builder"), n.range)
            }
        }
        elements.reserveCapacity(Self.elementCount(ast.statements))
        for statement in ast.statements {
            switch statement {
            case .defaults:
                break
            case .scene(let s, let r):
                if let first = sceneStatement {
                    error("'scene' is written twice", r, notes: [.note("first written here", at: first)])
                } else {
                    sceneStatement = r
                    title = s.value
                }
            case .fontFile(let path, let r):
                if path.value.isEmpty {
                    error("'font-file' needs a path, relative to the scene's folder", path.range)
                } else {
                    fontFiles.append(FontFileReference(written: path.value, path: resolve(path.value), range: r))
                }
            case .canvas(let d):
                defer { canvasWritten = true }
                if let existing = canvas {
                    error("'canvas' is written twice; a scene has one canvas (use 'size NAME WxH' for more environments)",
                          d.range, notes: [.note("first written here", at: existing.range)])
                } else if let env = environment(named: "default", d, isCanvas: true) {
                    canvas = env
                }
            case .size(let n, let d):
                if n.text == "default" {
                    error("'default' is the canvas's environment; choose another size name", n.range)
                } else if n.text == "all" {
                    error("'all' is reserved ('render --size all' renders every size); choose another size name", n.range)
                } else if let other = sizes.first(where: { $0.name == n.text }) {
                    error("duplicate size '\(n.text)'", n.range, notes: [.note("first declared here", at: other.range)])
                } else if let env = environment(named: n.text, d, isCanvas: false) {
                    sizes.append(env)
                }
            case .element(let e):
                declare(e, parent: "root", parentKind: nil, depth: 0)
            case .property(let d):
                error("'\(d.keyword.text)' is a property and belongs in an element's block", d.keyword.range)
            case .root(let directives, let r):
                checkRoot(directives, range: r)
            case .constraint, .vfl:
                pending.append(Pending(statement: statement, superID: "root"))
            case .state(let s):
                pendingStates.append(s)
            case .initial(let n, let r):
                pendingInitial.append((n, r))
            case .transition(let t):
                pendingTransitions.append(t)
            case .sequence(let s):
                pendingSequences.append(s)
            case .event(let e):
                pendingEvents.append(e)
            case .flow(let f):
                pendingFlows.append(f)
            case .audit(let lines, _):
                pendingAudit += lines
            case .when(let w):
                pendingWhens.append(w)
            case .comment:
                break
            }
        }
        ast.statements = []
        checkAutoresizingSuperviews()
        assignPalette()
        constraints.reserveCapacity(pending.count)
        // In declaration order; each statement is let go once checked.
        pending.reverse()
        while let p = pending.popLast() {
            switch p.statement {
            case .constraint(let c):
                if let checked = resolveConstraint(c, superID: p.superID) { addBaseConstraint(checked) }
            case .vfl(let v):
                for checked in expandVFL(v, superID: p.superID) { addBaseConstraint(checked) }
            default:
                break
            }
        }
        checkTopLevelWhens()
        checkStates()
        checkTransitions()
        checkSequences()
        let (events, flows) = checkEvents()
        if canvas == nil, !canvasWritten, !hadSyntaxErrors {
            error("missing 'canvas': every scene needs one, e.g. 'canvas 390x844'", fileStart)
        }
        analyzeStates()
        guard let canvas, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let initialName = initial?.0.text ?? states.first?.name ?? "default"
        var scene = Scene(id: sceneID, title: title, file: file, canvas: canvas, sizes: sizes,
                          elements: elements.values.elements, rootChildren: rootChildren,
                          constraints: constraints, states: states, initialState: initialName,
                          transitions: transitions, sequences: sequences)
        scene.fontFiles = fontFiles
        scene.rotation = rotation
        scene.rootColor = rootColor
        scene.events = events
        scene.flows = flows
        scene.auditHints = checkAuditHints()
        scene.auditAllowances = checkAudit()
        scene.variations = variations
        return scene
    }

    /// How many elements `statements` declare, nested ones included (to allocate once).
    static func elementCount(_ statements: [ASTStatement]) -> Int {
        var count = 0
        var stack = [statements]
        while let list = stack.popLast() {
            for case .element(let e) in list {
                count += 1
                if !e.body.isEmpty { stack.append(e.body) }
            }
        }
        return count
    }

    /// `path` resolved against the folder of the scene file (absolute paths stay as they are).
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }

    /// The id for a constraint: its name, or `FILE:LINE` (`#2`… for further ones on the line).
    mutating func constraintID(name: String?, line: Int) -> String {
        if let name { return name }
        let slot = max(0, line)
        if slot >= idsPerLine.count {
            idsPerLine += [Int32](repeating: 0, count: max(slot + 1 - idsPerLine.count, idsPerLine.count))
        }
        idsPerLine[slot] += 1
        let count = Int(idsPerLine[slot])
        return Self.lineID(file: file, line: line, count: count)
    }

    /// `FILE:LINE`, or `FILE:LINE#COUNT` when `count` > 1, written byte by byte into one
    /// allocation (a large scene makes one per constraint; appending strings and numbers
    /// cost about ten times as much).
    static func lineID(file: String, line: Int, count: Int) -> String {
        var file = file
        return file.withUTF8 { name in
            String(unsafeUninitializedCapacity: name.count + 42) { out in
                var n = 0
                func put(_ byte: UInt8) {
                    out[n] = byte
                    n += 1
                }
                for byte in name { put(byte) }
                put(UInt8(ascii: ":"))
                DecimalDigits.write(line, put)
                if count != 1 {
                    put(UInt8(ascii: "#"))
                    DecimalDigits.write(count, put)
                }
                return n
            }
        }
    }

    /// Registers a constraint name; false (with an error) when it is taken.
    mutating func claimConstraintName(_ name: ASTName) -> Bool {
        if let first = constraintNames[name.text] {
            error("duplicate constraint name '\(name.text)'", name.range, notes: [.note("first declared here", at: first)])
            return false
        }
        constraintNames[name.text] = name.range
        return true
    }

    mutating func addBaseConstraint(_ c: Constraint) {
        constraints.append(c)
    }
}
