import AnimRender
import ArgumentParser

/// `animlayout check FILE... [--strict]`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse each scene, solve every state in every size, and report conflicts, ambiguity and broken constraints.",
        discussion: """
        Exit status: 0 when every scene loads (conflicts and ambiguity are
        warnings); 1 under --strict when a layout has a conflict or is ambiguous; 65
        when a scene has errors.

        Examples:
          animlayout check States/*.states
          animlayout check --strict States/position-priority.states
        """
    )

    @Argument(help: "The .states, .storyboard and .xib files to check (a storyboard's or XIB's scenes are imported first).")
    var files: [String]

    @Flag(help: "Treat required-constraint conflicts and ambiguous layouts as errors (exit 1).")
    var strict = false

    @Flag(name: .shortAndLong, help: "List every broken optional constraint, not only their number.")
    var verbose = false

    func run() throws {
        try SceneLoop.run(files) { loaded in
            let check = try SceneCheck(scene: loaded.scene, measurer: loaded.measurer, strict: strict)
            loaded.report(check.problems)
            if verbose {
                for line in check.brokenLines { print(line) }
            }
            print(check.summary(file: loaded.displayName))
            return check.hasErrors ? Exit.failure : .success
        }
    }
}
