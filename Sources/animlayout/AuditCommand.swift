import AnimLayout
import AnimRender
import ArgumentParser
import Foundation
import SystemPackage
import StatesFormat

/// `animlayout audit FILE... [--text-sizes A...B] [--transitions] [--json] [--strict] [--out DIR]`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every state, size, appearance and Dynamic Type size for what fails a person.",
        discussion: """
        Lays every state out in every size at every Dynamic Type size (xs to
        accessibility-xxxl) and looks at it in light and dark for: text-clipped (a
        label or button title needs more width or lines than it gets), overlap
        (sibling views that draw content intersect by more than 1 pt), overflow
        (past the canvas or a superview that clips), hit-region (a control or a
        tap target under 44 x 44 pt), contrast (text under WCAG 2's 4.5:1, 3:1 for
        large text, against what is drawn under it), safe-area (text or a control
        under the status bar, sensor housing or home indicator) and zero-size;
        with --transitions, every frame of every transition and sequence too. One
        line per finding group on stderr, a table on stdout; --out writes a picture
        of each group. A scene allows intended findings with a reason in its
        audit { allow KIND ID... "reason" } block.

        Exit status: 0 (findings are warnings); 1 with --strict when anything is
        found; 64 bad usage; 65 the scene has errors; 74 I/O error.

        Examples:
          animlayout audit States/card-expanding.states
          animlayout audit --strict States/layout-guides.states
          animlayout audit --text-sizes large...accessibility-xl \\
              States/form-baselines.states --json
          animlayout audit --transitions States/press-and-follow.states --out output
        """
    )

    @Argument(help: "The .states files to audit.")
    var files: [String]

    @Option(name: .customLong("text-sizes"), help: "The Dynamic Type sizes to audit, A...B (default: xs...accessibility-xxxl).")
    var textSizes: String?

    @Flag(help: "Also check every frame of every transition and sequence (at --fps), as render draws them.")
    var transitions = false

    @OptionGroup var timing: FPSOption

    @Flag(help: "Print JSON (its shape is in docs/audit.md) instead of lines and a table.")
    var json = false

    @Flag(help: "Exit 1 when anything is found.")
    var strict = false

    /// `--out DIR`: one PNG per finding group, the frame where it happens with the elements
    /// outlined, in DIR/audit/<scene-id>/.
    @OptionGroup var outOption: OutOption
    var out: String? { outOption.out }

    /// The categories `--text-sizes` names, smallest first.
    func categories() throws -> [ContentSizeCategory] {
        let all = ContentSizeCategory.allCases
        guard let text = textSizes else { return all }
        let names = all.map(\.rawValue)
        let parts = text.components(separatedBy: "...")
        func category(_ name: String) throws -> Int {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let i = names.firstIndex(of: trimmed) else {
                throw ValidationError("--text-sizes: unknown text size '\(trimmed)'\(Suggestion.suffix(for: trimmed, among: names)); sizes are \(names.joined(separator: ", "))")
            }
            return i
        }
        switch parts.count {
        case 1: return [all[try category(parts[0])]]
        case 2:
            let a = try category(parts[0]), b = try category(parts[1])
            guard a <= b else { throw ValidationError("--text-sizes \(text): '\(parts[0])' is larger than '\(parts[1])'; write the smaller first") }
            return Array(all[a...b])
        default: throw ValidationError("--text-sizes takes A...B (e.g. large...accessibility-xl) or one size, not '\(text)'")
        }
    }

    func validate() throws {
        _ = try categories()
    }

    func run() throws {
        let sizes = try categories()
        var scenes: [JSONValue] = []
        var failure: Error?
        do {
        try SceneLoop.run(files) { loaded in
            let audit = SceneAudit(scene: loaded.scene, measurer: loaded.measurer, textSizes: sizes,
                                   transitions: transitions, fps: timing.fps)
            for unused in audit.unusedAllowances {
                loaded.report([Diagnostic.warning("'allow \(unused.kind) \(unused.elements.joined(separator: " "))' matches no finding; remove it, or check its element, state and size", at: unused.range)])
            }
            if let out {
                let folder = URL(fileURLWithPath: out, isDirectory: true).appendingPathComponent("audit")
                    .appendingPathComponent(FileNames.sanitize(loaded.scene.id))
                let written = try AuditPictures.write(audit, measurer: loaded.measurer, fps: timing.fps, to: folder)
                if !written.isEmpty {
                    printError("\(loaded.path): \(written.count) picture\(written.count == 1 ? "" : "s") in \(FilePath(out).appending("audit").appending(folder.lastPathComponent).string)/")
                }
            }
            if json {
                scenes.append(audit.json(file: loaded.path))
            } else {
                for line in audit.lines(severity: strict ? "error" : "warning") { printError(line) }
                let c = audit.coverage
                print("\(loaded.path): \(c.states) states × \(c.sizes) sizes × \(c.appearances) appearances × \(c.textSizes) text sizes"
                      + (transitions ? " and \(c.frames) animation frames" : "") + " audited: "
                      + "\(audit.findings.count) finding\(audit.findings.count == 1 ? "" : "s")"
                      + (audit.allowed > 0 ? " (\(audit.allowed) allowed by the scene's audit block)" : ""))
                for (kind, count) in audit.counts where count > 0 {
                    print("  " + kind.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0) + String(count))
                }
            }
            return strict && !audit.findings.isEmpty ? Exit.failure : .success
        }
        } catch {
            failure = error
        }
        // The JSON lists every scene that loaded, also when one failed or --strict fails.
        if json { print(JSONValue.object([("scenes", .array(scenes))]).pretty(), terminator: "") }
        if let failure { throw failure }
    }
}
