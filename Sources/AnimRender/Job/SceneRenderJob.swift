import AnimLayout
import Foundation

/// What a render wrote for one scene.
public struct RenderSummary: Sendable {
    /// The scene's output folder (`OUT/<scene-id>`).
    public var folder: URL
    /// Paths written by this render, relative to `folder`, in the order they were produced (the
    /// manifest last).
    public var files: [String]
    /// Files of earlier renders (other sizes, states, formats) kept in the folder.
    public var kept: Int = 0
    /// What each flow's steps did (`flow: 0.5 s: tap next hit 'next' -> 'details'`).
    public var flowLog: [String] = []
    public var states: Int
    public var transitions: Int
    public var sequences: Int
    /// Outputs renamed to keep file names distinct.
    public var notes: [String]
    /// Problems that did not stop the render: old output that could not be removed.
    public var warnings: [String]
}

/// Renders one scene in four steps: plan (solve the selected states, play the selected
/// transitions and sequences, give every output a distinct file name), frames and exports
/// (each format in `request.formats` streams its files, see ``FrameExport``), the contact sheet,
/// and the manifest. Everything goes into an ``OutputFolder``: built beside `OUT/<scene-id>` and
/// moved into place only when complete, replacing only a folder animlayout wrote.
public struct SceneRenderJob {
    public let scene: Scene
    public let measurer: any TextMeasurer
    public let request: RenderRequest

    /// Creates a job.
    /// `--appearance` differs from the rendered size's own appearance (the file names say so).
    let overridesAppearance: Bool

    public init(scene: Scene, measurer: any TextMeasurer, request: RenderRequest) {
        var scene = scene
        let declared = ([scene.canvas] + scene.sizes).first { $0.name == request.environment }?.appearance ?? .light
        overridesAppearance = request.appearance.map { $0 != declared } ?? false
        if let appearance = request.appearance {
            scene.canvas.appearance = appearance
            for i in scene.sizes.indices { scene.sizes[i].appearance = appearance }
        }
        self.scene = scene
        self.measurer = measurer
        self.request = request
    }

    /// What this render's file names add to a state's name: its size, an appearance it
    /// overrides, its style, overlays and caption (see ``RenderPlan/variant``; empty for the
    /// canvas in its own look).
    public var variant: String {
        var variant = FileNames.size(request.environment)
        if overridesAppearance, let appearance = request.appearance { variant += "@" + appearance.rawValue }
        if request.style != .device { variant += "+" + request.style.rawValue }
        for name in request.overlays.nameList { variant += "+" + name }
        if request.caption { variant += "+caption" }
        return variant
    }

    /// Whether this render adds the overview page (``OverviewSheet``): a full render, with its
    /// contact sheet, of the canvas in its own look.
    public var drawsOverview: Bool {
        request.selectsEverything && request.formats.contains(.sheet) && variant.isEmpty
    }

    /// The sequences this render draws, by name: every one when it selects everything.
    var sequenceNames: [String] {
        request.selectsEverything ? scene.sequences.map(\.name) : request.sequences
    }

    /// The sizes this render draws, by name: its own, those its sequences turn to, and with the
    /// overview every size that shows.
    public var drawnSizes: Set<String> {
        var sizes: Set<String> = [request.environment]
        for sequence in scene.sequences where sequenceNames.contains(sequence.name) { sizes.formUnion(sequence.sizes.compactMap { $0 }) }
        if drawsOverview { sizes.formUnion(OverviewSheet.environments(of: scene).map(\.name)) }
        return sizes
    }

    /// The transitions rendered when none is selected (``Scene/drawnTransitions``).
    public func defaultTransitions() -> [TransitionPair] { scene.drawnTransitions }

    /// Renders into `out/<folderName>` (default: the scene id made safe) and returns what was
    /// written. Throws ``OutputConflictError`` when something that is not animlayout's is in the
    /// way, `LayoutError` for errors in the scene (located), `RenderError` for I/O.
    public func run(out: URL, folderName: String? = nil, progress: any ProgressReporter = SilentProgress()) throws -> RenderSummary {
        let outcomes = SceneRenderJob.run([self], out: out, folderName: folderName, progress: progress)
        guard let outcome = outcomes.first else { throw RenderError("the render produced no outcome") }
        return try outcome.get()
    }

    /// Renders several jobs of one scene (its sizes) into the same folder, as many renders one
    /// after the other would: each keeps what the earlier ones wrote. Their pieces (states,
    /// animations, sheets) run on all cores together, the longest animations of every job first,
    /// so that one job's last piece does not leave a core idle; each job's folder is then moved
    /// into place in order. The outcomes are in the jobs' order and stop at the first failure
    /// (the jobs after it are discarded).
    public static func run(_ jobs: [SceneRenderJob], out: URL, folderName: String? = nil,
                           progress: any ProgressReporter = SilentProgress()) -> [Swift.Result<RenderSummary, Error>] {
        // Plan every job, and give each a staging folder; a job that cannot be planned ends the list.
        var prepared: [RenderPieces] = []
        var planFailure: Error?
        for job in jobs {
            do {
                prepared.append(try job.prepare(out: out, folderName: folderName))
            } catch {
                planFailure = error
                break
            }
        }
        let drawn = drawPieces(of: prepared, progress: progress)
        var outcomes: [Swift.Result<RenderSummary, Error>] = []
        var failed = false
        for (pieces, results) in zip(prepared, drawn) {
            guard !failed else {
                pieces.folder.discard()
                continue
            }
            let outcome = Swift.Result { try pieces.job.commit(pieces, results: results.get()) }
            if case .failure = outcome { failed = true }
            outcomes.append(outcome)
        }
        if let planFailure, !failed { outcomes.append(.failure(planFailure)) }
        return outcomes
    }

    /// The job's plan, exports and staging folder.
    private func prepare(out: URL, folderName: String?) throws -> RenderPieces {
        let plan = try RenderPlan(job: self)
        let folderURL = out.appendingPathComponent(folderName ?? FileNames.sanitize(scene.id), isDirectory: true)
        // The frames the GIFs draw, which the PNGs use too.
        let drawn = PackedFrames()
        let exports = RenderFormat.allCases.filter { request.formats.contains($0) }
            .compactMap { FrameExports.export(for: $0, request: request, drawn: drawn) }
        return RenderPieces(job: self, plan: plan, exports: exports, folder: try OutputFolder(target: folderURL))
    }

    /// Every job's pieces, run together on all cores (the longest animations first, then each
    /// job's stills and sheets in order); for each job, its pieces' results in its own order,
    /// or the error of the first of them that failed.
    private static func drawPieces(of jobs: [RenderPieces],
                                   progress: any ProgressReporter) -> [Swift.Result<[RenderPieces.Result], Error>] {
        let listed = jobs.enumerated().flatMap { j, pieces in pieces.pieces.enumerated().map { (job: j, index: $0.offset, piece: $0.element) } }
        // A stable order: animations by length (longest first), then the rest as listed.
        let order = listed.enumerated().sorted { a, b in
            let fa = jobs[a.element.job].frames(of: a.element.piece), fb = jobs[b.element.job].frames(of: b.element.piece)
            return fa != fb ? fa > fb : a.offset < b.offset
        }.map(\.element)
        let shared = SharedProgress(progress), boxed = UncheckedBox(jobs)
        let results = ParallelMap.map(order) { item in
            Swift.Result { try boxed.value[item.job].render(item.piece, progress: shared) }
        }
        return jobs.indices.map { j in
            Swift.Result {
                var mine = Array<RenderPieces.Result?>(repeating: nil, count: jobs[j].pieces.count)
                for (item, result) in zip(order, results) where item.job == j { mine[item.index] = try result.get() }
                return try mine.map { result in
                    guard let result else { throw RenderError("a piece of the render produced no result") }
                    return result
                }
            }
        }
    }

    /// Writes the manifest of a job whose pieces are drawn and moves its folder into place.
    private func commit(_ pieces: RenderPieces, results: [RenderPieces.Result]) throws -> RenderSummary {
        let plan = pieces.plan, folder = pieces.folder, folderURL = folder.target
        var manifest = RenderManifest(plan: plan, request: request)
        do {
            let written = try pieces.assemble(pieces.pieces, results)
            manifest.addStates(written.stills)
            for (animation, files) in zip(plan.animations, written.animations) { manifest.addAnimation(animation, files: files) }
            manifest.sheet = written.sheet
            manifest.overview = written.overview
            if request.recordsLayouts {
                let layouts = RecordedLayouts(plan: plan).merged(over: RecordedLayouts.read(in: folderURL))
                try folder.write(try layouts.encoded(), to: RecordedLayouts.fileName)
            }
            // What an earlier render left in the folder stays, unless this one rendered it again:
            // the manifest is the union of both.
            let sceneFile = RenderManifest.relativePath(of: scene.file, from: folderURL)
            try folder.commit { previous in
                manifest.merged(with: previous, written: folder.files, scene: scene, sceneFile: sceneFile)
            }
        } catch {
            folder.discard()
            throw error
        }
        let carried = Set(folder.carried)
        var summary = RenderSummary(folder: folder.target,
                                    files: folder.files.filter { !carried.contains($0) } + [OutputOwnership.manifestName],
                                    states: plan.states.count,
                                    transitions: plan.animations.filter { $0.kind == .transition }.count,
                                    sequences: plan.animations.filter { $0.kind == .sequence }.count,
                                    notes: plan.names.notes, warnings: folder.warnings)
        summary.kept = carried.count
        summary.flowLog = plan.flowReports.flatMap { name, report in report.log.map { "\(name): \($0)" } }
        return summary
    }
}
