import AnimRender
import ArgumentParser
import Foundation
import SystemPackage

/// `animlayout compare A.states B.states [--out DIR] [--json] [--fps 30] [--fail-over POINTS]`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two versions of a scene (e.g. priority swaps vs constant math) state by state, size by size and frame by frame.",
        discussion: """
        A and B must declare the same element ids and state names; only the shared
        ones are compared (the others are listed as warnings). Each shared state is
        entered in the default canvas (from the initial state) and then laid out in
        every size both scenes define, as a rotation would: constants computed by
        constant math keep their value, priority swaps re-solve. Each transition
        between shared states that either scene declares (or that a sequence of
        either scene plays) is compared frame by frame in the default canvas.

        The deviation of a frame is the largest difference of x, y, width or height
        over the shared elements (custom guides included; root and ID.safe /
        ID.margins are not).

        Overlay images go to OUT/compare-<A>-vs-<B>/, one per state and size, named
        as render names them: <state>.png in the canvas, <state>.<size>.png in another
        size (written atomically, also when --fail-over fails): A filled, B dashed in
        magenta, red arrows and labels on elements that deviate by more than 0.5 pt.

        Exit status: 0 success; 1 a deviation exceeds --fail-over; 64 bad usage; 65
        a scene has errors or the scenes share no state; 74 I/O error.

        Examples:
          animlayout compare States/position-priority.states \\
              States/position-constant-full.states
          animlayout compare States/position-constant.states \\
              States/position-constant-full.states --json --fail-over 0.5
        """
    )

    @Argument(help: "Scene A (drawn filled).")
    var a: String

    @Argument(help: "Scene B (drawn outlined).")
    var b: String

    @OptionGroup var outOption: OutOption
    var out: String { outOption.folder(or: "output") }

    @OptionGroup var output: JSONOption
    @OptionGroup var timing: FPSOption

    @Option(name: .customLong("fail-over"), help: ArgumentHelp("Exit 1 when any deviation exceeds this many points.", valueName: "points"))
    var failOver: Double?

    @Flag(name: .customLong("no-images"), help: "Do not write overlay images.")
    var noImages = false

    func validate() throws {
        if let f = failOver, !(f.isFinite && f >= 0) {
            throw ValidationError("--fail-over must be a number of points ≥ 0, not \(f)")
        }
    }

    func run() throws {
        // The advice to run compare is not repeated to someone running it.
        let advice = { (d: Diagnostic) in d.message.contains("run 'animlayout compare'") }
        let loadedA = try SceneLoader.load(a, hiding: advice)
        let loadedB = try SceneLoader.load(b, hiding: advice)
        let comparison: SceneComparison
        do {
            comparison = try SceneComparison(a: loadedA.scene, measurerA: loadedA.measurer,
                                             b: loadedB.scene, measurerB: loadedB.measurer, fps: timing.fps)
        } catch let error as ComparisonError {
            throw (error.side == .b ? loadedB : loadedA).report(error)
        }
        for warning in comparison.warnings { printError("warning: \(warning)") }

        var images: [String] = []
        var folderPath: String?
        if !noImages {
            InterruptCleanup.install()
            do {
                images = try CompareOverlayFolder.write(comparison, into: URL(fileURLWithPath: out)).images
            } catch {
                throw loadedA.report(error)
            }
            folderPath = FilePath(out).appending(CompareOverlayFolder.name(a: comparison.a, b: comparison.b)).string
        }

        let report = ComparisonReport(comparison, fileA: a, fileB: b, output: folderPath, images: images)
        if output.json {
            print(report.json.pretty(), terminator: "")
        } else {
            print(report.table, terminator: "")
            if let folderPath { print("wrote \(images.count) overlay image\(images.count == 1 ? "" : "s") to \(folderPath)/") }
        }
        if let limit = failOver, comparison.maximum.amount > limit {
            printError("error: deviation exceeds --fail-over \(limit): \(report.maximumDescription)")
            throw Exit.failure
        }
    }
}
