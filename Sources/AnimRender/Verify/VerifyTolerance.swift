import Foundation

/// How far a rendered picture may stray from its reference in `render --verify`: a pixel
/// counts as changed when any channel differs by more than `channelDelta` levels, and a
/// picture matches when at most `changedFraction` of its pixels changed. The default is exact:
/// rendering is deterministic, so a reference either is the same file or it is not.
public struct VerifyTolerance: Hashable, Sendable, CustomStringConvertible {
    /// Levels (0...255) a channel may differ by.
    public var channelDelta: Int
    /// The fraction (0...1) of pixels that may change by more than `channelDelta`.
    public var changedFraction: Double

    /// Exact: byte-identical files.
    public static let exact = VerifyTolerance(channelDelta: 0, changedFraction: 0)

    public init(channelDelta: Int, changedFraction: Double) {
        self.channelDelta = channelDelta
        self.changedFraction = changedFraction
    }

    /// Whether files whose bytes differ are decoded and compared pixel by pixel.
    public var comparesPixels: Bool { channelDelta > 0 || changedFraction > 0 }

    /// Reads `DELTA` or `DELTA:FRACTION` (`8`, `8:0.001`, `2:0.5%`); nil with the reason when
    /// the text is not one of those.
    public static func parse(_ text: String) -> Result<VerifyTolerance, VerifyToleranceError> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let delta = Int(parts[0].trimmingCharacters(in: .whitespaces)), (0...255).contains(delta) else {
            return .failure(VerifyToleranceError(text: text, reason: "the first number is the levels a channel may differ by, 0...255"))
        }
        var fraction = 0.0
        if parts.count == 2 {
            var f = parts[1].trimmingCharacters(in: .whitespaces)
            let percent = f.hasSuffix("%")
            if percent { f.removeLast() }
            guard let value = Double(f), value.isFinite, value >= 0 else {
                return .failure(VerifyToleranceError(text: text, reason: "after ':' comes the fraction of pixels that may change, 0...1 or a percentage"))
            }
            fraction = percent ? value / 100 : value
            guard fraction <= 1 else {
                return .failure(VerifyToleranceError(text: text, reason: "the fraction of pixels is at most 1 (100%)"))
            }
        }
        return .success(VerifyTolerance(channelDelta: delta, changedFraction: fraction))
    }

    public var description: String {
        comparesPixels ? "channels within \(channelDelta) levels, at most \(formatPercent(changedFraction)) of pixels beyond" : "exact"
    }
}

/// Why a `--tolerance` text was refused.
public struct VerifyToleranceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var reason: String
    public var description: String { "--tolerance '\(text)': \(reason) (e.g. 8 or 8:0.1%)" }
}

/// `0.1%`, `12.5%`, `0%`.
func formatPercent(_ fraction: Double) -> String {
    let p = (fraction * 10_000).rounded() / 100
    return (p == p.rounded() ? String(Int(p)) : String(p)) + "%"
}
