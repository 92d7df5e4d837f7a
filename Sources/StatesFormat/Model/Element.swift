/// Intrinsic content size as declared.
public enum IntrinsicSpec: Hashable, Sendable {
    /// Measured from the text (labels and buttons; buttons add 12 h / 6 v content insets per side).
    case fromText
    /// No intrinsic size (UIView.noIntrinsicMetric on both axes).
    case none
    /// Given explicitly; a nil axis has no intrinsic size (`intrinsic(width: 40)`).
    case size(width: Double?, height: Double?)
    /// `saved-size WxH`: the size Interface Builder saved for a text (measured in San
    /// Francisco), its intrinsic size while the text and its font are as written at the
    /// default Dynamic Type size (`large`); measured from the text otherwise, as UIKit would
    /// measure a font that grew or a text that changed.
    case saved(width: Double, height: Double)
}

/// A pair of priorities, one per axis (hugging or compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Int
    public var vertical: Int

    /// Creates a pair.
    public init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// UIStackView configuration of a `stack` element.
public struct StackSpec: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable { case horizontal, vertical }
    public enum Distribution: String, Hashable, Sendable {
        case fill
        case fillEqually = "fill-equally"
        case fillProportionally = "fill-proportionally"
        case equalSpacing = "equal-spacing"
        case equalCentering = "equal-centering"
    }
    /// `top`/`leading` and `bottom`/`trailing` are the same alignment, named per axis as UIKit does.
    public enum Alignment: String, Hashable, Sendable {
        case fill, leading, top, center, trailing, bottom
        /// Horizontal stacks: the arranged views' first (or last) baselines on one line.
        case firstBaseline = "first-baseline", lastBaseline = "last-baseline"

        /// `first-baseline` or `last-baseline`.
        public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    }

    public var axis: Axis = .horizontal
    public var spacing: Double = 0
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    /// isLayoutMarginsRelativeArrangement.
    public var marginsRelative: Bool = false
    /// isBaselineRelativeArrangement: a vertical stack spaces its views from one's last
    /// baseline to the next one's first baseline.
    public var baselineRelative: Bool = false

    /// A stack with UIKit's defaults.
    public init() {}
}

/// A checked element: view, label, button, image, stack or custom guide. `root` is not an
/// element of `Scene.elements`; it is implied by the canvas.
public struct Element: Hashable, Sendable {
    public var id: String
    public var kind: ElementKind
    /// The enclosing element's id (`root` for top-level elements). For a guide, the view that owns it.
    public var parent: String
    /// Ids of the direct children, in declaration order (for a stack: its arranged subviews).
    public var children: [String]
    /// Label / button text.
    public var text: String?
    /// The font (default: the system font, regular, at 17 points for labels and 15 for buttons).
    public var font: FontChoice
    /// Where `font` is written, if it is.
    public var fontRange: SourceRange?
    /// `text-color`; nil: the `label` colour of the appearance (a button's title: its tint).
    public var textColor: DynamicColor? {
        get { decoration.value.textColor }
        set { decoration.value.textColor = newValue }
    }
    /// `alignment` of a label's or button's text (default natural).
    public var textAlignment: TextAlignment
    /// `lines`: at most this many lines (0: any; default 1, which never wraps).
    public var lines: Int
    /// `line-break` (default truncate-tail).
    public var lineBreak: LineBreakMode
    /// `minimum-scale S`: the text is drawn smaller, down to S of its size, rather than cut short
    /// when it does not fit its frame (UILabel's adjustsFontSizeToFitWidth with
    /// minimumScaleFactor S); nil: cut short.
    public var minimumScale: Double? = nil
    /// Background colour; when not written the checker assigns a palette colour by declaration
    /// order, which only the wireframe style draws (a UIView's background is clear by default).
    public var color: DynamicColor
    /// True when `color` was written, not assigned from the palette.
    public var colorWritten: Bool
    public var intrinsic: IntrinsicSpec
    /// Default 250 (labels and images: 251).
    public var hugging: AxisPriorities
    /// Default 750.
    public var compression: AxisPriorities
    /// Hidden in every state unless a state shows it.
    public var hidden: Bool
    /// Opacity (default 1).
    public var alpha: Double
    /// Directional layout margins (default 8 on every edge).
    public var margins: InsetSpec
    /// insetsLayoutMarginsFromSafeArea (default true).
    public var insetsMarginsFromSafeArea: Bool
    /// preservesSuperviewLayoutMargins (default false).
    public var preservesSuperviewMargins: Bool
    /// translatesAutoresizingMaskIntoConstraints with this frame, relative to the superview.
    public var frame: Rect?
    /// The autoresizing mask applied to `frame` when the superview's size differs from the
    /// canvas's (empty: the frame is fixed).
    public var autoresizing: Set<AutoresizingFlag> = []
    /// Corner radius when drawn (continuous corners, as `cornerCurve = .continuous`).
    public var corner: Double
    /// `tint`: the control's tint colour (nil: the system blue, `tint`).
    public var tint: DynamicColor? {
        get { decoration.value.tint }
        set { decoration.value.tint = newValue }
    }
    /// `border W C`.
    public var border: Border? {
        get { decoration.value.border }
        set { decoration.value.border = newValue }
    }
    /// `shadow(...)`.
    public var shadow: Shadow? {
        get { decoration.value.shadow }
        set { decoration.value.shadow = newValue }
    }
    /// `clips`: clipsToBounds (subviews are cut to the element's rounded bounds).
    public var clips = false
    /// `transform …`: drawn about the centre; layout ignores it.
    public var transform = ViewTransform.identity
    /// Control settings (configuration, segments, image file…).
    public var control: ControlSpec {
        get { decoration.value.control }
        set { decoration.value.control = newValue }
    }
    /// A switch is on (`on` / `off`).
    public var isOn = false
    /// A slider's or progress view's value (`value X`, 0…1; UISlider's default 0.5 is not
    /// UIKit's, whose default is 0: the format follows UIKit).
    public var value = 0.0
    /// A segmented control's selected segment (`selected N`, 0-based; -1: none, UIKit's default).
    public var selected = -1
    /// Present for `stack` elements.
    public var stack: StackSpec?
    /// The declaration (keyword to closing brace, or to the end of the statement).
    public var range: SourceRange
    /// Text colour, tint, border, shadow and control settings: most elements have none, so
    /// they share one copy-on-write box (an element is 380 bytes smaller; a 10,000-view scene
    /// holds 4 MB less).
    private var decoration = ElementDecoration.Box()

    /// Creates an element with the format's defaults for `kind`.
    public init(id: String, kind: ElementKind, parent: String, range: SourceRange) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.children = []
        self.text = nil
        self.font = .fixed(.system(kind.traits.fontSize))
        self.fontRange = nil
        self.textAlignment = .natural
        self.lines = 1
        self.lineBreak = .truncateTail
        self.color = DynamicColor(Color(red: 0.5, green: 0.5, blue: 0.5))
        self.colorWritten = false
        self.intrinsic = kind.traits.hasText || kind.traits.sizedByControl ? .fromText : .none
        self.hugging = AxisPriorities(horizontal: kind.traits.hugging, vertical: kind.traits.hugging)
        self.compression = AxisPriorities(horizontal: 750, vertical: 750)
        self.hidden = false
        self.alpha = 1
        self.margins = .all(8)
        self.insetsMarginsFromSafeArea = true
        self.preservesSuperviewMargins = false
        self.frame = nil
        self.corner = 0
        self.stack = kind == .stack ? StackSpec() : nil
        self.range = range
    }
}

extension Element {
    /// The drawing values a state starts from (docs/format.md §5): the element's own.
    public var baseLook: ElementLook {
        var look = ElementLook(background: colorWritten ? color : nil, textColor: textColor, corner: corner,
                               on: isOn ? 1 : 0, value: value, selected: Double(selected))
        look.transform = transform
        return look
    }

    /// The font's size at the default Dynamic Type category (`large`); setting it makes the
    /// font the system font at that size, keeping its weight and slant.
    public var fontSize: Double {
        get { font.resolved(at: .large).size }
        set {
            let current = font.resolved(at: .large)
            font = .fixed(.system(newValue, weight: current.weight, italic: current.italic))
        }
    }
}

/// One flexible part of `UIView.AutoresizingMask`.
public enum AutoresizingFlag: String, Hashable, Sendable, CaseIterable {
    case flexibleLeftMargin = "flexible-left-margin"
    case flexibleWidth = "flexible-width"
    case flexibleRightMargin = "flexible-right-margin"
    case flexibleTopMargin = "flexible-top-margin"
    case flexibleHeight = "flexible-height"
    case flexibleBottomMargin = "flexible-bottom-margin"
}

/// What `Element` keeps in its shared box.
struct ElementDecoration: Hashable, Sendable {
    var textColor: DynamicColor?
    var tint: DynamicColor?
    var border: Border?
    var shadow: Shadow?
    var control = ControlSpec()

    /// A copy-on-write box: elements without decoration share the same storage until one is
    /// changed. Compared and hashed by value.
    struct Box: Hashable, Sendable {
        /// Written only while uniquely referenced (see `value`'s `_modify`), hence `@unchecked`.
        private final class Storage: @unchecked Sendable {
            var value: ElementDecoration
            init(_ value: ElementDecoration) { self.value = value }
        }

        private static let empty = Storage(ElementDecoration())
        private var storage = Box.empty

        var value: ElementDecoration {
            get { storage.value }
            _modify {
                if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
                yield &storage.value
            }
        }

        static func == (a: Box, b: Box) -> Bool { a.storage === b.storage || a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}
