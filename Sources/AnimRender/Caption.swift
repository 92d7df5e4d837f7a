/// The text of the caption bar drawn under the canvas (`--caption`).
public struct Caption: Hashable, Sendable {
    /// The state or transition name, drawn on the left (`left → center`).
    public var title: String
    /// The frame's time in seconds, drawn on the right as `0.133 s`; nil draws no time.
    public var time: Double?
    /// Lines the title may take, broken between words (an audit picture's finding); the
    /// caption is as much taller as it needs. One: the title is cut short with "…".
    public var lines: Int

    /// Creates a caption.
    public init(title: String, time: Double? = nil, lines: Int = 1) {
        self.title = title
        self.time = time
        self.lines = max(1, lines)
    }
}
