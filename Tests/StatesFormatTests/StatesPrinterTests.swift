import Foundation
import Testing
@testable import StatesFormat

/// `StatesPrinter`: what it prints parses back to a tree that prints the same, for every
/// bundled scene and for generated trees; a printed scene compiles to the same elements,
/// constraints and states as the file it was parsed from.
@Suite("StatesPrinter")
struct StatesPrinterTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func bundledScenes() -> [URL] {
        ["States", "States/conflicts", "Fuzz/seeds"].flatMap { folder -> [URL] in
            let url = repository.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".states") }.sorted().map { url.appendingPathComponent($0) }
        }
    }

    /// What a compiled scene is made of, without source locations.
    static func fingerprint(_ result: CompileResult) -> [String] {
        guard let scene = result.scene else { return result.diagnostics.map(\.message) }
        return scene.elements.map { "\($0.kind) \($0.id) in \($0.parent)" }
            + ["\(scene.constraints.count) constraints"]
            + scene.constraints.map { "\($0.relation) \($0.multiplier) \($0.constant) \($0.priority)" }
            + scene.states.map { "state \($0.name)" }
            + scene.transitions.map { "transition \($0.from) \($0.to) \($0.duration ?? -1) \($0.elementTimings.count)" }
            + result.diagnostics.filter { $0.severity == .warning }.map(\.message).sorted()
    }

    @Test("every bundled scene prints, parses back to the same print, and compiles to the same scene")
    func bundledRoundTrip() throws {
        let files = Self.bundledScenes()
        #expect(files.count >= 25)
        for url in files {
            // (A fuzz seed that is not UTF-8 is the lexer's test, not the printer's.)
            guard let source = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let (ast, diagnostics) = StatesCompiler.parse(source: source, file: url.lastPathComponent)
            guard diagnostics.isEmpty else { continue }
            let printed = try StatesPrinter.print(ast)
            let (again, againDiagnostics) = StatesCompiler.parse(source: printed, file: url.lastPathComponent)
            #expect(againDiagnostics.isEmpty, "\(url.lastPathComponent): \(againDiagnostics.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)" })")
            #expect(try StatesPrinter.print(again) == printed, "\(url.lastPathComponent)")
            let original = StatesCompiler.compile(source: source, file: url.lastPathComponent)
            let reprinted = StatesCompiler.compile(source: printed, file: url.lastPathComponent)
            #expect(Self.fingerprint(original) == Self.fingerprint(reprinted), "\(url.lastPathComponent)")
        }
    }

    @Test("generated trees print, and parse back without a diagnostic to the same print")
    func generatedRoundTrip() throws {
        var generator = TreeGenerator(seed: 0x5EED)
        for _ in 0..<400 {
            let ast = generator.file()
            let printed = try StatesPrinter.print(ast)
            let (again, diagnostics) = StatesCompiler.parse(source: printed, file: "g.states")
            // The parser drops comments: the tree printed again is the tree without them.
            let expected = try StatesPrinter.print(ASTFile(statements: Self.withoutComments(ast.statements)))
            #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)" })\n\(printed)")
            let reprinted = try StatesPrinter.print(again)
            let a = expected.split(separator: "\n", omittingEmptySubsequences: false), b = reprinted.split(separator: "\n", omittingEmptySubsequences: false)
            let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            #expect(reprinted == expected, "line \(first + 1): \(first < a.count ? String(a[first]) : "(end)") ≠ \(first < b.count ? String(b[first]) : "(end)")")
        }
    }

    static func withoutComments(_ statements: [ASTStatement]) -> [ASTStatement] {
        statements.compactMap { s in
            switch s {
            case .comment: return nil
            case .element(var e):
                e.body = withoutComments(e.body)
                return .element(e)
            default: return s
            }
        }
    }

    @Test("a name the lexer would not read back as one identifier is refused, never printed")
    func invalidNames() throws {
        for bad in ["_8cu-85-C8w x", "Step 1", "a#b", "1abc", "", "a\nb", "a.b", "héllo"] {
            let ast = ASTFile(statements: [.element(ASTElement(kind: "view", id: bad))])
            #expect(throws: StatesPrinter.Failure.invalidName(bad)) { try StatesPrinter.print(ast) }
        }
        for bad in [Double.infinity, -.infinity, 2e12, 1e-300] {
            #expect(throws: StatesPrinter.Failure.invalidNumber(bad)) {
                try StatesPrinter.print(ASTFile(statements: [.canvas(ASTDirective("canvas", [.number(bad)]))]))
            }
        }
    }

    @Test("numbers are written in decimals that read back exactly, strings escaped, colours in hex")
    func values() throws {
        let ast = ASTFile(statements: [
            .comment("Imported\nby a tool", .generated),
            .scene(ASTString("A \"quoted\" \\ name\nwith a newline"), .generated),
            .canvas(ASTDirective("canvas", [.size(390, 844), .list("safe-area", [("top", .number(47)), ("bottom", .number(34))])])),
            .element(ASTElement(kind: "view", id: "card", body: [
                .property(ASTDirective("color", [.color(Color(r: 0x34, g: 0x78, b: 0xF6, a: 0x80))])),
                .property(ASTDirective("margins", [.list(nil, [("top", .number(0.00001)), ("leading", .number(-16.5))])])),
                .property(ASTDirective("autoresizing", [.word("flexible-width"), .word("flexible-height")])),
            ])),
            .constraint(ASTConstraint(name: "lead", first: ASTAnchor(dotted: "card.leading"), relation: .equal,
                                      second: ASTAnchor(dotted: "root.safe.leading"), multiplier: 0.5, constant: -8,
                                      priority: ASTPriority(750))),
            .state(ASTState(name: "open", items: [
                .constant(ASTName("lead"), .binary("/", .binary("-", .property("root", "width"), .property("card", "width")), .number(2)), .generated),
                .priority(ASTName("lead"), ASTPriority(keyword: "high"), .generated),
            ])),
        ])
        let printed = try StatesPrinter.print(ast)
        #expect(printed == """
            # Imported
            # by a tool
            scene "A \\"quoted\\" \\\\ name\\nwith a newline"
            canvas 390x844 safe-area(top: 47, bottom: 34)

            view card {
                color #3478F680
                margins(top: 0.00001, leading: -16.5)
                autoresizing flexible-width, flexible-height
            }

            lead: card.leading == 0.5 * root.safe.leading - 8 @750

            state open {
                constant lead (root.width - card.width) / 2
                priority lead high
            }

            """)
        let (again, diagnostics) = StatesCompiler.parse(source: printed, file: "v.states")
        #expect(diagnostics.isEmpty)
        guard case .scene(let title, _)? = again.statements.first else { Issue.record("no scene"); return }
        #expect(title.value == "A \"quoted\" \\ name\nwith a newline")
        guard case .element(let card)? = again.statements.dropFirst(2).first, case .property(let m)? = card.body.dropFirst().first,
              case .list(_, let args, _)? = m.values.first, case .number(let top)? = args.first?.value else {
            Issue.record("no margins"); return
        }
        #expect(top.value == 0.00001)
    }
}

/// Random syntax trees of every statement and value the format has (not necessarily scenes the
/// checker accepts: the printer's promise is about syntax). Deterministic for a seed.
struct TreeGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) / 10_000 < p }
    mutating func pick<T>(_ list: [T]) -> T { list[int(list.count)] }
    mutating func many<T>(_ max: Int, _ make: (inout TreeGenerator) -> T) -> [T] {
        (0..<int(max + 1)).map { _ in make(&self) }
    }

    /// Names that are no keyword anywhere: camelCase, snake_case, hyphenated, with digits.
    mutating func name() -> String {
        let stems = ["card", "titleLabel", "sign_in", "box2", "nav-bar", "x", "Step1", "row-2b", "_hidden", "a9"]
        return "n" + pick(stems) + (chance(0.5) ? String(int(100)) : "")
    }

    mutating func number() -> Double {
        switch int(6) {
        case 0: return Double(int(1000))
        case 1: return -Double(int(500))
        case 2: return Double(int(100_000)) / 1000
        case 3: return 0.00001 * Double(1 + int(9))
        case 4: return Double(int(1 << 30)) * 100
        default: return Double(int(2000)) / 8 - 100
        }
    }

    mutating func text() -> String {
        pick(["", "Sign in", "a \"quote\"", "back\\slash", "two\nlines", "émoji 🎉", "tab\there", "#hash"]) + (chance(0.3) ? name() : "")
    }

    mutating func value(depth: Int = 0) -> ASTValue {
        switch int(depth > 1 ? 4 : 5) {
        case 0: return .number(number())
        case 1: return .text(text())
        case 2: return .word(name())
        case 3: return .size(Double(int(2000)), Double(int(2000)) / 2)
        default:
            return .list(chance(0.5) ? name() : nil, many(3) { g in (g.chance(0.6) ? g.name() : nil, g.value(depth: depth + 1)) })
        }
    }

    mutating func directive(_ keyword: String) -> ASTDirective {
        if keyword == "color" || keyword == "text-color" {
            return ASTDirective(keyword, [chance(0.5) ? .color(Color(r: UInt8(int(256)), g: UInt8(int(256)), b: UInt8(int(256)), a: UInt8(int(256)))) : .word(name())])
        }
        return ASTDirective(keyword, many(3) { g in g.value() })
    }

    mutating func property() -> ASTDirective {
        directive(pick(["color", "text-color", "font", "intrinsic", "hugging", "margins", "frame", "corner", "alpha", "lines", "autoresizing", "hidden"]))
    }

    mutating func anchor() -> ASTAnchor {
        ASTAnchor([name()] + (chance(0.2) ? [pick(["safe", "margins"])] : []) + [pick(["leading", "top", "width", "centerX", "lastBaseline"])])
    }

    mutating func priority() -> ASTPriority? {
        switch int(3) {
        case 0: return nil
        case 1: return ASTPriority(Double(1 + int(1000)))
        default: return ASTPriority(keyword: pick(["high", "low", "required"]))
        }
    }

    mutating func constraint(named: Bool) -> ASTConstraint {
        let second = chance(0.8) ? anchor() : nil
        return ASTConstraint(name: named && chance(0.5) ? name() : nil, first: anchor(),
                             relation: pick([.equal, .greaterOrEqual, .lessOrEqual]), second: second,
                             multiplier: second != nil && chance(0.3) ? number() : nil,
                             constant: chance(0.7) || second == nil ? number() : nil, priority: priority())
    }

    mutating func expression(depth: Int = 0) -> ASTExpression {
        switch int(depth > 3 ? 2 : 4) {
        case 0: return .number(abs(number()))
        case 1: return .property(name(), pick(["width", "height", "minX"]))
        case 2: return .negate(expression(depth: depth + 1))
        default: return .binary(pick(["+", "-", "*", "/"] as [Character]), expression(depth: depth + 1), expression(depth: depth + 1))
        }
    }

    mutating func vfl() -> ASTVFL {
        ASTVFL(pick(["H:|-[a]-|", "V:|-(pad)-[b(==44)]"]), metrics: chance(0.5) ? [ASTMetric("pad", number())] : [], priority: priority())
    }

    mutating func element(depth: Int) -> ASTElement {
        var body: [ASTStatement] = many(4) { g in .property(g.property()) }
        if depth < 3 { body += many(2) { g in .element(g.element(depth: depth + 1)) } }
        body += many(2) { g in g.chance(0.8) ? .constraint(g.constraint(named: true)) : .vfl(g.vfl()) }
        if chance(0.2) { body.append(.comment("a note", .generated)) }
        let kind = pick(["view", "label", "button", "segmented", "stack", "image"])
        return ASTElement(kind: kind, id: name(), texts: many(kind == "segmented" ? 3 : 1) { g in g.text() }, body: body)
    }

    mutating func stateItem() -> ASTStateItem {
        let n = ASTName(name())
        switch int(11) {
        case 0: return .activate([n] + many(2) { g in ASTName(g.name()) }, .generated)
        case 1: return .deactivate([n], .generated)
        case 2: return .priority(n, priority() ?? ASTPriority(250), .generated)
        case 3: return .constant(n, expression(), .generated)
        case 4: return .hide([n, ASTName(name())], .generated)
        case 5: return .show([n], .generated)
        case 6: return .alpha(n, ASTNumber(Double(int(100)) / 100), .generated)
        case 7: return .add(constraint(named: true))
        case 8: return .replace(n, constraint(named: false), .generated)
        case 9: return .look(n, directive(pick(["color", "text", "value", "on", "transform", "corner"])), .generated)
        default: return chance(0.5) ? .vfl(vfl()) : .keyboard(chance(0.5), .generated)
        }
    }

    mutating func timing() -> ASTDirective {
        switch int(4) {
        case 0: return ASTDirective("duration", [.number(ASTNumber(Double(int(100)) / 100, unit: pick([.none, .seconds, .milliseconds])))])
        case 1: return ASTDirective("curve", [.word(pick(["ease-in-out", "linear", "spring"]))] + (chance(0.5) ? [.list(nil, [("damping", .number(0.7))])] : []))
        case 2: return ASTDirective("delay", [.number(Double(int(10)) / 10)])
        default: return ASTDirective("stagger", [.number(0.05)])
        }
    }

    mutating func transitionItem() -> ASTTransitionItem {
        switch int(4) {
        case 0: return .element(ASTName(name()), many(2) { g in g.timing() }, .generated)
        case 1:
            return .keyframes(ASTName(name()), many(3) { g in
                ASTKeyframe(percent: Double(g.int(101)), directives: g.many(2) { h in h.directive(h.pick(["alpha", "transform"])) })
            }, .generated)
        default: return .directive(timing())
        }
    }

    mutating func pattern() -> String? { chance(0.2) ? nil : name() }

    mutating func statement() -> ASTStatement {
        switch int(14) {
        case 0: return .scene(ASTString(text()), .generated)
        case 1: return .canvas(ASTDirective("canvas", [.size(390, 844)] + many(2) { g in g.value() }))
        case 2: return .size(ASTName(name()), ASTDirective("size", [.size(Double(g0: int(1000)), 700)]))
        case 3: return .fontFile(ASTString(text()), .generated)
        case 4, 5: return .element(element(depth: 0))
        case 6: return .constraint(constraint(named: true))
        case 7: return .state(ASTState(name: name(), extends: chance(0.3) ? name() : nil, items: many(5) { g in g.stateItem() }))
        case 8: return .initial(ASTName(name()), .generated)
        case 9: return .transition(ASTTransition(from: pattern(), to: pattern(), bidirectional: chance(0.3), items: many(4) { g in g.transitionItem() }))
        case 10: return .sequence(ASTSequence(name: name(), states: [name()] + many(3) { g in g.name() }, directives: many(2) { g in
            ASTDirective(g.pick(["hold", "loop"]), g.chance(0.5) ? [.number(0.5)] : [])
        }))
        case 11:
            return .event(chance(0.5) ? ASTEvent.tap(name(), from: pattern(), to: pattern(), bidirectional: chance(0.3))
                : ASTEvent.after(Double(int(50)) / 10, from: pattern(), to: pattern()))
        case 12:
            return .flow(ASTFlow(name: name(), steps: [ASTDirective("tap", [.word(name())])] + many(3) { g in
                g.chance(0.5) ? ASTDirective("wait", [.number(0.5)]) : ASTDirective("tap", [.number(120), .number(300)])
            }))
        default:
            return .audit(many(3) { g in ASTDirective("allow", [.word("overlap"), .word(g.name()), .text(g.text())]) }, .generated)
        }
    }

    mutating func file() -> ASTFile {
        ASTFile(statements: (chance(0.3) ? [.comment("header", .generated)] : []) + many(12) { g in g.statement() })
    }
}

private extension Double {
    init(g0 value: Int) { self.init(value) }
}
