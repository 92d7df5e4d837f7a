import Foundation
import AnimLayout

/// Sets up text for a checked scene: the shipped fonts plus its `font-file`s, and every named
/// family its labels use checked against them, with located errors.
public enum TextSetup {
    /// Why a scene's text cannot be set up.
    public enum Failure: Error, Sendable {
        /// Errors in the scene (a missing or unreadable font file, an unknown family), located.
        case scene([Diagnostic])
        /// The shipped fonts cannot be found or read.
        case io(String)
    }

    /// The text system for `scene`, rounding to its scale (default 2).
    public static func load(_ scene: Scene) -> Result<TextSystem, Failure> {
        var errors: [Diagnostic] = []
        for ref in scene.fontFiles where !FileManager.default.isReadableFile(atPath: ref.path) {
            errors.append(.error("no such font file '\(ref.written)' (looked for \(ref.path)); font-file paths are relative to the scene's folder", at: ref.range))
        }
        if !errors.isEmpty { return .failure(.scene(errors)) }
        let system: TextSystem
        do {
            system = try TextSystem.shared(fontFiles: scene.fontFiles.map(\.path), scale: scene.canvas.scale ?? 2)
        } catch let error as FontError {
            if let ref = scene.fontFiles.first(where: { error.message.hasPrefix($0.path + ":") }) {
                return .failure(.scene([.error("'\(ref.written)' is not a font file fontconfig can read (TrueType, OpenType or a collection)", at: ref.range)]))
            }
            return .failure(.io(error.message))
        } catch {
            return .failure(.io("\(error)"))
        }
        // A scene with text has its fonts read now, so that unreadable shipped fonts are an
        // error here rather than text set without them. A scene without (plain views,
        // switches, sliders…) never needs them to be laid out: they are read if something
        // else draws text (a caption), which saves `solve` and `check` about 4 ms.
        if scene.elements.contains(where: { $0.kind.traits.hasText || $0.kind == .segmented }) {
            do {
                try system.library.prepare()
            } catch {
                return .failure(.io("\(error)"))
            }
        }
        // The families are read from the fonts only when an element names one (reading them
        // builds the font configuration, which a scene without text never needs).
        var families: Set<String>?
        for e in scene.elements {
            guard case .fixed(let font) = e.font, let family = font.family else { continue }
            let known = families ?? system.library.families()
            families = known
            guard !known.contains(family) else { continue }
            let sorted = known.sorted()
            errors.append(.error("unknown font family '\(family)'\(Suggestion.suffix(for: family, among: sorted)) (families: \(sorted.joined(separator: ", ")); add one with font-file)",
                                 at: e.fontRange ?? e.range))
        }
        return errors.isEmpty ? .success(system) : .failure(.scene(errors))
    }
}
