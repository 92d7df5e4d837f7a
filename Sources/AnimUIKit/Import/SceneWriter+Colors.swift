import AnimLayout
import Foundation
import StatesFormat

/// Interface Builder's colours as the format writes them.
extension SceneWriter {
    /// `<color …>` as the format writes it: a system colour's name (through ``SystemColors``,
    /// which knows Interface Builder's older names), a catalog or unknown system colour by the
    /// value the file saved in its `<resources>` (with a warning), `clear`, or `#RRGGBB[AA]`.
    mutating func colorValue(_ color: XMLNode) -> ASTValue? {
        if let system = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
            if let name = SystemColors.canonicalName(for: system) { return .word(name) }
            if let value = SystemColors.interfaceBuilderValues[system] { return .color(value) }
            if let saved = resources[system].flatMap({ $0.child("color") }).flatMap({ colorValue($0) }) {
                warn(color, "system colour '\(system)' is drawn with the value the file saved, the same in dark mode")
                readColorLacksDark = true
                return saved
            }
            warn(color, "system colour '\(system)' is not known and the file saved no value for it; left out (the view is clear)")
            return nil
        }
        if color["name"] != nil, color["red"] == nil, color["white"] == nil {
            let name = color["name"] ?? ""
            // AppKit's named colours in attributed text (`catalog="System"`): UIKit's own.
            if color["catalog"] == "System", let system = SystemColors.appKitNames[name] ?? SystemColors.canonicalName(for: name) {
                return .word(system)
            }
            if let saved = resources[name].flatMap({ $0.child("color") }).flatMap({ colorValue($0) }) {
                warn(color, "catalog colour '\(name)' is drawn with the value the file saved, the same in dark mode")
                readColorLacksDark = true
                return saved
            }
            warn(color, "catalog colour '\(name)' is in an asset catalog the file does not include; left out (the view is clear)")
            return nil
        }
        func channel(_ key: String) -> Double? { Self.number(color[key]) }
        var rgb: (Double, Double, Double)?
        if let r = channel("red"), let g = channel("green"), let b = channel("blue") { rgb = (r, g, b) }
        if let w = channel("white") { rgb = (w, w, w) }
        guard let (r, g, b) = rgb else { return nil }
        let alpha = channel("alpha") ?? 1
        if alpha <= 0 { return .word("clear") }
        let spaces: Set<String> = ["custom", "calibratedRGB", "calibratedWhite", "deviceRGB", "deviceWhite"]
        let custom: Set<String> = ["sRGB", "genericGamma22GrayColorSpace", "extendedSRGB", "extendedGray", "calibratedRGB",
                                   "calibratedWhite", "deviceRGB", "deviceWhite"]
        if let space = color["colorSpace"], !spaces.contains(space) || (space == "custom" && !custom.contains(color["customColorSpace"] ?? "sRGB")) {
            warn(color, "colour space '\(space == "custom" ? color["customColorSpace"] ?? space : space)' is read as sRGB")
        }
        func unit(_ v: Double) -> Double { min(1, max(0, v)) }
        return .color(Color(red: unit(r), green: unit(g), blue: unit(b), alpha: unit(alpha)))
    }
}
