/// Solves every state of a scene in every environment and turns what it finds into
/// diagnostics: conflicts (with every member's location and the one broken) and ambiguity,
/// plus the broken optional constraints, as UIKit's log reports them but readable.
public struct SceneCheck: Sendable {
    /// One state in one environment.
    public struct Entry: Sendable {
        public var state: String
        public var environment: String
        public var layout: Layout
    }

    /// Every state × environment solved, environments in declaration order (canvas first).
    public private(set) var entries: [Entry] = []
    /// Conflicts and ambiguity: warnings, or errors under `strict`.
    public private(set) var problems: [Diagnostic] = []
    private let environmentCount: Int
    private let stateCount: Int
    /// Ids of the text-sized elements (labels, buttons, text fields).
    private let textElements: Set<String>
    /// Constraints whose priority a state changes (a priority swap).
    private let swappedConstraints: Set<String>

    /// Runs the check on the states and sizes in `scope`.
    ///
    /// - Throws: ``LayoutError`` with every error of the scene, in source order: states that
    ///   cannot be laid out (constant math that divides by zero or overflows…), and timing that
    ///   cannot be played (see ``timingErrors(of:)``).
    public init(scene: Scene, measurer: any TextMeasurer, strict: Bool, scope: Scope = .everything) throws {
        let engine = LayoutEngine(scene: scene, measurer: measurer)
        let severity: Diagnostic.Severity = strict ? .error : .warning
        let environments = ([scene.canvas] + scene.sizes).filter { scope.sizes?.contains($0.name) ?? true }
        let states = scene.states.filter { scope.states?.contains($0.name) ?? true }
        environmentCount = environments.count
        stateCount = states.count
        textElements = Set(scene.elements.filter { [.label, .button, .textField].contains($0.kind) }.map(\.id))
        swappedConstraints = Set(scene.states.flatMap { state in
            state.changes.compactMap { c -> String? in
                if case .priority(let id, _) = c.change { return id }
                return nil
            }
        })
        var errors: [Diagnostic] = []
        var grouped = GroupedProblems()
        let declaring = scene.hasVariations ? scene.variationDeclaring : [:]
        for env in environments {
            let varied = scene.hasVariations ? scene.varied(for: env.sizeClasses) : nil
            let whenNotes = Self.variationNotes(varied, environment: env.name)
            for state in states {
                if let varied, let note = Self.ineffectiveState(state, in: varied, environment: env.name, declaring: declaring) {
                    grouped.add("state '\(state.name)', size '\(env.name)'", note)
                }
                let layout: Layout
                do {
                    layout = try engine.layout(state: state.name, environment: env.name)
                } catch let error as LayoutError {
                    // Said once per place: the canvas's, or the first size's that has it.
                    for d in error.diagnostics where !errors.contains(where: { $0.range == d.range && (d.range != nil || $0.message == d.message) }) {
                        var d = d
                        if env.name != scene.canvas.name, d.range != nil {
                            d.notes.append(.note("when state '\(state.name)' is laid out in size '\(env.name)'", at: nil))
                        }
                        errors.append(d)
                    }
                    continue
                }
                entries.append(Entry(state: state.name, environment: env.name, layout: layout))
                let place = "state '\(state.name)', size '\(env.name)'"
                for c in layout.conflicts {
                    let index = c.constraints.firstIndex(of: c.broken)
                    let range = index.flatMap { c.ranges[$0] } ?? state.range
                    // The set as UIKit logs it, the line written last marked: a constraint just
                    // added is the one that completed the conflict.
                    let newest = Self.writtenLast(c.ranges)
                    var notes = zip(c.constraints, c.ranges).enumerated().map { i, pair in
                        Diagnostic.note("in the conflicting set: \(pair.0)"
                                        + (declaring[pair.0].map { ", from '\($0.label)', which holds in size '\(env.name)'" } ?? "")
                                        + (i == newest ? " (written last: the line that completes the set, if you just added it)" : ""), at: pair.1)
                    }
                    notes += whenNotes
                    grouped.add(place, Diagnostic(severity,
                        "unable to satisfy \(c.constraints.count) required constraints simultaneously; recovered by breaking '\(c.broken)'. "
                            + Self.conflictAdvice(c),
                        at: range, notes: notes))
                }
                for group in layout.ambiguityGroups {
                    var d = Self.ambiguityDiagnostic(group, severity: severity, engine: engine, fallback: state.range)
                    d.notes += whenNotes
                    grouped.add(place, d)
                }
                // A size that is not fixed may solve to anything: its ambiguity is the cause to report.
                let ambiguous = Set(layout.ambiguous.map(\.element))
                for e in scene.elements where !ambiguous.contains(e.id) {
                    guard let f = layout.frames[e.id], f.width < 0 || f.height < 0 else { continue }
                    let what = f.width < 0 && f.height < 0 ? "width \(formatNumber(f.width)) and height \(formatNumber(f.height))"
                        : f.width < 0 ? "width \(formatNumber(f.width))" : "height \(formatNumber(f.height))"
                    grouped.add(place, Diagnostic(severity,
                        "'\(e.id)' solves to a negative \(what); a device cannot show that, so check the constraints that size it",
                        at: e.range))
                }
                // Tap targets of the events that fire from this state (docs/format.md §8).
                let hidden = Set(layout.hidden)
                for event in scene.events where event.from == .any || event.from == .state(state.name) {
                    guard case .tap(let target) = event.trigger, let f = layout.frames[target] else { continue }
                    var problem: String?
                    if hidden.contains(target) || (layout.alpha[target] ?? 1) <= 0.01 {
                        problem = "is hidden"
                    } else if f.width <= 0 || f.height <= 0 {
                        problem = "has no size"
                    } else if f.maxX <= 0 || f.maxY <= 0 || f.minX >= env.size.width || f.minY >= env.size.height {
                        problem = "is off-screen"
                    } else if let cover = HitTest.view(at: (f.midX, f.midY), in: scene, frame: { id in
                                  layout.frames[id].map { ($0, !hidden.contains(id) && (layout.alpha[id] ?? 1) > 0.01) }
                              }), !HitTest.chain(from: cover, in: scene).contains(target) {
                        problem = "is covered by '\(cover)' at its centre"
                    } else if f.width < 44 || f.height < 44 {
                        problem = "is \(formatNumber(f.width))x\(formatNumber(f.height)), smaller than the 44x44 points the Human Interface Guidelines ask of a tap target"
                    }
                    if let problem {
                        grouped.add(place, .warning("tap target '\(target)' \(problem) when 'on tap \(target)' can fire", at: event.range))
                    }
                }
                if let first = layout.unsettledText.first {
                    let range = engine.elementIndex[first].map { scene.elements[$0].range } ?? state.range
                    let names = layout.unsettledText.map { "'\($0)'" }.joined(separator: ", ")
                    grouped.add(place, .warning(
                        "the width of wrapping \(layout.unsettledText.count == 1 ? "label" : "labels") \(names) still changed after \(LayoutEngine.maximumTextPasses) layout passes (each measures the text at the width the last one solved); fix the width, or limit the lines",
                        at: range))
                }
            }
        }
        problems = grouped.diagnostics
        errors += Self.timingErrors(of: scene)
        errors += Self.frameSizeErrors(of: scene)
        if !errors.isEmpty {
            let located = errors.enumerated().sorted { a, b in
                switch (a.element.range, b.element.range) {
                case let (x?, y?) where x.start != y.start: return x.start < y.start
                case (nil, _?): return false
                case (_?, nil): return true
                default: return a.offset < b.offset
                }
            }
            throw LayoutError(located.map(\.element))
        }
    }

    /// One diagnostic for a group of elements that move together: at the first member, naming
    /// what moves, with a note at each other member (its declaration).
    /// The index of the range written last (the latest line, then column), nil for none.
    static func writtenLast(_ ranges: [SourceRange?]) -> Int? {
        let written = ranges.indices.filter { ranges[$0] != nil }
        return written.max { a, b in
            let x = ranges[a]?.start, y = ranges[b]?.start
            return (x?.line ?? 0, x?.column ?? 0) < (y?.line ?? 0, y?.column ?? 0)
        }
    }

    static func ambiguityDiagnostic(_ group: AmbiguityGroup, severity: Diagnostic.Severity, engine: LayoutEngine,
                                    fallback: SourceRange) -> Diagnostic {
        let scene = engine.scene
        func range(_ id: String) -> SourceRange? { engine.elementIndex[id].map { scene.elements[$0].range } }
        guard let first = group.members.first else { return Diagnostic(severity, "an ambiguous layout", at: fallback) }
        if group.members.count == 1, let tie = priorityTie(first, scene: scene, engine: engine) {
            return tie.diagnostic(severity: severity, at: range(first.element) ?? fallback)
        }
        if group.members.count == 1 {
            let a = first
            return Diagnostic(severity,
                "'\(a.element)' has an ambiguous layout: its \(a.attributes.joined(separator: ", ")) \(a.attributes.count == 1 ? "is" : "are") not fixed by the constraints; add \(group.freedoms == 1 ? "a constraint that fixes" : "constraints that fix") \(a.attributes.count == 1 ? "it" : "them")",
                at: range(a.element) ?? fallback)
        }
        let moving = group.members.map { "\($0.element)'s \($0.attributes.joined(separator: " and "))" }
        let names = group.members.map { "'\($0.element)'" }
        let list = names.spokenList
        let fix = group.freedoms == 1 ? "one more constraint on any of them fixes them all"
            : "it takes \(group.freedoms) more constraints to fix them"
        let notes = group.members.dropFirst().map { Diagnostic.note("'\($0.element)' moves with it (its \($0.attributes.joined(separator: ", ")))", at: range($0.element)) }
        return Diagnostic(severity,
            "\(list) have an ambiguous layout together (\(group.members.count - 1) related): \(moving.joined(separator: ", ")) move as one, with \(group.freedoms) degree\(group.freedoms == 1 ? "" : "s") of freedom; \(fix)",
            at: range(first.element) ?? fallback, notes: Array(notes))
    }

    /// Two optional constraints of one priority pulling one attribute opposite ways: a written
    /// constraint on the element's axis at the same priority as the element's own hugging or
    /// compression resistance. The solver cannot prefer either, so the layout is ambiguous; the
    /// fix is a different priority, not another constraint.
    struct PriorityTie {
        var element: String
        var attribute: String
        var constraint: Constraint
        var own: String
        var priority: Int

        func diagnostic(severity: Diagnostic.Severity, at range: SourceRange) -> Diagnostic {
            let name = constraint.name.map { "'\($0)'" } ?? "the constraint at line \(constraint.range.start.line)"
            return Diagnostic(severity,
                "'\(element)' has an ambiguous \(attribute): a priority tie — \(name) @\(priority) and \(element)'s \(own) (\(priority)) pull it opposite ways with the same priority, and neither wins; give one a different priority (\(priority - 1) or \(priority + 1))",
                at: range, notes: [.note("the tied constraint", at: constraint.range)])
        }
    }

    static func priorityTie(_ member: Ambiguity, scene: Scene, engine: LayoutEngine) -> PriorityTie? {
        guard let index = engine.elementIndex[member.element] else { return nil }
        let element = scene.elements[index]
        // Hugging and compression resistance exist only where there is an intrinsic size.
        if case .none = element.intrinsic { return nil }
        let horizontal = member.attributes.contains { ["x", "width"].contains($0) }
        let vertical = member.attributes.contains { ["y", "height"].contains($0) }
        for (isHorizontal, applies) in [(true, horizontal), (false, vertical)] where applies {
            let hugging = isHorizontal ? element.hugging.horizontal : element.hugging.vertical
            let compression = isHorizontal ? element.compression.horizontal : element.compression.vertical
            for c in scene.constraints where !c.isRequired {
                let anchors = [c.first] + (c.second.map { [$0] } ?? [])
                let onAxis = anchors.contains { anchor in
                    anchor.item == .element(member.element)
                        && (isHorizontal ? [.left, .right, .leading, .trailing, .centerX, .width] : [.top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline]).contains(anchor.attribute)
                }
                guard onAxis else { continue }
                let own = c.priority == compression ? "compression resistance" : c.priority == hugging ? "content hugging" : nil
                if let own {
                    return PriorityTie(element: member.element, attribute: isHorizontal ? "width" : "height", constraint: c, own: own, priority: c.priority)
                }
            }
        }
        return nil
    }

    /// Timing errors `render` and `timeline` would meet, found without laying anything out: the
    /// plan of every declared transition (for a pattern such as `* -> *`, the first pair of states
    /// it applies to) and the frame count of every sequence, at ``RenderLimits/defaultFPS`` with
    /// the cap ``RenderLimits/maximumFramesPerTimeline``. Each is located at its cause; a cause
    /// already reported (a transition too long on its own, then in a sequence) is reported once.
    public static func timingErrors(of scene: Scene) -> [Diagnostic] {
        let fps = RenderLimits.defaultFPS
        var out: [Diagnostic] = []
        func add(_ error: MotionError) {
            let d = error.diagnostic
            if let r = d.range, out.contains(where: { $0.range == r }) { return }
            out.append(d)
        }
        let names = scene.states.map(\.name)
        for (index, declaration) in scene.transitions.enumerated() {
            guard let pair = firstPair(applying: index, of: scene, among: names) else { continue }
            do {
                _ = try TimelineBuilder.frameCount(transitionFrom: pair.from, to: pair.to, in: scene, fps: fps)
            } catch let error as MotionError {
                add(error)
            } catch {
                out.append(.error("\(error)", at: declaration.range))
            }
        }
        for sequence in scene.sequences {
            do {
                _ = try TimelineBuilder.frameCount(sequence: sequence.name, in: scene, fps: fps)
            } catch let error as MotionError {
                add(error)
            } catch {
                out.append(.error("\(error)", at: sequence.range))
            }
        }
        return out
    }

    /// Frames too large to draw at the scale `render` uses by default (the canvas's `scale`, else
    /// 2), located at the canvas or size that has them (see ``FrameSizeLimit``). A sequence that turns between sizes draws a picture holding every canvas it shows (the
    /// canvas's, where a step names no size), held to the same limit at the sequence.
    public static func frameSizeErrors(of scene: Scene) -> [Diagnostic] {
        let scale = scene.canvas.scale ?? 2, setting = "scale \(formatNumber(scale))"
        let sizes = ([scene.canvas] + scene.sizes).compactMap { env in
            FrameSizeLimit.diagnostic(for: env, scale: scale, setting: setting)
        }
        let turning = scene.sequences.filter { $0.sizes.contains { $0 != nil } }.compactMap { sequence -> Diagnostic? in
            let shown = sequence.sizes.map { name in name.flatMap { scene.environment(named: $0) } ?? scene.canvas }
            // Each size on its own is reported above.
            guard shown.allSatisfy({ FrameSizeLimit.diagnostic(for: $0, scale: scale, setting: setting) == nil }),
                  let picture = FrameSizeLimit.picture(holding: shown.map(\.size)) else { return nil }
            return FrameSizeLimit.diagnostic(size: picture, what: FrameSizeLimit.name(ofTurning: sequence.name), scale: scale,
                                             setting: setting, at: sequence.range)
        }
        return sizes + turning
    }

    /// The first pair of states (in declaration order, two different states first) for which the
    /// transition declared at `index` is the one that applies; nil when more specific declarations
    /// always win.
    private static func firstPair(applying index: Int, of scene: Scene, among names: [String]) -> (from: String, to: String)? {
        let declaration = scene.transitions[index]
        let froms: [String], tos: [String]
        switch declaration.from {
        case .state(let a): froms = [a]
        case .any: froms = names
        }
        switch declaration.to {
        case .state(let b): tos = [b]
        case .any: tos = names
        }
        // Two different states first: a pattern is read as a move from one state to another.
        for sameState in [false, true] {
            for from in froms {
                for to in tos where (from == to) == sameState && scene.transitionDeclaration(from: from, to: to) == declaration {
                    return (from, to)
                }
            }
        }
        return nil
    }

    /// True when there is an error (conflicts or ambiguity under `strict`).
    public var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// One line per broken optional constraint: state, size, id, priority, error and location.
    public var brokenLines: [String] {
        entries.flatMap { entry in
            entry.layout.broken.map { b in
                "  \(entry.state) [\(entry.environment)]: \(b.constraint) @\(b.priority) broken by \(format(b.error)) pt"
                    + (b.range.map { " (\($0.start))" } ?? "")
            }
        }
    }

    /// `FILE: N states × M sizes solved: C conflicts, A ambiguous, B broken optional constraints`.
    /// Problems are counted as a person counts them: a conflict once per set of constraints, an
    /// ambiguous view once, a broken optional constraint once, whatever the number of states
    /// and sizes they appear in; broken hugging and compression of text-sized elements (labels,
    /// buttons, text fields), which UIKit breaks by design whenever such a view is stretched or
    /// squeezed, are counted apart as expected. With no conflict and nothing ambiguous, optional
    /// constraints that break are the technique working, not a problem, and are said so
    /// (``givingWay(_:)``): `0 conflicts, 0 ambiguous; 3 optional constraints give way, …`.
    public func summary(file: String) -> String {
        let conflicts = Set(entries.flatMap { $0.layout.conflicts.map { $0.constraints.sorted().joined(separator: "\u{0}") } })
        let layoutsWithConflicts = entries.filter { !$0.layout.conflicts.isEmpty }.count
        let ambiguous = Set(entries.flatMap { $0.layout.ambiguous.map(\.element) })
        let broken = Set(entries.flatMap { $0.layout.broken.map(\.constraint) })
        let expected = broken.filter(isExpectedBreak)
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let layouts = entries.count
        let conflictText = n(conflicts.count, "conflict")
            + (layoutsWithConflicts > conflicts.count
               ? (layoutsWithConflicts == layouts ? " (in all \(layouts) layouts)" : " (in \(layoutsWithConflicts) of the \(layouts) layouts)") : "")
        let head = "\(file): \(n(stateCount, "state")) × \(n(environmentCount, "size")) solved: \(conflictText), \(ambiguous.count) ambiguous"
        let unexpected = broken.subtracting(expected)
        if conflicts.isEmpty, ambiguous.isEmpty, !unexpected.isEmpty {
            return head + "; " + givingWay(unexpected, expected: expected.count)
        }
        return head + ", " + n(unexpected.count, "broken optional constraint")
            + (expected.isEmpty ? "" : " (+\(expected.count) expected: labels' and buttons' hugging or compression of their text, which UIKit breaks when it stretches or squeezes them)")
    }

    /// Optional constraints that break in layouts without conflicts or ambiguity, said as the
    /// technique working: `by design, 3 optional constraints give way in a priority swap (UIKit
    /// logs nothing)`. A constraint whose priority a state changes gives way in a priority swap;
    /// any other is breakable (a lower priority yields where it cannot hold). `expected` counts
    /// text views' hugging and compression that give way too.
    func givingWay(_ ids: Set<String>, expected: Int) -> String {
        let swapped = ids.intersection(swappedConstraints).count
        let one = ids.count == 1
        var what: String
        switch swapped {
        case ids.count: what = "\(ids.count) optional constraint\(one ? " gives" : "s give") way in a priority swap"
        case 0: what = "\(ids.count) breakable optional constraint\(one ? " gives" : "s give") way"
        default: what = "\(ids.count) optional constraints give way (\(swapped) in a priority swap, \(ids.count - swapped) breakable)"
        }
        if expected > 0 { what += ", and \(expected) hugging or compression constraint\(expected == 1 ? "" : "s") of text views" }
        return "by design, " + what + " (UIKit logs nothing)"
    }

    /// Whether the broken optional constraint `id` is the hugging or compression resistance of
    /// a text-sized element (`title.hugging.width`), which UIKit breaks by design.
    public func isExpectedBreak(_ id: String) -> Bool {
        let parts = id.split(separator: ".")
        guard parts.count == 3, parts[1] == "hugging" || parts[1] == "compression" else { return false }
        return textElements.contains(String(parts[0]))
    }
}

/// Layout problems said once each: the same problem (message and location) in several states
/// and sizes is one diagnostic, prefixed with the first place it appears and a note listing
/// the others, rather than one block per state and size.
struct GroupedProblems {
    private var order: [String] = []
    private var problems: [String: (diagnostic: Diagnostic, places: [String])] = [:]

    /// Records `diagnostic` (a message without its place) found at `place`.
    mutating func add(_ place: String, _ diagnostic: Diagnostic) {
        let key = "\(diagnostic.severity)|\(diagnostic.message)|\(String(describing: diagnostic.range))"
        if problems[key] == nil {
            order.append(key)
            problems[key] = (diagnostic, [])
        }
        problems[key]?.places.append(place)
    }

    /// At most this many other places are named in the note.
    static let placesListed = 6

    /// One diagnostic per problem, in the order first found.
    var diagnostics: [Diagnostic] {
        order.compactMap { key in
            guard let (d, places) = problems[key], let first = places.first else { return nil }
            var out = d
            out.message = "\(first): \(d.message)"
            if places.count > 1 {
                let others = places.dropFirst()
                let listed = others.prefix(Self.placesListed).joined(separator: "; ")
                let more = others.count > Self.placesListed ? " and \(others.count - Self.placesListed) more" : ""
                out.notes.append(.note("also in \(listed)\(more)", at: nil))
            }
            return out
        }
    }
}
