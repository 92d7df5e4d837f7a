import AnimLayout
import AnimRender
import AnimReview
import ArgumentParser
import Foundation
import SystemPackage

/// `animlayout review FILE... [--out DIR] [--serve [--port N] [--watch]]`.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write an interactive review page per scene: states, scrubbable transitions, tap events, the report.",
        discussion: """
        Writes OUT/<scene-id>/review/index.html with its images beside it. The page
        opens offline (file://) in any browser: every state in every size, light and
        dark, every transition, sequence and flow on a scrubber (play, pause, step a
        frame, speed), the constraint, guide and safe-area overlays, the state graph
        drawn from the scene's events, and the report (conflicts, ambiguity, broken
        constraints, warnings) with file:line. Views with an `on tap` event are
        clickable and play the transition. Frames are the PNGs `render` writes.

        The URL fragment selects what is shown, for links and tests:
          #state=expanded&size=landscape&appearance=dark
          #transition=collapsed->expanded&t=0.15   (also sequence=N, flow=N)
          &overlay=constraints   &speed=0.5   &chrome=none (the frame alone, 1:1 pixels)

        With several files or a folder, OUT/gallery/index.html links every page;
        scenes with the same views and states are compared on both pages.

        --serve serves OUT on http://127.0.0.1:PORT/ only (never other addresses);
        --watch re-renders a page when its file is saved and reloads open pages;
        a scene with errors shows them in its page. Ctrl-C stops the server.
        It answers only requests for 127.0.0.1:PORT, localhost:PORT or [::1]:PORT
        (the Host header; 421 otherwise) from its own pages (a foreign Origin: 403),
        so that no web page can read it by pointing a name of its own at 127.0.0.1.
        --allow-host NAME also answers NAME (any port; NAME:PORT for one port), for
        a tunnel or proxy set up on purpose; it may be repeated.

        Examples:
          animlayout review States/card-expanding.states
          animlayout review States --out output
          animlayout review States/breakable-stack.states --serve --watch --port 8080
          animlayout review States/breakable-stack.states --serve --port 8080 \\
              --allow-host review.example.com
        """
    )

    @Argument(help: "The .states files, or folders of them.")
    var files: [String]

    @OptionGroup var outOption: OutOption
    var out: String { outOption.folder(or: "output") }

    @OptionGroup var scaling: ScaleOption

    @OptionGroup var timing: FPSOption

    @Option(help: "How views are drawn: as an iPhone shows them, or as named boxes.")
    var style: RenderStyle = .device

    @OptionGroup var quiet: QuietOption

    @Flag(help: "Serve the pages on http://127.0.0.1:PORT/ until Ctrl-C.")
    var serve = false

    @Option(help: "The port to serve on (with --serve; default 8080; 0 picks a free one).")
    var port: Int?
    /// `--port`, or 8080.
    var servingPort: Int { port ?? 8080 }

    @Flag(help: "With --serve: re-render when a scene file changes and reload open pages.")
    var watch = false

    @Option(help: ArgumentHelp("With --serve: also answer requests for this host name (a tunnel's), with any port, or NAME:PORT for one; repeatable.",
                               valueName: "name"))
    var allowHost: [String] = []

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
        if port != nil && !serve { throw ValidationError("--port needs --serve (it is the port the server listens on)") }
        if watch && !serve { throw ValidationError("--watch needs --serve (it reloads the pages the server serves)") }
        if !allowHost.isEmpty && !serve { throw ValidationError("--allow-host needs --serve (it names who may ask the server)") }
        for name in allowHost where !Self.isHostName(name) {
            throw ValidationError("--allow-host takes a host name as a browser sends it, such as review.example.com or review.example.com:8443"
                                  + " (no scheme, path or spaces), not '\(name)'")
        }
    }

    /// `NAME` or `NAME:PORT`, NAME a host name or an IPv4 address or an IPv6 one in brackets:
    /// what a `Host` header holds (the server compares them, see `HostCheck` in AnimReviewServer).
    static func isHostName(_ text: String) -> Bool {
        let pattern = #"^([A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$"#
        guard text.range(of: pattern, options: .regularExpression) != nil else { return false }
        guard let colon = text.lastIndex(of: ":"), !text.hasSuffix("]") else { return true }
        return Int(text[text.index(after: colon)...]).map { $0 <= 65535 } ?? false
    }

    var options: ReviewOptions {
        var o = ReviewOptions()
        o.scale = scaling.scale
        o.fps = timing.fps
        o.style = style
        return o
    }

    func run() throws {
        let paths = try ReviewCommand.expand(files)
        InterruptCleanup.install()
        // Both checked before a long render: the port is free, the server's library is there.
        var library: ReviewServerLibrary?
        if serve {
            do {
                try ReviewPort.checkAvailable(port: servingPort)
                library = try ReviewServerLibrary.load()
            } catch let inUse as ReviewPort.InUse {
                printError("error: \(inUse.description)")
                throw Exit.io
            } catch let missing as ReviewServerLibrary.Missing {
                printError("error: \(missing.description)")
                throw Exit.io
            }
        }
        let session = ReviewSession(paths: paths, options: options, out: out, quiet: quiet)
        let worst = session.build(only: nil)
        if let library {
            try ReviewServing.serve(session, with: library, port: servingPort, watch: watch, allowedHosts: allowHost)
            return
        }
        if worst != .success { throw worst }
    }

    /// `files`, with each folder replaced by the `.states` files in it (sorted).
    static func expand(_ files: [String]) throws -> [String] {
        var out: [String] = []
        for path in files {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".states") }.sorted()
                guard !names.isEmpty else { throw ValidationError("'\(path)' has no .states files; give files or a folder of them") }
                out += names.map { FilePath(path).appending($0).string }
            } else {
                out.append(path)
            }
        }
        return out
    }

}

/// The pages of one `review` run; `--watch` builds them again, file by file.
final class ReviewSession: @unchecked Sendable {
    let paths: [String]
    let options: ReviewOptions
    let out: String
    let outURL: URL
    /// `--quiet`: warnings and notes left unprinted.
    let quiet: QuietOption
    private let lock = NSLock()
    private var outcomes: [ReviewSet.Outcome] = []
    /// Each file as last compiled.
    private var compiled: [String: ReviewSet.Item] = [:]

    init(paths: [String], options: ReviewOptions, out: String, quiet: QuietOption = QuietOption()) {
        self.paths = paths
        self.quiet = quiet
        self.options = options
        self.out = out
        self.outURL = URL(fileURLWithPath: out, isDirectory: true)
    }

    /// What `/` shows: the gallery for several scenes, else the scene's page.
    var home: String {
        lock.lock()
        defer { lock.unlock() }
        if paths.count > 1 { return ReviewSet.galleryFolder + "/index.html" }
        return (outcomes.first?.folder ?? "") + "/review/index.html"
    }

    /// Writes the pages of `only` (nil: every file) and the gallery, prints what it wrote and
    /// returns the worst exit code.
    @discardableResult
    func build(only: Set<String>?, progress: any ProgressReporter = TerminalProgressBar()) -> ExitCode {
        build(only: only, options: options, progress: progress)
    }

    /// A draft of the pages of `only` (the canvas's states; see ``ReviewOptions/quick``), shown
    /// at once after a save while the whole page is drawn. Prints nothing; no gallery. Returns
    /// whether it wrote a page (not for a scene with errors: the whole page shows them).
    func draft(only: Set<String>) -> Bool {
        var quick = options
        quick.quick = true
        lock.lock()
        defer { lock.unlock() }
        var items: [ReviewSet.Item] = []
        for path in paths where only.contains(path) {
            guard case .success(let (loaded, _)) = SceneLoader.compile(path) else { continue }
            items.append(ReviewSet.Item(path: path, content: .scene(loaded.scene, loaded.measurer, loaded.renderer)))
        }
        let folders = Dictionary(outcomes.map { ($0.path, $0.folder) }, uniquingKeysWith: { a, _ in a })
        var wrote = false
        for item in items {
            guard case let .scene(scene, measurer, _) = item.content, let folder = folders[item.path] else { continue }
            if (try? ReviewJob(scene: scene, measurer: measurer, options: quick).run(out: outURL, folderName: folder)) != nil { wrote = true }
        }
        return wrote
    }

    private func build(only: Set<String>?, options: ReviewOptions, progress: any ProgressReporter) -> ExitCode {
        lock.lock()
        defer { lock.unlock() }
        let out = self.out, options = self.options
        var worst: ExitCode = .success
        var items: [ReviewSet.Item] = []
        for path in paths {
            // A file not rebuilt is not compiled again.
            if let only, !only.contains(path), let item = compiled[path] {
                items.append(item)
                continue
            }
            switch SceneLoader.compile(path, hiding: quiet.hidden) {
            case .success(let (loaded, warnings)):
                if !warnings.isEmpty { printError(warnings) }
                items.append(ReviewSet.Item(path: path, content: .scene(loaded.scene, loaded.measurer, loaded.renderer)))
            case .failure(let failure):
                printError(failure.text)
                if failure.exit.rawValue > worst.rawValue { worst = failure.exit }
                items.append(ReviewSet.Item(path: path, content: .errors(failure.text)))
            }
        }
        for item in items { compiled[item.path] = item }
        let set = ReviewSet(items: items, options: options)
        let (outcomes, gallery) = set.run(out: outURL, progress: progress, only: only, previous: self.outcomes)
        self.outcomes = outcomes
        for outcome in outcomes where only?.contains(outcome.path) ?? true {
            let page = FilePath(out).appending(outcome.folder + "/review/index.html").string
            switch outcome.result {
            case .success(let summary):
                let mb = String(format: "%.1f", Double(summary.bytes) / 1_000_000)
                print("\(outcome.path) → \(page) (\(summary.files.count) files, \(mb) MB"
                      + (summary.warnings > 0 ? ", \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s") in its report" : "") + ")")
                for note in summary.notes where !quiet.quiet { printError("\(outcome.path): note: \(note)") }
                if !summary.omitted.isEmpty, !quiet.quiet {
                    printError("\(outcome.path): note: left out to keep the page under \(formatNumber(Double(options.byteBudget) / 1_000_000)) MB: "
                               + summary.omitted.prefix(6).joined(separator: "; ") + (summary.omitted.count > 6 ? "; and \(summary.omitted.count - 6) more" : ""))
                }
            case .failure(let error):
                if !(error is ReviewSet.SceneErrors) {
                    let code: ExitCode
                    if let reportable = error as? ReportableError {
                        if case .scene(_, _, let renderer) = items.first(where: { $0.path == outcome.path })?.content {
                            printError(renderer.render(reportable.diagnostics.filter { $0.range != nil }))
                        }
                        for d in reportable.diagnostics where d.range == nil { printError("\(outcome.path): error: \(d.message)") }
                        code = ExitCode(reportable.exitStatus)
                    } else if InterruptCleanup.isInterrupted {
                        // Ctrl-C: said once, by whoever stops.
                        code = Exit.io
                    } else {
                        printError("\(outcome.path): error: \(error.localizedDescription)")
                        code = Exit.io
                    }
                    if code.rawValue > worst.rawValue { worst = code }
                }
                if outcome.errorPage != nil { print("\(outcome.path) → \(page) (the scene's errors)") }
            }
        }
        switch gallery {
        case .success?:
            print("gallery → \(FilePath(out).appending(ReviewSet.galleryFolder + "/index.html").string) (\(outcomes.count) scenes)")
        case .failure(let error)?:
            printError("error: the gallery: \(error.localizedDescription)")
            if Exit.io.rawValue > worst.rawValue { worst = Exit.io }
        case nil:
            break
        }
        return worst
    }
}
