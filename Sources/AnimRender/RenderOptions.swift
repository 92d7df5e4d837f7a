import Foundation
import AnimLayout

/// How frames are drawn: scale, background and the colours of the chrome around the views.
public struct RenderOptions: Hashable, Sendable {
    /// Pixels per point (default 2): an image is `canvas × scale` pixels, plus the caption bar.
    public var scale: Double
    /// The canvas background (always drawn opaque); nil: the style's (`system-background` of
    /// the frame's appearance in the device style, white in the wireframe).
    public var background: Color?
    /// Height of the caption bar in points (added under the canvas when a frame has a caption).
    public var captionHeight: Double
    /// How elements are drawn (default: as the device shows them).
    public var style: RenderStyle
    /// Draw the status bar (9:41, battery) and home indicator in the safe-area insets.
    public var chrome: Bool

    /// Creates options.
    public init(scale: Double = 2, background: Color? = nil, captionHeight: Double = 30,
                style: RenderStyle = .device, chrome: Bool = false) {
        self.scale = scale
        self.background = background
        self.captionHeight = captionHeight
        self.style = style
        self.chrome = chrome
    }

    /// The pixel size of the PNG drawn for `frame`.
    public func pixelSize(of frame: RenderFrame) -> (width: Int, height: Int) {
        let s = RenderOptions.validScale(scale)
        let h = frame.extent.height + (frame.caption == nil ? 0 : captionHeight)
        return (Int((max(1, frame.extent.width) * s).rounded(.up)), Int((max(1, h) * s).rounded(.up)))
    }

    /// `scale` when it is finite and in 0.1...16, else 2.
    static func validScale(_ scale: Double) -> Double {
        scale.isFinite && scale >= 0.1 && scale <= 16 ? scale : 2
    }
}

/// Colours of the renderer's own chrome (iOS system colours, light mode).
enum Palette {
    static let label = Color(r: 0x1C, g: 0x1C, b: 0x1E)
    static let secondaryLabel = Color(r: 0x6C, g: 0x6C, b: 0x70)
    static let unsafeTint = Color(r: 60, g: 60, b: 67, a: 14)
    static let unsafeHatch = Color(r: 60, g: 60, b: 67, a: 30)
    static let captionBar = Color(r: 0xF2, g: 0xF2, b: 0xF7)
    static let separator = Color(r: 0xC6, g: 0xC6, b: 0xC8)
    static let safeArea = Color(r: 0x34, g: 0xC7, b: 0x59)
    static let margins = Color(r: 0x00, g: 0x7A, b: 0xFF)
    static let stack = Color(r: 0xAF, g: 0x52, b: 0xDE)
    static let guide = Color(r: 0xFF, g: 0x95, b: 0x00)
    static let constraint = Color(r: 0x00, g: 0x7A, b: 0xFF)
    static let broken = Color(r: 0xFF, g: 0x3B, b: 0x30)
    /// Around the canvas when the picture is larger (a sequence that rotates): a device's bezel.
    static let backdrop = Color(r: 0x2C, g: 0x2C, b: 0x2E)
}

extension Color {
    /// WCAG relative luminance of the colour composited over `background`.
    func luminance(over background: Color) -> Double {
        let a = max(0, min(1, alpha))
        func channel(_ c: Double, _ b: Double) -> Double {
            let v = max(0, min(1, c * a + b * (1 - a)))
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red, background.red) + 0.7152 * channel(green, background.green)
            + 0.0722 * channel(blue, background.blue)
    }

    /// White text unless it would contrast less than 3:1 (WCAG's large-text ratio) with the
    /// fill, then near-black: iOS tints (blue, pink, indigo) get white, pale ones (yellow, orange) dark.
    func contrastingText(over background: Color) -> Color {
        let l = luminance(over: background)
        let onWhite = 1.05 / (l + 0.05)
        return onWhite >= 3 ? Color(r: 255, g: 255, b: 255) : Palette.label
    }

    /// WCAG contrast ratio between this colour and `other`, both composited over `background`.
    func contrast(with other: Color, over background: Color) -> Double {
        let a = luminance(over: background), b = other.luminance(over: background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
