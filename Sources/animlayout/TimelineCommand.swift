import Foundation
import AnimRender
import ArgumentParser

/// `animlayout timeline FILE (--transition A->B | --sequence N) [--fps 30] [--json]`.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print the frames of a transition, a sequence or a flow: time, eased progress and every view's frame.",
        usage: "animlayout timeline <file> (--transition <transition> | --sequence <sequence> | --flow <flow> | --events <events>) [--fps <fps>] [--size <size>] [--json]",
        discussion: """
        A transition of duration D at F frames per second has round(D × F) + 1
        frames; the first is exactly the start state, the last exactly the end
        state.

        Examples:
          animlayout timeline States/position-priority.states \\
              --transition 'left->center'
          animlayout timeline States/position-priority.states \\
              --sequence tour --fps 60 --json
        """
    )

    @Argument(help: "The .states file.")
    var file: String

    @Option(help: "A transition: 'FROM->TO' (quoted: '>' redirects in a shell) or FROM:TO (e.g. 'left->center', left:center). Give one of the four.")
    var transition: TransitionArgument?

    @Option(help: "A sequence declared in the scene.")
    var sequence: String?

    @Option(help: "A flow declared in the scene: taps and waits played through its events.")
    var flow: String?

    @Option(help: "A flow given here, e.g. \"tap toggle, wait 1, tap 120,300\".")
    var events: String?

    @OptionGroup var timing: FPSOption
    @OptionGroup var sizeOption: SizeOption
    @OptionGroup var output: JSONOption

    func validate() throws {
        let given = [transition != nil, sequence != nil, flow != nil, events != nil].filter { $0 }.count
        guard given == 1 else {
            throw ValidationError("give exactly one of --transition 'FROM->TO', --sequence NAME, --flow NAME or --events \"tap ID, wait 1\"")
        }
    }

    func run() throws {
        let loaded = try SceneLoader.load(file)
        let player = ScenePlayer(scene: loaded.scene, measurer: loaded.measurer, environment: sizeOption.single, fps: timing.fps)
        do {
            let timeline: Timeline
            if let t = transition {
                timeline = try player.transition(from: t.from, to: t.to)
            } else if let name = flow {
                let (t, report) = try player.flow(named: name)
                timeline = t
                for line in report.log { printError("\(loaded.path): note: \(line)") }
            } else if let text = events {
                switch Flow.parse(text, scene: loaded.scene) {
                case .success(let f):
                    let (t, report) = try player.flow(f)
                    timeline = t
                    for line in report.log { printError("\(loaded.path): note: \(line)") }
                case .failure(let e):
                    printError("error: --events: \(e.message)")
                    throw ExitCode(64)
                }
            } else {
                timeline = try player.sequence(sequence ?? "")
            }
            print(output.json ? timeline.jsonString() : timeline.table, terminator: output.json ? "\n" : "")
        } catch {
            throw loaded.report(error)
        }
    }
}
