import AnimRender
import AnimUIKit
import ArgumentParser
import Foundation
import SystemPackage
import StatesFormat

/// `animlayout import X.storyboard|X.xib... [--out DIR]`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a storyboard's scenes, a XIB's views or UIKit Swift code into .states files.",
        discussion: """
        Each storyboard scene (a view controller with a view) and cell, or each
        top-level view or cell of a XIB, becomes OUT/<id>.states: the id is the
        controller's storyboard identifier, its class, or the file's name. Views
        keep their kind (UIView, UILabel, UIButton, UIImageView, UITextField,
        UISwitch, UISegmentedControl, UISlider, UIProgressView,
        UIActivityIndicatorView, UIStackView), text, fonts, colours, visibility,
        hugging and compression, margins, and autoresizing frames; every constraint
        is kept (margins, baselines, the safe area, multipliers such as 1:2,
        priorities), named by its identifier or its outlet; views by their outlet,
        label, or kind and a number (never an Interface Builder id). Whatever cannot
        be carried over is a warning with its XML line, also written into the file
        as a comment. An existing file is never replaced.

        A .swift file gives a scene per class that creates views in code: stored
        views (`let title = UILabel()`), their properties and hierarchy, constraints
        made with anchors or NSLayoutConstraint(item:…), and states from code: each
        case of a `switch state` is a state with the activations, priorities,
        constants, hidden views and alphas it sets. `animlayout export swift` output
        imports back to the same scene (its `// animlayout:` comments keep the
        canvas and sizes). Swift is read by a library of its own (it holds
        swift-syntax), libAnimSwiftImport.so, beside the program or in
        ../lib/animlayout: 'make swift-import' builds it, 'make install' installs it.

        A storyboard with its view controllers' Swift files (import Card.storyboard
        CardViewController.swift) gives each scene the states its controller's code
        makes, connected by the outlets' names. Examples/ in the repository has
        these files.

        Labels, buttons, text fields and segmented controls keep the size Xcode
        saved (an `intrinsic` size), so every frame is the one Xcode shows: Xcode
        measures text in San Francisco, which this tool does not ship. With
        --measure-text they are measured here instead (and follow changes of their
        text); a text the controller's code changes is always measured.

        Examples:
          animlayout import Examples/Card.storyboard --out States/imported
          animlayout import Examples/LoginView.xib && \\
              animlayout render LoginView.states
          animlayout import Examples/Card.storyboard \\
              Examples/CardViewController.swift --out States/imported
        """
    )

    @Argument(help: "Storyboards (.storyboard), XIBs (.xib) and Swift files (.swift).")
    var files: [String]

    @OptionGroup var outOption: OutOption
    var out: String { outOption.folder(or: ".") }

    @Flag(name: .long, help: "Measure labels', buttons', text fields' and segmented controls' text here instead of keeping the sizes Xcode saved.")
    var measureText = false

    func validate() throws {
        for file in files where !(file.hasSuffix(".storyboard") || file.hasSuffix(".xib") || file.hasSuffix(".swift")) {
            throw ValidationError("'\(file)': import reads storyboards (.storyboard), XIBs (.xib) and Swift files (.swift)")
        }
    }

    func run() throws {
        // Swift is read by a library of its own (it holds swift-syntax), loaded only when needed.
        let reader: SwiftImportLibrary?
        do throws(SwiftImportLibrary.Missing) {
            reader = files.contains { $0.hasSuffix(".swift") } ? try SwiftImportLibrary.load() : nil
        } catch {
            printError("error: \(error.description)")
            throw Exit.io
        }
        var worst: ExitCode = .success
        func fail(_ code: ExitCode) { if code.rawValue > worst.rawValue { worst = code } }
        // With a storyboard or XIB, Swift files are its view controllers' code: they give its
        // scenes their states (connected by outlets' names) rather than scenes of their own.
        let interfaceFiles = files.filter { !$0.hasSuffix(".swift") }
        let code = interfaceFiles.isEmpty ? [] : try readCode()
        for file in interfaceFiles.isEmpty ? files : interfaceFiles {
            guard let data = FileManager.default.contents(atPath: file) else {
                printError("\(file): error: cannot read the file; check the path and its permissions")
                fail(Exit.io)
                continue
            }
            switch scenes(of: file, data: data, code: code, reader: reader) {
            case .success(let scenes):
                for scene in scenes { if let code = write(scene, from: file) { fail(code) } }
            case .failure(let failure) where failure.holdsNoViews:
                printError("\(file):\(failure.description); nothing written for it")
            case .failure(let failure):
                printError("\(file):\(failure.description)".replacingOccurrences(of: "\(file):error", with: "\(file): error"))
                fail(Exit.sceneErrors)
            }
        }
        if worst != .success { throw worst }
    }

    /// The Swift files given beside storyboards and XIBs.
    func readCode() throws -> [SwiftImportRequest.Source] {
        try files.filter { $0.hasSuffix(".swift") }.map { file in
            guard let data = FileManager.default.contents(atPath: file) else {
                printError("\(file): error: cannot read the file; check the path and its permissions")
                throw Exit.io
            }
            return SwiftImportRequest.Source(text: String(decoding: data, as: UTF8.self), file: file)
        }
    }

    /// The scenes of one file: a storyboard or XIB read here, or, by the Swift reader, a Swift
    /// file or a storyboard or XIB with its controllers' code.
    func scenes(of file: String, data: Data, code: [SwiftImportRequest.Source],
                reader: SwiftImportLibrary?) -> Result<[ImportedScene], ImportFailure> {
        guard let reader, file.hasSuffix(".swift") || !code.isEmpty else {
            return InterfaceBuilderImport.scenes(from: data, file: file, measuringText: measureText)
        }
        var request = SwiftImportRequest(file: file, contents: data, code: code, measureText: measureText)
        if file.hasSuffix(".swift") {
            // Image paths in an exported Swift file are relative to it; the scene's, to the scene.
            request.imageFolder = URL(fileURLWithPath: file).deletingLastPathComponent().path
            request.outFolder = URL(fileURLWithPath: out, isDirectory: true).path
        }
        return reader.scenes(request)
    }

    /// `warnings` in the order of their lines (those without a line last), each message once:
    /// a repeat names its other lines (`(also lines 276, 601)`) instead of being printed again.
    static func grouped(_ warnings: [ImportWarning]) -> [ImportWarning] {
        var order: [String] = []
        var lines: [String: [Int?]] = [:]
        for w in warnings.enumerated().sorted(by: { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }).map(\.element) {
            if lines[w.message] == nil { order.append(w.message) }
            lines[w.message, default: []].append(w.line)
        }
        return order.map { message in
            let at = lines[message] ?? []
            let others = at.dropFirst().compactMap { $0 }
            let also = others.isEmpty ? "" : " (also line\(others.count == 1 ? "" : "s") \(others.prefix(8).map(String.init).joined(separator: ", "))\(others.count > 8 ? "…" : ""))"
            return ImportWarning(line: at.first ?? nil, message: message + also)
        }
    }

    /// Writes `scene` as `OUT/<id>.states` and says so; the exit code of what went wrong.
    func write(_ scene: ImportedScene, from file: String) -> ExitCode? {
        let target = FilePath(out).appending(scene.id + ".states").string
        for w in Self.grouped(scene.warnings) { printError("\(file):\(w.line.map { "\($0):" } ?? "") warning: \(w.message)") }
        // The importer compiled what it built; a scene that does not compile is its
        // mistake, not the user's, and is not written.
        if !scene.compiles {
            printError(DiagnosticRenderer(source: Array(scene.text.utf8)).render(scene.diagnostics.filter { $0.severity == .error }))
            printError("\(file): error: the scene '\(scene.id)' made from it does not compile (an importer bug); nothing written for it")
            return Exit.sceneErrors
        }
        if FileManager.default.fileExists(atPath: target) {
            printError("\(target): error: already exists and is left as it is; give another --out, or move it away")
            return ExitCode(73)
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try Data(scene.text.utf8).write(to: URL(fileURLWithPath: target), options: .withoutOverwriting)
        } catch {
            printError("\(target): error: cannot write it (\(error.localizedDescription))")
            return Exit.io
        }
        let views = scene.compiled?.elements.count ?? 0, constraints = scene.compiled?.constraints.count ?? 0
        print("\(file) → \(target) (\(views) views, \(constraints) constraints"
              + (scene.warnings.isEmpty ? ")" : ", \(scene.warnings.count) warning\(scene.warnings.count == 1 ? "" : "s"))"))
        return nil
    }
}
