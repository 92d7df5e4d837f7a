import Foundation

/// UIKit's intrinsic content sizes for its controls (docs/format.md §9). Each value and its source is listed
/// in `docs/format.md` ("Controls").
public enum ControlSizes {
    /// UISwitch: 51x31, whatever its frame (UISwitch.h: "the frame size is ignored").
    public static let switchSize = Size(width: 51, height: 31)

    /// How far a control's frame reaches beyond the rectangle its constraints place (UIKit's
    /// alignment rect): a switch's 2 points on its right, a slider's 2 on each side and 1
    /// below — as Interface Builder saves them (a switch pinned 16 from the right edge ends its
    /// 51-point frame 14 from it; a slider pinned 20 from each side starts at 18, and the view
    /// 8 below it starts 7 below its 31-point frame).
    public static let alignmentInsets: [ElementKind: (top: Double, left: Double, bottom: Double, right: Double)] = [
        .toggle: (0, 0, 0, 2),
        .slider: (0, 2, 1, 2),
        .segmented: (0, 0, 1, 0),
    ]

    /// `frame` (an alignment rect) grown by `kind`'s alignment insets: the view's frame.
    public static func frame(fromAlignmentRect r: Rect, of kind: ElementKind) -> Rect {
        guard let i = alignmentInsets[kind] else { return r }
        return Rect(x: r.x - i.left, y: r.y - i.top, width: r.width + i.left + i.right, height: r.height + i.top + i.bottom)
    }

    /// The rectangle `frame` was grown from: where a control draws itself.
    public static func alignmentRect(ofFrame r: Rect, of kind: ElementKind) -> Rect {
        guard let i = alignmentInsets[kind] else { return r }
        return Rect(x: r.x + i.left, y: r.y + i.top, width: max(0, r.width - i.left - i.right), height: max(0, r.height - i.top - i.bottom))
    }
    /// UISegmentedControl: 32 high (28 per segment + 2 above and below).
    public static let segmentedHeight = 32.0
    /// Space on each side of the widest title in every segment (equal widths).
    public static let segmentPadding = 10.0
    /// The segmented control's own inset at each end.
    public static let segmentedInset = 3.0
    /// The title font of segments: 13 pt, semibold when selected (sizes use the wider, semibold).
    public static let segmentFontSize = 13.0
    /// UISlider: a frame 31 high (its alignment rect 30), no intrinsic width.
    public static let sliderHeight = 31.0
    /// UIProgressView (default style, iOS 14 and later): 4 high, no intrinsic width.
    public static let progressHeight = 4.0
    /// UIActivityIndicatorView: 20x20 (medium) or 37x37 (large).
    public static func spinnerSide(_ style: SpinnerStyle) -> Double { style == .large ? 37 : 20 }

    /// A text field's height: the font's line height plus its border style's insets (7 above
    /// and below a bordered field), down to whole points: 34 at 17 pt and 30 at 14 pt, as UIKit
    /// gives with SF (whose line is 1.19 em; the shipped system font's is 1.21 em).
    public static func textFieldHeight(lineHeight: Double, border: TextFieldBorder) -> Double {
        border == .none ? lineHeight.rounded(.up) : (lineHeight + 14).rounded(.down)
    }

    /// The intrinsic size of a control that is not text: nil axes have none.
    static func intrinsic(of e: Element, textSize: ContentSizeCategory, measurer: any TextMeasurer) -> (width: Double?, height: Double?)? {
        switch e.kind {
        case .toggle:
            // Its alignment rect's: the frame less its trailing inset.
            let insets = alignmentInsets[.toggle] ?? (0, 0, 0, 0)
            return (switchSize.width - insets.left - insets.right, switchSize.height - insets.top - insets.bottom)
        case .spinner:
            let side = spinnerSide(e.control.spinnerStyle)
            return (side, side)
        case .slider:
            // Its alignment rect's: the frame less its bottom inset.
            return (nil, sliderHeight - (alignmentInsets[.slider]?.bottom ?? 0))
        case .progress:
            return (nil, progressHeight)
        case .segmented:
            let n = e.control.segments.count
            let height = segmentedHeight - (alignmentInsets[.segmented]?.bottom ?? 0)
            guard n > 0 else { return (nil, height) }
            let font = FontSpec.system(segmentFontSize, weight: 600)
            let widest = e.control.segments.map { measurer.measure(TextRequest($0, font: font)).width }.max() ?? 0
            return (Double(n) * (widest + 2 * segmentPadding) + 2 * segmentedInset, height)
        case .image:
            guard let file = e.control.image, file.pixelWidth > 0, file.pixelHeight > 0 else { return nil }
            let size = file.pointSize
            return (size.width, size.height)
        default:
            return nil
        }
    }
}
