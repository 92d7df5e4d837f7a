import AnimLayout

/// How elements are drawn: as the device shows them, or as named boxes for debugging layouts.
/// The renderer is given a style; each style is one painter (`ElementPainter`).
public enum RenderStyle: String, Hashable, Sendable, CaseIterable {
    /// What an iPhone shows: UIKit's controls, system colours, text; views are clear unless
    /// coloured (the default).
    case device
    /// Every element as a tinted, outlined box with its id (and its text), the unsafe areas
    /// hatched: for seeing the layout itself.
    case wireframe

    /// The painter that draws elements in this style.
    var painter: any ElementPainter {
        switch self {
        case .device: return DevicePainter()
        case .wireframe: return WireframePainter()
        }
    }
}
