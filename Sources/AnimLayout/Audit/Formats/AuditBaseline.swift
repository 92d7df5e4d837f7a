import Foundation

/// `audit --baseline FILE` and `--write-baseline FILE`: the findings a team has accepted, as
/// SwiftLint, detekt and Android Lint keep them — keyed by file, scene, elements and kind
/// (``AuditFindingKey``), never by line or coordinates, so that moving a view or editing other
/// lines keeps an entry. `--strict` then fails only on findings not in it.
public struct AuditBaseline: Codable, Equatable, Sendable {
    /// The file's format, for a later version to read or refuse.
    public var version = 1
    /// The accepted findings, sorted.
    public var findings: [AuditFindingKey]

    /// A baseline of `keys` (duplicates dropped, sorted).
    public init(_ keys: [AuditFindingKey]) {
        findings = Array(Set(keys)).sorted()
    }

    /// The accepted findings as a set, for looking findings up.
    public var keys: Set<AuditFindingKey> { Set(findings) }

    /// Reads a baseline; the error says what is wrong with the file.
    public static func read(_ data: Data) throws -> AuditBaseline {
        let baseline = try JSONDecoder().decode(AuditBaseline.self, from: data)
        guard baseline.version == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "baseline version \(baseline.version); this animlayout reads version 1"))
        }
        return baseline
    }

    /// The file's text: pretty, sorted, ending in a newline (a reviewable diff when it changes).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
