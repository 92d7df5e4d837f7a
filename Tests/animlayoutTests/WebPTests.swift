import Foundation
import Testing

/// `--format webp`: an animated WebP that an independent reader (`webpinfo`, libwebp's own
/// inspector, installed by scripts/setup.sh) accepts, with the canvas at `--scale`, the loop,
/// and frames whose durations add up to the animation's.
@Suite struct WebPTests {
    static func webpinfo(_ path: String) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/webpinfo")
        process.arguments = [path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(arguments: [nil, 80] as [Int?])
    func aTransitionAsAnimatedWebP(quality: Int?) throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var args = ["render", "States/position-priority.states", "--transition", "left->center", "--format", "webp", "--scale", "1",
                    "--out", dir.path]
        if let quality { args += ["--webp-quality", String(quality)] }
        let r = try CLI.run(args, in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        let file = dir.appendingPathComponent("position-priority/left-to-center.webp").path
        let (status, info) = try Self.webpinfo(file)
        #expect(status == 0, "\(info)")
        #expect(info.contains("Animation: 1"))
        #expect(info.contains("Canvas size 390 x 844"), "\(info)")
        #expect(info.contains("Loop count      : 0"))
        // The manifest's frames and duration: the WebP's frame durations add up to the GIF delays'.
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("position-priority/manifest.json"))) as? [String: Any]
        let transition = try #require((manifest?["transitions"] as? [[String: Any]])?.first)
        #expect(transition["webp"] as? String == "left-to-center.webp")
        let durations = info.split(separator: "\n").compactMap { line -> Int? in
            guard line.contains("Duration:") else { return nil }
            return Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        }
        let frames = try #require((transition["frames"] as? [Any])?.count)
        #expect(!durations.isEmpty && durations.count <= frames)
        let total = durations.reduce(0, +)
        let expected = try #require(transition["duration"] as? Double)
        // Centisecond delays, as the GIF's; the last frame rests 0.5 s on the end state.
        #expect(abs(Double(total) / 1000 - (expected + 0.5)) < 0.05, "\(total) ms for \(expected) s")
    }
}
