import AnimLayout

/// What every element of a frame is drawn with: the appearance and environment.
struct PaintContext {
    /// Light or dark: which value each system colour takes.
    var appearance: Appearance
    /// The canvas colour under everything (opaque).
    var background: Color
    /// Dynamic Type category for text styles.
    var textSize: ContentSizeCategory
    /// Right-to-left environment.
    var rightToLeft: Bool
    /// The scene's own font files.
    var fontFiles: [String]

    /// `color` in this context's appearance.
    func resolve(_ color: DynamicColor) -> Color { color.resolved(appearance) }

    /// The system colour `name` in this context's appearance (black if unknown, which the
    /// painters never ask for).
    func system(_ name: String) -> Color {
        SystemColors.dynamicColor(named: name)?.resolved(appearance) ?? Color(red: 0, green: 0, blue: 0)
    }
}

/// One element to paint: its declaration, where it is, how it looks in this frame.
struct PaintItem {
    var element: Element
    /// Its frame (root coordinates, points), finite and non-empty.
    var rect: Rect
    /// Its colours, corner radius and control values in this frame.
    var look: ElementLook
    /// The opacity to paint with (1 when the element's alpha is applied to its group).
    var alpha: Double
}

/// Draws elements in one style. `FrameDrawer` walks the hierarchy (opacity groups, clipping,
/// transforms, overlays) and asks the painter for each element's own pixels.
protocol ElementPainter: Sendable {
    /// Paints `item` (not its subviews) on `cr`, whose user space is points.
    func paint(_ item: PaintItem, context: PaintContext, on cr: OpaquePointer)
    /// The unsafe areas outside the safe area get a hatch (the wireframe's; a device shows
    /// content there).
    var hatchesUnsafeAreas: Bool { get }
    /// The canvas colour when the options do not set one, per appearance.
    func defaultBackground(_ appearance: Appearance) -> Color
    /// Paints the software keyboard in `rect` (its full height, the top at the `root.keyboard`
    /// guide's), keeping its keys inside the root's `safeArea` sides and above its bottom.
    func paintKeyboard(in rect: Rect, safeArea: EdgeInsets, context: PaintContext, on cr: OpaquePointer)
}
