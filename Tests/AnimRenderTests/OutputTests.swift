import Testing
import Foundation
@testable import AnimRender

@Suite("Output folders and names")
struct OutputTests {
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-out-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func contents(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    @Test("a successful build appears whole at the target; nothing else is left beside it")
    func success() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("scene")
        try OutputFolder.build(at: target) { folder in
            try folder.write([1, 2, 3], to: "state.png")
            try folder.write([4], to: "a-to-b/frame-0000.png")
        }
        #expect(contents(parent) == ["scene"])
        #expect(contents(target) == ["a-to-b", "manifest.json", "state.png"])
        #expect(FileManager.default.contents(atPath: target.appendingPathComponent("a-to-b/frame-0000.png").path) == Data([4]))
        // Rebuilding replaces the folder.
        try OutputFolder.build(at: target) { try $0.write([9], to: "other.png") }
        #expect(contents(parent) == ["scene"])
        #expect(contents(target) == ["manifest.json", "other.png"])
    }

    @Test("a failed build writes nothing and leaves an existing folder untouched")
    func failure() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("scene")
        #expect(throws: RenderError.self) {
            try OutputFolder.build(at: target) { folder in
                try folder.write([1], to: "state.png")
                throw RenderError("boom")
            }
        }
        #expect(contents(parent) == [])
        try OutputFolder.build(at: target) { try $0.write([1], to: "keep.png") }
        #expect(throws: RenderError.self) {
            try OutputFolder.build(at: target) { folder in
                try folder.write([2], to: "new.png")
                throw RenderError("boom")
            }
        }
        #expect(contents(parent) == ["scene"])
        #expect(contents(target) == ["keep.png", "manifest.json"])
    }

    /// A folder `scene` in `parent` holding an earlier render's `old.png`, and a render of
    /// `new.png` about to replace it.
    static func replacing(in parent: URL) throws -> (target: URL, folder: OutputFolder) {
        let target = parent.appendingPathComponent("scene")
        try OutputFolder.build(at: target) { try $0.write([1], to: "old.png") }
        let folder = try OutputFolder(target: target)
        try folder.write([2], to: "new.png")
        return (target, folder)
    }

    @Test("D12: previous output that cannot be removed is reported, not left silently; the new output is in place")
    func undeletableOldOutput() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (target, folder) = try Self.replacing(in: parent)
        folder.removeOld = { _ in throw RenderError("Operation not permitted") }
        try folder.commit()
        #expect(contents(target) == ["manifest.json", "new.png"])
        #expect(folder.warnings.count == 1)
        let warning = try #require(folder.warnings.first)
        #expect(warning.contains("could not remove the previous output, left at '\(folder.staging.path)'"))
        #expect(warning.contains("Operation not permitted"))
        #expect(contents(folder.staging) == ["manifest.json", "old.png"])
    }

    @Test("a file put in the folder after the check and before the swap is kept where it was, with the previous output, and stops the render")
    func strangerBeforeSwap() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (target, folder) = try Self.replacing(in: parent)
        folder.beforeSwap = { try? Data([7]).write(to: target.appendingPathComponent("notes.txt")) }
        #expect {
            try folder.commit()
        } throws: { error in
            (error as? OutputConflictError)?.path == target.appendingPathComponent("notes.txt").path
        }
        folder.discard()
        #expect(contents(target) == ["manifest.json", "notes.txt", "old.png"])
        #expect(contents(parent) == ["scene"])
    }

    @Test("D11: an existing folder without animlayout's manifest is refused before anything is written")
    func foreignTarget() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("scene")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data([7]).write(to: target.appendingPathComponent("mine.txt"))
        #expect(throws: OutputConflictError.self) { try OutputFolder(target: target) }
        // A manifest that is not animlayout's does not make it ours.
        try Data(#"{"files": ["mine.txt"]}"#.utf8).write(to: target.appendingPathComponent("manifest.json"))
        #expect(throws: OutputConflictError.self) { try OutputFolder(target: target) }
        #expect(contents(parent) == ["scene"])
        #expect(contents(target) == ["manifest.json", "mine.txt"])
    }

    @Test("unsafe relative paths are refused")
    func unsafePaths() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try OutputFolder(target: parent.appendingPathComponent("scene"))
        for bad in ["../x.png", "a/../../x", "", "/etc/x", ".hidden", "a//b", "a\\b"] {
            #expect(throws: RenderError.self, "\(bad)") { try folder.write([1], to: bad) }
        }
        folder.discard()
        #expect(contents(parent) == [])
    }

    @Test("sanitised names never contain a slash, never start with a dot, and stay distinct")
    func sanitise() throws {
        let ids = ["../../etc/passwd", "..", ".", "", "a/b", "a_b", "a%2Fb", ".hidden", "café", "x y", "-ok_1.2",
                   String(repeating: "é", count: 300), String(repeating: "é", count: 301), "*"]
        let names = ids.map(FileNames.sanitize)
        for name in names {
            #expect(!name.contains("/") && !name.contains("\\") && !name.hasPrefix(".") && !name.isEmpty)
            #expect(name != "." && name != "..")
            #expect(name.utf8.count <= FileNames.maximumLength)
        }
        #expect(Set(names).count == ids.count)
        #expect(FileNames.sanitize("-ok_1.2") == "-ok_1.2")
        #expect(FileNames.sanitize("a/b") == "a%2Fb")
        #expect(FileNames.sanitize("..") == "%2E.")
        #expect(FileNames.sanitize("café") == "caf%C3%A9")
        #expect(FileNames.transition(from: "*", to: "right") == "%2A-to-right")
        #expect(FileNames.frame(7) == "frame-0007" && FileNames.frame(12345) == "frame-12345")
        // Written through an output folder, every such name lands directly inside it.
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("out")
        try OutputFolder.build(at: target) { folder in
            for name in names { try folder.write([0], to: name + ".png") }
        }
        #expect(contents(parent) == ["out"])
        #expect(contents(target).count == ids.count + 1)   // and manifest.json
    }

    @Test("progress bar text; the bar stays silent when disabled")
    func progress() {
        #expect(TerminalProgressBar.line(label: "png", done: 15, total: 60, width: 8) == "png ██░░░░░░ 15/60")
        #expect(TerminalProgressBar.line(label: "gif", done: 0, total: 0, width: 4) == "gif ████ 0/0")
        let bar = TerminalProgressBar(enabled: false)
        bar.begin("x", total: 3)
        bar.advance(by: 5)
        bar.end()
    }

    @Test("files written by parallel workers are listed in the order given, after the others")
    func arrange() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(at: parent) }
        try OutputFolder.build(at: parent.appendingPathComponent("scene")) { folder in
            _ = try ParallelMap.map(count: 6) { i in try folder.write([UInt8(i)], to: "f\(i).png") }
            try folder.write([9], to: "early.png")
            folder.arrange(["f5.png", "f0.png", "f3.png", "missing.png", "f1.png", "f2.png", "f4.png"])
            #expect(folder.files == ["early.png", "f5.png", "f0.png", "f3.png", "f1.png", "f2.png", "f4.png"])
        }
    }

    /// Records what a reporter is told.
    final class RecordingProgress: ProgressReporter, @unchecked Sendable {
        var events: [String] = []
        func begin(_ label: String, total: Int) { events.append("begin \(label) \(total)") }
        func advance(by count: Int) { events.append("+\(count)") }
        func end() { events.append("end") }
    }

    @Test("tasks running at once reach a one-task reporter as one task that ends with the last")
    func sharedProgress() {
        let inner = RecordingProgress()
        let shared = SharedProgress(inner)
        shared.begin("a", total: 3)
        shared.advance(by: 2)
        shared.begin("b", total: 4)
        shared.advance(by: 1)
        shared.end()
        shared.advance(by: 4)
        shared.end()
        #expect(inner.events == ["begin a 3", "+2", "begin b 7", "+2", "+1", "+4", "end"])
    }

    @Test("streams share one memory budget: a stream gets what is left, at least one frame, and gives it back")
    func frameBudget() throws {
        let budget = FrameStream.budget, cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        #expect(FrameStream.window(bytesPerFrame: 1) == min(cores, 8))
        #expect(FrameStream.window(bytesPerFrame: budget / 4, reserved: budget - budget / 4) == 1)
        #expect(FrameStream.window(bytesPerFrame: budget / 4, reserved: budget) == 1)
        #expect(FrameStream.window(bytesPerFrame: 2 * budget) == 1)
        // Two streams at once never hold more than the budget plus one frame each.
        let pool = FramePool(budget: budget), peak = Locked(0)
        _ = try ParallelMap.map(count: 2) { _ in
            try FrameStream.run(count: 12, bytesPerFrame: budget / 2, pool: pool, produce: { i in
                peak.withLock { $0 = max($0, pool.reservedBytes) }
                return i
            }, consume: { _, _ in })
        }
        #expect(peak.withLock { $0 } <= budget + budget / 2 * 2)
        #expect(peak.withLock { $0 } > 0)
        #expect(pool.reservedBytes == 0)
    }
}

@Suite("Frame streams")
struct FrameStreamTests {
    @Test("a stream running alone draws the next batch while one is consumed, and still consumes every value once, in order")
    func drawsAhead() throws {
        let pool = FramePool(budget: 1 << 30)
        let window = FrameStream.window(bytesPerFrame: 1)
        let nextBatchStarted = DispatchSemaphore(value: 0)
        let consumed = Locked<[Int]>([])
        var waited = DispatchTimeoutResult.timedOut
        try FrameStream.run(count: 4 * window, bytesPerFrame: 1, pool: pool, produce: { i in
            if i == window { nextBatchStarted.signal() }
            return i * i
        }, consume: { i, value in
            // The first batch's consumer waits for the second batch to start being drawn: it
            // is, meanwhile, on another thread (at most 10 s).
            if i == 0 { waited = nextBatchStarted.wait(timeout: .now() + 10) }
            #expect(value == i * i)
            consumed.withLock { $0.append(i) }
        })
        #expect(waited == .success)
        #expect(consumed.withLock { $0 } == Array(0..<(4 * window)))
        #expect(pool.reservedBytes == 0 && pool.streams == 0)
    }

    @Test("the batch drawn ahead lets go of the stream's produce before the stream ends (withoutActuallyEscaping traps otherwise), run after run")
    func producerReleased() throws {
        let window = FrameStream.window(bytesPerFrame: 1)
        for run in 0..<300 {
            let pool = FramePool(budget: 1 << 30)
            var sum = 0
            try FrameStream.run(count: 3 * window, bytesPerFrame: 1, pool: pool, produce: { $0 + run }, consume: { _, value in sum += value })
            #expect(sum == (0..<(3 * window)).reduce(0) { $0 + $1 + run })
        }
    }

    @Test("an error drawing the batch ahead comes after the batch before it is consumed; the budget is given back")
    func errorAhead() throws {
        let pool = FramePool(budget: 1 << 30)
        let window = FrameStream.window(bytesPerFrame: 1)
        let consumed = Locked<[Int]>([])
        #expect(throws: RenderError.self) {
            try FrameStream.run(count: 3 * window, bytesPerFrame: 1, pool: pool, produce: { i in
                if i == window { throw RenderError("frame \(i)") }
                return i
            }, consume: { i, _ in consumed.withLock { $0.append(i) } })
        }
        #expect(consumed.withLock { $0 } == Array(0..<window))
        #expect(pool.reservedBytes == 0 && pool.streams == 0)
    }
}

@Suite("Encoded frames")
struct EncodedFramesTests {
    @Test("a frame drawn again is encoded once; another frame is encoded; the cache keeps at most its capacity")
    func encodedOnce() throws {
        let cache = EncodedFrames()
        let count = Locked(0)
        func encode(_ frame: RenderFrame) -> [UInt8] {
            count.withLock { $0 += 1 }
            return [UInt8(truncatingIfNeeded: Int(frame.elements.values.map(\.rect.x).reduce(0, +)))]
        }
        let a = Fixtures.phoneFrame(t: 0), b = Fixtures.phoneFrame(t: 1)
        #expect(a != b)
        let first = try cache.bytes(of: a, encode: encode)
        #expect(try cache.bytes(of: Fixtures.phoneFrame(t: 0), encode: encode) == first)
        #expect(count.withLock { $0 } == 1)
        _ = try cache.bytes(of: b, encode: encode)
        #expect(count.withLock { $0 } == 2)
        // A caption makes another picture.
        _ = try cache.bytes(of: Fixtures.phoneFrame(t: 0, caption: Caption(title: "x")), encode: encode)
        #expect(count.withLock { $0 } == 3)
        // Large files push the oldest out.
        let big = [UInt8](repeating: 7, count: EncodedFrames.capacity / 4)
        for t in stride(from: 0.1, through: 0.5, by: 0.1) { _ = try cache.bytes(of: Fixtures.phoneFrame(t: t)) { _ in big } }
        _ = try cache.bytes(of: a, encode: encode)
        #expect(count.withLock { $0 } == 4)
    }
}
