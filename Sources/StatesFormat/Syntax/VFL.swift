/// A Visual Format Language string parsed per Apple's grammar:
///
/// ```
/// (H:|V:)? (| connection)? view (connection view)* (connection |)?
/// connection ::= '' | '-' | '-' simplePredicate '-' | '-' (predicate, …) '-'
/// view       ::= '[' name ('(' predicate, … ')')? ']'
/// predicate  ::= (== | >= | <=)? (number | metric | view) ('@' (number | metric))?
/// ```
public struct VFLFormat: Hashable, Sendable {
    /// `V:`; otherwise horizontal (leading → trailing, as Apple's default formatting options).
    public var vertical: Bool
    /// The connection from the superview's leading/top edge, when the string starts with `|`.
    public var leadingSuperview: VFLConnection?
    /// The views, in order.
    public var views: [VFLView]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [VFLConnection]
    /// The connection to the superview's trailing/bottom edge, when the string ends with `|`.
    public var trailingSuperview: VFLConnection?
}

/// What a predicate compares against.
public enum VFLObject: Hashable, Sendable {
    case constant(Double)
    case metric(String)
    case view(String)
}

/// `>=8@250`, `==a`, `50`.
public struct VFLPredicate: Hashable, Sendable {
    /// `==`, `>=` or `<=`.
    public var relation: Relation
    /// What the predicate compares against.
    public var object: VFLObject
    /// `@750` or `@metric`, if written.
    public var priority: VFLObject?
    /// Where the node is written.
    public var range: SourceRange
}

/// The space between two items.
public enum VFLConnection: Hashable, Sendable {
    /// `[a][b]`: 0.
    case flush
    /// `-`: the standard spacing (8 points).
    case standard
    case predicates([VFLPredicate])
}

/// `[name(predicates)]`.
public struct VFLView: Hashable, Sendable {
    public var name: String
    /// Where the name is written in the source.
    public var nameRange: SourceRange
    /// Size predicates in parentheses.
    public var predicates: [VFLPredicate]
}

/// Parses VFL strings; positions are mapped back to the `.states` source.
struct VFLParser {
    private struct Failure: Error {}
    private let s: [Unicode.Scalar]
    private let str: ASTString
    private var i = 0
    private(set) var diagnostics: [Diagnostic] = []

    private init(_ str: ASTString) {
        self.str = str
        self.s = Array(str.value.unicodeScalars)
    }

    /// Parses `str`; nil (with diagnostics) when malformed.
    static func parse(_ str: ASTString) -> (VFLFormat?, [Diagnostic]) {
        var parser = VFLParser(str)
        do {
            let format = try parser.format()
            return (format, parser.diagnostics)
        } catch {
            return (nil, parser.diagnostics)
        }
    }

    /// The source range of scalars `a..<b` of the string.
    func range(_ a: Int, _ b: Int) -> SourceRange {
        let start = str.range.start
        func column(_ k: Int) -> Int {
            if k < str.columns.count { return str.columns[k] }
            return (str.columns.last.map { $0 + 1 } ?? start.column + 1)
        }
        let line = start.line
        return SourceRange(start: SourceLocation(file: start.file, line: line, column: column(a)),
                           end: SourceLocation(file: start.file, line: line, column: max(column(a) + 1, column(b))))
    }

    private func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }

    private mutating func skipSpaces() { while peek() == " " { i += 1 } }

    private mutating func fail(_ message: String) -> Failure {
        let found = peek().map { "'\(Lexer.printable($0))'" } ?? "the end of the string"
        diagnostics.append(.error("invalid visual format: \(message), found \(found)", at: range(i, i + 1)))
        return Failure()
    }

    private mutating func eat(_ c: Unicode.Scalar) -> Bool {
        skipSpaces()
        if peek() == c { i += 1; return true }
        return false
    }

    private mutating func format() throws -> VFLFormat {
        var vertical = false
        skipSpaces()
        if (peek() == "H" || peek() == "V"), peek(1) == ":" {
            vertical = peek() == "V"
            i += 2
        }
        var leading: VFLConnection?
        if eat("|") {
            leading = try connection()
        }
        var views = [try view()]
        var connections: [VFLConnection] = []
        var trailing: VFLConnection?
        while true {
            skipSpaces()
            if peek() == nil { break }
            let c = try connection()
            skipSpaces()
            if peek() == "|" {
                i += 1
                trailing = c
                skipSpaces()
                if peek() != nil { throw fail("expected the end of the string after '|'") }
                break
            }
            connections.append(c)
            views.append(try view())
        }
        return VFLFormat(vertical: vertical, leadingSuperview: leading, views: views, connections: connections,
                         trailingSuperview: trailing)
    }

    private mutating func connection() throws -> VFLConnection {
        skipSpaces()
        guard peek() == "-" else { return .flush }
        i += 1
        skipSpaces()
        if peek() == "[" || peek() == "|" { return .standard }
        var predicates: [VFLPredicate]
        if peek() == "(" {
            i += 1
            predicates = try predicateList()
        } else {
            let start = i
            let object = try objectOfPredicate(allowNegative: false)
            predicates = [VFLPredicate(relation: .equal, object: object, priority: nil, range: range(start, i))]
        }
        guard eat("-") else { throw fail("expected '-' after the spacing") }
        // A name in a spacing is a metric; a view name there is rejected when metrics are resolved.
        for k in predicates.indices {
            if case .view(let name) = predicates[k].object { predicates[k].object = .metric(name) }
        }
        return .predicates(predicates)
    }

    private mutating func view() throws -> VFLView {
        guard eat("[") else { throw fail("expected '[' to start a view") }
        skipSpaces()
        let start = i
        guard let c = peek(), Lexer.isIdentStart(c) else { throw fail("expected a view name") }
        while let d = peek(), Lexer.isIdentBody(d) { i += 1 }
        let name = String(String.UnicodeScalarView(s[start..<i]))
        let nameRange = range(start, i)
        var predicates: [VFLPredicate] = []
        if eat("(") {
            predicates = try predicateList()
        }
        guard eat("]") else { throw fail("expected ']' to end view '\(name)'") }
        return VFLView(name: name, nameRange: nameRange, predicates: predicates)
    }

    /// After `(`: `predicate (, predicate)* )`.
    private mutating func predicateList() throws -> [VFLPredicate] {
        var list: [VFLPredicate] = []
        repeat {
            skipSpaces()
            let start = i
            var relation = Relation.equal
            if let a = peek(), let b = peek(1), let r = Relation(rawValue: String(a) + String(b)) {
                relation = r
                i += 2
            }
            let object = try objectOfPredicate(allowNegative: true)
            var priority: VFLObject?
            if eat("@") {
                priority = try objectOfPredicate(allowNegative: false)
                if case .view(let n) = priority { priority = .metric(n) }
            }
            list.append(VFLPredicate(relation: relation, object: object, priority: priority, range: range(start, i)))
        } while eat(",")
        guard eat(")") else { throw fail("expected ',' or ')' in the predicate list") }
        return list
    }

    /// A number, or a name (a metric, or a view in a view's predicate list).
    private mutating func objectOfPredicate(allowNegative: Bool) throws -> VFLObject {
        skipSpaces()
        let start = i
        if let c = peek(), Lexer.isIdentStart(c) {
            while let d = peek(), Lexer.isIdentBody(d) { i += 1 }
            return .view(String(String.UnicodeScalarView(s[start..<i])))
        }
        if allowNegative, peek() == "-" { i += 1 }
        while let d = peek(), Lexer.isDigit(d) || d == "." { i += 1 }
        let text = String(String.UnicodeScalarView(s[start..<i]))
        guard !text.isEmpty, text != "-" else { throw fail("expected a number or a name") }
        guard let v = Lexer.parseNumber(text) else {
            diagnostics.append(.error("invalid visual format: malformed number '\(text)'", at: range(start, i)))
            throw Failure()
        }
        return .constant(v)
    }
}
