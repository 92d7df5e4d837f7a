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
