import Foundation

/// `render --verify DIR`: one scene's freshly rendered folder compared file by file with its
/// references in `DIR/<scene-id>/`. Files are compared as bytes; with a tolerance, pictures
/// whose bytes differ (PNG; GIF, WebP and MP4 frame by frame) are decoded and compared pixel by
/// pixel. SVG, Lottie JSON and the manifest are compared as bytes. A reference with no rendered file
/// is `missing`, a rendered file with no reference is `extra`; both are mismatches.
public struct ReferenceCheck: Sendable {
    /// One file's verdict.
    public struct Result: Sendable, Hashable {
        public enum Outcome: String, Sendable, Hashable, CaseIterable { case match, differs, missing, extra }
        /// The path relative to the scene folder (`left.png`, `left-to-center/frame-0003.png`).
        public var file: String
        public var outcome: Outcome
        /// What differs, for a person (`412 pixels (0.03%) beyond 0 levels, up to 255; in 8…`).
        public var detail: String
        /// For a picture that differs: the frame shown, and the report's image names
        /// (expected, actual, difference) relative to the report folder.
        public var frame: Int?
        public var images: [String] = []
        /// What moved between the reference's layout and the render's (``RecordedLayouts``),
        /// when both folders keep their layouts.
        public var moves: LayoutMoves?
        /// The pictured frame's size in pixels (pictures only).
        public var pixels: (width: Int, height: Int)?

        public static func == (a: Result, b: Result) -> Bool {
            a.file == b.file && a.outcome == b.outcome && a.detail == b.detail && a.frame == b.frame && a.images == b.images && a.moves == b.moves
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(file)
            hasher.combine(outcome)
            hasher.combine(detail)
        }
    }

    /// The scene folder's name (the scene id, made safe).
    public let scene: String
    public private(set) var results: [Result] = []
    /// Whether the references keep their layouts (recorded by a version that names moves).
    public private(set) var referencesHaveLayouts = false

    /// The mismatches, in file order.
    public var mismatches: [Result] { results.filter { $0.outcome != .match } }

    /// Compares `actual` (a rendered scene folder) with `reference` (the same scene's folder of
    /// references); pictures of mismatches go to `pictures` (at most `pictureLimit` of them).
    public init(scene: String, actual: URL, reference: URL, tolerance: VerifyTolerance,
                pictures: VerifyPictures? = nil) throws {
        self.scene = scene
        let skipped: Set<String> = [RecordedLayouts.fileName]
        let rendered = try Self.files(in: actual).filter { !skipped.contains($0) }
        let expected = try Self.files(in: reference).filter { !skipped.contains($0) }
        let layouts = (expected: RecordedLayouts.read(in: reference), actual: RecordedLayouts.read(in: actual))
        referencesHaveLayouts = layouts.expected != nil
        for file in Set(rendered).union(expected).sorted(by: Self.order) {
            let a = actual.appendingPathComponent(file), e = reference.appendingPathComponent(file)
            guard expected.contains(file) else {
                results.append(Result(file: file, outcome: .extra, detail: "rendered, but there is no reference (record it with --record)"))
                continue
            }
            guard rendered.contains(file) else {
                results.append(Result(file: file, outcome: .missing, detail: "a reference the render no longer writes"))
                continue
            }
            var result = try Self.compare(file, actual: a, expected: e, tolerance: tolerance, scene: scene, pictures: pictures)
            if result.outcome == .differs, let before = layouts.expected, let after = layouts.actual {
                result.explain(Self.moves(of: file, frame: result.frame, before, after))
            }
            results.append(result)
        }
    }

    /// What moved in `file` between two recorded layouts: in the frame pictured when something
    /// moved there, else in the frame that moved most; nil when either lacks the file's output.
    static func moves(of file: String, frame: Int?, _ before: RecordedLayouts, _ after: RecordedLayouts) -> LayoutMoves? {
        let output = RecordedLayouts.output(of: file)
        guard let e = before.outputs[output.stem], let a = after.outputs[output.stem] else { return nil }
        if let only = output.frame ?? frame {
            let there = LayoutMoves.between(e, a, frame: only)
            if !there.isEmpty || output.frame != nil { return there }
        }
        return LayoutMoves.between(e, a)
    }

    /// The folder's own files first (states, animations, sheets), then the frames in folders; by name.
    static func order(_ a: String, _ b: String) -> Bool {
        let nestedA = a.contains("/"), nestedB = b.contains("/")
        if nestedA != nestedB { return !nestedA }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Every regular file under `folder`, relative to it ("" components skipped); none when the
    /// folder does not exist.
    static func files(in folder: URL) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: []) else {
            throw RenderError("cannot list '\(folder.path)'")
        }
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var out: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            out.append(String(path.dropFirst(base.count + 1)))
        }
        return out
    }

    /// One file present on both sides.
    static func compare(_ file: String, actual: URL, expected: URL, tolerance: VerifyTolerance,
                        scene: String, pictures: VerifyPictures?) throws -> Result {
        let a = try Data(contentsOf: actual), e = try Data(contentsOf: expected)
        if a == e { return Result(file: file, outcome: .match, detail: "") }
        guard let expectedFrames = try? DecodedFrames.decode(expected.path), let actualFrames = try DecodedFrames.decode(actual.path) else {
            return Result(file: file, outcome: .differs, detail: Self.byteDifference(a, e, file: file))
        }
        guard expectedFrames.count == actualFrames.count else {
            return Result(file: file, outcome: .differs, detail: "\(actualFrames.count) frames rendered, \(expectedFrames.count) in the reference")
        }
        // The worst frame decides; the first frame over the tolerance is the one pictured.
        var worst: (index: Int, comparison: PixelComparison)?
        for (i, pair) in zip(expectedFrames, actualFrames).enumerated() {
            guard pair.0.width == pair.1.width, pair.0.height == pair.1.height else {
                return Result(file: file, outcome: .differs,
                              detail: "\(pair.1.width)×\(pair.1.height) pixels rendered, \(pair.0.width)×\(pair.0.height) in the reference"
                                + (expectedFrames.count > 1 ? " (frame \(i))" : ""))
            }
            let c = PixelComparison(expected: pair.0, actual: pair.1, delta: tolerance.channelDelta)
            if worst == nil || c.fraction > (worst?.comparison.fraction ?? 0) { worst = (i, c) }
        }
        guard let worst else { return Result(file: file, outcome: .match, detail: "") }
        let c = worst.comparison
        let within = c.changed == 0 || (tolerance.comparesPixels && c.fraction <= tolerance.changedFraction)
        if within {
            let note = c.changed == 0 && c.maximumDelta == 0 ? "same pixels, other bytes" : "within the tolerance"
            return Result(file: file, outcome: .match, detail: note)
        }
        var detail = "\(c.changed) pixel\(c.changed == 1 ? "" : "s") (\(formatPercent(c.fraction))) differ by more than \(tolerance.channelDelta) level\(tolerance.channelDelta == 1 ? "" : "s"), up to \(c.maximumDelta)"
        if let box = c.box { detail += ", within x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1)" }
        if expectedFrames.count > 1 { detail += " (frame \(worst.index) of \(expectedFrames.count))" }
        var result = Result(file: file, outcome: .differs, detail: detail)
        result.pixels = (actualFrames[worst.index].width, actualFrames[worst.index].height)
        if expectedFrames.count > 1 { result.frame = worst.index }
        if let pictures {
            result.images = try pictures.add(scene: scene, file: file, expected: expectedFrames[worst.index],
                                             actual: actualFrames[worst.index], delta: tolerance.channelDelta)
        }
        return result
    }

    /// Where two files that are not pictures first differ (a line for text, a byte otherwise).
    static func byteDifference(_ a: Data, _ e: Data, file: String) -> String {
        let x = [UInt8](a), y = [UInt8](e)
        let first = (0..<min(x.count, y.count)).first { x[$0] != y[$0] } ?? min(x.count, y.count)
        let textual = ["svg", "json", "html"].contains(URL(fileURLWithPath: file).pathExtension.lowercased())
        if textual {
            let line = x[..<first].filter { $0 == 0x0A }.count + 1
            return "differs from line \(line) on (\(x.count) bytes rendered, \(y.count) in the reference)"
        }
        return "differs from byte \(first) on (\(x.count) bytes rendered, \(y.count) in the reference)"
    }
}

extension ReferenceCheck.Result {
    /// Puts what moved (or that nothing did) first in the detail: a person reads which
    /// elements changed, by how much, before where pixels differ.
    mutating func explain(_ moves: LayoutMoves?) {
        guard let moves else { return }
        self.moves = moves
        if moves.isEmpty {
            let gif = file.lowercased().hasSuffix(".gif")
            detail = "no element moved, resized or faded" + (gif ? " (a difference of colours, palette or dither)" : " (a difference in how they are drawn)") + "; " + detail
        } else {
            detail = moves.summary + "; " + detail
        }
    }
}
