import AnimRender
import ArgumentParser
import Foundation

/// `animlayout render FILE... [--state S]... [--transition A->B]... [--sequence N]... [--format …]…`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render states, transitions and sequences to PNG, SVG, animated GIF and contact sheets.",
        discussion: """
        With no --state, --transition or --sequence, renders every state (PNG), every declared
        transition and sequence (frames and GIF) and a contact sheet. Output goes to
        OUT/<scene-id>/ (built in a temporary folder and moved into place when complete):
          <state>.png   <A>-to-<B>/frame-0000.png…   <A>-to-<B>.gif   <sequence>.gif
          sheet.png     manifest.json

        Examples:
          animlayout render States/*.states
          animlayout render States/position-priority.states --transition left->center --format gif
          animlayout render States/breakable-stack.states --state collapsed --overlay constraints,guides --caption
        """
    )

    @Argument(help: "The .states files to render.")
    var files: [String]

    @Option(name: .customLong("state"), help: "A state to render (repeatable).")
    var states: [String] = []

    @Option(name: .customLong("transition"), help: "A transition FROM->TO to render (repeatable).")
    var transitions: [String] = []

    @Option(name: .customLong("sequence"), help: "A sequence to render (repeatable).")
    var sequences: [String] = []

    @Option(name: .customLong("format"), help: "png, svg, gif or sheet (repeatable, or comma-separated; default png,gif,sheet).")
    var formats: [String] = []

    @Option(help: "Frames per second for transitions and sequences (1...120).")
    var fps: Int = 30

    @Option(help: "Pixels per point for PNG, SVG and sheets (0.5...4).")
    var scale: Double = 2

    @Option(name: .customLong("gif-scale"), help: "Pixels per point for GIFs (0.5...4).")
    var gifScale: Double = 1

    @Option(help: "A named size of the scene (default: the canvas).")
    var size: String = "default"

    @Option(help: "Overlays: constraints, guides, safe-area (comma-separated).")
    var overlay: [String] = []

    @Flag(help: "Write the state or transition name and the time under each frame.")
    var caption = false

    @Option(name: .customLong("out"), help: "The output folder.")
    var out: String = "output"

    @Flag(help: "Fail (exit 1) when a rendered state has a conflict or an ambiguous layout.")
    var strict = false

    func parsedFormats() throws -> Set<RenderFormat> {
        let names = formats.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        if names.isEmpty { return [.png, .gif, .sheet] }
        var out = Set<RenderFormat>()
        for n in names {
            guard let f = RenderFormat(rawValue: n) else {
                throw ValidationError("unknown format '\(n)'; use png, svg, gif or sheet")
            }
            out.insert(f)
        }
        return out
    }

    func parsedOverlays() throws -> Overlays {
        var result: Overlays = []
        for n in overlay.flatMap({ $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }) {
            switch n {
            case "constraints": result.insert(.constraints)
            case "guides": result.insert(.guides)
            case "safe-area": result.insert(.safeArea)
            default: throw ValidationError("unknown overlay '\(n)'; use constraints, guides or safe-area")
            }
        }
        return result
    }

    func validate() throws {
        _ = try parsedFormats()
        _ = try parsedOverlays()
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be between 1 and 120, not \(fps)") }
        guard (0.5...4).contains(scale), (0.5...4).contains(gifScale) else {
            throw ValidationError("--scale and --gif-scale must be between 0.5 and 4")
        }
        try OutputOption.validate(out)
        for t in transitions where TransitionArgument(t) == nil {
            throw ValidationError("--transition must be written FROM->TO, e.g. left->center; got '\(t)'")
        }
    }

    func run() throws {
        var request = RenderRequest()
        request.states = states
        request.transitions = transitions.compactMap { TransitionArgument($0).map { TransitionPair(from: $0.from, to: $0.to) } }
        request.sequences = sequences
        request.formats = try parsedFormats()
        request.fps = fps
        request.scale = scale
        request.gifScale = gifScale
        request.environment = size
        request.overlays = try parsedOverlays()
        request.caption = caption
        let progress: any ProgressReporter = TerminalProgressBar()
        let outURL = URL(fileURLWithPath: out, isDirectory: true)
        InterruptCleanup.install()
        // Scenes with the same id in one run (a/card.states, b/card.states) get distinct folders.
        var folderNames = OutputNames()

        var worst: ExitCode = .success
        func fail(_ code: ExitCode) { if code.rawValue > worst.rawValue { worst = code } }
        for path in files {
            let loaded: LoadedScene
            do {
                loaded = try SceneLoader.load(path)
            } catch let code as ExitCode {
                fail(code)
                continue
            }
            do {
                if strict {
                    let check = try SceneCheck(scene: loaded.scene, measurer: loaded.measurer, strict: true)
                    if check.hasErrors {
                        loaded.report(check.problems)
                        fail(Exit.failure)
                        continue
                    }
                }
                let job = SceneRenderJob(scene: loaded.scene, measurer: loaded.measurer, request: request)
                let notesBefore = folderNames.notes.count
                let folderName = folderNames.claim(FileNames.sanitize(loaded.scene.id), suffixes: ["/"],
                                                   what: "the scene of \(path)")
                for note in folderNames.notes.dropFirst(notesBefore) { printError("\(path): note: \(note)") }
                let summary = try job.run(out: outURL, folderName: folderName, progress: progress)
                for note in summary.notes { printError("\(path): note: \(note)") }
                for warning in summary.warnings { printError("\(path): warning: \(warning)") }
                let folder = (out as NSString).appendingPathComponent(summary.folder.lastPathComponent)
                print("\(path) → \(folder)/: \(summary.states) states, \(summary.transitions) transitions, "
                      + "\(summary.sequences) sequences, \(summary.files.count) files")
                for file in summary.files where !file.contains("/frame-") {
                    print("  \(folder)/\(file)")
                }
            } catch let error as LayoutError {
                fail(error.report(for: loaded))
            } catch let error as MotionError {
                fail(error.report(for: loaded))
            } catch {
                fail(OutputOption.report(error, file: path))
            }
        }
        if worst != .success { throw worst }
    }
}
