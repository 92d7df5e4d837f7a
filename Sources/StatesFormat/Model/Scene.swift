/// An environment to lay the scene out in: the canvas, or a named `size`.
public struct Environment: Hashable, Sendable {
    /// `default` for the canvas, otherwise the size's name.
    public var name: String
    public var size: Size
    /// The root view's safe-area insets (unspecified edges are 0).
    public var safeArea: InsetSpec
    /// The root view's layout margins as written (`margins(...)`); unwritten edges take the
    /// system minimums (see `respectsSystemMinimumMargins`).
    public var margins: InsetSpec?
    /// viewRespectsSystemMinimumLayoutMargins (`system-minimum-margins`, default true): the
    /// root's margins are at least 16 pt leading and trailing on compact width, 20 on regular,
    /// 0 top and bottom.
    public var respectsSystemMinimumMargins = true
    /// `size-class regular|compact` or the width of `size-class(width: W, height: H)`, when written.
    public var sizeClassOverride: SizeClass?
    /// The height of `size-class(width: W, height: H)`, when written.
    public var heightSizeClassOverride: SizeClass?
    /// Right-to-left layout.
    public var rtl: Bool
    /// Render scale written on the canvas (`scale 2`), if any.
    public var scale: Double?
    /// The Dynamic Type category text styles are sized for (`text-size`, default `large`).
    public var textSize: ContentSizeCategory = .large
    /// Light or dark mode (`appearance dark`; default light).
    public var appearance: Appearance = .light
    /// The named device the environment is (`canvas iphone-15-pro`), if any.
    public var device: String?
    /// The software keyboard's height (`keyboard-height N`, or the device's), if given.
    public var keyboardHeight: Double?

    /// The keyboard's height when a state shows it: the written or device value, else UIKit's
    /// usual one for the size class and orientation plus the bottom safe-area inset (an iPhone
    /// 14 in portrait: 302 + 34 = 336).
    public var effectiveKeyboardHeight: Double {
        if let keyboardHeight { return keyboardHeight }
        let bottom = safeArea.bottom ?? 0
        let portrait = size.height >= size.width
        if horizontalSizeClass == .regular { return (portrait ? 293 : 378) + bottom }
        return (portrait ? 302 : 188) + bottom
    }
    public var range: SourceRange

    /// Creates an environment.
    /// The horizontal size class: regular when both sides are at least 600 points (an iPad),
    /// compact otherwise, unless written.
    public var horizontalSizeClass: SizeClass {
        sizeClassOverride ?? (size.width >= 600 && size.height >= 600 ? .regular : .compact)
    }

    /// The width and height size classes `when` blocks match: UIKit's for the environment's size
    /// (``SizeClasses/uiKit(for:)``), unless written (`size-class`).
    public var sizeClasses: SizeClasses {
        let uiKit = SizeClasses.uiKit(for: size)
        return SizeClasses(width: sizeClassOverride ?? uiKit.width, height: heightSizeClassOverride ?? uiKit.height)
    }

    /// The root view's system minimum layout margins (leading/trailing; top and bottom are 0).
    public var systemMinimumSideMargin: Double { horizontalSizeClass == .regular ? 20 : 16 }

    public init(name: String, size: Size, safeArea: InsetSpec = .none, margins: InsetSpec? = nil,
                rtl: Bool = false, scale: Double? = nil, range: SourceRange) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.margins = margins
        self.rtl = rtl
        self.scale = scale
        self.range = range
    }
}

/// A horizontal size class (`UIUserInterfaceSizeClass`).
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// A checked scene: every name resolved, every anchor typed, ready for the layout engine.
public struct Scene: Hashable, Sendable {
    /// The file stem (`position-priority`).
    public var id: String
    /// `scene "Display name"`, if written.
    public var title: String?
    /// The file path as given.
    public var file: String
    /// The canvas: the root view's bounds and environment (`name == "default"`).
    public var canvas: Environment
    /// Named `size` environments, in declaration order.
    public var sizes: [Environment]
    /// Every element except `root`, in declaration order (a parent before its children).
    public var elements: [Element]
    /// Ids of root's direct children, in declaration order.
    public var rootChildren: [String]
    /// The base set: every constraint written outside states, in declaration order.
    public var constraints: [Constraint]
    /// In declaration order; never empty after checking (a scene without states has one implicit state `default`).
    public var states: [State]
    /// `initial NAME`, or the first state declared.
    public var initialState: String
    /// In declaration order (`A <-> B` already expanded).
    public var transitions: [Transition]
    /// `root { color … }`: the root view's background; nil: not written (drawn as
    /// `system-background`, a view controller's view as Interface Builder makes it).
    public var rootColor: DynamicColor?
    /// `transition rotation { … }`: how a size change in a sequence animates (nil: 0.4 s
    /// ease-in-out).
    public var rotation: Transition?
    public var sequences: [StateSequence]
    /// Font files the scene registers (`font-file`), in the order written.
    public var fontFiles: [FontFileReference] = []
    /// `on tap …` and `after …` events, in declaration order (`<->` as two).
    public var events: [SceneEvent] = []
    /// `flow NAME: …`, in declaration order.
    public var flows: [Flow] = []
    /// `audit { allow … }`: findings the scene says are intended (docs/format.md, "Audit opt-outs"), in declaration order.
    public var auditAllowances: [AuditAllowance] = []
    /// `audit { target …; grows … }`: tap targets and a growing canvas (docs/format.md, "Audit opt-outs").
    public var auditHints = AuditHints()
    /// Top-level `when` blocks, in declaration order (docs/format.md, "Size-class variations").
    public var variations: [Variation] = []

    /// Whether any `when` block is written, at the top level or in a state.
    public var hasVariations: Bool {
        !variations.isEmpty || states.contains { !$0.variations.isEmpty }
    }

    /// Creates a scene. Only the checker makes scenes (`StatesCompiler.compile`), so later
    /// stages receive checked values; tests reach this through `@testable import`.
    init(id: String, title: String?, file: String, canvas: Environment, sizes: [Environment],
                elements: [Element], rootChildren: [String], constraints: [Constraint], states: [State],
                initialState: String, transitions: [Transition], sequences: [StateSequence]) {
        self.id = id
        self.title = title
        self.file = file
        self.canvas = canvas
        self.sizes = sizes
        self.elements = elements
        self.rootChildren = rootChildren
        self.constraints = constraints
        self.states = states
        self.initialState = initialState
        self.transitions = transitions
        self.sequences = sequences
    }

    /// Every constraint a state can hold: the base set, then the constraint of each `add` and
    /// `replace` change, in the order the states and their changes are written.
    public var allConstraints: [Constraint] {
        constraints + states.flatMap { state in
            state.changes.compactMap { located -> Constraint? in
                switch located.change {
                case .add(let c), .replace(_, let c): return c
                default: return nil
                }
            }
        }
    }

    /// The environment named `name` (`default` is the canvas).
    public func environment(named name: String) -> Environment? {
        if name == canvas.name { return canvas }
        return sizes.first { $0.name == name }
    }

    /// The element with id `id` (not `root`).
    public func element(_ id: String) -> Element? {
        elements.first { $0.id == id }
    }

    /// The state named `name`.
    public func state(_ name: String) -> State? {
        states.first { $0.name == name }
    }
}

/// A `font-file "path"` statement: a font the scene's text may use by family name.
public struct FontFileReference: Hashable, Sendable {
    /// The path as written.
    public var written: String
    /// The path resolved against the scene file's folder.
    public var path: String
    public var range: SourceRange

    /// Creates a reference.
    public init(written: String, path: String, range: SourceRange) {
        self.written = written
        self.path = path
        self.range = range
    }
}
