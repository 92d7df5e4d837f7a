/// The `compare` command's output: a readable table or JSON with a fixed key order.
public struct ComparisonReport: Sendable {
    /// The comparison.
    public let comparison: SceneComparison
    /// Scene A's file as given.
    public let fileA: String
    /// Scene B's file as given.
    public let fileB: String
    /// The output folder the overlay images were written to, if any.
    public let output: String?
    /// The images written, relative to `output`, in the order of `comparison.states`.
    public let images: [String]

    /// Creates a report.
    public init(_ comparison: SceneComparison, fileA: String, fileB: String, output: String? = nil, images: [String] = []) {
        self.comparison = comparison
        self.fileA = fileA
        self.fileB = fileB
        self.output = output
        self.images = images
    }

    private func deviationPairs(_ d: Deviation) -> [(String, JSONValue)] {
        [("deviation", .number(d.amount)),
         ("element", d.element.map { .string($0) } ?? .null),
         ("attribute", d.attribute.map { .string($0.rawValue) } ?? .null)]
    }

    /// The JSON:
    /// ```
    /// {"a": {"scene", "file"}, "b": {…}, "fps", "sizes": [names],
    ///  "skippedSizes": [{"size", "onlyIn"}], "warnings": [text],
    ///  "states": [{"state", "size", "deviation", "element", "attribute",
    ///              "elements": [{"element", "deviation", "attribute", "a": rect, "b": rect}]}],
    ///  "transitions": [{"from", "to", "framesA", "framesB", "deviation", "element", "attribute",
    ///                   "frame", "time", "perFrame": [deviation…]}],
    ///  "sequences": [{"name", "framesA", "framesB", "deviation", "element", "attribute",
    ///                 "steps": [{"state", "size", "frameA", "frameB", "deviation", "element", "attribute"}],
    ///                 "perFrame": [deviation…]}],
    ///  "maximum": {"deviation", "element", "attribute"}, "output", "images": [paths]}
    /// ```
    /// `element` and `attribute` are null when the deviation is 0; `frame` and `time` are those
    /// of the first frame with the largest deviation.
    public var json: JSONValue {
        let c = comparison
        let states: [JSONValue] = c.states.map { s in
            .object([("state", .string(s.state)), ("size", .string(s.environment))] + deviationPairs(s.deviation) + [
                ("elements", .array(s.elements.map { e in
                    .object([("element", .string(e.element)), ("deviation", .number(e.amount)),
                             ("attribute", e.amount > 0 ? .string(e.attribute.rawValue) : .null),
                             ("a", e.a.json), ("b", e.b.json)])
                })),
            ])
        }
        let transitions: [JSONValue] = c.transitions.map { t in
            let worst = t.worst
            return .object([("from", .string(t.from)), ("to", .string(t.to)),
                            ("framesA", .number(Double(t.framesA))), ("framesB", .number(Double(t.framesB)))]
                + deviationPairs(t.deviation) + [
                ("frame", worst.map { .number(Double($0.index)) } ?? .null),
                ("time", worst.map { .real($0.time) } ?? .null),
                ("perFrame", .array(t.frames.map { .number($0.deviation.amount) })),
            ])
        }
        let sequences: [JSONValue] = c.sequences.map { q in
            .object([("name", .string(q.name)), ("framesA", .number(Double(q.frames.framesA))),
                     ("framesB", .number(Double(q.frames.framesB)))] + deviationPairs(q.deviation) + [
                ("steps", .array(q.steps.map { step in
                    .object([("state", .string(step.step.state)), ("size", .string(step.step.size ?? c.a.canvas.name)),
                             ("frameA", .number(Double(step.frameA))), ("frameB", .number(Double(step.frameB)))]
                        + deviationPairs(step.deviation))
                })),
                ("perFrame", .array(q.frames.frames.map { .number($0.deviation.amount) })),
            ])
        }
        return .object([
            ("a", .object([("scene", .string(c.a.id)), ("file", .string(fileA))])),
            ("b", .object([("scene", .string(c.b.id)), ("file", .string(fileB))])),
            ("fps", .number(Double(c.fps))),
            ("sizes", .array(c.environments.map { .string($0) })),
            ("skippedSizes", .array(c.skippedSizes.map { .object([("size", .string($0.name)), ("onlyIn", .string($0.onlyIn.rawValue))]) })),
            ("warnings", .array(c.warnings.map { .string($0) })),
            ("states", .array(states)),
            ("transitions", .array(transitions)),
            ("sequences", .array(sequences)),
            ("maximum", .object(deviationPairs(c.maximum))),
            ("output", output.map { .string($0) } ?? .null),
            ("images", .array(images.map { .string($0) })),
        ])
    }

    /// A readable report: a state × size table of the largest deviation (points, element and
    /// attribute), then one line per transition, then the overall maximum.
    public var table: String {
        let c = comparison
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        func cell(_ d: Deviation) -> String {
            guard let e = d.element, let attr = d.attribute else { return "0" }
            return "\(format(d.amount)) \(e).\(attr.rawValue)"
        }
        var lines = ["compare A \(c.a.id) (\(fileA)) with B \(c.b.id) (\(fileB))", ""]
        lines.append("largest frame deviation per state and size (points, element.attribute); states entered in the default canvas, then resized:")
        let stateWidth = max(5, c.sharedStates.map(\.count).max() ?? 0) + 2
        var columns: [Int] = []
        var header = pad("state", stateWidth)
        for env in c.environments {
            let size = c.a.environment(named: env)?.size
            let title = size.map { "\(env) \(format($0.width))x\(format($0.height))" } ?? env
            let cells = c.states.filter { $0.environment == env }.map { cell($0.deviation) }
            let w = max(title.count, cells.map(\.count).max() ?? 0) + 2
            columns.append(w)
            header += pad(title, w)
        }
        lines.append(header.trimmingTrailingSpaces())
        for state in c.sharedStates {
            var row = pad(state, stateWidth)
            for (env, w) in zip(c.environments, columns) {
                row += pad(c.state(state, environment: env).map { cell($0.deviation) } ?? "-", w)
            }
            lines.append(row.trimmingTrailingSpaces())
        }
        lines.append("")
        if c.transitions.isEmpty {
            lines.append("transitions: none shared")
        } else {
            lines.append("largest frame deviation per transition (default canvas, \(c.fps) fps):")
            let names = c.transitions.map { "\($0.from) -> \($0.to)" }
            let nameWidth = max(10, names.map(\.count).max() ?? 0) + 2
            lines.append(pad("transition", nameWidth) + pad("frames A/B", 12) + pad("deviation", 11) + pad("frame", 7) + pad("time", 9) + "element")
            for (t, name) in zip(c.transitions, names) {
                let d = t.deviation
                let worst = d.amount > 0 ? t.worst : nil
                let row = pad(name, nameWidth) + pad("\(t.framesA)/\(t.framesB)", 12) + pad(format(d.amount), 11)
                    + pad(worst.map { String($0.index) } ?? "-", 7) + pad(worst.map { format($0.time) + " s" } ?? "-", 9)
                    + (d.element.map { e in d.attribute.map { "\(e).\($0.rawValue)" } ?? e } ?? "-")
                lines.append(row.trimmingTrailingSpaces())
            }
        }
        lines += sequenceLines(cell: cell)
        lines.append("")
        lines.append("maximum deviation: \(maximumDescription)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `454 pt (title x) in state right, size landscape`, or `0 (the scenes agree everywhere)`.
    public var maximumDescription: String {
        let c = comparison
        let m = c.maximum
        guard m.amount > 0 else { return "0 (the scenes agree everywhere compared)" }
        if let s = c.states.first(where: { $0.deviation.amount == m.amount }) {
            return "\(s.deviation.summary) in state \(s.state), size \(s.environment)"
        }
        if let t = c.transitions.first(where: { $0.deviation.amount == m.amount }), let w = t.worst {
            return "\(t.deviation.summary) in transition \(t.from) -> \(t.to), frame \(w.index) (\(format(w.time)) s)"
        }
        if let q = c.sequences.first(where: { $0.deviation.amount == m.amount }), let w = q.frames.worst {
            return "\(q.deviation.summary) in sequence \(q.name), frame \(w.index) (\(format(w.time)) s)"
        }
        return m.summary
    }

    /// The sequences that rotate: one line per step once it has arrived (`center in landscape`).
    private func sequenceLines(cell: (Deviation) -> String) -> [String] {
        let c = comparison
        guard !c.sequences.isEmpty else { return [] }
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        var lines: [String] = []
        for q in c.sequences {
            lines.append("")
            lines.append("sequence \(q.name), each step once it has arrived (a rotation keeps the state's constants; \(c.fps) fps, "
                         + "frames A/B \(q.frames.framesA)/\(q.frames.framesB)):")
            let names = q.steps.map { $0.step.state + ($0.step.size.map { " in \($0)" } ?? "") }
            let width = max(4, names.map(\.count).max() ?? 0) + 2
            lines.append(pad("step", width) + pad("frame A/B", 11) + "deviation")
            for (step, name) in zip(q.steps, names) {
                lines.append((pad(name, width) + pad("\(step.frameA)/\(step.frameB)", 11) + cell(step.deviation)).trimmingTrailingSpaces())
            }
        }
        return lines
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
