import StatesFormat

/// The largest frame a render draws. A frame's raster is `canvas × scale` pixels (plus the
/// caption bar), 4 bytes each; a typo such as `canvas 3900x8440` or a large `--scale` must be a
/// located error, not gigabytes of memory.
public enum FrameSizeLimit {
    /// At most 16,777,216 pixels (4096 × 4096, 64 MB as RGBA) per frame.
    public static let maximumPixels = 16_777_216

    /// The pixel size of `environment` drawn at `scale`, with `extraHeight` points added (the caption bar).
    public static func pixels(of environment: Environment, scale: Double, extraHeight: Double = 0) -> (width: Double, height: Double) {
        ((environment.size.width * scale).rounded(.up), ((environment.size.height + extraHeight) * scale).rounded(.up))
    }

    /// An error at the environment's declaration when a frame of it at `scale` is too large;
    /// `setting` names where the scale comes from (`--scale 3`, `the default scale 2`).
    public static func diagnostic(for environment: Environment, scale: Double, extraHeight: Double = 0,
                                  setting: String) -> Diagnostic? {
        let (w, h) = pixels(of: environment, scale: scale, extraHeight: extraHeight)
        guard w * h > Double(maximumPixels) else { return nil }
        let what = environment.name == "default" ? "the canvas" : "size '\(environment.name)'"
        let megapixels = (w * h / 1_000_000 * 10).rounded() / 10
        return .error("at \(setting), a frame of \(what) would be \(Int(w))×\(Int(h)) pixels (\(formatNumber(megapixels)) MP); "
                      + "at most 16.8 MP (4096×4096) are drawn: lower the scale or the size", at: environment.range)
    }
}
