import ArgumentParser

/// The `animlayout` command: solve, time and render `.states` scenes.
@main
struct AnimLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animlayout",
        abstract: "Solve Auto Layout scenes written as .states files, animate between their states and render the frames.",
        discussion: """
        A .states file declares views, Auto Layout constraints with priorities, and named states
        that differ in which constraints are active, their priorities, constants and hidden views.

        Examples:
          animlayout --version
        """,
        version: AnimLayoutVersion.string,
        subcommands: []
    )
}
