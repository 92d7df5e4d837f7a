import AnimLayout
import Foundation

/// Where every element was in each picture a render wrote, kept beside the pictures by
/// `render --verify` and `--record` (`layouts.json` in the scene folder), so that a later
/// verify can say which elements moved, grew or faded between the references and the new
/// render, in points, rather than only where pixels changed. Keyed by output (a state's file
/// stem, an animation's stem), a layout per frame.
public struct RecordedLayouts: Codable, Equatable, Sendable {
    /// One element in one frame: its frame in root coordinates (points) and its opacity.
    public struct Placement: Codable, Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var alpha: Double
    }

    /// The file's name in a scene folder.
    public static let fileName = "layouts.json"

    /// One output: its canvas (points) and the elements of each frame, by id.
    public struct Output: Codable, Hashable, Sendable {
        public var width: Double
        public var height: Double
        public var frames: [[String: Placement]]
    }

    /// By output stem (`left`, `left-to-center`, `tour`).
    public var outputs: [String: Output]

    /// The layouts of everything `plan` renders.
    init(plan: RenderPlan) {
        var outputs: [String: Output] = [:]
        let size = plan.environment.size
        for still in plan.states {
            outputs[still.stem] = Output(width: size.width, height: size.height, frames: [Self.placements(still.frame)])
        }
        for animation in plan.animations {
            let frames = (0..<animation.frames.count).map { Self.placements(animation.frames.frame($0)) }
            outputs[animation.stem] = Output(width: size.width, height: size.height, frames: frames)
        }
        self.outputs = outputs
    }

    /// These layouts over `earlier` ones (renders of other sizes into the same folder).
    func merged(over earlier: RecordedLayouts?) -> RecordedLayouts {
        guard let earlier else { return self }
        return RecordedLayouts(outputs: earlier.outputs.merging(outputs) { _, new in new })
    }

    init(outputs: [String: Output]) { self.outputs = outputs }

    /// The drawn elements of `frame`, to a hundredth of a point (guides' `.safe` and
    /// `.margins` rectangles and hidden elements left out).
    static func placements(_ frame: RenderFrame) -> [String: Placement] {
        var out: [String: Placement] = [:]
        for (id, element) in frame.elements where !id.contains(".") && id != "root" && !element.hidden {
            func r(_ v: Double) -> Double { (v * 100).rounded() / 100 }
            out[id] = Placement(x: r(element.rect.x), y: r(element.rect.y), width: r(element.rect.width), height: r(element.rect.height),
                                alpha: (element.alpha * 1000).rounded() / 1000)
        }
        return out
    }

    /// The file's bytes: sorted keys, so the same layouts are the same bytes.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(self))
    }

    /// The layouts kept in `folder`; nil when there are none (references recorded by an
    /// earlier version) or they cannot be read.
    public static func read(in folder: URL) -> RecordedLayouts? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)) else { return nil }
        return try? JSONDecoder().decode(RecordedLayouts.self, from: data)
    }

    /// The output and frame a file of the scene folder shows: `left.png` → (`left`, nil),
    /// `left-to-center/frame-0003.png` → (`left-to-center`, 3), `tour.gif` → (`tour`, nil).
    static func output(of file: String) -> (stem: String, frame: Int?) {
        if let slash = file.lastIndex(of: "/") {
            let name = file[file.index(after: slash)...]
            let digits = name.dropFirst("frame-".count).prefix { $0.isNumber }
            if name.hasPrefix("frame-"), let n = Int(digits) { return (String(file[..<slash]), n) }
        }
        guard let dot = file.lastIndex(of: ".") else { return (file, nil) }
        return (String(file[..<dot]), nil)
    }
}
