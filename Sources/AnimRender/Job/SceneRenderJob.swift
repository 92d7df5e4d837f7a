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

    /// The transitions rendered when none is selected (``Scene/drawnTransitions``).
    public func defaultTransitions() -> [TransitionPair] { scene.drawnTransitions }

    /// Renders into `out/<folderName>` (default: the scene id made safe) and returns what was
    /// written. Throws ``OutputConflictError`` when something that is not animlayout's is in the
    /// way, `LayoutError` for errors in the scene (located), `RenderError` for I/O.
    public func run(out: URL, folderName: String? = nil, progress: any ProgressReporter = SilentProgress()) throws -> RenderSummary {
        let plan = try RenderPlan(job: self)
        let folderURL = out.appendingPathComponent(folderName ?? FileNames.sanitize(scene.id), isDirectory: true)
        // The frames the GIFs draw, which the PNGs use too.
        let drawn = PackedFrames()
        let exports = RenderFormat.allCases.filter { request.formats.contains($0) }
            .compactMap { FrameExports.export(for: $0, request: request, drawn: drawn) }

        var manifest = RenderManifest(plan: plan, request: request)
        let folder = try OutputFolder(target: folderURL)
        do {
            // States, animations, the contact sheet and the overview, in parallel.
            let written = try RenderPieces(job: self, plan: plan, exports: exports, folder: folder).render(progress: progress)
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
