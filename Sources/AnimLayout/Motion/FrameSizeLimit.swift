import StatesFormat

/// The largest frame a render draws. A frame's raster is `canvas × scale` pixels (plus the
/// caption bar), 4 bytes each; a typo such as `canvas 3900x8440` or a large `--scale` must be a
/// located error, not gigabytes of memory.
public enum FrameSizeLimit {
    /// At most 16,777,216 pixels (4096 × 4096, 64 MB as RGBA) per frame.
    public static let maximumPixels = 16_777_216

    /// The pixel size of a picture of `size` points drawn at `scale`, with `extraHeight` points
    /// added (the caption bar).
    public static func pixels(of size: Size, scale: Double, extraHeight: Double = 0) -> (width: Double, height: Double) {
        ((size.width * scale).rounded(.up), ((size.height + extraHeight) * scale).rounded(.up))
    }

    /// An error at the environment's declaration when a frame of it at `scale` is too large;
    /// `setting` names where the scale comes from (`--scale 3`, `the default scale 2`).
    public static func diagnostic(for environment: Environment, scale: Double, extraHeight: Double = 0,
                                  setting: String) -> Diagnostic? {
        diagnostic(size: environment.size, what: name(of: environment), scale: scale, extraHeight: extraHeight,
                   setting: setting, at: environment.range)
    }

    /// How the errors name a size's frames: "the canvas", "size 'landscape'".
    public static func name(of environment: Environment) -> String {
        environment.name == "default" ? "the canvas" : "size '\(environment.name)'"
    }

    /// How the errors name the picture of a sequence that turns between sizes.
    public static func name(ofTurning sequence: String) -> String {
        "sequence '\(sequence)' (every size it turns to)"
    }

    /// The picture a sequence that turns between sizes draws every frame on: the smallest that
    /// holds each of `canvases` at its top-left; nil when there are none.
    public static func picture(holding canvases: [Size]) -> Size? {
        guard !canvases.isEmpty else { return nil }
        return Size(width: canvases.map(\.width).max() ?? 0, height: canvases.map(\.height).max() ?? 0)
    }

    /// An error at `range` when a picture of `size` points (`what`: "a frame of the canvas",
    /// "the picture of sequence 'rotate'") at `scale` is too large.
    public static func diagnostic(size: Size, what: String, scale: Double, extraHeight: Double = 0, setting: String,
                                  at range: SourceRange) -> Diagnostic? {
        let (w, h) = pixels(of: size, scale: scale, extraHeight: extraHeight)
        guard w * h > Double(maximumPixels) else { return nil }
        let megapixels = (w * h / 1_000_000 * 10).rounded() / 10
        return .error("at \(setting), a frame of \(what) would be \(Int(w))×\(Int(h)) pixels (\(formatNumber(megapixels)) MP); "
                      + "at most 16.8 MP (4096×4096) are drawn: lower the scale or the size", at: range)
    }
}
