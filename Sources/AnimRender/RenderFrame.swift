import AnimLayout

/// Everything needed to draw one picture: a solved state, or one frame of a timeline.
///
/// Drawing order comes from the scene's hierarchy (`Scene.rootChildren`, `Element.children`),
/// never from the `elements` dictionary, so output is deterministic.
public struct RenderFrame: Hashable, Sendable {
    /// The scene: element kinds, colours, text, fonts, corners, hierarchy.
    public var scene: Scene
    /// The root view's size, in points.
    public var canvas: Size
    /// The picture's size when it is larger than the canvas: a frame of a sequence whose canvas
    /// changes size (docs/format.md, "Rotation") is drawn on a picture that holds every frame's canvas, the
    /// canvas at its top-left and the rest a backdrop. Nil: the picture is the canvas.
    public var picture: Size?
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
    /// The environment's Dynamic Type category (text styles are drawn at its sizes).
    public var textSize: ContentSizeCategory = .large
    /// The environment is right-to-left (natural alignment is right for neutral text).
    public var rightToLeft = false
    /// Light or dark: the value each system colour takes.
    public var appearance: Appearance = .light
    /// For `Overlays.motion`: the centre of each moving view at every frame of the animation
    /// this frame belongs to (root coordinates).
    public var motionTrails: [MotionTrail] = []
    /// The software keyboard's full height in this environment (`nil`: the keyboard guide's
    /// own). While the keyboard guide is shorter (the keyboard coming up or going down) the
    /// keyboard is drawn at this height with its top at the guide's top: it slides, as on iOS.
    public var keyboardHeight: Double?

    /// The size of the picture (before any caption bar): ``picture``, else the canvas.
    public var extent: Size { picture ?? canvas }

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
        // Drawn as the scene is in this environment: its `when` blocks applied (fonts, lines, stacks, looks).
        let scene = scene.varied(for: environment)
        let declaredAlpha = Dictionary(scene.elements.map { ($0.id, $0.alpha) }, uniquingKeysWith: { first, _ in first })
        var elements: [String: DrawnElement] = [:]
        for (id, rect) in layout.frames {
            let declared = declaredAlpha[id] ?? 1
            elements[id] = DrawnElement(rect: rect, alpha: layout.alpha[id] ?? declared, hidden: hidden.contains(id),
                                        look: layout.looks[id])
        }
        self.init(scene: scene, canvas: canvas, safeArea: safe, elements: elements, caption: caption,
                  overlays: overlays, constraintLines: constraintLines)
        self.textSize = environment.textSize
        self.rightToLeft = environment.rtl
        self.appearance = environment.appearance
        self.keyboardHeight = environment.effectiveKeyboardHeight
    }
}

/// The path a view's centre takes through an animation, one point per frame.
public struct MotionTrail: Hashable, Sendable {
    public var id: String
    public var points: [CanvasPoint]

    /// Creates a trail.
    public init(id: String, points: [CanvasPoint]) {
        self.id = id
        self.points = points
    }
}
