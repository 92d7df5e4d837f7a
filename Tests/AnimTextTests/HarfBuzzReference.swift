import Foundation
@testable import AnimText

/// HarfBuzz's own command-line shaper (`hb-shape`, Debian `libharfbuzz-bin`): an independent
/// reference for advance widths (HarfBuzz directly, without Pango, fontconfig or our code).
enum HarfBuzzReference {
    /// The sum of the advances of `text` shaped with `file` at `size` points and the given
    /// variation axes, and the number of glyphs. Fails the test (nil) when hb-shape is missing.
    static func shape(_ text: String, file: String, size: Double, variations: [String: Double]) -> (width: Double, glyphs: Int)? {
        // A scale of size × 1024 keeps advances exact to 1/1024 pt, as Pango's units.
        let scale = Int((size * 1024).rounded())
        let axes = variations.keys.sorted().map { "\($0)=\(variations[$0] ?? 0)" }.joined(separator: ",")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = ["--font-size=\(scale)", "--output-format=json", "--no-glyph-names"]
            + (axes.isEmpty ? [] : ["--variations=\(axes)"]) + [file, "--", text]
        let out = Pipe()
        process.standardOutput = out
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let glyphs = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return nil }
        let advance = glyphs.reduce(0) { $0 + (($1["ax"] as? Int) ?? 0) }
        return (Double(advance) / 1024, glyphs.count)
    }

    /// The shipped font file for the system font, roman or italic.
    static func systemFile(italic: Bool) throws -> String {
        try FontLibrary.shippedFolder().appendingPathComponent(italic ? "InterVariable-Italic.ttf" : "InterVariable.ttf").path
    }
}
