import Foundation
import Testing

/// Issue 14's bad input: image files and drawing values that cannot be used are located errors
/// from `check` (exit 65), never a crash, a hang or unbounded memory.
@Suite("Device style: bad input", .serialized)
struct DeviceInputTests {
    /// Writes `scene` (after a canvas line) and `files` into a fresh folder, runs `check`, and
    /// returns the result.
    static func check(_ scene: String, files: [String: Data] = [:]) throws -> CLI.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animlayout-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ("canvas 390x844\n" + scene + "\n").write(to: folder.appendingPathComponent("s.states"), atomically: true, encoding: .utf8)
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        return try CLI.run(["check", "s.states"], in: folder)
    }

    /// A PNG signature and IHDR chunk claiming `width` x `height`, with no pixel data.
    static func header(_ width: UInt32, _ height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    static let cases: [(scene: String, files: [String: Data], message: String, location: String)] = [
        ("image a \"missing.png\"", [:], "image 'missing.png' does not exist", "s.states:2:9"),
        ("image a \"empty.png\"", ["empty.png": Data()], "is empty (0 bytes)", "s.states:2:9"),
        ("image a \"notes.png\"", ["notes.png": Data("not a picture".utf8)], "is not a PNG file", "s.states:2:9"),
        ("image a \"huge.png\"", ["huge.png": header(20_000, 20_000)], "is 20000x20000 pixels; images are limited to 4096", "s.states:2:9"),
        ("image a \"cut.png\"", ["cut.png": header(10, 10)], "cannot be decoded as a PNG", "s.states:2:9"),
        ("button b \"Go\" { configuration fancy }", [:], "unknown button configuration 'fancy'", "s.states:2:31"),
        ("view v { color blurple }", [:], "unknown colour 'blurple'", "s.states:2:16"),
        ("view v { corner -4 }", [:], "corner radius cannot be negative", "s.states:2:17"),
        ("view v { border -1 red }", [:], "a border width must be between 0 and 1000 points", "s.states:2:17"),
        ("view v { shadow(radius: 1000000000) }", [:], "the shadow's radius must be between -10000 and 10000", "s.states:2:25"),
        ("view v { shadow(radius: 500) }", [:], "a shadow radius must be between 0 and 200 points", "s.states:2:25"),
        ("segmented s \"A\" \"B\" { selected 2 }", [:], "'s' has 2 segments: 'selected' must be 0…1", "s.states:2:32"),
        ("switch t { value 0.5 }", [:], "'value' applies only to sliders and progress views", "s.states:2:12"),
        ("view v\nstate s { on v }", [:], "'on' does not apply to 'v', a view", "s.states:3:11"),
        ("size dark 390x844 appearance dim", [:], "unknown appearance 'dim'", "s.states:2:30"),
    ]

    @Test("each bad image file or drawing value is a located error with exit 65", arguments: 0..<cases.count)
    func badInput(_ index: Int) throws {
        let c = Self.cases[index]
        let r = try Self.check(c.scene, files: c.files)
        #expect(r.status == 65, "\(c.scene): \(r.stderr)")
        #expect(r.stderr.contains(c.message), "\(c.scene): \(r.stderr)")
        #expect(r.stderr.contains(c.location), "\(c.scene): \(r.stderr)")
    }

    @Test("a good PNG, system colours by either spelling and dark sizes check cleanly")
    func goodInput() throws {
        let png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="))
        let r = try Self.check("""
            size night 390x844 appearance dark
            image a "dot@3x.png" { content-mode aspect-fill; clips; corner 4 }
            label l "Hi" { text-color secondaryLabel; color systemGray6; shadow(y: 1, radius: 2, opacity: 0.3); border 0.5 separator }
            button b "Go" { configuration filled; tint systemPink }
            a.top == root.top; a.leading == root.leading
            l.top == a.bottom; l.leading == root.leading
            b.top == l.bottom; b.leading == root.leading
            state s { color l red; text-color l label; corner l 8 }
            """, files: ["dot@3x.png": png])
        #expect(r.status == 0, "\(r.stderr)")
    }
}
