import StatesFormat

/// `audit --fixed-fonts`: text set in a fixed point size, which stays that size at every
/// Dynamic Type size (UIKit's default for a label, a button's title and a text field, and
/// Interface Builder's for a font given in points): a person who needs larger text does not
/// get it. Text with a text style (`font body`) grows and is not reported.
enum FixedFontCheck {
    /// One finding per text element with a fixed font that shows text in the scene's first
    /// state, at every audited text size, in both appearances (so that its group reads as
    /// every size): located at the element.
    static func findings(_ scene: Scene, textSizes: [ContentSizeCategory]) -> [AuditFinding] {
        var out: [AuditFinding] = []
        for e in scene.elements where e.kind.traits.hasText && !e.hidden && !e.shownText.isEmpty {
            guard case .fixed(let font) = e.font else { continue }
            let points = font.size
            let message = "'\(e.id)' is set in a fixed \(AuditChecks.n(points)) pt font: it stays that size at every Dynamic Type size (a text style, such as font body, grows with it)"
            for textSize in textSizes {
                for appearance in Appearance.allCases {
                    out.append(AuditFinding(kind: .fixedFont, elements: [e.id], state: scene.initialState, size: scene.canvas.name,
                                            appearance: appearance, textSize: textSize, location: e.range,
                                            measured: [("pointSize", .number(points))], message: message))
                }
            }
        }
        return out
    }
}
