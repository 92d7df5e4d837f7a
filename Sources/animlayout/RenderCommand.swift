import AnimRender
import AnimReview
import ArgumentParser
import Foundation
import SystemPackage

/// `animlayout render FILE... [--state S]... [--transition A->B]... [--sequence N]... [--format …]…`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render states, transitions and sequences: PNG, SVG, GIF, WebP, MP4, contact sheets.",
        discussion: """
        With no --state, --transition or --sequence, renders every state (PNG),
        every declared transition (frames and GIF) and sequence (GIF; its frames
        too when named with --sequence) and a contact sheet.
        Output goes to OUT/<scene-id>/ (built in a temporary folder and moved into
        place when complete):
          <state>.png   <A>-to-<B>/frame-0000.png…   <A>-to-<B>.gif   <sequence>.gif
          <sequence>/frame-0000.png… (with --sequence NAME)
          <A>-to-<B>.webp (with --format webp)   <A>-to-<B>.mp4 (with --format mp4)
          <A>-to-<B>.svg (with --format animated-svg: vectors, CSS keyframes)
          <A>-to-<B>.json (with --format lottie: Bodymovin JSON)
          sheet.png     overview.png (every state in every size)
          manifest.json (lists every file in the folder)
        Another size or --appearance goes into the names (left.landscape.png,
        left@dark.png). A render replaces only what it writes again and keeps the
        rest of OUT/<scene-id>, which it updates only when its manifest lists every
        file in it; anything else in the way stops the render (exit 73) and is left
        untouched.

        With --verify DIR the render goes to a scratch folder and every file is
        compared with DIR/<scene-id>/ (exit 1 on any difference, missing or extra
        file; the report, with reference, render and difference pictures, goes to
        OUT/verify/index.html); --record makes the render the references.

        Examples:
          animlayout render States/*.states
          animlayout render States/position-priority.states \\
              --transition 'left->center' --format gif
          animlayout render States/breakable-stack.states --state collapsed \\
              --overlay constraints,guides --caption
          animlayout render States/card-expanding.states --appearance dark --chrome
          animlayout render States/form-baselines.states --style wireframe
          animlayout render States/hero-hugging.states --size all --format png
          animlayout render States/card-expanding.states --format webp \\
              --webp-quality 90
          animlayout render States/card-expanding.states --sequence tour --format mp4
          animlayout render States/position-priority.states --sequence tour \\
              --format gif,animated-svg,lottie
          animlayout render States/position-constant-full.states \\
              --sequence rotate --format gif
          animlayout render States/position-priority.states --verify refs --record && \\
              animlayout render States/position-priority.states --verify refs
        """
    )

    @Argument(help: "The .states, .storyboard and .xib files to render (a storyboard's or XIB's scenes are imported first).")
    var files: [String]

    @Option(name: .customLong("state"), help: "A state to render (repeatable).")
    var states: [String] = []

    @Option(name: .customLong("transition"), help: "A transition to render: 'FROM->TO' (quoted: '>' redirects in a shell) or FROM:TO, e.g. 'left->center' or left:center (repeatable).")
    var transitions: [TransitionArgument] = []

    @Option(name: .customLong("flow"), help: "A flow to render (repeatable): taps and waits played through the scene's events.")
    var flows: [String] = []

    @Option(name: .customLong("sequence"), help: "A sequence to render (repeatable).")
    var sequences: [String] = []

    @Option(name: .customLong("format"), help: "Output formats (repeatable, or comma-separated; without it: png,gif,sheet).")
    var formats: [FormatList] = []

    @OptionGroup var timing: FPSOption

    @OptionGroup var scaling: ScaleOption

    @OptionGroup var gif: GIFOptions

    @Option(name: .customLong("webp-quality"), help: "Animated WebP: lossy at this quality (0...100); without it, lossless.")
    var webpQuality: Int?

    @OptionGroup var sizes: SizeList

    @OptionGroup var look: LookOptions

    @Option(help: "Overlays to draw over the views (comma-separated).")
    var overlay: [OverlayList] = []

    @Flag(help: "Write the state or transition name and the time under each frame.")
    var caption = false

    @OptionGroup var outOption: OutOption
    var out: String { outOption.folder(or: "output") }

    @OptionGroup var quiet: QuietOption

    @Flag(help: "Fail (exit 1) when a rendered state has a conflict or an ambiguous layout.")
    var strict = false

    @Option(name: .customLong("verify"), help: ArgumentHelp("Compare the render with the references in this folder (DIR/<scene-id>/…); exit 1 when any file differs, is missing or is extra, with a report in OUT/verify/.", valueName: "DIR"))
    var verify: String?

    @Flag(help: "With --verify: make this render the references (DIR/<scene-id>/ is replaced).")
    var record = false

    @Option(help: ArgumentHelp("With --verify: DELTA[:FRACTION], a pixel counts as changed when a channel differs by more than DELTA levels, and a picture matches when at most FRACTION (0.001 or 0.1%) of its pixels changed (default: exact).", valueName: "DELTA[:FRACTION]"))
    var tolerance: String?

    func validate() throws {
        if let q = webpQuality, !(0...100).contains(q) { throw ValidationError("--webp-quality must be between 0 and 100, not \(q)") }
        if verify == nil, record { throw ValidationError("--record needs --verify DIR: the folder the references go to") }
        if verify == nil, tolerance != nil { throw ValidationError("--tolerance needs --verify DIR") }
        if record, tolerance != nil { throw ValidationError("--tolerance applies when comparing; --record writes the references as rendered") }
        if let verify { try OutputOption.validate(verify, option: "--verify") }
        _ = try toleranceValue()
    }

    /// `--tolerance` read (exact without it).
    func toleranceValue() throws -> VerifyTolerance {
        guard let tolerance else { return .exact }
        switch VerifyTolerance.parse(tolerance) {
        case .success(let value): return value
        case .failure(let error): throw ValidationError(error.description)
        }
    }

    /// The states a render with `request` draws: every state when it selects everything, else
    /// the states, the ends of the transitions and the states of the sequences it names.
    static func drawnStates(_ request: RenderRequest, scene: Scene) -> Set<String> {
        if request.selectsEverything { return Set(scene.states.map(\.name)) }
        var out = Set(request.states)
        for pair in request.transitions { out.insert(pair.from); out.insert(pair.to) }
        for name in request.sequences { out.formUnion(scene.sequences.first { $0.name == name }?.states ?? []) }
        if !request.flows.isEmpty { out.formUnion(scene.states.map(\.name)) }
        return out
    }

    func run() throws {
        AllocatorTuning.keepFreedMemory()
        var request = RenderRequest()
        request.states = states
        request.transitions = transitions.map(\.pair)
        request.sequences = sequences
        request.flows = flows
        let chosen = formats.flatMap(\.formats)
        request.formats = chosen.isEmpty ? [.png, .gif, .sheet] : Set(chosen)
        request.fps = timing.fps
        gif.apply(to: &request)
        request.webp = WebPSettings(quality: webpQuality)
        request.overlays = overlay.reduce(into: Overlays()) { $0.formUnion($1.overlays) }
        request.caption = caption
        request.style = look.style
        request.appearance = look.appearance
        request.chrome = look.chrome
        request.recordsLayouts = verify != nil
        let progress: any ProgressReporter = TerminalProgressBar()
        InterruptCleanup.install()
        // --verify renders into a scratch folder beside the references, then compares or records.
        let references = try verify.map { try ReferenceRun(references: URL(fileURLWithPath: $0, isDirectory: true)) }
        let outURL = references?.scratch ?? URL(fileURLWithPath: out, isDirectory: true)
        var rendered: [(file: String, folder: String)] = []
        // Scenes with the same id in one run (a/card.states, b/card.states) get distinct folders.
        var folderNames = OutputNames()

        var failure: Error?
        do {
        try SceneLoop.run(files, hiding: quiet.hidden) { loaded in
            let path = loaded.path
            // A storyboard's scene draws what the import carried: say what it left out.
            if let note = loaded.origin?.importNote { printError(note) }
            // Each size is its own render into the same folder; each keeps what the others wrote.
            let environments = sizes.environments(of: loaded.scene)
            let jobs = environments.map { environment in
                var sized = request
                sized.environment = environment
                sized.scale = scaling.scale(for: loaded.scene)
                sized.scaleAsked = scaling.scale != nil
                return SceneRenderJob(scene: loaded.scene, measurer: loaded.measurer, request: sized)
            }
            // Only what this render draws is checked (the sizes its sequences turn to and the
            // overview's too; a problem elsewhere is check's to report). Under --strict a
            // problem stops the render; otherwise errors are the render's to report.
            let scope = SceneCheck.Scope(states: Self.drawnStates(request, scene: loaded.scene),
                                         sizes: jobs.reduce(into: Set<String>()) { $0.formUnion($1.drawnSizes) })
            let check = strict ? try SceneCheck(scene: loaded.scene, measurer: loaded.measurer, strict: true, scope: scope)
                : try? SceneCheck(scene: loaded.scene, measurer: loaded.measurer, strict: false, scope: scope)
            if strict, let check, check.hasErrors {
                loaded.report(check.problems)
                // Said last, where a log's tail shows it: the render stopped.
                let errors = check.problems.filter { $0.severity == .error }.count
                printError("\(path): error: not rendered: --strict stops at \(errors) layout problem\(errors == 1 ? "" : "s") in what it draws (above)")
                return Exit.failure
            }
            // What is rendered may not be what was meant: one line per state and size with a
            // conflict or an ambiguous view (check says which constraints), each problem once
            // with the places it appears.
            var places: [(problem: String, where: [String])] = []
            for entry in check?.entries ?? [] where !entry.layout.conflicts.isEmpty || !entry.layout.ambiguous.isEmpty {
                let conflicts = entry.layout.conflicts.count, ambiguous = entry.layout.ambiguous.map(\.element)
                var parts: [String] = []
                if conflicts > 0 { parts.append("\(conflicts) conflict\(conflicts == 1 ? "" : "s") (a required constraint broken)") }
                if !ambiguous.isEmpty { parts.append("ambiguous \(ambiguous.prefix(5).joined(separator: ", "))\(ambiguous.count > 5 ? " and \(ambiguous.count - 5) more" : "")") }
                let problem = parts.joined(separator: "; "), place = "state '\(entry.state)', size '\(entry.environment)'"
                if let i = places.firstIndex(where: { $0.problem == problem }) { places[i].where.append(place) } else { places.append((problem, [place])) }
            }
            for (problem, at) in places where !quiet.quiet {
                let place = at.count <= 2 ? at.joined(separator: " and ") : "\(at[0]) and \(at.count - 1) other state × size combinations"
                printError("\(path): warning: \(place): \(problem); see animlayout check \(path)")
            }
            let notesBefore = folderNames.notes.count
            let folderName = folderNames.claim(FileNames.sanitize(loaded.scene.id), suffixes: ["/"], what: "the scene of \(path)")
            for note in folderNames.notes.dropFirst(notesBefore) where !quiet.quiet { printError("\(path): note: \(note)") }
            // The sizes are drawn together (all cores stay busy) and moved into place in order.
            let outcomes = SceneRenderJob.run(jobs, out: outURL, folderName: folderName, progress: progress)
            for (environment, outcome) in zip(environments, outcomes) {
                let summary = try outcome.get()
                for note in summary.notes where !quiet.quiet { printError("\(path): note: \(note)") }
                for warning in summary.warnings where !quiet.quiet { printError("\(path): warning: \(warning)") }
                if references != nil { continue }
                let folder = FilePath(out).appending(summary.folder.lastPathComponent).string
                let size = environment == "default" ? "" : " (size \(environment))"
                func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
                print("\(path) → \(folder)/\(size): \(n(summary.states, "state")), \(n(summary.transitions, "transition")), "
                      + "\(n(summary.sequences, "sequence")), \(n(summary.files.count, "file"))"
                      + (summary.kept > 0 ? " (\(n(summary.kept, "earlier file")) kept)" : ""))
                for file in summary.files where !file.contains("/frame-") {
                    print("  \(folder)/\(file)")
                }
            }
            rendered.append((path, folderName))
            return .success
        }
        } catch {
            failure = error
        }
        if let references, let verify {
            try finishVerify(references, verify: verify, rendered: rendered, failure: failure)
        }
        if let failure { throw failure }
    }

    /// Records the rendered scenes as references, or compares them and reports; exit 1 on a mismatch.
    func finishVerify(_ run: ReferenceRun, verify: String, rendered: [(file: String, folder: String)], failure: Error?) throws {
        defer { run.finish() }
        if record {
            for scene in rendered {
                try run.record(scene: scene.folder)
                print("\(scene.file) → \(FilePath(verify).appending(scene.folder).string)/: references recorded")
            }
            return
        }
        let outcome = try ReferenceVerification.verify(
            run: run, scenes: rendered, tolerance: try toleranceValue(),
            report: URL(fileURLWithPath: out, isDirectory: true).appendingPathComponent("verify"),
            reportShown: FilePath(out).appending("verify").string, referencesShown: FilePath(verify).string)
        for line in outcome.lines { print(line) }
        print("verify: \(outcome.files - outcome.mismatches) of \(outcome.files) files match" + (outcome.failed ? "; \(outcome.mismatches) do not" : ""))
        if outcome.failed, failure == nil { throw Exit.failure }
    }
}
