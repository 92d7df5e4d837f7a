import AnimRender
import StatesFormat

/// How `animlayout review` draws a scene's page.
public struct ReviewOptions: Hashable, Sendable {
    /// Pixels per point of every image (as `render --scale`); `nil`: each scene's own (its
    /// canvas's `scale`, or its device's), else 2, as `render`.
    public var scale: Double?

    /// The scale `scene`'s images are drawn at.
    public func scale(for scene: Scene) -> Double { scale ?? scene.canvas.scale ?? 2 }
    /// Frames per second of the animations (as `render --fps`).
    public var fps: Int = 30
    /// How elements are drawn.
    public var style: RenderStyle = .device
    /// The most bytes of images one page may hold. States come first, then the animations and
    /// overlays of the canvas, then those of the other sizes and appearances; what does not
    /// fit is left out and the page says how to render it.
    public var byteBudget: Int = 9_500_000
    /// Draw only the canvas's states, in its own appearance (the draft `--watch` shows at once,
    /// before the whole page).
    public var quick = false

    /// The defaults.
    public init() {}
}

/// What one `review` wrote.
public struct ReviewSummary: Sendable {
    /// The page, `OUT/<scene-id>/review/index.html`.
    public var page: String
    /// Files written (relative to the scene's folder).
    public var files: [String]
    /// Bytes of the page with its images.
    public var bytes: Int
    /// What was left out to keep the page under its budget (one line each).
    public var omitted: [String]
    /// Warnings of the scene (its report) and of the output folder.
    public var warnings: Int
    /// Problems met while writing that did not stop it.
    public var notes: [String]
    /// The canvas's state images, for thumbnails (paths relative to the scene's folder).
    public var thumbnails: [(state: String, image: String)] = []
}
