/// An output format of `animlayout render`.
public enum RenderFormat: String, CaseIterable, Hashable, Sendable {
    /// One PNG per state and per transition frame.
    case png
    /// The same drawings as vector SVG.
    case svg
    /// One animated GIF per transition and per sequence.
    case gif
    /// One animated WebP per transition and per sequence (lossless, or lossy at `webpQuality`).
    case webp
    /// One H.264 MP4 per transition and per sequence.
    case mp4
    /// One self-contained animated SVG per transition and per sequence (CSS keyframes).
    case animatedSVG = "animated-svg"
    /// One Lottie (Bodymovin JSON) file per transition and per sequence.
    case lottie
    /// A contact sheet of a timeline's frames with their times.
    case sheet
}

/// What to render from one scene.
///
/// With no selector (no states, transitions or sequences) everything is rendered: every state,
/// every transition a scene declares between two named states (`A -> B`, `A <-> B`), the
/// consecutive pairs of every sequence (or, when a scene declares neither, the initial state
/// to each other state), and every sequence.
public struct RenderRequest: Hashable, Sendable {
    public var states: [String] = []
    public var transitions: [TransitionPair] = []
    public var sequences: [String] = []
    /// Flows to render by name (`--flow`), and flows given directly (`play --events`).
    public var flows: [String] = []
    public var givenFlows: [Flow] = []
    /// Formats to write (default PNG, GIF and the contact sheet).
    public var formats: Set<RenderFormat> = [.png, .gif, .sheet]
    public var fps: Int = 30
    /// Pixels per point for PNG, SVG and the sheet.
    public var scale: Double = 2
    /// Whether ``scale`` was asked for (`--scale`) rather than taken from the scene or the default.
    public var scaleAsked = false
    /// How messages name the scale: `--scale 3` when it was asked for, else `scale 3`.
    var scaleSetting: String { (scaleAsked ? "--scale " : "scale ") + formatNumber(scale) }
    /// The GIF encoder's settings (`--gif-scale`, `--gif-quality`).
    public var gif = GIFSettings()
    /// The animated WebP encoder's settings (`--webp-quality`).
    public var webp = WebPSettings()
    /// The environment: `default` (the canvas) or a named size.
    public var environment: String = "default"
    public var overlays: Overlays = []
    /// Write the state or transition name and the time under each frame.
    public var caption: Bool = false
    /// How elements are drawn (default: as the device shows them).
    public var style: RenderStyle = .device
    /// Light or dark for every environment (nil: each environment's own `appearance`).
    public var appearance: Appearance?
    /// Draw the status bar and home indicator in the safe-area insets.
    public var chrome: Bool = false
    /// Keep every element's frame in each picture beside the pictures (``RecordedLayouts``),
    /// as `render --verify` and `--record` do, so that a verify can name what moved.
    public var recordsLayouts = false

    /// The pixels per point GIFs are drawn at: the GIF settings' scale, else `scale`.
    public var resolvedGIFScale: Double { gif.scale ?? scale }

    /// A request with the defaults.
    public init() {}

    /// Drawing options at `scale` pixels per point, in this request's style.
    public func options(scale: Double) -> RenderOptions {
        RenderOptions(scale: scale, style: style, chrome: chrome)
    }

    /// True when no state, transition or sequence was selected.
    public var selectsEverything: Bool {
        states.isEmpty && transitions.isEmpty && sequences.isEmpty && flows.isEmpty && givenFlows.isEmpty
    }
}

/// How GIFs are written: a scale of their own (nil: the render's) and the palette quality.
public struct GIFSettings: Hashable, Sendable {
    /// Pixels per point for GIFs; nil: the request's ``RenderRequest/scale``.
    public var scale: Double?
    /// Palette quality and dithering.
    public var quality: GIFQuality

    /// Settings with a scale (nil: the render's) and a quality (default: the standard one).
    public init(scale: Double? = nil, quality: GIFQuality = .standard) {
        self.scale = scale
        self.quality = quality
    }
}

/// How animated WebPs are written: lossless, or lossy at a quality.
public struct WebPSettings: Hashable, Sendable {
    /// nil: lossless; else lossy at this quality (0…100).
    public var quality: Int?

    /// Lossless by default.
    public init(quality: Int? = nil) {
        self.quality = quality
    }
}
