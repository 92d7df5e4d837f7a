import AnimRender
import AnimText
import ArgumentParser

/// `animlayout solve FILE --state S [--size NAME] [--json]`.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve one state of a scene and print every element's frame.",
        usage: "animlayout solve <file> [--state <state>] [--size <size>] [--json]",
        discussion: """
        Frames are in root coordinates (points). The report lists the broken
        optional constraints with their error, required-constraint conflicts and
        ambiguous elements.

        Examples:
          animlayout solve States/position-priority.states --state center
          animlayout solve States/position-priority.states --state right \\
              --size landscape --json
        """
    )

    @Argument(help: "The .states file.")
    var file: String

    @Option(help: "The state to solve (default: the scene's initial state).")
    var state: String?

    @OptionGroup var sizeOption: SizeOption
    @OptionGroup var output: JSONOption

    func run() throws {
        let loaded = try SceneLoader.load(file)
        do {
            // The engine (solver, system) is let go before the report is built: for a large
            // scene, holding both would add tens of megabytes to the peak.
            let layout = try LayoutEngine(scene: loaded.scene, measurer: loaded.measurer)
                .layout(state: state ?? loaded.scene.initialState, environment: sizeOption.single)
            // Frames as a device displays them (snapped to the scene's pixel grid), the solution in "exact".
            let report = LayoutReport(layout.snapped(toScale: loaded.scene.canvas.scale ?? 2), exact: layout.frames,
                                      systemFamily: SystemFont.family) { loaded.measurer.fontFile(for: $0) }
            print(output.json ? report.json.pretty() : report.table, terminator: "")
        } catch {
            throw loaded.report(error)
        }
    }
}
