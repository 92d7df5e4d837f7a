import Foundation
import Testing

/// `animlayout import X.swift` end to end: the program reads Swift through the Swift reader,
/// `libAnimSwiftImport.so`, which it loads beside itself or from `../lib/animlayout`, and says
/// how to get it when it is in neither.
@Suite struct SwiftImportCommandTests {
    static let sources = CommandTests.root.appendingPathComponent("Tests/AnimSwiftImportTests/SwiftSources")
    static let library = CLI.binary.deletingLastPathComponent().appendingPathComponent("libAnimSwiftImport.so")

    @Test func theProgramHoldsNoSwiftSyntaxAndTheLibraryHoldsItWithItsEntryPoints() throws {
        // Mangled names start with the module's, as its length and name (`11SwiftSyntax`).
        let program = try Data(contentsOf: CLI.binary), library = try Data(contentsOf: Self.library)
        for module in ["11SwiftSyntax", "11SwiftParser", "14SwiftOperators"] {
            #expect(program.range(of: Data(module.utf8)) == nil, "the program holds \(module)")
            #expect(library.range(of: Data(module.utf8)) != nil, "the library lacks \(module)")
        }
        for entry in ["animlayout_swift_import_version", "animlayout_swift_import_run", "animlayout_swift_import_free"] {
            #expect(library.range(of: Data((entry + "\u{0}").utf8)) != nil, "no \(entry)")
        }
    }

    @Test func aSwiftFileAndAStoryboardWithItsCodeAreImportedThroughTheLibrary() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let swift = dir.appendingPathComponent("DetailsView.swift")
        try FileManager.default.copyItem(at: Self.sources.appendingPathComponent("DetailsView.swift.txt"), to: swift)
        let out = dir.appendingPathComponent("scenes").path
        let r = try CLI.run(["import", swift.path, "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let scene = (out as NSString).appendingPathComponent("Details.states")
        #expect(r.stdout.contains(scene), "\(r.stdout)")
        #expect(try String(contentsOfFile: scene, encoding: .utf8).contains("state expand"))
        #expect(try CLI.run(["check", scene]).status == 0)
        // A storyboard with its controller's code: the scene gets the code's states.
        let examples = CommandTests.root.appendingPathComponent("Examples")
        let both = try CLI.run(["import", examples.appendingPathComponent("Card.storyboard").path,
                                examples.appendingPathComponent("CardViewController.swift").path, "--out", out])
        #expect(both.status == 0, "\(both.stderr)")
        let card = try String(contentsOfFile: (out as NSString).appendingPathComponent("Card.states"), encoding: .utf8)
        #expect(card.contains("state compact {") && card.contains("constant boxHeight 200"), "\(card)")
    }

    @Test func imagePathsAreRewrittenForTheScenesFolder() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let code = dir.appendingPathComponent("code").path, out = dir.appendingPathComponent("a/b").path
        let export = try CLI.run(["export", "swift", "States/controls-gallery.states", "--out", code], in: CommandTests.root)
        #expect(export.status == 0, "\(export.stderr)")
        let r = try CLI.run(["import", (code as NSString).appendingPathComponent("ControlsGalleryView.swift"), "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: (out as NSString).appendingPathComponent("ControlsGallery.states"), encoding: .utf8)
        // The image's path, relative to the scene's folder, names the bundled picture.
        let path = try #require(text.split(separator: "\"").first { $0.hasSuffix("mountain@2x.png") })
        let resolved = URL(fileURLWithPath: out, isDirectory: true).appendingPathComponent(String(path)).standardizedFileURL
        #expect(!path.hasPrefix("/") && resolved == CommandTests.root.appendingPathComponent("States/assets/mountain@2x.png").standardizedFileURL,
                "\(path)")
    }

    /// The program (a hard link, else a copy) in `bin/` of a folder of its own, with the
    /// library in `lib/animlayout/` (as `make install` lays them out) or nowhere.
    static func installed(withLibrary: Bool) throws -> (program: URL, folder: URL) {
        let folder = try CommandTests.temporaryDirectory()
        let bin = folder.appendingPathComponent("bin"), lib = folder.appendingPathComponent("lib/animlayout")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        func place(_ file: URL, in target: URL) throws {
            let destination = target.appendingPathComponent(file.lastPathComponent)
            do { try FileManager.default.linkItem(at: file, to: destination) } catch { try FileManager.default.copyItem(at: file, to: destination) }
        }
        try place(CLI.binary, in: bin)
        if withLibrary {
            try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
            try place(Self.library, in: lib)
        }
        return (bin.appendingPathComponent(CLI.binary.lastPathComponent), folder)
    }

    @Test func anInstalledProgramFindsTheLibraryInLibOrSaysHowToGetIt() throws {
        let swift = Self.sources.appendingPathComponent("TilesView.swift.txt")
        for withLibrary in [true, false] {
            let (program, folder) = try Self.installed(withLibrary: withLibrary)
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.copyItem(at: swift, to: folder.appendingPathComponent("TilesView.swift"))
            let r = try CLIProcess.run(program, ["import", "TilesView.swift", "--out", "scenes"], in: folder, timeout: 60)
            if withLibrary {
                #expect(r.status == 0 && FileManager.default.fileExists(atPath: folder.appendingPathComponent("scenes/Tiles.states").path), "\(r)")
                continue
            }
            // One line that says how to get the library; nothing written; exit 74 (as a file that cannot be read).
            #expect(r.status == 74 && !r.signalled, "\(r)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(r.stderr.contains("make swift-import") && r.stderr.contains("make install") && r.stderr.contains("libAnimSwiftImport.so"),
                    "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("scenes").path))
            // Storyboards and XIBs do not need it.
            let xib = try CLIProcess.run(program, ["import", CommandTests.root.appendingPathComponent("Examples/LoginView.xib").path, "--out", "scenes"],
                                         in: folder, timeout: 60)
            #expect(xib.status == 0, "\(xib)")
        }
    }
}
