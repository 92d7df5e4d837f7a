/// Interface Builder's simulated devices (`<device id="retina6_12">`): the screen in points and
/// the safe-area insets Interface Builder's canvas uses in portrait, which change with the Xcode
/// version that saved the file (its `toolsVersion`). Measured on the frames saved in public
/// storyboards and XIBs: Xcode 12–13 gave home-button phones no status bar; Xcode 14 moved the
/// notched phones' top insets (44 → 47, 48, 50); Xcode 16.3 and later (toolsVersion 23727)
/// draw notched phones with twice the inset (118 and 68 on `retina6_12`) and rounded iPads with
/// a 50-point bottom. The insets a file's own saved frames show take precedence (see
/// ``SavedInsets``); this table is for scenes with nothing pinned to the safe area.
struct InterfaceBuilderDevice {
    let id: String
    /// The portrait screen, in points.
    let width: Double, height: Double
    /// (lowest toolsVersion, top inset, bottom inset), in increasing toolsVersion.
    let insets: [(from: Double, top: Double, bottom: Double)]
    /// Whether the device has a sensor housing: landscape keeps a 21-point bottom inset.
    let notched: Bool

    /// The portrait insets for a file saved by `toolsVersion`.
    func insets(toolsVersion: Double) -> (top: Double, bottom: Double) {
        let row = insets.last { $0.from <= toolsVersion } ?? insets[0]
        return (row.top, row.bottom)
    }

    /// The insets in an orientation: a phone in landscape has no status bar, and keeps a
    /// 21-point bottom inset for the home indicator when it has a sensor housing; an iPad keeps
    /// its portrait insets.
    func insets(toolsVersion: Double, landscape: Bool) -> (top: Double, bottom: Double) {
        if landscape, width < 600 { return (0, notched ? 21 : 0) }
        return insets(toolsVersion: toolsVersion)
    }

    /// Whether `width`×`height` is this device's screen in either orientation.
    func isScreen(width w: Double, height h: Double) -> Bool {
        (w == width && h == height) || (w == height && h == width)
    }

    /// The insets of a canvas of an unknown device: a status bar (20 points) on a screen without
    /// a notch, 44 and 34 on one with (812 points tall or more); in landscape none, or a
    /// 21-point home indicator.
    static func fallbackInsets(width: Double, height: Double, landscape: Bool) -> (top: Double, bottom: Double) {
        let notched = max(width, height) >= 812
        if landscape { return (0, notched ? 21 : 0) }
        return notched ? (44, 34) : (20, 0)
    }

    /// The devices, by Interface Builder id.
    static let all: [String: InterfaceBuilderDevice] = {
        var out: [String: InterfaceBuilderDevice] = [:]
        func add(_ id: String, _ w: Double, _ h: Double, notched: Bool, _ insets: [(Double, Double, Double)]) {
            out[id] = InterfaceBuilderDevice(id: id, width: w, height: h, insets: insets.map { ($0.0, $0.1, $0.2) }, notched: notched)
        }
        // Home-button phones: a 20-point status bar, none in Xcode 12–13.
        let homeButton: [(Double, Double, Double)] = [(0, 20, 0), (17000, 0, 0), (21000, 20, 0)]
        add("retina3_5", 320, 480, notched: false, [(0, 20, 0)])
        add("retina4_0", 320, 568, notched: false, homeButton)
        add("retina4_7", 375, 667, notched: false, homeButton)
        add("retina5_5", 414, 736, notched: false, homeButton)
        // Notched phones, with Xcode 16.3's doubled canvas insets.
        add("retina5_9", 375, 812, notched: true, [(0, 44, 34), (21225, 47, 34), (21701, 50, 34), (23727, 100, 68)])
        add("retina6_0", 390, 844, notched: true, [(0, 44, 34), (21000, 47, 34), (23727, 94, 68)])
        add("retina6_1", 414, 896, notched: true, [(0, 44, 34), (20037, 48, 34), (23727, 96, 68)])
        add("retina6_5", 414, 896, notched: true, [(0, 44, 34)])
        add("retina6_7", 428, 926, notched: true, [(0, 44, 34), (21000, 47, 34), (23727, 118, 68)])
        add("retina6_72", 430, 932, notched: true, [(0, 59, 34), (23727, 118, 68)])
        add("retina6_12", 393, 852, notched: true, [(0, 59, 34), (23727, 118, 68)])
        add("retina6_3", 402, 874, notched: true, [(0, 62, 34), (23727, 124, 68)])
        add("retina6_9", 440, 956, notched: true, [(0, 62, 34), (23727, 124, 68)])
        // iPads: a 20-point status bar with a home button, 24 and a 20-point home indicator without.
        add("ipad9_7", 768, 1024, notched: false, [(0, 20, 0)])
        add("ipad10_2", 810, 1080, notched: false, [(0, 20, 0)])
        add("ipad10_5", 834, 1112, notched: false, [(0, 20, 0)])
        add("ipad12_9", 1024, 1366, notched: false, [(0, 20, 0)])
        add("ipad7_9", 768, 1024, notched: false, [(0, 20, 0)])
        add("ipad11_0rounded", 834, 1194, notched: false, [(0, 24, 20), (23727, 24, 50)])
        add("ipad10_9rounded", 820, 1180, notched: false, [(0, 24, 20), (23727, 24, 50)])
        add("ipad12_9rounded", 1024, 1366, notched: false, [(0, 24, 20), (23727, 24, 50)])
        add("iPad13_0rounded", 1032, 1376, notched: false, [(0, 24, 20), (23727, 24, 50)])
        return out
    }()

    /// The toolsVersion as a number (`22505`; Xcode 15.3–15.4's placeholder `32700.99.1234` is
    /// read as 22700, between the versions it sits between).
    static func toolsVersion(_ text: String?) -> Double {
        guard let text, let major = Double(text.split(separator: ".").first ?? "") else { return 22000 }
        return major >= 30000 ? 22700 : major
    }
}
