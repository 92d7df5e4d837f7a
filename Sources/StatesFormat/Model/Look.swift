/// How an element is drawn beyond its frame: UIView's and CALayer's drawing properties and
/// the controls' own settings (docs/format.md §3).

/// `border W C`: CALayer's borderWidth and borderColor (drawn inside the bounds).
public struct Border: Hashable, Sendable {
    /// Width in points (≥ 0).
    public var width: Double
    public var color: DynamicColor

    /// Creates a border.
    public init(width: Double, color: DynamicColor) {
        self.width = width
        self.color = color
    }
}

/// `shadow(x:, y:, radius:, color:, opacity:)`: CALayer's shadowOffset, shadowRadius,
/// shadowColor and shadowOpacity (defaults: 0, -3, 3, black, 0 in CALayer; the format's
/// defaults are the ones written in docs/format.md §3: 0, 2, 8, black, 0.2).
public struct Shadow: Hashable, Sendable {
    public var x: Double
    public var y: Double
    /// Blur radius in points (CALayer's shadowRadius: the Gaussian's standard deviation is half of it).
    public var radius: Double
    public var color: DynamicColor
    /// 0…1.
    public var opacity: Double

    /// Creates a shadow.
    public init(x: Double = 0, y: Double = 2, radius: Double = 8,
                color: DynamicColor = DynamicColor(Color(red: 0, green: 0, blue: 0)), opacity: Double = 0.2) {
        self.x = x
        self.y = y
        self.radius = radius
        self.color = color
        self.opacity = opacity
    }

    /// The largest radius accepted (points): a larger blur is indistinguishable from none.
    public static let maximumRadius = 200.0
}

/// `configuration plain|tinted|gray|filled|bordered` on a button: the iOS 15
/// `UIButton.Configuration` styles (nil: the classic system button).
public enum ButtonConfiguration: String, Hashable, Sendable, CaseIterable {
    case plain, tinted, gray, filled, bordered
}

/// `border rounded|line|bezel|none` on a text field (`UITextField.BorderStyle`).
public enum TextFieldBorder: String, Hashable, Sendable, CaseIterable {
    case rounded, line, bezel, none
}

/// `style medium|large` on a spinner (`UIActivityIndicatorView.Style`).
public enum SpinnerStyle: String, Hashable, Sendable, CaseIterable {
    case medium, large
}

/// `content-mode` on an image (`UIView.ContentMode`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill = "scale-to-fill"
    case aspectFit = "aspect-fit"
    case aspectFill = "aspect-fill"
    case center
}

/// A PNG an `image` element shows, as checked: where it is and its size.
public struct ImageFile: Hashable, Sendable {
    /// The path as written (`"icon@2x.png"`).
    public var written: String
    /// The path to read: relative to the scene file's folder unless absolute.
    public var path: String
    /// Its size in pixels (from the PNG header).
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point: 2 or 3 for a `@2x` / `@3x` suffix, else 1.
    public var scale: Double
    /// Where the path is written.
    public var range: SourceRange

    /// Creates an image reference; the pixel size is 0 until the file is read
    /// (`ImageSetup` in AnimRender fills it in and reports unreadable files).
    public init(written: String, path: String, pixelWidth: Int = 0, pixelHeight: Int = 0, range: SourceRange) {
        self.written = written
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.range = range
        self.scale = ImageFile.scale(of: written)
    }

    /// 2 or 3 when the file name (without its extension) ends in `@2x` or `@3x`, else 1.
    public static func scale(of path: String) -> Double {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The image's size in points: its pixels over its scale (UIImage.size).
    public var pointSize: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
}

/// A control's own settings (docs/format.md §3): what is not a frame or a colour.
public struct ControlSpec: Hashable, Sendable {
    /// A button's configuration (nil: the classic system button).
    public var configuration: ButtonConfiguration?
    /// A text field's border style.
    public var fieldBorder: TextFieldBorder = .rounded
    /// A text field's text (`text "…"`); the declared string is its placeholder.
    public var fieldText: String?
    /// A segmented control's titles.
    public var segments: [String] = []
    /// A spinner's size.
    public var spinnerStyle: SpinnerStyle = .medium
    /// An image's content mode (UIImageView's default: scale to fill).
    public var contentMode: ContentMode = .scaleToFill
    /// An image's file, or a button's icon.
    public var image: ImageFile?

    /// UIKit's defaults.
    public init() {}
}

/// The drawing values that a state may change and a transition animates (docs/format.md §5): colours in
/// linear sRGB, radii and control values linearly.
public struct ElementLook: Hashable, Sendable {
    /// The background colour (`color`); nil when not written (clear in the device style).
    public var background: DynamicColor?
    /// `text-color`; nil: the kind's own (label colour, or the tint for buttons).
    public var textColor: DynamicColor?
    /// `corner` radius in points.
    public var corner: Double
    /// A switch's position: 0 off, 1 on (fractions while it moves).
    public var on: Double
    /// A slider's or progress view's value, 0…1.
    public var value: Double
    /// A segmented control's selected segment (fractions while the selection slides); -1: none.
    public var selected: Double
    /// The transform (identity when none).
    public var transform: ViewTransform = .identity
    /// The text a state gives the element (`text V "…"`); nil: its own.
    public var text: String?
    /// While a transition cross-fades text: the text fading out, and how far the new one has
    /// faded in (0…1).
    public var fadingText: String?
    public var textProgress: Double = 1

    /// Creates a look.
    public init(background: DynamicColor? = nil, textColor: DynamicColor? = nil, corner: Double = 0,
                on: Double = 0, value: Double = 0, selected: Double = -1) {
        self.background = background
        self.textColor = textColor
        self.corner = corner
        self.on = on
        self.value = value
        self.selected = selected
    }
}

/// One look change a state makes (`color card red`, `on wifi`, `value volume 0.8`).
public enum LookChange: Hashable, Sendable {
    case background(DynamicColor)
    case textColor(DynamicColor)
    case corner(Double)
    case on(Bool)
    case value(Double)
    case selected(Int)
    case transform(ViewTransform)
    case text(String)

    /// Applies the change to `look`.
    public func apply(to look: inout ElementLook) {
        switch self {
        case .background(let c): look.background = c
        case .textColor(let c): look.textColor = c
        case .corner(let r): look.corner = r
        case .on(let b): look.on = b ? 1 : 0
        case .value(let v): look.value = v
        case .selected(let n): look.selected = Double(n)
        case .transform(let t): look.transform = t
        case .text(let t): look.text = t
        }
    }
}

/// One step of a view's transform.
public enum TransformOperation: Hashable, Sendable {
    /// `scale(S)` or `scale(SX, SY)`.
    case scale(x: Double, y: Double)
    /// `rotate(DEG)`: degrees, clockwise on screen.
    case rotate(degrees: Double)
    /// `translate(X, Y)`: points.
    case translate(x: Double, y: Double)

    /// The same kind of step that changes nothing.
    public var neutral: TransformOperation {
        switch self {
        case .scale: return .scale(x: 1, y: 1)
        case .rotate: return .rotate(degrees: 0)
        case .translate: return .translate(x: 0, y: 0)
        }
    }

    /// Whether two steps are of the same kind.
    public func sameKind(as other: TransformOperation) -> Bool {
        switch (self, other) {
        case (.scale, .scale), (.rotate, .rotate), (.translate, .translate): return true
        default: return false
        }
    }
}

/// A view's transform (docs/format.md §5): steps composed in the order written, about the view's centre
/// (`transform card scale(0.95) rotate(2)`, as UIView.transform with the layer's default
/// anchor point: each step acts in the space the previous ones made, as CSS transforms do).
/// Layout ignores it, as UIKit does.
public struct ViewTransform: Hashable, Sendable {
    public var operations: [TransformOperation]

    /// Creates a transform from its steps.
    public init(_ operations: [TransformOperation]) {
        self.operations = operations
    }

    /// Scale, then rotate, then translate (omitted parts are neutral).
    public init(scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0, translateX: Double = 0, translateY: Double = 0) {
        var ops: [TransformOperation] = []
        if scaleX != 1 || scaleY != 1 { ops.append(.scale(x: scaleX, y: scaleY)) }
        if rotation != 0 { ops.append(.rotate(degrees: rotation)) }
        if translateX != 0 || translateY != 0 { ops.append(.translate(x: translateX, y: translateY)) }
        self.operations = ops
    }

    /// The identity.
    public static let identity = ViewTransform([])

    /// True when it changes nothing.
    public var isIdentity: Bool {
        operations.allSatisfy { $0 == $0.neutral }
    }

    /// The largest scale factor accepted (larger ones are a located error).
    public static let maximumScale = 1000.0
    /// The largest rotation accepted, in degrees either way.
    public static let maximumRotation = 36_000.0
    /// The largest translation accepted, in points either way.
    public static let maximumTranslation = 100_000.0
}

extension Element {
    /// Space between the frame and the text, per side (horizontal, vertical): a classic
    /// button's 6 pt above and below, a configured button's 12 and 7 (UIButton.Configuration,
    /// medium size), a bordered text field's 7 on every side.
    public var contentInsets: (horizontal: Double, vertical: Double) {
        switch kind {
        case .button: return control.configuration == nil ? kind.traits.contentInsets : (12, 7)
        case .textField: return control.fieldBorder == .none ? (0, 0) : (7, 7)
        default: return kind.traits.contentInsets
        }
    }

    /// The string measured and drawn: a text field's text, or its placeholder when empty.
    public var shownText: String {
        if kind == .textField, let typed = control.fieldText, !typed.isEmpty { return typed }
        return text ?? ""
    }
}
