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

    /// The accepted findings, for looking findings up.
    public var accepted: AcceptedFindings { AcceptedFindings(findings) }

    /// The entries no finding of `found` matches (as ``AcceptedFindings`` matches them).
    public func unmatched(by found: [AuditFindingKey]) -> [AuditFindingKey] {
        let objects = Set(found.compactMap(AcceptedFindings.ObjectKey.init))
        let names = Set(found.map(AcceptedFindings.named))
        return findings.filter { entry in
            AcceptedFindings.ObjectKey(entry).map { !objects.contains($0) } ?? !names.contains(AcceptedFindings.named(entry))
        }
    }

    /// Reads a baseline; the error says what is wrong with the file. Its files are named as
    /// this run names them (``AuditFindingKey/normalized(file:)``: one written by `audit
    /// $PWD/App` matches `audit App`).
    public static func read(_ data: Data) throws -> AuditBaseline {
        var baseline = try JSONDecoder().decode(AuditBaseline.self, from: data)
        guard baseline.version == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "baseline version \(baseline.version); this animlayout reads version 1"))
        }
        for k in baseline.findings.indices { baseline.findings[k].file = AuditFindingKey.normalized(file: baseline.findings[k].file) }
        return baseline
    }

    /// The file's text: pretty, sorted, ending in a newline (a reviewable diff when it changes).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}

/// A baseline's findings as a lookup. An entry with Interface Builder object ids matches a
/// finding about the same objects (in the same file, of the same kind), whatever the import
/// names them now; one without (a `.states` scene's, or a baseline written before object ids)
/// matches by scene and element names.
public struct AcceptedFindings: Sendable {
    struct ObjectKey: Hashable {
        var file: String, objects: [String], kind: String

        /// The key of a finding or entry with object ids; nil without.
        init?(_ key: AuditFindingKey) {
            guard let objects = key.objects else { return nil }
            (file, self.objects, kind) = (key.file, objects, key.kind)
        }
    }
    private var byName: Set<AuditFindingKey> = []
    private var byObjects: Set<ObjectKey> = []

    /// Nothing accepted.
    public init() {}

    /// The lookup of `keys`.
    public init(_ keys: [AuditFindingKey]) {
        for key in keys {
            if let objectKey = ObjectKey(key) { byObjects.insert(objectKey) } else { byName.insert(Self.named(key)) }
        }
    }

    /// Whether `key`'s finding is accepted.
    public func contains(_ key: AuditFindingKey) -> Bool {
        if let objectKey = ObjectKey(key), byObjects.contains(objectKey) { return true }
        return byName.contains(Self.named(key))
    }

    /// The key without its object ids.
    static func named(_ key: AuditFindingKey) -> AuditFindingKey {
        AuditFindingKey(file: key.file, scene: key.scene, elements: key.elements, kind: key.kind)
    }
}
