import AnimRender
import AnimText
import ArgumentParser
import Foundation
import SystemPackage

/// `animlayout fonts [--json]`.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the font files text is measured and drawn with.",
        discussion: """
        The tool ships its fonts and uses no other (the machine's fonts never
        change its output): Inter as the system font, and Noto and Droid fallbacks
        for Arabic, Hebrew, Devanagari, CJK and emoji. Each file is listed with its
        family, weight (a range for a variable font), slant, path and SHA-256.

        Examples:
          animlayout fonts
          animlayout fonts --json
        """
    )

    @OptionGroup var output: JSONOption

    func run() throws {
        let library: FontLibrary
        do {
            library = try FontLibrary.shipped()
            try library.prepare()
        } catch {
            printError("error: \(error)")
            throw ExitCode(74)
        }
        let files = library.files()
        if output.json {
            let list = JSONValue.array(files.map { f in
                .object([("family", .string(f.family)), ("weight", .string(f.weight)), ("italic", .bool(f.italic)),
                         ("path", .string(f.path)), ("sha256", .string(f.sha256))])
            })
            print(JSONValue.object([("fonts", list)]).pretty(), terminator: "")
            return
        }
        let rows = files.map { [$0.family, $0.weight, $0.italic ? "italic" : "", FilePath($0.path).lastComponent?.string ?? $0.path, $0.sha256] }
        let header = ["family", "weight", "style", "file", "sha256"]
        let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
        for row in [header] + rows {
            print(row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
            }.joined(separator: "  "))
        }
        if let folder = files.first.map({ FilePath($0.path).removingLastComponent().string }) {
            print("\nfolder: \(folder)")
        }
    }
}
