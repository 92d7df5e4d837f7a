import Foundation
import AnimRender
import ArgumentParser

/// `animlayout timeline FILE (--transition A->B | --sequence N) [--fps 30] [--json]`.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print the frames of a transition or a sequence: time, eased progress and every view's frame.",
        discussion: """
        A transition of duration D at F frames per second has round(D × F) + 1 frames; the
        first is exactly the start state, the last exactly the end state.

        Examples:
          animlayout timeline States/position-priority.states --transition left->center
          animlayout timeline States/position-priority.states --sequence tour --fps 60 --json
        """
    )

    @Argument(help: "The .states file.")
    var file: String

    @Option(help: "A transition, written FROM->TO.")
    var transition: String?

    @Option(help: "A sequence declared in the scene.")
    var sequence: String?

    @Option(help: "Frames per second (1...240).")
    var fps: Int = 30

    @Option(help: "A named size of the scene (default: the canvas).")
    var size: String = "default"

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        guard (transition == nil) != (sequence == nil) else {
            throw ValidationError("give exactly one of --transition FROM->TO or --sequence NAME")
        }
        guard (1...240).contains(fps) else {
            throw ValidationError("--fps must be between 1 and 240, not \(fps)")
        }
        if let t = transition, TransitionArgument(t) == nil {
            throw ValidationError("--transition must be written FROM->TO, e.g. left->center; got '\(t)'")
        }
    }

    func run() throws {
        let loaded = try SceneLoader.load(file)
        let player = ScenePlayer(scene: loaded.scene, measurer: loaded.measurer, environment: size, fps: fps)
        do {
            let timeline: Timeline
            if let t = transition, let arg = TransitionArgument(t) {
                timeline = try player.transition(from: arg.from, to: arg.to)
            } else {
                timeline = try player.sequence(sequence ?? "")
            }
            print(json ? timeline.jsonString() : timeline.table, terminator: json ? "\n" : "")
        } catch let error as LayoutError {
            throw error.report(for: loaded)
        } catch let error as MotionError {
            throw error.report(for: loaded)
        }
    }
}

/// `FROM->TO` from the command line.
struct TransitionArgument: Equatable {
    var from: String
    var to: String

    init?(_ text: String) {
        let parts = text.components(separatedBy: "->")
        guard parts.count == 2 else { return nil }
        from = parts[0].trimmingCharacters(in: .whitespaces)
        to = parts[1].trimmingCharacters(in: .whitespaces)
        guard !from.isEmpty, !to.isEmpty else { return nil }
    }
}
