/// Why a timeline could not be built.
///
/// The errors a scene causes (an invalid curve or timing, a timeline over the frame cap) carry
/// the range of what causes them — the transition's `duration`, `delay`, `stagger` or `curve`,
/// the sequence's `hold`, or the declaration itself — so that they are reported like any scene
/// error (`file:line:col: error: …`). The others name something that does not exist, usually a
/// name given on the command line, and have no location.
public enum MotionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A state name that the scene does not declare (with the ones it does, for a suggestion).
    case unknownState(String, known: [String] = [])
    /// A sequence name that the scene does not declare (with the ones it does).
    case unknownSequence(String, known: [String] = [])
    /// A sequence without states.
    case emptySequence(String)
    /// A sequence whose steps name sizes, played by a builder that cannot lay out other sizes.
    case sizesUnsupported(String)
    /// A flow name the scene does not declare (with the ones it does).
    case unknownFlow(String, known: [String])
    /// Frames per second must be at least 1.
    case invalidFPS(Int)
    /// A curve that cannot be evaluated (Bézier x outside 0…1, a spring without positive mass,
    /// stiffness and damping, a non-finite value): the message names it; `at` is where it is written.
    case invalidCurve(String, at: SourceRange?)
    /// A negative or non-finite duration, delay, stagger or hold, or a spring that never settles
    /// with no duration given: the message says which; `at` is where it is written.
    case invalidTiming(String, at: SourceRange?)
    /// The timeline would have `count` frames, more than `limit`: the message names what makes it
    /// so long; `at` is where that is written.
    case tooManyFrames(count: Int, limit: Int, message: String, at: SourceRange?)

    /// The message, without a location.
    public var description: String {
        switch self {
        case .unknownState(let s, let known): return "unknown state '\(s)'" + Suggestion.suffix(for: s, among: known)
        case .unknownSequence(let s, let known):
            return "unknown sequence '\(s)'" + (known.isEmpty ? "" : Suggestion.suffix(for: s, among: known))
        case .emptySequence(let s): return "sequence '\(s)' has no states"
        case .sizesUnsupported(let s): return "sequence '\(s)' changes size, which this player cannot lay out"
        case .unknownFlow(let f, let known):
            return "unknown flow '\(f)'" + (known.isEmpty ? "; the scene declares no flows" : Suggestion.suffix(for: f, among: known))
        case .invalidFPS(let f): return "frames per second must be at least 1 (got \(f))"
        case .invalidCurve(let m, _): return "invalid curve: \(m)"
        case .invalidTiming(let m, _): return "invalid timing: \(m)"
        case .tooManyFrames(_, _, let m, _): return m
        }
    }

    /// Where the scene causes this error; nil for names that do not exist.
    public var range: SourceRange? {
        switch self {
        case .unknownState, .unknownSequence, .emptySequence, .sizesUnsupported, .invalidFPS, .unknownFlow: return nil
        case .invalidCurve(_, let r), .invalidTiming(_, let r), .tooManyFrames(_, _, _, let r): return r
        }
    }

    /// The error as a diagnostic (located when ``range`` is known).
    public var diagnostic: Diagnostic { .error(description, at: range) }
}

/// Formats a count with thousands separators, as messages about frame counts do: `48,012`.
func groupedThousands(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return n < 0 ? "-" + out : out
}
