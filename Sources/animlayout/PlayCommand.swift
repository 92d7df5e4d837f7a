import AnimRender
import ArgumentParser
import Foundation

/// `animlayout play FILE --events "…" [--format gif|png] [--out output]`.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play taps and waits through a scene's events and render what happens.",
        discussion: """
        Starts in the initial state; each 'tap ID' taps the view's centre as it is on
        screen at that moment ('tap X,Y' a point), each 'wait' lets time pass (after
        timers fire, transitions run). A tap during a transition starts the next one
        from the frames on screen. Writes OUT/<scene-id>/events.gif (and its frames
        with --format png) and prints what each step did.

        Examples:
          animlayout play States/login-keyboard.states \\
              --events "tap email, wait 1, tap heading, wait 0.5"
        """
    )

    @Argument(help: "The .states file.")
    var file: String

    @Option(help: "The taps and waits, separated by commas: \"tap ID, wait 1, tap 120,300\".")
    var events: String

    @Option(name: .customLong("format"), help: "gif or png (repeatable, or comma-separated; without it: gif).")
    var formats: [FormatList] = []

    @OptionGroup var timing: FPSOption

    @Option(help: "Pixels per point (0.5...4).")
    var scale: Double = 2

    @OptionGroup var gif: GIFOptions

    @OptionGroup var look: LookOptions

    @Option(name: .customLong("out"), help: "The output folder (created if missing).")
    var out: String = "output"

    func validate() throws {
        guard (0.5...4).contains(scale) else { throw ValidationError("--scale must be between 0.5 and 4, not \(formatNumber(scale))") }
        let chosen = formats.flatMap(\.formats)
        if let bad = chosen.first(where: { $0 != .gif && $0 != .png }) {
            throw ValidationError("play writes gif or png, not \(bad.rawValue)")
        }
        try OutputOption.validate(out)
    }

    func run() throws {
        let loaded = try SceneLoader.load(file)
        let flow: Flow
        switch Flow.parse(events, scene: loaded.scene) {
        case .success(let f): flow = f
        case .failure(let e):
            printError("error: --events: \(e.message)")
            throw ExitCode(64)
        }
        var request = RenderRequest()
        request.givenFlows = [flow]
        request.states = []
        let chosen = formats.flatMap(\.formats)
        request.formats = chosen.isEmpty ? [.gif] : Set(chosen)
        request.fps = timing.fps
        request.scale = scale
        gif.apply(to: &request)
        request.style = look.style
        request.appearance = look.appearance
        request.chrome = look.chrome
        InterruptCleanup.install()
        do {
            let job = SceneRenderJob(scene: loaded.scene, measurer: loaded.measurer, request: request)
            let summary = try job.run(out: URL(fileURLWithPath: out, isDirectory: true), progress: TerminalProgressBar())
            for line in summary.flowLog { print(line) }
            let folder = (out as NSString).appendingPathComponent(summary.folder.lastPathComponent)
            for file in summary.files where !file.contains("/frame-") { print("  \(folder)/\(file)") }
        } catch {
            throw loaded.report(error)
        }
    }
}
