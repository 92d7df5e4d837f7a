/// San Francisco's widths relative to the shipped Inter, measured on the frames Xcode saved.
///
/// Xcode lays every view out with the real San Francisco and saves its frame: a single-line
/// label no constraint gives a width is as wide as its text in SF, rounded up to the device's
/// pixel grid. The numbers here were fitted on 868 such labels from 349 storyboards and XIBs
/// of 118 public repositories (`Benchmarks/sf-widths/`: `extract.py` collects the labels,
/// `labels.csv` lists them with their files, `fit.py` fits this table and reports its accuracy
/// by five-fold cross-validation grouped by repository). The model of a text's width in SF:
///
///     width = factor(size, weight) × size × (Inter's width in em + Σ correction(c) in em)
///             + characters × tracking(size)
///
/// with Inter at the optical size of ``SystemFont/opticalSize(for:)`` (a ramp from the text
/// design at 17 pt to the display design at 28 pt, as SF's own width per em moves) and Apple's
/// tracking (``SystemFont/tracking(for:)``). The factor is ``sizeFactors`` (regular text, up to
/// weight 400) times one plus ``weightOffsets`` (medium, semibold, bold); corrections are
/// ``characterCorrections`` (SF's `1`, `9`, `t` wider than Inter's, `w`, `x`, `%`, `Y` narrower…).
///
/// Cross-validated share of labels within 1 pt of Xcode's width (the tool's widths before this
/// table in brackets): 90.8% (68.5%) of all; regular text under 20 pt 95.5% (82.7%); medium,
/// semibold and bold under 20 pt 95.7% (46.8%); 20 pt and up 58.2% (17.3%). The tool applies the
/// table as letter spacing on each paragraph of Latin, Greek or Cyrillic text, so the text drawn
/// is as wide as the text measured (`PangoWorker.spacing`). Numbers only: no glyph of SF is used.
public enum SystemFontWidths {
    /// Regular text's width factor by size in points, interpolated linearly between sizes and
    /// constant beyond the first and last.
    static let sizeFactors: [(size: Double, factor: Double)] = [
        (10, 0.9897), (13, 0.9921), (15, 0.9894), (17, 0.9933), (18, 0.9948), (19, 0.9938), (20, 0.9871),
        (21, 0.9774), (22, 0.9694), (24, 0.9491), (27, 0.9524), (30, 0.9578), (34, 0.9608), (40, 0.9533),
        (48, 0.9772),
    ]

    /// How much wider than regular text each weight is (a share: 0.034 is 3.4%), at 14 and 28 pt
    /// (interpolated between, constant beyond): medium (500), semibold (600), bold (700 and up).
    static let weightOffsets: [(weight: Int, at14: Double, at28: Double)] = [
        (400, 0, 0), (500, 0.0163, 0.0092), (600, 0.0191, 0.0136), (700, 0.0337, 0.0161),
    ]

    /// SF's advance minus Inter's (scaled as its text is) for characters frequent enough in the
    /// labels to tell, in em.
    static let characterCorrections: [Character: Double] = [
        " ": 0.0012, "$": 0.0092, "%": -0.0306, "(": 0.0192, ")": 0.0155, "+": -0.0217, ",": 0.0028,
        "-": 0.0079, ".": 0.001, "/": -0.0077, "0": 0.0026, "1": 0.0489, "2": 0.004, "3": 0.0187,
        "5": 0.0133, "7": 0.0124, "8": 0.0228, "9": 0.0302, ":": 0.018, "?": 0.0143, "A": -0.0096,
        "B": 0.0084, "C": -0.0059, "D": 0.0129, "E": -0.0016, "F": 0.0088, "G": 0.0063, "H": 0.0138,
        "I": 0.0087, "J": -0.0191, "L": 0.011, "M": -0.0114, "N": -0.0082, "O": 0.0186, "P": -0.0052,
        "Q": 0.008, "R": 0.0086, "S": 0.003, "T": -0.0023, "U": 0.0017, "V": -0.0012, "W": -0.0118,
        "X": 0.0079, "Y": -0.0201, "a": -0.0043, "b": 0.0124, "c": -0.0093, "d": -0.0033, "e": -0.0015,
        "f": 0.0036, "g": 0.0052, "h": 0.0123, "i": 0.0095, "k": -0.0059, "l": 0.0079, "m": 0.001,
        "n": -0.0016, "o": -0.0017, "p": -0.0049, "q": -0.0163, "r": 0.0054, "s": -0.0013, "t": 0.0263,
        "u": 0.0072, "v": -0.0176, "w": -0.0356, "x": -0.0285, "y": -0.0107, "z": -0.0014,
    ]

    /// The factor SF's width is of Inter's at `size` points and `weight` (100–900; weights
    /// between those of the table interpolated).
    public static func factor(size: Double, weight: Int) -> Double {
        guard size.isFinite else { return 1 }
        let sizes = sizeFactors.map { ($0.size, $0.factor) }
        let t = min(max((size - 14) / 14, 0), 1)
        let offsets = weightOffsets.map { (Double($0.weight), $0.at14 + t * ($0.at28 - $0.at14)) }
        return interpolate(sizes, at: size) * (1 + interpolate(offsets, at: Double(weight)))
    }

    /// The sum of the corrections of `text`'s characters, in em.
    public static func correction(_ text: Substring) -> Double {
        text.reduce(0) { $0 + (characterCorrections[$1] ?? 0) }
    }

    /// Whether the table applies to `text`: every character is Latin, Greek, Cyrillic, a space,
    /// a digit or common punctuation (what Inter draws and SF's own glyphs set; other scripts
    /// fall back to other fonts on iOS as here).
    public static func applies(to text: Substring) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x20...0x7E, 0xA0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x2010...0x205E, 0x20A0...0x20BF, 0x2122: true
            default: false
            }
        }
    }

    /// `table`'s value at `x`, linear between its points and constant beyond its ends.
    static func interpolate(_ table: [(Double, Double)], at x: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if x <= first.0 { return first.1 }
        if x >= last.0 { return last.1 }
        for (lower, upper) in zip(table, table.dropFirst()) where x <= upper.0 {
            return lower.1 + (x - lower.0) / (upper.0 - lower.0) * (upper.1 - lower.1)
        }
        return last.1
    }
}
