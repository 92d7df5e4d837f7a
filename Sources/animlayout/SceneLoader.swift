import AnimRender
import AnimText
import ArgumentParser
import Foundation
import SystemPackage

/// The exit codes the README lists.
enum Exit {
    /// Layout errors under `--strict`, or a failed comparison threshold.
    static let failure = ExitCode(1)
    /// The scene has errors (syntactic or semantic).
    static let sceneErrors = ExitCode(ExitStatus.sceneErrors)
    /// A file could not be read or written.
    static let io = ExitCode(ExitStatus.io)
}

/// Writes text to standard error.
func printError(_ text: String) {
    // write(2): unbuffered, and C's `stderr` cannot be named under Swift 6's concurrency checks.
    let bytes = Array((text.hasSuffix("\n") ? text : text + "\n").utf8)
    var done = 0
    while done < bytes.count {
        let n = bytes[done...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if n <= 0 { return }
        done += n
    }
}

/// A compiled scene with what it takes to report on it.
struct LoadedScene: Sendable {
    var path: String
    var source: [UInt8]
    var scene: Scene

    /// Renders diagnostics with excerpts of the file: made when needed (it holds the text line
    /// by line, ~10 MB for a 10,000-view scene).
    var renderer: DiagnosticRenderer { DiagnosticRenderer(source: source) }

    /// The text measurer: the shipped fonts and the scene's `font-file`s through Pango and
    /// HarfBuzz, rounding to the scene's scale (default 2).
    var measurer: TextSystem

    /// For a scene imported from a storyboard or XIB: where its views are in that file.
    var origin: SceneOrigin?

    /// How the scene is named in a report line: its file, and for an imported one its scene.
    var displayName: String { origin.map { "\($0.file) (scene '\($0.scene)')" } ?? path }

    /// Prints diagnostics about this scene (file:line:col, source line, caret) to stderr.
    func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        printError(renderer.render(diagnostics))
    }
}

enum SceneLoader {
    /// Why a file could not be loaded: what to print, and the exit code.
    struct Failure: Error {
        var text: String
        var exit: ExitCode
    }

    /// Reads and compiles `path`. Warnings go to stderr; errors go to stderr and throw exit 65;
    /// an unreadable file throws exit 74.
    static func load(_ path: String, hiding hidden: (Diagnostic) -> Bool = { _ in false }) throws -> LoadedScene {
        switch compile(path, hiding: hidden) {
        case .success(let (loaded, warnings)):
            if !warnings.isEmpty { printError(warnings) }
            return loaded
        case .failure(let failure):
            printError(failure.text)
            throw failure.exit
        }
    }

    /// Reads and compiles `path` without printing: the scene and its warnings as `check`
    /// prints them, or the errors.
    /// `hidden`: warnings this command has no use for (compare's own advice to run compare).
    static func compile(_ path: String, hiding hidden: (Diagnostic) -> Bool = { _ in false }) -> Result<(LoadedScene, String), Failure> {
        let source: [UInt8]
        do {
            source = try readBytes(path)
        } catch let problem as ReadProblem {
            return .failure(Failure(text: "\(path): error: \(problem.message)", exit: Exit.io))
        } catch {
            return .failure(Failure(text: "\(path): error: cannot read the file (\(error.localizedDescription)); check its permissions",
                                    exit: Exit.io))
        }
        let result = StatesCompiler.compile(source: source, file: path)
        let shown = result.diagnostics.filter { $0.severity == .error || !hidden($0) }
        let warnings = shown.isEmpty ? "" : DiagnosticRenderer(source: source).render(shown)
        guard let scene = result.scene, !result.hasErrors else {
            return .failure(Failure(text: warnings, exit: Exit.sceneErrors))
        }
        return prepare(scene, source: source, path: path, warnings: warnings)
    }

    /// A compiled scene made ready to lay out and draw: its images read and its text system
    /// set up (`warnings`: what compiling it printed, kept ahead of any error).
    static func prepare(_ compiled: Scene, source: [UInt8], path: String, warnings: String) -> Result<(LoadedScene, String), Failure> {
        var scene = compiled
        // The renderer holds the text line by line: made only when something is printed.
        let render = { (diagnostics: [Diagnostic]) in DiagnosticRenderer(source: source).render(diagnostics) }
        switch ImageSetup.load(scene) {
        case .success(let withImages):
            scene = withImages
        case .failure(let failure):
            return .failure(Failure(text: warnings + render(failure.diagnostics), exit: Exit.sceneErrors))
        }
        let text: TextSystem
        switch TextSetup.load(scene) {
        case .success(let system):
            text = system
        case .failure(.scene(let diagnostics)):
            return .failure(Failure(text: warnings + render(diagnostics), exit: Exit.sceneErrors))
        case .failure(.io(let message)):
            return .failure(Failure(text: warnings + "error: \(message)", exit: Exit.io))
        }
        return .success((LoadedScene(path: path, source: source, scene: scene, measurer: text), warnings))
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

extension LoadedScene {
    /// Reports any error a command meets with this scene and returns the exit code to use: a
    /// ``ReportableError``'s diagnostics (located ones against this scene's source) and exit
    /// status; anything else as an I/O error (74).
    func report(_ error: Error) -> ExitCode {
        guard let reportable = error as? ReportableError else {
            printError("\(path): error: \(error.localizedDescription)")
            return Exit.io
        }
        report(reportable.diagnostics.filter { $0.range != nil })
        for d in reportable.diagnostics where d.range == nil { printError("\(path): error: \(d.message)") }
        return ExitCode(reportable.exitStatus)
    }
}

/// The loop every multi-file command runs: load each file (folders searched, storyboards and
/// XIBs imported in memory: ``SceneInputs``), run `body` on each scene, and remember the worst
/// exit code; a file that fails does not stop the others.
enum SceneLoop {
    /// `hidden`: the diagnostics not to print (``QuietOption/hidden``); errors always are.
    static func run(_ files: [String], hiding hidden: (Diagnostic) -> Bool = { _ in false },
                    _ body: (LoadedScene) throws -> ExitCode) throws {
        var worst: ExitCode = .success
        func note(_ code: ExitCode) { if code.rawValue > worst.rawValue { worst = code } }
        for folder in files where SceneInputs.isFolder(folder) && SceneInputs.files(under: folder).isEmpty {
            printError("\(folder): error: no .states scenes, storyboards (.storyboard) or XIBs (.xib) in this folder or below it")
            note(ExitCode.validationFailure)
        }
        for path in SceneInputs.expand(files) {
            if let kind = SceneInputs.foreignKind(path) {
                printError("\(path): error: a .\(kind) file; this command reads .states scenes, storyboards (.storyboard) and XIBs (.xib), or folders of them")
                note(ExitCode.validationFailure)
                continue
            }
            do {
                let scenes = SceneInputs.isInterface(path) ? try InterfaceScenes.load(path) : [try SceneLoader.load(path, hiding: hidden)]
                for loaded in scenes {
                    do {
                        note(try body(loaded))
                    } catch let exit as ExitCode {
                        note(exit)
                    } catch {
                        note(loaded.report(error))
                    }
                    // What a scene printed reaches a log file or pipe as it finishes (a CI log
                    // shows progress), not when the command ends.
                    StandardOutput.flush()
                }
            } catch let exit as ExitCode {
                note(exit)
            }
        }
        if worst != .success { throw worst }
    }

    /// ``run(_:_:)`` with the costly part in parallel: `work` runs on up to `width` scenes at
    /// once (loaded in order, `width` at a time, so memory holds at most `width` scenes), and
    /// `finish` reports each result in file order (output is the same as a serial run's).
    static func run<T: Sendable>(_ files: [String], width: Int, work: @escaping @Sendable (LoadedScene) throws -> T,
                                 finish: (LoadedScene, T) throws -> ExitCode) throws {
        var batch: [LoadedScene] = []
        var worst: ExitCode = .success
        func note(_ code: ExitCode) { if code.rawValue > worst.rawValue { worst = code } }
        func flush() {
            let results = ResultSlots<T>(count: batch.count)
            let scenes = batch
            DispatchQueue.concurrentPerform(iterations: scenes.count) { i in
                results.set(i, Result { try work(scenes[i]) })
            }
            let done = results.all
            for (i, loaded) in scenes.enumerated() {
                do {
                    guard let result = done[i] else { continue }
                    note(try finish(loaded, try result.get()))
                } catch let exit as ExitCode {
                    note(exit)
                } catch {
                    note(loaded.report(error))
                }
                StandardOutput.flush()
            }
            batch = []
        }
        do {
            try run(files) { loaded in
                batch.append(loaded)
                if batch.count >= max(1, width) { flush() }
                return .success
            }
        } catch let exit as ExitCode {
            note(exit)
        }
        if !batch.isEmpty { flush() }
        if worst != .success { throw worst }
    }
}

/// Checks on `--out` shared by the commands that write files.
enum OutputOption {
    /// Throws a usage error (exit 64) when `path` cannot be an output folder: empty, an
    /// existing file, device or other non-folder (`/dev/null`), below a file, a name longer than
    /// the file system allows, or a NUL byte. Path text goes through `FilePath`, which cannot
    /// trap on `.`, `o/` or one-character names (this toolchain's `NSString` path methods do).
    static func validate(_ path: String, option: String = "--out") throws {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("\(option) needs a folder, e.g. --out output")
        }
        guard !path.utf8.contains(0) else {
            throw ValidationError("\(option) '\(path.replacingOccurrences(of: "\0", with: "\\0"))' has a NUL byte; give a folder, e.g. --out output")
        }
        let filePath = FilePath(path)
        if let long = filePath.components.first(where: { $0.string.utf8.count > 255 }) {
            throw ValidationError("\(option) '\(path)' has a name of \(long.string.utf8.count) bytes ('\(long.string.prefix(16))…'); names are at most 255 bytes")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("\(option) '\(path)' is not a folder; give a folder (it is created if missing), e.g. --out output")
        }
        var ancestor = filePath
        while ancestor.removeLastComponent(), !ancestor.isEmpty, !(ancestor.root != nil && ancestor.components.isEmpty) {
            if FileManager.default.fileExists(atPath: ancestor.string, isDirectory: &isFolder), !isFolder.boolValue {
                throw ValidationError("\(option) '\(path)' goes through '\(ancestor.string)', which is a file; give a folder, e.g. --out output")
            }
        }
    }
}

/// Results filled in by parallel workers, one slot each.
private final class ResultSlots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<T, Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ result: Result<T, Error>) {
        lock.lock()
        slots[i] = result
        lock.unlock()
    }

    var all: [Result<T, Error>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
