/// San Francisco's widths relative to the shipped Inter, measured on the frames Xcode saved.
///
/// Xcode lays every view out with the real San Francisco and saves its frame: a single-line
/// label no constraint gives a width is as wide as its text in SF, rounded up to the device's
/// pixel grid. The numbers here were fitted on 766 such labels from 308 storyboards and XIBs
/// of 110 public repositories (`Benchmarks/sf-widths/`: `extract.py` collects the labels,
/// `labels.csv` lists them with their files, `fit.py` fits this table and reports its accuracy
/// by five-fold cross-validation grouped by repository). The model of a text's width in SF:
///
///     width = factor(size, weight) × size × (Inter's width in em + Σ correction(c) in em)
///             + characters × tracking(size)
///
/// with Inter at the optical size of ``SystemFont/opticalSize(for:)`` (a ramp from the text
/// design at 17 pt to the display design at 26 pt, as SF's own optical size moves) and Apple's
/// tracking (``SystemFont/tracking(for:)``). The factor is ``sizeFactors`` (regular text, up to
/// weight 400) times one plus ``weightOffsets`` (medium, semibold, bold); corrections are
/// ``characterCorrections`` (SF's `1`, `t`, `9` wider than Inter's, `w`, `x`, `v`, `Y` narrower…).
///
/// Cross-validated share of labels within 1 pt of Xcode's width (the widths before this table
/// in brackets): 88.6% (68.7%) of all; regular text under 20 pt 94.5% (84.0%); medium, semibold
/// and bold under 20 pt 93.1% (46.9%); 20 pt and up 52.9% (17.3%). The tool applies the table
/// as letter spacing on each paragraph of Latin, Greek or Cyrillic text, so the text drawn is as
/// wide as the text measured (see `PangoWorker.layout`). Numbers only: no glyph of SF is used.
public enum SystemFontWidths {
    /// Regular text's width factor by size in points, interpolated linearly between sizes and
    /// constant beyond the first and last.
    static let sizeFactors: [(size: Double, factor: Double)] = [
        (10, 0.9915), (13, 0.9936), (15, 0.9908), (17, 0.995), (18, 0.9983), (19, 1.0012), (20, 0.9933),
        (21, 0.9756), (22, 0.9808), (24, 0.9623), (27, 0.961), (30, 0.9605), (34, 0.9662), (40, 0.9517),
        (48, 0.9819),
    ]

    /// How much wider than regular text each weight is (a share: 0.034 is 3.4%), at 14 and 28 pt
    /// (interpolated between, constant beyond): medium (500), semibold (600), bold (700 and up).
    static let weightOffsets: [(weight: Int, at14: Double, at28: Double)] = [
        (400, 0, 0), (500, 0.0177, 0.0043), (600, 0.0193, 0.0117), (700, 0.034, 0.0144),
    ]

    /// SF's advance minus Inter's (scaled as its text is) for characters frequent enough in the
    /// labels to tell, in em.
    static let characterCorrections: [Character: Double] = [
        "(": 0.0187, ")": 0.0147, ",": 0.0053, "-": 0.0067, ".": 0.0012, "/": 0.0042, "0": 0.0022,
        "1": 0.0444, "2": 0.0044, "3": 0.0177, "4": -0.0032, "5": 0.0164, "9": 0.0391, ":": 0.0142,
        "A": -0.0128, "B": 0.0081, "C": -0.0068, "D": 0.0107, "F": 0.0089, "G": 0.0016, "H": 0.0061,
        "I": 0.0088, "K": -0.0016, "L": 0.0092, "M": -0.0142, "N": -0.0055, "O": 0.0197, "P": -0.009,
        "R": 0.0068, "S": -0.0016, "T": -0.0023, "V": -0.0023, "W": -0.0129, "X": 0.0064, "Y": -0.0193,
        "a": -0.0068, "b": 0.0131, "c": -0.0111, "d": -0.0035, "e": -0.0027, "f": 0.0013, "g": 0.0034,
        "h": 0.0121, "i": 0.0096, "k": -0.0048, "l": 0.0076, "n": -0.0016, "o": -0.0031, "p": -0.0037,
        "r": 0.0047, "s": -0.0013, "t": 0.027, "u": 0.0059, "v": -0.0205, "w": -0.0354, "x": -0.0262,
        "y": -0.0119,
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
