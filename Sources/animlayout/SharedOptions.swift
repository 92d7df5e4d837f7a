import AnimRender
import ArgumentParser
import StatesFormat

/// `--size NAME`, shared by the commands that lay a scene out in one environment.
struct SizeOption: ParsableArguments {
    @Option(help: "A named size of the scene (default: the canvas).")
    var size: [String] = []

    /// The one size named (`default` when none); given twice is a usage error, not the last.
    var single: String { size.first ?? "default" }

    func validate() throws {
        if size.count > 1 {
            throw ValidationError("--size is given \(size.count) times (\(size.joined(separator: ", "))); this command lays out one size")
        }
    }
}

/// `render`'s `--size NAME` (repeatable) or `--size all`.
struct SizeList: ParsableArguments {
    @Option(help: "A named size of the scene, or 'all' for the canvas and every size (repeatable; default: the canvas).")
    var size: [String] = []

    /// The environments to render, in order, without repeats: `all` is the canvas then every
    /// declared size.
    func environments(of scene: Scene) -> [String] {
        var out: [String] = []
        for name in size.isEmpty ? ["default"] : size {
            for env in name == "all" ? ["default"] + scene.sizes.map(\.name) : [name] where !out.contains(env) {
                out.append(env)
            }
        }
        return out
    }
}

/// `--quiet`: `render` and `review` print no warnings or notes, only errors and what they
/// wrote. For a run after `check`, which prints the warnings once (as `make examples` does).
struct QuietOption: ParsableArguments {
    @Flag(name: [.short, .long], help: "Print no warnings or notes, only errors and what was written ('animlayout check' prints the warnings).")
    var quiet = false

    /// Which of a scene's diagnostics to leave unprinted: its warnings and notes under `--quiet`.
    var hidden: @Sendable (Diagnostic) -> Bool {
        let quiet = self.quiet
        return { quiet && $0.severity != .error }
    }
}

/// `--fps N`, one range for every command.
struct FPSOption: ParsableArguments {
    /// The frame rates accepted.
    static let range = 1...240

    @Option(help: "Frames per second for transitions and sequences (1...240).")
    var fps: Int = 30

    func validate() throws {
        guard Self.range.contains(fps) else {
            throw ValidationError("--fps must be between \(Self.range.lowerBound) and \(Self.range.upperBound), not \(fps)")
        }
    }
}

/// `--gif-scale` and `--gif-quality`.
struct GIFOptions: ParsableArguments {
    @Option(name: .customLong("gif-scale"), help: "Pixels per point for GIFs (0.5...4; default: --scale).")
    var gifScale: Double?

    @Option(name: .customLong("gif-quality"),
            help: "GIF quality (1...100): 100 adds no error beyond the 255-colour palette; lower qualities give smaller files, each frame keeping a PSNR of at least 40 + 0.3 × quality dB.")
    var gifQuality: Int = GIFQuality.standard.quality

    func validate() throws {
        if let s = gifScale, !(0.5...4).contains(s) { throw ValidationError("--gif-scale must be between 0.5 and 4, not \(formatNumber(s))") }
        guard (1...100).contains(gifQuality) else { throw ValidationError("--gif-quality must be between 1 and 100, not \(gifQuality)") }
    }

    /// Sets the request's GIF scale and quality.
    func apply(to request: inout RenderRequest) {
        request.gif = GIFSettings(scale: gifScale, quality: GIFQuality(quality: gifQuality))
    }
}

/// `--scale N`, one range and one message for every command that draws.
struct ScaleOption: ParsableArguments {
    /// The scales accepted.
    static let range = 0.5...4.0

    @Option(help: "Pixels per point of the images (0.5...4; default: the scene's own, from 'canvas … scale N' or its device, else 2).")
    var scale: Double?

    func validate() throws {
        if let scale, !Self.range.contains(scale) {
            throw ValidationError("--scale must be between 0.5 and 4, not \(formatNumber(scale))")
        }
    }

    /// The scale `scene` is drawn at: `--scale`, else the scene's, else 2.
    func scale(for scene: Scene) -> Double { scale ?? scene.canvas.scale ?? 2 }
}

/// `--out DIR`: the folder a command writes to, declared once for every command that writes
/// (its default is the command's: `output`, or the current folder for `import` and `export`;
/// `audit` writes pictures only when it is given). Checked by ``OutputOption/validate(_:option:)``.
struct OutOption: ParsableArguments {
    @Option(name: .customLong("out"),
            help: ArgumentHelp("The folder to write to, created if missing. Without it: render, review, compare and play write to output/; import and export to the current folder; audit writes no pictures.",
                               valueName: "DIR"))
    var out: String?

    func validate() throws {
        if let out { try OutputOption.validate(out) }
    }

    /// The folder given, or `fallback`.
    func folder(or fallback: String) -> String { out ?? fallback }
}

/// `--json`.
struct JSONOption: ParsableArguments {
    @Flag(help: "Print JSON instead of a table.")
    var json = false
}

/// `--format png,gif` (comma-separated; the option repeats).
struct FormatList: ExpressibleByArgument {
    var formats: [RenderFormat]

    init?(argument: String) {
        let names = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let formats = names.compactMap(RenderFormat.init(rawValue:))
        guard !names.isEmpty, formats.count == names.count else { return nil }
        self.formats = formats
    }

    static var allValueStrings: [String] { RenderFormat.allCases.map(\.rawValue) }
}

/// `--overlay constraints,guides,safe-area`.
struct OverlayList: ExpressibleByArgument {
    var overlays: Overlays

    init?(argument: String) {
        var result: Overlays = []
        for name in argument.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let match = Overlays.names.first(where: { $0.name == name }) else { return nil }
            result.insert(match.overlay)
        }
        overlays = result
    }

    static var allValueStrings: [String] { Overlays.names.map(\.name) }
}

/// `FROM->TO` from the command line (quoted in a shell, where `>` redirects), or `FROM:TO`,
/// which needs no quotes.
struct TransitionArgument: Equatable, ExpressibleByArgument {
    var from: String
    var to: String

    init?(argument text: String) {
        let parts = text.contains("->") ? text.components(separatedBy: "->") : text.components(separatedBy: ":")
        guard parts.count == 2 else { return nil }
        from = parts[0].trimmingCharacters(in: .whitespaces)
        to = parts[1].trimmingCharacters(in: .whitespaces)
        guard !from.isEmpty, !to.isEmpty else { return nil }
    }

    static var defaultCompletionKind: CompletionKind { .default }

    var pair: TransitionPair { TransitionPair(from: from, to: to) }
}

extension RenderStyle: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}

/// `--style device|wireframe`, `--appearance light|dark`, `--chrome`: how frames look.
struct LookOptions: ParsableArguments {
    @Option(help: "How views are drawn: as an iPhone shows them, or as named boxes for debugging layouts.")
    var style: RenderStyle = .device

    @Option(help: "The appearance of every size, instead of each size's own.")
    var appearance: Appearance?

    @Flag(help: "Draw the status bar (9:41, battery) and home indicator in the safe-area insets.")
    var chrome = false
}
