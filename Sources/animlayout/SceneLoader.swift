import AnimRender
import ArgumentParser
import Foundation

/// Exit codes of design.md.
enum Exit {
    /// Layout errors under `--strict`, or a failed comparison threshold.
    static let failure = ExitCode(1)
    /// Something the tool did not write is in the way of an output folder (EX_CANTCREAT).
    static let cannotCreate = ExitCode(73)
    /// The scene has errors (syntactic or semantic).
    static let sceneErrors = ExitCode(65)
    /// A file could not be read or written.
    static let io = ExitCode(74)
}

/// Writes text to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// A compiled scene with what it takes to report on it.
struct LoadedScene {
    var path: String
    var source: [UInt8]
    var scene: Scene
    var renderer: DiagnosticRenderer

    /// The text measurer: DejaVu Sans through Cairo, rounding to the scene's scale (default 2).
    var measurer: CairoTextMeasurer { CairoTextMeasurer(scale: scene.canvas.scale ?? 2) }

    /// Prints diagnostics about this scene (file:line:col, source line, caret) to stderr.
    func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        printError(renderer.render(diagnostics))
    }
}

enum SceneLoader {
    /// Reads and compiles `path`. Warnings go to stderr; errors go to stderr and throw exit 65;
    /// an unreadable file throws exit 74.
    static func load(_ path: String) throws -> LoadedScene {
        let source: [UInt8]
        do {
            source = try readBytes(path)
        } catch let problem as ReadProblem {
            printError("\(path): error: \(problem.message)")
            throw Exit.io
        } catch {
            printError("\(path): error: cannot read the file (\(error.localizedDescription)); check its permissions")
            throw Exit.io
        }
        let result = StatesCompiler.compile(source: source, file: path)
        let renderer = DiagnosticRenderer(source: source)
        if !result.diagnostics.isEmpty {
            printError(renderer.render(result.diagnostics))
        }
        guard let scene = result.scene, !result.hasErrors else {
            throw Exit.sceneErrors
        }
        return LoadedScene(path: path, source: source, scene: scene, renderer: renderer)
    }

    private struct ReadProblem: Error {
        var message: String
    }

    private static func readBytes(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadProblem(message: "no such file; check the path (scenes usually live in States/)")
        }
        guard !isDirectory.boolValue else {
            throw ReadProblem(message: "is a directory; give the .states files in it, e.g. \(path)/*.states")
        }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

extension LayoutError {
    /// Reports this error's diagnostics against `scene` and returns the exit code to use:
    /// 64 for a name given on the command line that does not exist, 65 for a problem in the scene.
    func report(for scene: LoadedScene) -> ExitCode {
        let located = diagnostics.filter { $0.range != nil }
        let unlocated = diagnostics.filter { $0.range == nil }
        scene.report(located)
        for d in unlocated { printError("error: \(d.message)") }
        return located.isEmpty ? ExitCode.validationFailure : Exit.sceneErrors
    }
}
