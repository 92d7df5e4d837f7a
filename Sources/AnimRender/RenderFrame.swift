import AnimLayout

/// One element's geometry and visibility in a frame to draw.
public struct DrawnElement: Hashable, Sendable {
    /// The frame in root coordinates, in points.
    public var rect: Rect
    /// The element's own opacity (UIView.alpha); it also applies to its subviews, as a group.
    public var alpha: Double
    /// Hidden elements and their subviews are not drawn.
    public var hidden: Bool

    /// Creates an element frame.
    public init(rect: Rect, alpha: Double = 1, hidden: Bool = false) {
        self.rect = rect
        self.alpha = alpha
        self.hidden = hidden
    }
}

/// The text of the caption bar drawn under the canvas (`--caption`).
public struct Caption: Hashable, Sendable {
    /// The state or transition name, drawn on the left (`left → center`).
    public var title: String
    /// The frame's time in seconds, drawn on the right as `0.133 s`; nil draws no time.
    public var time: Double?

    /// Creates a caption.
    public init(title: String, time: Double? = nil) {
        self.title = title
        self.time = time
    }
}

/// Which overlays to draw on top of the views.
public struct Overlays: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Stacks, custom guides, and `ID.safe` / `ID.margins` frames as dashed outlines.
    public static let guides = Overlays(rawValue: 1 << 0)
    /// The frame's `constraintLines`, Interface Builder style.
    public static let constraints = Overlays(rawValue: 1 << 1)
    /// The root's safe area outlined.
    public static let safeArea = Overlays(rawValue: 1 << 2)
}

/// A constraint drawn as a line between two points (`--overlay constraints`). The layout engine
/// decides the geometry; the renderer only draws it.
public struct ConstraintLine: Hashable, Sendable {
    /// How the constraint fared.
    public enum Status: String, Hashable, Sendable {
        /// Priority 1000, satisfied: a solid line.
        case required
        /// Priority below 1000, satisfied: a dashed line.
        case optional
        /// Not satisfied (an optional constraint with an error, or a broken required one): red.
        case broken
    }

    public var from: CanvasPoint
    public var to: CanvasPoint
    public var status: Status
    /// A short label drawn at the line's middle (`8`, `≥ 20`), if any.
    public var label: String?

    /// Creates a line.
    public init(from: CanvasPoint, to: CanvasPoint, status: Status, label: String? = nil) {
        self.from = from
        self.to = to
        self.status = status
        self.label = label
    }
}

/// Everything needed to draw one picture: a solved state, or one frame of a timeline.
///
/// Drawing order comes from the scene's hierarchy (`Scene.rootChildren`, `Element.children`),
/// never from the `elements` dictionary, so output is deterministic.
public struct RenderFrame: Hashable, Sendable {
    /// The scene: element kinds, colours, text, fonts, corners, hierarchy.
    public var scene: Scene
    /// The root view's size, in points.
    public var canvas: Size
    /// The root's safe-area insets, resolved to physical edges.
    public var safeArea: EdgeInsets
    /// Geometry per element id (views, stacks, guides, and optionally `ID.safe` / `ID.margins`),
    /// in root coordinates. Elements of the scene missing here are not drawn.
    public var elements: [String: DrawnElement]
    /// The caption bar's text; nil draws no bar.
    public var caption: Caption?
    /// Overlays to draw.
    public var overlays: Overlays
    /// Lines for `Overlays.constraints`.
    public var constraintLines: [ConstraintLine]

    /// Creates a frame from its parts (e.g. one frame of a timeline: a rect and alpha per element).
    public init(scene: Scene, canvas: Size, safeArea: EdgeInsets = .zero, elements: [String: DrawnElement],
                caption: Caption? = nil, overlays: Overlays = [], constraintLines: [ConstraintLine] = []) {
        self.scene = scene
        self.canvas = canvas
        self.safeArea = safeArea
        self.elements = elements
        self.caption = caption
        self.overlays = overlays
        self.constraintLines = constraintLines
    }

    /// The frame of a solved state. The safe area comes from the layout's `root.safe` frame when
    /// present, otherwise from `environment.safeArea` (resolved with its `rtl`). Alpha is the
    /// layout's alpha, else the element's declared alpha; hidden comes from `layout.hidden`.
    public init(layout: Layout, scene: Scene, environment: Environment, caption: Caption? = nil,
                overlays: Overlays = [], constraintLines: [ConstraintLine] = []) {
        let canvas = layout.canvas
        let rootRect = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let safe: EdgeInsets
        if let safeRect = layout.frames["root.safe"] {
            safe = EdgeInsets(between: rootRect, and: safeRect)
        } else {
            safe = EdgeInsets(resolving: environment.safeArea, rtl: environment.rtl)
        }
        let hidden = Set(layout.hidden)
        let declaredAlpha = Dictionary(scene.elements.map { ($0.id, $0.alpha) }, uniquingKeysWith: { first, _ in first })
        var elements: [String: DrawnElement] = [:]
        for (id, rect) in layout.frames {
            let declared = declaredAlpha[id] ?? 1
            elements[id] = DrawnElement(rect: rect, alpha: layout.alpha[id] ?? declared, hidden: hidden.contains(id))
        }
        self.init(scene: scene, canvas: canvas, safeArea: safe, elements: elements, caption: caption,
                  overlays: overlays, constraintLines: constraintLines)
    }
}
