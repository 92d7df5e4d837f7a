/// The `solve` command's output for one layout: the JSON the README shows, or a readable table.
public struct LayoutReport: Sendable {
    public let layout: Layout
    /// The font file each text's font is set from (for `texts`), when known.
    public let fontFiles: [FontSpec: String]
    /// The family that stands in for the system font, when known.
    public let systemFamily: String?
    /// The unrounded frames, when `layout`'s are snapped to the pixel grid (`"exact"`).
    public let exactFrames: [String: Rect]?

    /// Creates a report; `fontFile` names the file a font is set from (nil: unknown).
    public init(_ layout: Layout, exact: [String: Rect]? = nil, systemFamily: String? = nil,
                fontFile: (FontSpec) -> String? = { _ in nil }) {
        self.layout = layout
        self.exactFrames = exact
        self.systemFamily = systemFamily
        var files: [FontSpec: String] = [:]
        for text in layout.texts.values where files[text.font] == nil {
            files[text.font] = fontFile(text.font)
        }
        self.fontFiles = files
    }

    /// `{"scene", "state", "size", "canvas", "frames", "hidden", "broken", "conflicts", "ambiguous"}`,
    /// and `"texts"` when elements show text.
    public var json: JSONValue {
        let frames: [(String, JSONValue)] = layout.order.compactMap { id in
            layout.frames[id].map { (id, $0.json) }
        }
        return .object([
            ("scene", .string(layout.scene)),
            ("state", .string(layout.state)),
            ("size", .string(layout.environment)),
            ("canvas", .object([("width", .number(layout.canvas.width)), ("height", .number(layout.canvas.height))])),
            ("frames", .object(frames)),
            ("hidden", .array(layout.hidden.map { .string($0) })),
            ("broken", .array(layout.broken.map { b in
                var pairs: [(String, JSONValue)] = [("constraint", .string(b.constraint)), ("priority", .number(Double(b.priority))),
                                                    ("error", .number(b.error))]
                if let r = b.range { pairs.append(("location", .string(r.start.description))) }
                return .object(pairs)
            })),
            ("conflicts", .array(layout.conflicts.map { c in
                .object([("constraints", .array(c.constraints.map { .string($0) })),
                         ("locations", .array(c.ranges.map { $0.map { .string($0.start.description) } ?? .null })),
                         ("broken", .string(c.broken))])
            })),
            ("ambiguous", .array(layout.ambiguous.map { a in
                .object([("element", .string(a.element)), ("attributes", .array(a.attributes.map { .string($0) }))])
            })),
        ] + exactJSON + (layout.texts.isEmpty ? [] : [("texts", textsJSON)]))
    }

    /// `"exact"`: every frame as solved, before snapping to the pixel grid.
    var exactJSON: [(String, JSONValue)] {
        guard let exact = exactFrames else { return [] }
        return [("exact", .object(layout.order.compactMap { id in exact[id].map { (id, $0.json) } }))]
    }

    /// `{"ID": {"font": {"family", "weight", "size", "italic", "file"}, "lines", "firstBaseline", "lastBaseline"}}`,
    /// in element order.
    var textsJSON: JSONValue {
        .object(layout.order.compactMap { id in
            guard let t = layout.texts[id] else { return nil }
            var font: [(String, JSONValue)] = [("family", .string(t.font.family ?? systemFamily ?? "system")),
                                              ("weight", .number(Double(t.font.weight))),
                                              ("size", .number(t.font.size)), ("italic", .bool(t.font.italic))]
            if let file = fontFiles[t.font] { font.append(("file", .string(file))) }
            return (id, .object([("font", .object(font)), ("lines", .number(Double(t.lines))),
                                 ("firstBaseline", .number(t.firstBaseline)), ("lastBaseline", .number(t.lastBaseline))]))
        })
    }

    /// A readable table of frames followed by the layout's problems.
    public var table: String {
        let env = "\(layout.environment) (\(format(layout.canvas.width))x\(format(layout.canvas.height)))"
        var lines = ["scene \(layout.scene), state \(layout.state), size \(env)", ""]
        let ids = layout.order.filter { layout.frames[$0] != nil }
        let width = max(7, ids.map(\.count).max() ?? 0)
        func pad(_ s: String, _ n: Int, right: Bool = true) -> String {
            let fill = String(repeating: " ", count: max(0, n - s.count))
            return right ? fill + s : s + fill
        }
        lines.append(pad("element", width, right: false) + pad("x", 10) + pad("y", 10) + pad("width", 10) + pad("height", 10) + "  ")
        let hidden = Set(layout.hidden)
        for id in ids {
            guard let f = layout.frames[id] else { continue }
            var row = pad(id, width, right: false) + pad(format(f.x), 10) + pad(format(f.y), 10)
                + pad(format(f.width), 10) + pad(format(f.height), 10)
            if hidden.contains(id) { row += "  hidden" }
            if let a = layout.alpha[id], a != 1 { row += "  alpha \(format(a))" }
            lines.append(row)
        }
        lines.append("")
        if layout.broken.isEmpty {
            lines.append("broken optional constraints: none")
        } else {
            lines.append("broken optional constraints:")
            for b in layout.broken {
                lines.append("  \(b.constraint) @\(b.priority): off by \(format(b.error)) pt" + (b.range.map { "  (\($0.start))" } ?? ""))
            }
        }
        for c in layout.conflicts {
            lines.append("conflict: required constraints cannot all hold; broke \(c.broken)")
            for (id, r) in zip(c.constraints, c.ranges) {
                lines.append("  \(id)" + (r.map { "  (\($0.start))" } ?? ""))
            }
        }
        for a in layout.ambiguous {
            lines.append("ambiguous: \(a.element) (\(a.attributes.joined(separator: ", ")) not fixed by the constraints)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
