import Foundation
import Testing
import AnimLayout
@testable import AnimText

/// A scene's fonts: `font-file`s registered, missing or unreadable ones and unknown families
/// reported where they are written.
@Suite("AnimText: a scene's fonts")
struct TextSetupTests {
    static func scene(_ source: String, in folder: URL) throws -> Scene {
        let file = folder.appendingPathComponent("s.states").path
        return try #require(StatesCompiler.compile(source: source, file: file).scene)
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animtext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func messages(_ result: Result<TextSystem, TextSetup.Failure>) -> [String] {
        guard case .failure(.scene(let d)) = result else { return [] }
        return d.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): \($0.message)" }
    }

    @Test("a font file beside the scene adds its family; the shipped fonts stay")
    func registers() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // DejaVu Sans is not shipped (setup installs it for the tool's own labels).
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                         toPath: folder.appendingPathComponent("Brand.ttf").path)
        let scene = try Self.scene("font-file \"Brand.ttf\"\ncanvas 100x100\nlabel t \"Hi\" { font \"DejaVu Sans\" 13 }", in: folder)
        let system = try TextSetup.load(scene).get()
        #expect(system.library.families().isSuperset(of: ["DejaVu Sans", "Inter"]))
        #expect(system.fontFile(for: FontSpec(family: "DejaVu Sans", size: 13))?.hasSuffix("/Brand.ttf") == true)
    }

    @Test("a missing font file, a file that is not a font, an unknown family: located errors")
    func errors() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Self.scene("font-file \"fonts/Nope.otf\"\ncanvas 100x100", in: folder)
        #expect(Self.messages(TextSetup.load(missing)) == [
            "1:1: no such font file 'fonts/Nope.otf' (looked for \(folder.path)/fonts/Nope.otf); font-file paths are relative to the scene's folder"])
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Corrupt.ttf"))
        let corrupt = try Self.scene("canvas 100x100\nfont-file \"Corrupt.ttf\"", in: folder)
        #expect(Self.messages(TextSetup.load(corrupt)) == [
            "2:1: 'Corrupt.ttf' is not a font file fontconfig can read (TrueType, OpenType or a collection)"])
        let unknown = try Self.scene("canvas 100x100\nlabel t \"Hi\" { font \"Intr\" 13 }", in: folder)
        let message = try #require(Self.messages(TextSetup.load(unknown)).first)
        #expect(message.hasPrefix("2:16: unknown font family 'Intr'; did you mean 'Inter'? (families: "))
    }
}
