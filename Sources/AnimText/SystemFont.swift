/// The system font: Inter standing in for San Francisco, with San Francisco's rules — an optical
/// size that moves from its text design to its display design between 17 and 28 pt, Apple's
/// size-specific tracking (Human Interface Guidelines, "Typography", SF Pro tracking for iOS),
/// and SF's widths relative to Inter's (``SystemFontWidths``).
public enum SystemFont {
    /// The family that stands in for the system font.
    public static let family = "Inter"

    /// The sizes, in points, between which Inter's optical size moves from its text design (14)
    /// to its display design (32): where San Francisco's width per em moves from its text
    /// design's to its display design's, as fitted on the frames Xcode saved
    /// (`Benchmarks/sf-widths/fit.py`: of the ramps tried, the one cross-validation liked best).
    public static let opticalRamp = (from: 17.0, to: 28.0)

    /// Inter's `opsz` axis value for text at `size` points: 14 (text design) up to 17 pt, 32
    /// (display design) from 28 pt, linear in between — a curve as SF's, not a step.
    public static func opticalSize(for size: Double) -> Double {
        guard size.isFinite else { return 14 }
        let t = min(max((size - opticalRamp.from) / (opticalRamp.to - opticalRamp.from), 0), 1)
        return 14 + 18 * t
    }

    /// Apple's published tracking for SF Pro on iOS, in points, by point size (the table's
    /// points column; sizes the table leaves out are interpolated between their neighbours).
    static let trackingTable: [(size: Double, tracking: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0),
        (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45),
        (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22),
        (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40),
        (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37),
        (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37),
        (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17),
        (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (96, 0),
    ]

    /// The tracking (extra advance after every character, in points) San Francisco gets at
    /// `size` points: the table's value, interpolated linearly between published sizes; the
    /// smallest size's below 6 pt, 0 above 96 pt.
    public static func tracking(for size: Double) -> Double {
        guard size.isFinite, let first = trackingTable.first, let last = trackingTable.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        var lower = first
        for entry in trackingTable {
            if entry.size == size { return entry.tracking }
            if entry.size > size {
                let t = (size - lower.size) / (entry.size - lower.size)
                return lower.tracking + t * (entry.tracking - lower.tracking)
            }
            lower = entry
        }
        return 0
    }
}
