import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element read by Foundation's `XMLParser` (libxml2): name, attributes, children and
/// the line it starts on. Nothing is parsed by hand.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [XMLNode] = []
    weak var parent: XMLNode?
    /// The element's character data, for `<string>` elements only (a label's `<string
    /// key="text">`, an attributed text's fragments), up to ``XMLTreeReader/maximumText``.
    var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    func append(_ child: XMLNode) {
        child.parent = self
        children.append(child)
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child called `name` whose `key` attribute is `key` (when given).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }
}

/// Reads an Interface Builder file into an ``XMLNode`` tree, with limits that keep a hostile
/// file bounded: external entities are never loaded, and a file over ``maximumBytes`` or with
/// over ``maximumNodes`` elements is refused.
enum XMLTreeReader {
    static let maximumBytes = 32 << 20
    static let maximumNodes = 500_000
    /// Elements nested deeper than this are refused: a view is two levels (`<view><subviews>`),
    /// and the `.states` format nests at most 64 blocks, so no file the format can hold is
    /// near it, and the importer's recursion stays far from the stack's end.
    static let maximumDepth = 160
    /// The most characters of text kept per `<string>` element.
    static let maximumText = 100_000

    struct Failure: Error {
        var line: Int?
        var message: String
    }

    static func read(_ data: Data) -> Result<XMLNode, Failure> {
        guard data.count <= maximumBytes else {
            return .failure(Failure(line: nil, message: "the file is \(data.count / 1_000_000) MB; Interface Builder files over \(maximumBytes >> 20) MB are not read"))
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let delegate = Delegate()
        parser.delegate = delegate
        let ok = parser.parse()
        if let failure = delegate.failure { return .failure(failure) }
        guard ok, let root = delegate.root else {
            let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not well-formed XML"
            return .failure(Failure(line: parser.lineNumber, message: "malformed XML: \(message)"))
        }
        return .success(root)
    }

    /// libxml2's error codes (xmlParserErrors) in words, for the ones a damaged file meets.
    static func describe(_ code: Int) -> String {
        let known: [Int: String] = [
            4: "the document is empty", 5: "extra content after the document's end", 9: "an invalid character",
            23: "'>' or '/>' expected at the end of a start tag", 26: "an undeclared entity", 38: "an unfinished attribute value",
            39: "a '<' in an attribute value", 41: "an attribute without a value", 62: "a comment not closed",
            73: "'>' expected", 76: "an end tag that does not match its start tag", 77: "an element not closed before the end",
            85: "an element not closed before the end", 89: "an entity that refers to itself", 111: "an entity that expands too much",
        ]
        return known[code] ?? "libxml2 error \(code)"
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var root: XMLNode?
        var stack: [XMLNode] = []
        var count = 0
        var failure: Failure?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            count += 1
            guard count <= XMLTreeReader.maximumNodes else {
                failure = Failure(line: parser.lineNumber, message: "more than \(XMLTreeReader.maximumNodes) XML elements; not an Interface Builder file this tool reads")
                parser.abortParsing()
                return
            }
            guard stack.count < XMLTreeReader.maximumDepth else {
                failure = Failure(line: parser.lineNumber, message: "elements nested more than \(XMLTreeReader.maximumDepth) deep; views nested that deep cannot be written as a scene (the format nests at most 64 blocks)")
                parser.abortParsing()
                return
            }
            let node = XMLNode(name: name, attributes: attributes, line: parser.lineNumber)
            if let top = stack.last { top.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let top = stack.last, top.name == "string", top.text.count < XMLTreeReader.maximumText else { return }
            top.text += string.prefix(XMLTreeReader.maximumText - top.text.count)
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            nil
        }

        // Foundation's parser on Linux may return true from parse() after an error: the error
        // is taken from here.
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if failure == nil {
                failure = Failure(line: parser.lineNumber, message: "malformed XML: " + XMLTreeReader.describe((parseError as NSError).code))
            }
        }
    }
}
