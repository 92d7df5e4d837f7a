import Testing
import Foundation

/// `animlayout fonts`: the shipped files, each with a SHA-256 that `sha256sum` agrees with.
@Suite("CLI: fonts")
struct FontsCommandTests {
    @Test("--json lists the seven shipped files with family, weight, slant and a sha256 equal to sha256sum's")
    func json() throws {
        let result = try CLI.run(["fonts", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let fonts = try #require(object?["fonts"] as? [[String: Any]])
        #expect(fonts.compactMap { ($0["path"] as? String).map { ($0 as NSString).lastPathComponent } } == [
            "InterVariable.ttf", "InterVariable-Italic.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
            "NotoSansDevanagari-Regular.ttf", "DroidSansFallback.ttf", "NotoColorEmoji.ttf"])
        #expect(fonts[0]["family"] as? String == "Inter" && fonts[0]["weight"] as? String == "100-900")
        #expect(fonts[0]["italic"] as? Bool == false && fonts[1]["italic"] as? Bool == true)
        for font in fonts {
            let path = try #require(font["path"] as? String)
            let sum = Process()
            sum.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            sum.arguments = [path]
            let out = Pipe()
            sum.standardOutput = out
            try sum.run()
            let line = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            sum.waitUntilExit()
            #expect(line.split(separator: " ").first.map(String.init) == font["sha256"] as? String, "\(path)")
        }
    }

    @Test("the table names every file; ANIMLAYOUT_FONTS naming a missing folder falls back to the build's copy")
    func table() throws {
        let result = try CLI.run(["fonts"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Noto Color Emoji") && result.stdout.contains("InterVariable.ttf"))
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["fonts"]
        var env = ProcessInfo.processInfo.environment
        env["ANIMLAYOUT_FONTS"] = "/nonexistent-fonts"
        process.environment = env
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // The folder named by ANIMLAYOUT_FONTS is only a first choice: the build's copy still serves.
        #expect(process.terminationStatus == 0, "\(message)")
    }

    /// Runs the tool with `ANIMLAYOUT_FONTS` set to `fonts`.
    static func run(_ arguments: [String], fonts: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["ANIMLAYOUT_FONTS"] = fonts
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    @Test("fonts are read only when text needs them: with unreadable fonts a scene of plain views still solves, text is an error")
    func readWhenNeeded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["InterVariable.ttf", "InterVariable-Italic.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                     "NotoSansDevanagari-Regular.ttf", "DroidSansFallback.ttf", "NotoColorEmoji.ttf"] {
            try Data("not a font".utf8).write(to: folder.appendingPathComponent(name))
        }
        let plain = folder.appendingPathComponent("plain.states")
        try "canvas 200x100\nview a { color red }\na.leading == root.leading + 8\na.top == root.top + 8\na.width == 50\na.height == 20\nswitch s\ns.trailing == root.trailing - 8\ns.top == root.top + 8\n"
            .write(to: plain, atomically: true, encoding: .utf8)
        let text = folder.appendingPathComponent("text.states")
        try "canvas 200x100\nlabel t \"Hi\"\nt.leading == root.leading + 8\nt.top == root.top + 8\n".write(to: text, atomically: true, encoding: .utf8)

        // The same frames as with the real fonts: the broken files were never read.
        let broken = try Self.run(["solve", "--json", plain.path], fonts: folder.path)
        let real = try CLI.run(["solve", "--json", plain.path])
        #expect(broken.status == 0, "\(broken.stderr)")
        #expect(real.status == 0 && broken.stdout == real.stdout)

        let withText = try Self.run(["solve", text.path], fonts: folder.path)
        #expect(withText.status == 74)
        #expect(withText.stderr.contains("InterVariable.ttf: not a font file fontconfig can read"), "\(withText.stderr)")
        let fonts = try Self.run(["fonts"], fonts: folder.path)
        #expect(fonts.status == 74 && fonts.stderr.contains("not a font file"), "\(fonts.stderr)")
    }
}
