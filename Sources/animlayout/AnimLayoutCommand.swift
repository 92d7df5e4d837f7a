import ArgumentParser
import Foundation

/// The `animlayout` command: solve, time and render `.states` scenes.
@main
struct AnimLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animlayout",
        abstract: "Solve Auto Layout scenes written as .states files, animate between their states and render the frames.",
        discussion: """
        A .states file declares views, Auto Layout constraints with priorities, and
        named states that differ in which constraints are active, their priorities,
        constants and hidden views.

        Examples:
          animlayout check States/*.states
          animlayout solve States/position-priority.states --state center
          animlayout timeline States/position-priority.states \\
              --transition 'left->center' --json
          animlayout render States/*.states
          animlayout compare States/position-priority.states \\
              States/position-constant-full.states

        Exit status: 0 success; 1 layout errors under --strict; 64 bad usage; 65 the
        scene has errors; 73 an output folder is in the way and was not written by
        animlayout; 74 I/O error.
        """,
        version: AnimLayoutVersion.string,
        subcommands: [RenderCommand.self, AuditCommand.self, ReviewCommand.self, ImportCommand.self, ExportCommand.self, CheckCommand.self, SolveCommand.self, TimelineCommand.self, CompareCommand.self, FontsCommand.self, DevicesCommand.self, PlayCommand.self]
    )
}

extension AnimLayoutCommand {
    /// Runs the command line. Usage errors print as `error: …` (lower case, as every other
    /// message of the tool) followed by the usage; help and version go to standard output.
    static func main() {
        StandardOutput.prepare()
        do {
            var command = try parseAsRoot()
            try command.run()
            exitChecking(.success)
        } catch {
            let code = exitCode(for: error)
            let text = fullMessage(for: error)
            if code == .success {
                if !text.isEmpty { print(text) }
            } else if !text.isEmpty {
                let message = text.hasPrefix("Error: ") ? "error: " + text.dropFirst("Error: ".count) : Substring(text)
                printError(String(message))
            }
            exitChecking(code)
        }
    }

    /// Exits with `code`, or with 74 when standard output did not take what was printed.
    private static func exitChecking(_ code: ExitCode) -> Never {
        if let failure = StandardOutput.finish() {
            printError(failure)
            Foundation.exit(Exit.io.rawValue)
        }
        Foundation.exit(code.rawValue)
    }
}
