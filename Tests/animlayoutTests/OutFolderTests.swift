import Foundation
import Testing

/// Every command that writes, with `--out` typed the way people type it: each run either writes
/// where it says or exits 64/73/74 with a line naming the folder, and never ends by a signal.
extension HeavyCLITests {
@Suite("CLI: output folders as people type them")
struct OutFolderTests {
    /// A command that writes, its arguments before `--out`, its default folder, and a file (a
    /// suffix of a path relative to the output folder) that a successful run must leave there.
    struct Writer: CustomStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var defaultOut: String
        var promised: String
        var description: String { name }
    }

    static let writers: [Writer] = [
        Writer(name: "render", arguments: ["render", "States/position-priority.states", "--state", "left"],
               defaultOut: "output", promised: "position-priority/left.png"),
        Writer(name: "review", arguments: ["review", "States/position-priority.states", "--scale", "1", "--fps", "10"],
               defaultOut: "output", promised: "position-priority/review/index.html"),
        Writer(name: "import", arguments: ["import", "Examples/Card.storyboard"],
               defaultOut: ".", promised: "Card.states"),
        Writer(name: "export", arguments: ["export", "swift", "States/position-priority.states"],
               defaultOut: ".", promised: ".swift"),
        Writer(name: "play", arguments: ["play", "States/card-expanding.states", "--events", "tap card, wait 0.1", "--format", "png", "--fps", "10"],
               defaultOut: "output", promised: ".png"),
        Writer(name: "compare", arguments: ["compare", "States/position-priority.states", "States/position-constant-full.states", "--fps", "10"],
               defaultOut: "output", promised: ".png"),
    ]

    /// `--out` values; `nil` is no `--out` at all. "ABS" becomes an absolute path in the scratch
    /// area, "FILE/out" goes through a file.
    static let outs: [String?] = [".", "./", "./o", "o", "o/", "ü", "a b", "../x", "ABS", "FILE/out", "",
                                  String(repeating: "n", count: 255), nil]

    @Test("each writer with each --out", arguments: writers)
    func everyFolder(writer: Writer) throws {
        for out in Self.outs {
            let (root, scratch) = try CLIProcess.scratchRepository()
            defer { try? FileManager.default.removeItem(at: scratch) }
            try Data("not a folder\n".utf8).write(to: root.appendingPathComponent("FILE"))
            var typed = out
            if out == "ABS" { typed = scratch.appendingPathComponent("abs/out").path }
            let before = Set(CLIProcess.files(under: scratch))
            let r = try CLIProcess.run(CLI.binary, writer.arguments + (typed.map { ["--out", $0] } ?? []), in: root, timeout: 120)
            let label = "\(writer.name) --out \(typed.map { "'\($0)'" } ?? "(none)")"
            #expect(!r.signalled && !r.timedOut && !r.runtimeTrap, "\(label): \(r)")
            let given = typed ?? writer.defaultOut
            let folder = URL(fileURLWithPath: given.hasPrefix("/") ? given : root.path + "/" + given).standardizedFileURL
            switch out {
            case "FILE/out", "":
                #expect(r.status == 64, "\(label): \(r)")
                let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
                #expect(first.contains("error:") && first.contains(out == "" ? "--out" : "FILE/out"), "\(label): \(r)")
            default:
                if r.status == 0 {
                    let written = CLIProcess.files(under: folder)
                    #expect(written.contains { $0.hasSuffix(writer.promised) }, "\(label): nothing ending in \(writer.promised) in \(folder.path): \(written.prefix(3))")
                    // Nothing written anywhere else in the scratch area.
                    let outside = Set(CLIProcess.files(under: scratch)).subtracting(before).filter {
                        !scratch.appendingPathComponent($0).standardizedFileURL.path.hasPrefix(folder.path + "/")
                    }
                    #expect(outside.isEmpty, "\(label): wrote outside \(folder.path): \(outside.sorted().prefix(3))")
                } else {
                    #expect([73, 74].contains(r.status), "\(label): \(r)")
                    #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(typed ?? writer.defaultOut), "\(label): \(r)")
                }
            }
        }
    }
}
}
