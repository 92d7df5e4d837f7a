import StatesFormat

/// `audit`: every state of a scene laid out in every size at every Dynamic Type size, and looked
/// at in both appearances, for what solves cleanly and still fails a person: clipped text,
/// overlapping content, content past the canvas or a clipping superview, tap targets under
/// 44 × 44 pt, text below WCAG 2's contrast, content outside the safe area and visible views of
/// no size (``AuditChecks``); with `transitions`, every frame of every transition and sequence
/// too (``MotionAudit``).
public struct SceneAudit: Sendable {
    public let scene: Scene
    /// Every finding, in the order found: text size, size, state, then element order.
    public private(set) var findings: [AuditFinding] = []
    public let coverage: AuditCoverage
    /// The text sizes audited, smallest first.
    public let textSizes: [ContentSizeCategory]
    /// Findings the scene's `audit { allow … }` lines say are intended (left out of `findings`).
    public private(set) var allowed = 0
    /// The `allow` lines that matched findings, each with how many (a finding two lines match
    /// counts under both).
    public private(set) var allowedBy: [AllowedFindings] = []
    /// An `allow` line and the number of findings it matched.
    public struct AllowedFindings: Sendable {
        public var allowance: AuditAllowance
        public var findings: Int

        /// `{"kind", "elements", "reason", "findings"}` for `audit --json`.
        public var json: JSONValue {
            .object([("kind", .string(allowance.kind)), ("elements", .array(allowance.elements.map { .string($0) })),
                     ("reason", .string(allowance.reason)), ("findings", .number(Double(findings)))])
        }
    }
    /// For a scene imported from a storyboard or XIB: the views without text whose findings
    /// were left out because the constraints leave them ambiguous where they were found.
    public private(set) var unjudgedAmbiguousViews: [String] = []
    /// For a scene imported from a storyboard or XIB: texts the file draws in the colour under
    /// them, whose contrast is not judged (``withoutCodeSetColors(_:)``).
    public private(set) var codeColoredTexts: [String] = []
    /// Texts with an image under them in some state and size at rest, whose contrast is not
    /// judged: there is no one colour under them to judge it against.
    public private(set) var textsOverImages: [String] = []
    /// For a scene imported from a storyboard or XIB: pairs of labels laid over each other at
    /// the default text size, whose overlap is not judged (``withoutStackedAlternatives(_:in:)``).
    public private(set) var stackedAlternatives: [[String]] = []
    /// `allow` lines that matched no finding (a warning: the scene changed, or the line is wrong).
    public private(set) var unusedAllowances: [AuditAllowance] = []

    /// What an audit looks at beyond every state in every size.
    public struct Options: Sendable {
        /// The Dynamic Type sizes, smallest first (default: all twelve).
        public var textSizes: [ContentSizeCategory] = ContentSizeCategory.allCases
        /// The appearances the app shows (default both; an app that forces light mode: light).
        public var appearances: [Appearance] = Appearance.allCases
        /// Every frame of every transition and sequence too, at `fps`.
        public var transitions = false
        public var fps = 30
        /// Text that does not grow with Dynamic Type (``FixedFontCheck``).
        public var fixedFonts = false
        /// The scene was imported from a storyboard or XIB: text the file draws invisible in
        /// light mode has its colours set in code, and its contrast is not judged
        /// (``SceneAudit/withoutCodeSetColors(_:)``); nor is a view without text the file
        /// leaves ambiguous (``SceneAudit/withoutAmbiguousViews(_:in:)``).
        public var importedFile = false

        /// The defaults: every text size, both appearances, at rest, no fixed-font findings.
        public init() {}
    }

    /// Audits `scene` as `options` say.
    public init(scene: Scene, measurer: any TextMeasurer, options: Options = Options()) {
        let textSizes = options.textSizes
        self.scene = scene
        self.textSizes = textSizes
        let environments = [scene.canvas] + scene.sizes
        var (found, inMotion, frames, overImages) = Self.collect(scene, measurer: measurer, textSizes: textSizes,
                                                                 transitions: options.transitions, fps: options.fps)
        textsOverImages = scene.elements.map(\.id).filter(overImages.contains)
        if options.fixedFonts { found += FixedFontCheck.findings(scene, textSizes: textSizes) }
        if options.importedFile {
            (found, codeColoredTexts) = Self.withoutCodeSetColors(found)
            (found, unjudgedAmbiguousViews) = Self.withoutAmbiguousViews(found, in: scene)
            (found, stackedAlternatives) = Self.withoutStackedAlternatives(found, in: scene)
        }
        let shown = Set(options.appearances)
        found = found.filter { shown.contains($0.appearance) }
        inMotion = inMotion.filter { shown.contains($0.appearance) }
        let transitions = options.transitions
        coverage = AuditCoverage(states: scene.states.count, sizes: environments.count, appearances: shown.count, textSizes: textSizes.count,
                                 frames: frames)
        let allowances = scene.auditAllowances
        func matching(_ f: AuditFinding) -> [Int] {
            allowances.indices.filter { allowances[$0].allows(kind: f.kind.rawValue, elements: f.elements, state: f.state, size: f.size, textSize: f.textSize,
                                                     appearance: f.appearance) }
        }
        var used = Set<Int>()
        var counts = [Int](repeating: 0, count: allowances.count)
        let all = found + inMotion
        findings = all.filter { f in
            let matches = matching(f)
            used.formUnion(matches)
            for i in matches { counts[i] += 1 }
            return matches.isEmpty
        }
        allowed = all.count - findings.count
        allowedBy = allowances.indices.filter { counts[$0] > 0 }.map { AllowedFindings(allowance: allowances[$0], findings: counts[$0]) }
        // A run of some text sizes or one appearance cannot tell an unused allowance from one
        // whose finding is at a size or in the appearance it left out; nor is an allowance
        // about transitions' frames unused when they were not audited (looked up now, only then).
        let complete = textSizes.count == ContentSizeCategory.allCases.count && shown.count == Appearance.allCases.count
        var unused = complete ? allowances.indices.filter { !used.contains($0) } : []
        if !transitions, !unused.isEmpty {
            let motion = Self.collect(scene, measurer: measurer, textSizes: textSizes, transitions: true, fps: options.fps).inMotion
            let inMotionUse = Set(motion.flatMap(matching))
            unused = unused.filter { !inMotionUse.contains($0) }
        }
        unusedAllowances = unused.map { allowances[$0] }
    }

    /// Every finding at rest and (with `transitions`) in motion, the animation frames checked,
    /// and the texts at rest whose contrast was not judged for an image under them.
    static func collect(_ scene: Scene, measurer: any TextMeasurer, textSizes: [ContentSizeCategory], transitions: Bool, fps: Int)
        -> (atRest: [AuditFinding], inMotion: [AuditFinding], frames: Int, overImages: Set<String>) {
        var frames = 0
        var found: [AuditFinding] = [], moving: [AuditFinding] = []
        var overImages = Set<String>()
        let parkedAtRest = parkedViews(scene, measurer: measurer)
        for textSize in textSizes {
            var sized = scene
            sized.canvas.textSize = textSize
            for i in sized.sizes.indices { sized.sizes[i].textSize = textSize }
            sized = SelfSizingCanvas.grown(sized, measurer: measurer, textSize: textSize)
            let engine = LayoutEngine(scene: sized, measurer: measurer)
            for environment in [sized.canvas] + sized.sizes {
                guard let env = try? engine.environment(named: environment.name) else { continue }
                // The scene as laid out here: its `when` blocks for this environment's size classes applied.
                let varied = sized.varied(for: env)
                var atRest: [AuditFinding] = []
                for state in scene.states {
                    guard let layout = try? engine.layout(state: state.name, environment: environment.name) else { continue }
                    var checks = AuditChecks(scene: varied, layout: layout, environment: env, measurer: measurer, textSize: textSize)
                    // Parked at the default text size and still off the canvas here.
                    checks.parked = (parkedAtRest[environment.name + "\u{0}" + state.name] ?? [])
                        .intersection(AuditJudgement.parkedViews(varied, layout))
                    atRest += notingAmbiguity(checks.findings(overImages: &overImages), in: layout)
                }
                found += atRest
                if transitions {
                    var motion = MotionAudit(scene: varied, measurer: measurer, environment: env, textSize: textSize, fps: fps)
                    motion.parkedAtRest = scene.states.reduce(into: [:]) { $0[$1.name] = parkedAtRest[environment.name + "\u{0}" + $1.name] ?? [] }
                    let (inMotion, checked) = motion.findings(atRest: atRest)
                    moving += inMotion
                    frames += checked
                }
            }
        }
        return (found, moving, frames, overImages)
    }

    /// A text size's place among the twelve, smallest first.
    static func rank(_ c: ContentSizeCategory) -> Int { ContentSizeCategory.allCases.firstIndex(of: c) ?? 0 }

    /// The scene's entry of `audit --json`.
    public func json(file: String) -> JSONValue {
        .object([("scene", .string(scene.id)), ("file", .string(file)),
                 ("checked", .object([("states", .number(Double(coverage.states))), ("sizes", .number(Double(coverage.sizes))),
                                      ("appearances", .number(Double(coverage.appearances))),
                                      ("textSizes", .number(Double(coverage.textSizes))), ("frames", .number(Double(coverage.frames)))])),
                 ("findings", .array(findings.map(\.json))),
                 ("allowed", .array(allowedBy.map(\.json))),
                 ("notJudged", .array(unjudgedAmbiguousViews.map { view in
                     .object([("elements", .array([.string(view)])), ("why", .string("ambiguous"))])
                 } + codeColoredTexts.map { text in
                     .object([("elements", .array([.string(text)])), ("kind", .string("contrast")), ("why", .string("drawn-in-the-colour-under-it"))])
                 } + textsOverImages.map { text in
                     .object([("elements", .array([.string(text)])), ("kind", .string("contrast")), ("why", .string("over-an-image"))])
                 } + stackedAlternatives.map { pair in
                     .object([("elements", .array(pair.map { .string($0) })), ("kind", .string("overlap")), ("why", .string("stacked-alternatives"))])
                 }))])
    }

    /// One line per group of findings, compiler style: `FILE:LINE:COL: warning: …`. The same
    /// problem at several text sizes, in both appearances or through a span of an animation's
    /// frames is one line ("from text size xxl up", "t 0.10–0.20 s"); groups that differ only
    /// in their state or size are one line naming them all.
    public func lines(severity: String) -> [String] { groups(severity: severity).map(\.line) }

    /// A printed line and the finding whose numbers it shows (the one `--out` pictures).
    public struct Group: Sendable {
        public var line: String
        public var first: AuditFinding
        /// The line's two parts: what is wrong (`'x' text #AAAAAA on #FFFFFF has a contrast of
        /// 2.32:1, …`) and where and when (`scene …, state 'idle', size 'default', light, at
        /// every text size`).
        public var problem = ""
        public var place = ""
    }

    /// The report's lines (see ``lines(severity:)``), each with its first finding.
    public func groups(severity: String) -> [Group] {
        var order: [String] = []
        var groups: [String: [AuditFinding]] = [:]
        for f in findings {
            if groups[f.groupKey] == nil { order.append(f.groupKey) }
            groups[f.groupKey, default: []].append(f)
        }
        // Each group's "when" (appearances, text sizes, times), then groups alike but for the
        // state or size merged.
        struct Line { var first: AuditFinding; var when: String; var states: [String]; var sizes: [String]; var varies: Bool }
        var lines: [Line] = []
        var index: [String: Int] = [:]
        for key in order {
            guard let group = groups[key], let first = group.first else { continue }
            let sizes = Set(group.map(\.textSize)), appearances = Set(group.map(\.appearance))
            var when = (appearances.count == 2 ? "light and dark" : first.appearance.rawValue) + ", " + Self.describe(sizes, among: textSizes)
            if let time = first.time {
                let times = group.compactMap(\.time?.t)
                let lo = times.min() ?? time.t, hi = times.max() ?? time.t
                when += lo == hi ? ", t \(Self.seconds(lo)) s" : ", t \(Self.seconds(lo))–\(Self.seconds(hi)) s"
            }
            let varies = Set(group.map(\.message)).count > 1
            let place = first.time?.animationName ?? first.state
            let mergeKey = [first.kind.rawValue, first.elements.joined(separator: ","), first.time == nil ? "" : place, when, first.message].joined(separator: "\u{0}")
            if let i = index[mergeKey] {
                if !lines[i].states.contains(place) { lines[i].states.append(place) }
                if !lines[i].sizes.contains(first.size) { lines[i].sizes.append(first.size) }
                lines[i].varies = lines[i].varies || varies
            } else {
                index[mergeKey] = lines.count
                lines.append(Line(first: first, when: when, states: [place], sizes: [first.size], varies: varies))
            }
        }
        return lines.map { line -> Group in
            let first = line.first
            let states = first.time != nil ? line.states.joined(separator: ", ")
                : (line.states.count == 1 ? "state " : "states ") + line.states.map { "'\($0)'" }.joined(separator: ", ")
            let sizes = (line.sizes.count == 1 ? "size " : "sizes ") + line.sizes.map { "'\($0)'" }.joined(separator: ", ")
            let location = first.location.map { "\($0.start.file):\($0.start.line):\($0.start.column): " } ?? "\(scene.id): "
            let note = line.varies ? " (at text size \(first.textSize.rawValue), \(first.appearance.rawValue)\(first.time.map { ", t \(Self.seconds($0.t)) s" } ?? ""); the numbers differ at the others)" : ""
            let context = first.context.map { $0 + ", " } ?? ""
            let place = "\(context)\(states), \(sizes), \(line.when)", problem = "\(first.message)\(note)"
            return Group(line: "\(location)\(severity): \(first.kind.rawValue): \(place): \(problem)", first: first, problem: problem, place: place)
        }
    }

    /// Findings located in the file the scene was imported from (a storyboard or XIB):
    /// `place` gives a finding's location there and how the file names its scene and view.
    public mutating func relocate(_ place: (AuditFinding) -> (location: SourceRange, context: String, source: AuditFinding.Source)?) {
        for i in findings.indices {
            guard let placed = place(findings[i]) else { continue }
            findings[i].location = placed.location
            findings[i].context = placed.context
            findings[i].source = placed.source
        }
    }

    /// Seconds with two decimals: `0.1`, `0.23`.
    static func seconds(_ t: Double) -> String { formatNumber((t * 100).rounded() / 100) }

    /// `"every text size"`, `"from xxl up"`, `"up to s"`, or the list.
    static func describe(_ sizes: Set<ContentSizeCategory>, among all: [ContentSizeCategory]) -> String {
        let hit = all.filter { sizes.contains($0) }
        guard let first = hit.first, let last = hit.last else { return "" }
        if hit.count == all.count { return all.count == 1 ? "at text size \(first.rawValue)" : "at every text size" }
        if let i = all.firstIndex(of: first), Array(all[i...]) == hit { return "from text size \(first.rawValue) up" }
        if let j = all.firstIndex(of: last), Array(all[...j]) == hit { return "up to text size \(last.rawValue)" }
        return "at text size " + hit.map(\.rawValue).joined(separator: ", ")
    }

    /// How many findings of each kind, for the summary table.
    public var counts: [(AuditFinding.Kind, Int)] {
        AuditFinding.Kind.allCases.map { kind in (kind, findings.filter { $0.kind == kind }.count) }
    }
}
