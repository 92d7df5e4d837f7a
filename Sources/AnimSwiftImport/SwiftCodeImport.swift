import AnimUIKit
import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// `animlayout import X.swift`: each `UIView` subclass (or a class that builds views and
/// anchors) becomes a scene. Views created as stored properties, their properties and
/// hierarchy, constraints built with anchors or `NSLayoutConstraint(item:…)` (named by their
/// property, `.named(…)` or `identifier`), and states from code: each case of a `switch state`
/// is a state with the activation, priority, constant, visibility and opacity changes it makes
/// (article 002's pattern, docs/scenes.md); tap handlers and `timing(from:to:)` give events and transitions.
/// `// animlayout: …` comments, which `export swift` writes, carry the canvas and sizes.
public enum SwiftCodeImport {
    /// The scenes of the Swift source `text` (file name `file` for messages and ids).
    /// `imagePath` rewrites an image path of the header (written relative to the Swift file)
    /// for the `.states` file (default: unchanged).
    public static func scenes(from text: String, file: String,
                              imagePath: @escaping (String) -> String = { $0 }) -> Result<[ImportedScene], ImportFailure> {
        var models: [SwiftCodeModel] = []
        return read(text, file: file, imagePath: imagePath, models: &models)
    }

    static func read(_ text: String, file: String, imagePath: @escaping (String) -> String,
                     models: inout [SwiftCodeModel]) -> Result<[ImportedScene], ImportFailure> {
        guard text.utf8.count <= 8 << 20 else {
            return .failure(ImportFailure(line: nil, message: "the file is over 8 MB; Swift files that large are not read"))
        }
        let parsed = Parser.parse(source: text)
        // Folding a long chain of operators makes a tree as deep as the chain is long, which
        // the syntax walkers follow by recursion: chains past a bound are refused.
        let longest = LongestOperatorChain(viewMode: .sourceAccurate)
        longest.walk(parsed)
        if longest.count > maximumChain {
            return .failure(ImportFailure(line: longest.line(parsed, file: file),
                                          message: "an expression of \(longest.count / 2) operators; expressions of more than \(maximumChain / 2) are not read"))
        }
        // Operators folded by Swift's precedence (`a - b / 2`, `x == .left ? 8 : 40`, `a = b`).
        let tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        if parsed.hasError {
            let first = parsed.tokens(viewMode: .all).first { $0.hasError || $0.presence == .missing }
            return .failure(ImportFailure(line: first.map { $0.startLocation(converter: converter).line },
                                          message: "the Swift does not parse; fix it (swiftc -parse shows the errors) and import again"))
        }
        let header = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// animlayout: ") else { return nil }
            return String(trimmed.dropFirst("// animlayout: ".count))
        }
        // An enum declared beside the class (`enum Position { case Left, Center, Right }`) gives
        // the states of a class that has none of its own.
        var fileStates: [String] = []
        for statement in tree.statements {
            guard fileStates.isEmpty, let e = statement.item.as(EnumDeclSyntax.self) else { continue }
            for item in e.memberBlock.members {
                for element in item.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] { fileStates.append(SwiftCodeReader.unquote(element.name.text)) }
            }
        }
        var out: [ImportedScene] = []
        for statement in tree.statements {
            let c: ClassDeclSyntax
            if let cls = statement.item.as(ClassDeclSyntax.self) { c = cls } else { continue }
            var reader = SwiftCodeReader(className: c.name.text, converter: converter)
            reader.model.headerLines = header
            reader.model.stateNames = fileStates
            reader.readMembers(c.memberBlock.members)
            models.append(reader.model)
            guard reader.model.views.contains(where: { !$0.outlet }) else { continue }
            out.append(SwiftSceneWriter(model: reader.model, file: file, imagePath: imagePath).scene())
        }
        guard !out.isEmpty else {
            return .failure(ImportFailure(line: nil, message: "no class with views created in code (`let title = UILabel()`…) in this file"))
        }
        return .success(out)
    }

    /// Every class of `text` as read (outlets included), for giving a storyboard's scenes the
    /// states their view controllers' code makes.
    package static func classModels(from text: String, file: String) -> Result<[SwiftCodeModel], ImportFailure> {
        var models: [SwiftCodeModel] = []
        switch read(text, file: file, imagePath: { $0 }, models: &models) {
        case .failure(let f) where !models.isEmpty || f.message.contains("does not parse"): return models.isEmpty ? .failure(f) : .success(models)
        default: return .success(models)
        }
    }
}

extension SwiftCodeImport {
    /// The most elements (operands and operators) an operator chain may have.
    static let maximumChain = 4_000
}

/// The longest operator chain (`SequenceExprSyntax`, before folding) in a file.
final class LongestOperatorChain: SyntaxVisitor {
    private(set) var count = 0
    private var longest: SequenceExprSyntax?

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.elements.count > count {
            count = node.elements.count
            longest = node
        }
        return .visitChildren
    }

    /// The line of the longest chain.
    func line(_ tree: SourceFileSyntax, file: String) -> Int? {
        guard let longest else { return nil }
        return SourceLocationConverter(fileName: file, tree: tree).location(for: longest.positionAfterSkippingLeadingTrivia).line
    }
}
