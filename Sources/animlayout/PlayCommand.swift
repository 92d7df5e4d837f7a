import AnimRender
import ArgumentParser
import Foundation
import SystemPackage

/// `animlayout play FILE --events "…" [--format gif|png] [--out output]`.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play taps and waits through a scene's events and render what happens.",
        discussion: """
        Starts in the initial state; each 'tap ID' taps the view's centre as it is on
        screen at that moment ('tap X,Y' a point), each 'wait' lets time pass (after
        timers fire, transitions run). A tap during a transition starts the next one
        from the frames on screen. Writes OUT/<scene-id>/events.gif (its frames as
        events/frame-0000.png… with --format png; webp, mp4 and svg too) and prints
        what each step did.

        Examples:
          animlayout play States/card-expanding.states \\
              --events "wait 0.4, tap card, wait 1.2, tap card, wait 1"
          animlayout play States/card-expanding.states --events "tap card, wait 1" \\
              --format png,gif --out output
        """
    )

    @Argument(help: "The .states file.")
    var file: String

    @Option(help: "The taps and waits, separated by commas: \"tap ID, wait 1, tap 120,300\".")
    var events: String

    @Option(name: .customLong("format"), help: "png, svg (a file per frame), gif, webp or mp4 (repeatable, or comma-separated; without it: gif).")
    var formats: [FormatList] = []

    @OptionGroup var timing: FPSOption

    @OptionGroup var scaling: ScaleOption

    @OptionGroup var gif: GIFOptions

    @OptionGroup var look: LookOptions

    @OptionGroup var outOption: OutOption
    var out: String { outOption.folder(or: "output") }

    func validate() throws {
        let chosen = formats.flatMap(\.formats)
        if chosen.contains(.sheet) {
            throw ValidationError("play writes png, svg, gif, webp or mp4, not sheet (a contact sheet comes with render)")
        }
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
        request.scale = scaling.scale(for: loaded.scene)
        gif.apply(to: &request)
        request.style = look.style
        request.appearance = look.appearance
        request.chrome = look.chrome
        InterruptCleanup.install()
        do {
            let job = SceneRenderJob(scene: loaded.scene, measurer: loaded.measurer, request: request)
            let summary = try job.run(out: URL(fileURLWithPath: out, isDirectory: true), progress: TerminalProgressBar())
            for line in summary.flowLog { print(line) }
            let folder = FilePath(out).appending(summary.folder.lastPathComponent).string
            for file in summary.files where !file.contains("/frame-") { print("  \(folder)/\(file)") }
        } catch {
            throw loaded.report(error)
        }
    }
}
