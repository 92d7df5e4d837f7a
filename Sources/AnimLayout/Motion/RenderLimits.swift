/// Limits that keep a scene's output bounded, whatever its timings say.
public enum RenderLimits {
    /// The most frames one timeline (a transition or a sequence) may have: 6,000, which is 200 s
    /// at the default 30 fps (25 s at 240 fps). Every frame is laid out, interpolated and usually
    /// drawn, so a typo such as `hold 400` for `hold 4.00` would otherwise mean minutes of work and
    /// gigabytes of frames; `animlayout check` reports it at 30 fps, `render` and `timeline` at
    /// their `--fps`. It is ``TimelineBuilder``'s default `maximumFrames`.
    public static let maximumFramesPerTimeline = 6_000

    /// The frame rate `check` counts frames at (the default of `render` and `timeline`).
    public static let defaultFPS = 30
}
