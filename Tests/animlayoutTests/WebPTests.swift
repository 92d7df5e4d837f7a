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

/// `--format mp4`: H.264 in MP4 that ffprobe (FFmpeg's own reader, installed by
/// scripts/setup.sh) reads: yuv420p, an odd canvas padded to even, the index first, and a
/// duration that includes the hold at the end.
@Suite struct MP4Tests {
    static func ffprobe(_ arguments: [String]) throws -> String {
        String(decoding: try GIFCommandTests.run("ffprobe", arguments), as: UTF8.self)
    }

    @Test func anOddCanvasAsH264() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 390x844 at scale 0.5: 195 pixels wide, odd.
        let r = try CLI.run(["render", "States/card-expanding.states", "--transition", "collapsed->expanded", "--format", "mp4",
                             "--scale", "0.5", "--out", dir.path], in: CommandTests.root)
        #expect(r.status == 0, "\(r.stderr)")
        let folder = dir.appendingPathComponent("card-expanding")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mp4") }.sorted()
        let first = try #require(files.first)
        let path = folder.appendingPathComponent(first).path
        let stream = try Self.ffprobe(["-show_entries", "stream=codec_name,width,height,pix_fmt,nb_frames", "-of", "default=nw=1", path])
        #expect(stream.contains("codec_name=h264") && stream.contains("pix_fmt=yuv420p"), "\(stream)")
        #expect(stream.contains("width=196") && stream.contains("height=422"), "\(stream)")
        // +faststart: the index (moov) before the media (mdat).
        let head = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(64)
        #expect(String(decoding: head.dropFirst(36).prefix(4), as: UTF8.self) == "moov")
        // The manifest's duration plus the half-second rest on the end state, as the GIF's.
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any]
        let entry = try #require((manifest?["transitions"] as? [[String: Any]])?.first { ($0["mp4"] as? String) == first })
        let duration = try #require(entry["duration"] as? Double)
        let probed = Double(try Self.ffprobe(["-show_entries", "format=duration", "-of", "default=nw=1:nk=1", path])
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(abs(probed - (duration + 0.5)) < 0.05, "\(probed) s for \(duration) s")
        let frames = Int(stream.split(separator: "\n").first { $0.hasPrefix("nb_frames=") }?.dropFirst("nb_frames=".count) ?? "") ?? 0
        #expect(frames > 0 && frames <= (entry["frames"] as? [Any])?.count ?? 0)
    }

    /// The same MP4 bytes on every run. Before the allocator filled what it hands out (see
    /// `AllocatorTuning.fillAllocations`), the encoder read a few bytes it had not written, and
    /// two renders of press-and-follow's animations differed in most runs.
    @Test func sameBytesEveryRun() throws {
        var runs: [[String: Data]] = []
        for _ in 0..<3 {
            let dir = try CommandTests.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let r = try CLI.run(["render", "States/press-and-follow.states", "--format", "mp4", "--scale", "0.5", "--out", dir.path],
                                in: CommandTests.root)
            #expect(r.status == 0, "\(r.stderr)")
            let folder = dir.appendingPathComponent("press-and-follow")
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mp4") {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            runs.append(files)
        }
        #expect(runs[0].count >= 4)
        for run in runs.dropFirst() {
            #expect(run.keys.sorted() == runs[0].keys.sorted())
            for (name, bytes) in run { #expect(bytes == runs[0][name], "\(name) differs between runs") }
        }
    }

    /// FFmpeg's libraries (and the hundred they bring in) are loaded when an MP4 is written,
    /// not when the program starts: the executable does not link them.
    @Test func ffmpegIsNotLinked() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [CLI.binary.path]
        let out = Pipe()
        ldd.standardOutput = out
        try ldd.run()
        let linked = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(linked.contains("libcairo"), "\(linked)")
        for library in ["libavcodec", "libavformat", "libswscale", "libavutil", "libx264"] {
            #expect(!linked.contains(library), "\(library) is linked")
        }
    }
}

/// Bad input for the animation formats: a canvas too large to draw is a located error before
/// anything is drawn; a one-frame animation is a correct one-frame file.
@Suite struct AnimationFormatLimitTests {
    @Test(arguments: ["webp", "mp4"])
    func aHugeCanvasIsALocatedError(format: String) throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("huge.states")
        try "canvas 16000x16000\nview a { color red }\na.top == root.top\na.leading == root.leading\nw: a.width == 10\na.height == 10\nstate s1\nstate s2 { constant w 50 }\ntransition s1 -> s2 { duration 0.1 }\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", scene.path, "--format", format, "--out", dir.appendingPathComponent("out").path])
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("huge.states:1:1"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/huge").path))
    }

    @Test func aOneFrameAnimationWithAnOddCanvas() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("one.states")
        try "canvas 101x51\nview a { color red }\na.top == root.top\na.leading == root.leading\nw: a.width == 10\na.height == 10\nstate s1\nstate s2 { constant w 50 }\ntransition s1 -> s2 { duration 0 }\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", scene.path, "--transition", "s1->s2", "--format", "webp,mp4", "--scale", "1", "--out", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let mp4 = try MP4Tests.ffprobe(["-show_entries", "stream=width,height,nb_frames", "-of", "default=nw=1", dir.appendingPathComponent("one/s1-to-s2.mp4").path])
        #expect(mp4.contains("width=102") && mp4.contains("height=52") && mp4.contains("nb_frames=1"), "\(mp4)")
        let (status, info) = try WebPTests.webpinfo(dir.appendingPathComponent("one/s1-to-s2.webp").path)
        // One frame: libwebp writes a still image (VP8L), which every WebP reader shows.
        #expect(status == 0 && info.contains("Width: 101") && info.contains("Height: 51"), "\(info)")
    }
}
