import Foundation
import Testing

/// `import`'s warnings as a person reads them: in the file's line order, each message once.
@Suite("CLI: import's warnings")
struct ImportWarningsTests {
    @Test("the same warning on several views is printed once, at its first line, naming the others; lines in order")
    func groupedInLineOrder() throws {
        let odd = #"<color key="textColor" systemColor="madeUpColor"/>"#
        let labels = AuditImportedFileTests.label("a-1", y: 100, odd) + AuditImportedFileTests.label("b-1", y: 200, odd)
        let xib = AuditImportedFileTests.xib(root: "", labels,
                                             AuditImportedFileTests.pinned("a-1", y: 100) + AuditImportedFileTests.pinned("b-1", y: 200))
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try xib.write(to: dir.appendingPathComponent("Odd.xib"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["import", "Odd.xib", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("madeUpColor") }
        #expect(warnings.count == 1 && warnings[0].contains("(also line "), "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").compactMap { line -> Int? in
            let parts = line.split(separator: ":")
            return parts.count > 2 && parts[0].hasSuffix("Odd.xib") ? Int(parts[1]) : nil
        }
        #expect(lines == lines.sorted(), "\(r.stderr)")
    }
}
