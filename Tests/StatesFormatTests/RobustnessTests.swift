import Foundation
import Testing
@testable import StatesFormat

/// Bad input ends in diagnostics, never a crash or a hang.
@Suite("Pathological input")
struct RobustnessTests {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test("invalid UTF-8 is a diagnostic at its location, and the rest is still checked")
    func invalidUTF8() {
        let input = bytes("canvas 100x100\nview a\n") + [0xC3, 0xFF, 0xFE] + bytes(" b\nview a\n")
        let r = StatesCompiler.compile(source: input, file: "t.states")
        let errs = r.diagnostics.filter { $0.severity == .error }
        #expect(errs.first?.message == "invalid UTF-8 byte sequence")
        #expect(errs.first?.range?.start == SourceLocation(file: "t.states", line: 3, column: 1))
        #expect(errs.contains { $0.message == "duplicate element id 'a'" })
        #expect(r.scene == nil)
        // Invalid bytes inside comments and strings are reported too.
        let inComment = StatesCompiler.compile(source: bytes("canvas 100x100 # ") + [0xFE] + bytes("\n"), file: "t.states")
        #expect(inComment.diagnostics.map(\.message) == ["invalid UTF-8 byte sequence"])
        let inString = StatesCompiler.compile(source: bytes("canvas 100x100\nlabel l \"") + [0x80] + bytes("\"\n"), file: "t.states")
        #expect(inString.diagnostics.map(\.message) == ["invalid UTF-8 byte sequence"])
        #expect(!DiagnosticRenderer(source: input).render(r.diagnostics).isEmpty)
    }

    @Test("NUL and control characters")
    func controlCharacters() {
        let r = StatesCompiler.compile(source: bytes("canvas 100x100\n") + [0, 0, 1, 0x7F] + bytes("\n"), file: "t.states")
        #expect(r.diagnostics.map(\.message) == ["unexpected characters"])
        #expect(DiagnosticRenderer(source: bytes("canvas 100x100\n") + [0]).render(r.diagnostics).contains("\u{FFFD}"))
    }

    @Test("a line of a megabyte")
    func longLine() {
        let long = String(repeating: "a.width == b.width; ", count: 10_000)
        let r = compile("canvas 100x100\nview a\nview b\n" + long + "\n")
        #expect(!r.hasErrors)
        #expect(r.scene?.constraints.count == 10_000)
        #expect(r.scene?.constraints.last?.id == "t.states:4#10000")
        let junk = compile("canvas 100x100\n" + String(repeating: "$", count: 1_000_000))
        #expect(junk.diagnostics.map(\.message) == ["unexpected characters"])
    }

    @Test("10,000 nested blocks and parentheses end in a depth diagnostic")
    func deepNesting() {
        let blocks = "canvas 100x100\n" + String(repeating: "view v {\n", count: 10_000) + String(repeating: "}\n", count: 10_000)
        let r = compile(blocks)
        #expect(r.diagnostics.contains { $0.message == "blocks nested too deeply (more than 64 levels)" })
        let parens = "canvas 100x100\nview a\nk: a.width == 1\nstate s { constant k " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + " }\n"
        #expect(compile(parens).diagnostics.contains { $0.message == "expression nested too deeply (more than 64 levels)" })
        let minus = "canvas 100x100\nview a\nk: a.width == 1\nstate s { constant k " + String(repeating: "-", count: 10_000) + "1 }\n"
        #expect(compile(minus).diagnostics.contains { $0.message == "expression nested too deeply (more than 64 levels)" })
        let lists = "canvas 100x100 " + String(repeating: "(", count: 10_000) + "\n"
        #expect(compile(lists).diagnostics.contains { $0.message.hasPrefix("parentheses nested too deeply") })
        let braces = String(repeating: "{", count: 10_000) + String(repeating: "}", count: 5_000)
        #expect(compile(braces).hasErrors)
    }

    @Test("numbers too large are diagnostics, never infinity")
    func hugeNumbers() {
        let r = compile("canvas 100x100\nview a\na.width == 1" + String(repeating: "0", count: 400) + "\n")
        #expect(r.diagnostics.map(\.message) == ["number out of range"])
        #expect(compile("canvas 1e400x1\n").hasErrors)
        #expect(compile("canvas 100x100\nview a\na.width == 10000000000000\n").diagnostics.map(\.message) == ["number out of range"])
    }

    @Test("too many problems are capped with a final note")
    func cap() {
        let r = compile("canvas 100x100\n" + String(repeating: "nope\n", count: 1000))
        #expect(r.diagnostics.count == StatesCompiler.maxDiagnostics + 1)
        #expect(r.diagnostics.last?.message == "900 more diagnostics not shown")
    }

    /// `Fuzz/corpus` and `Fuzz/crashers` next to the package root.
    static func fuzzFiles() -> [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Fuzz/corpus", "Fuzz/crashers", "Fuzz/seeds"] {
            let dir = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            files += names.sorted().filter { !$0.hasPrefix(".") && $0 != "README.md" }.map { dir.appendingPathComponent($0) }
        }
        return files
    }

    @Test("every fuzz corpus file and crasher compiles without crashing, and the scene/error invariant holds")
    func fuzzCorpus() throws {
        let files = Self.fuzzFiles()
        #expect(files.count > 10)
        for url in files {
            let data = try Data(contentsOf: url)
            let input = [UInt8](data)
            let r = StatesCompiler.compile(source: input, file: "fuzz.states")
            #expect(r.hasErrors == (r.scene == nil), "\(url.lastPathComponent)")
            _ = DiagnosticRenderer(source: input).render(r.diagnostics)
        }
    }
}
