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
}
