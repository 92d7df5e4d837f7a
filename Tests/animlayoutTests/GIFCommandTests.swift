import Foundation
import Testing

/// `--format gif` end to end, read back by FFmpeg (an independent decoder, installed by
/// scripts/setup.sh): drawn at `--scale`, 60 fps kept playable (no frame under 2 cs), the
/// total time kept, and the end state within the quality's PSNR of `render --state`'s PNG.
@Suite struct GIFCommandTests {
    /// Runs ffmpeg or ffprobe (quiet but for errors); stdout.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = ["-v", "error"] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// Every frame of an image file as RGB bytes, decoded by ffmpeg.
    static func rgbFrames(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
        let data = [UInt8](try run("ffmpeg", ["-i", path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        let size = width * height * 3
        return stride(from: 0, to: data.count - size + 1, by: size).map { Array(data[$0..<($0 + size)]) }
    }

    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0.0
        for (x, y) in zip(a, b) { let e = Double(Int(x) - Int(y)); sum += e * e }
        let mse = sum / Double(max(1, a.count))
        return mse == 0 ? 100 : 10 * log10(255 * 255 / mse)
    }

    @Test func sixtyFramesASecondAtScaleTwo() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "States/card-expanding.states", "--transition", "collapsed->expanded", "--format", "gif",
                             "--fps", "60", "--gif-quality", "80", "--out", dir.path], in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        let s = try CLI.run(["render", "States/card-expanding.states", "--state", "expanded", "--format", "png", "--out", dir.path],
                            in: CommandTests.root)
        #expect(s.status == 0, "\(s.stderr)")
        let folder = dir.appendingPathComponent("card-expanding")
        let gif = folder.appendingPathComponent("collapsed-to-expanded.gif").path
        let size = String(decoding: try Self.run("ffprobe", ["-show_entries", "stream=width,height", "-of", "csv=p=0", gif]), as: UTF8.self)
        #expect(size.trimmingCharacters(in: .whitespacesAndNewlines) == "780,1688")
        // Packet durations in seconds: none under 2 cs, adding up to the transition and its rest.
        let durations = String(decoding: try Self.run("ffprobe", ["-show_entries", "packet=duration_time", "-of", "csv=p=0", gif]), as: UTF8.self)
            .split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        #expect(durations.count > 10)
        #expect(durations.allSatisfy { $0 >= 0.0199 }, "\(durations)")
        #expect(abs(durations.reduce(0, +) - (0.35 + 0.5)) < 0.015, "\(durations.reduce(0, +)) s")
        // The last frame shows the end state: within quality 80's floor (64 dB) of the state's PNG.
        let last = try #require(try Self.rgbFrames(gif, width: 780, height: 1688).last)
        let png = try #require(try Self.rgbFrames(folder.appendingPathComponent("expanded.png").path, width: 780, height: 1688).first)
        #expect(Self.psnr(last, png) >= 64, "\(Self.psnr(last, png)) dB")
    }

    @Test func qualityOutsideItsRangeIsAUsageError() throws {
        for bad in ["0", "101"] {
            let r = try CLI.run(["render", "States/card-expanding.states", "--gif-quality", bad], in: CommandTests.root)
            #expect(r.status == 64)
            #expect(r.stderr.contains("--gif-quality must be between 1 and 100, not \(bad)"), "\(r.stderr)")
        }
    }
}
