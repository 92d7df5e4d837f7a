import Foundation

/// `audit --format sarif`: a SARIF 2.1.0 log (OASIS's Static Analysis Results Interchange
/// Format, which GitHub code scanning and IDEs read) of one run: one rule per kind of finding
/// with its help, and one result per reported group with its level, message, the file and
/// region where it is fixed, and a fingerprint that survives edits (``AuditFindingKey``).
/// Typed, and written with sorted keys: the same findings are the same bytes.
public struct AuditSARIF: Encodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    struct Run: Encodable, Sendable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    /// The run itself, with what it says about its own inputs (a baseline that applies to nothing).
    struct Invocation: Encodable, Sendable {
        var executionSuccessful = true
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable, Sendable {
        var level: String
        var message: Message
        var locations: [NotificationLocation]
    }

    /// A notification's place: a file, no region.
    struct NotificationLocation: Encodable, Sendable { var physicalLocation: PhysicalLocation }

    /// A warning or note about one of the run's own input files (`--baseline`), which a code
    /// scanning upload shows beside the results.
    public struct Notice: Sendable {
        /// `warning` or `note`.
        public var level: String
        public var file: String
        public var message: String

        /// A notice about `file`.
        public init(level: String, file: String, message: String) {
            self.level = level
            self.file = file
            self.message = message
        }
    }

    struct Tool: Encodable, Sendable { var driver: Driver }

    struct Driver: Encodable, Sendable {
        var name = "animlayout"
        var version: String
        var informationUri = "https://github.com/animlayout/animlayout"
        var rules: [Rule]
    }

    struct Message: Encodable, Sendable { var text: String }

    struct Rule: Encodable, Sendable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable, Sendable { var level: String }

    struct Result: Encodable, Sendable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable, Sendable {
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]
    }

    struct PhysicalLocation: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable, Sendable { var uri: String }

    struct Region: Encodable, Sendable {
        var startLine: Int
        var startColumn: Int?
    }

    struct LogicalLocation: Encodable, Sendable {
        var name: String
        var fullyQualifiedName: String
        var kind = "element"
    }

    /// The log of `entries`, written by animlayout `version`, with `notices` about its inputs.
    public init(_ entries: [AuditReportEntry], version: String, notices: [Notice] = []) {
        let rules = AuditRule.all.map { rule in
            Rule(id: rule.kind.rawValue, name: rule.pascalName, shortDescription: Message(text: rule.summary),
                 fullDescription: Message(text: rule.summary), help: Message(text: rule.help),
                 defaultConfiguration: Configuration(level: "warning"))
        }
        let results = entries.map { entry in
            let element = entry.key.elements.first ?? entry.key.scene
            return Result(ruleId: entry.key.kind, ruleIndex: rules.firstIndex { $0.id == entry.key.kind } ?? 0, level: entry.level.rawValue,
                          message: Message(text: entry.message),
                          locations: [Location(physicalLocation: PhysicalLocation(
                                                   artifactLocation: ArtifactLocation(uri: Self.uri(entry.file)),
                                                   region: entry.line.map { Region(startLine: $0, startColumn: entry.column) }),
                                               logicalLocations: [LogicalLocation(name: element, fullyQualifiedName: entry.key.scene + "/" + element)])],
                          partialFingerprints: ["animlayoutFinding/v1": entry.key.fingerprint])
        }
        let notifications = notices.map { notice in
            Notification(level: notice.level, message: Message(text: notice.message),
                         locations: [NotificationLocation(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: Self.uri(notice.file)),
                                                                                       region: nil))])
        }
        runs = [Run(tool: Tool(driver: Driver(version: version, rules: rules)),
                    invocations: [Invocation(toolExecutionNotifications: notifications)], results: results)]
    }

    /// A path as a relative URI reference (`/` separators, characters a URI cannot hold
    /// percent-encoded); an absolute path as a `file://` URI.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// The log as pretty JSON with sorted keys, ending in a newline.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}

/// `audit --format github`: GitHub Actions' workflow commands, one per reported group
/// (`::warning file=Main.storyboard,line=214,col=21,title=text-clipped::…`), which a pull
/// request shows as annotations on those lines.
public enum AuditGitHubAnnotations {
    /// The commands for `entries`, one per line.
    public static func lines(_ entries: [AuditReportEntry]) -> [String] {
        entries.map { entry in
            line(entry.level.rawValue, file: entry.file, line: entry.line, column: entry.column,
                 title: "animlayout " + entry.key.kind, message: entry.message)
        }
    }

    /// One command: `command` is `error`, `warning` or `notice`; the annotation is on `file`
    /// (at `line` and `column` when given).
    public static func line(_ command: String, file: String, line: Int? = nil, column: Int? = nil, title: String,
                            message: String) -> String {
        var properties = ["file=" + property(file)]
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + property(title))
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// A command's message: `%`, CR and LF escaped, as the runner unescapes them.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: also `:` and `,` escaped.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
