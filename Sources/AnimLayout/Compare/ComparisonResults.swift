/// Which of the two compared scenes.
public enum ComparisonSide: String, Hashable, Sendable {
    case a, b
}

/// One shared state in one environment, laid out by both scenes.
public struct StateComparison: Hashable, Sendable {
    /// The state's name.
    public var state: String
    /// The environment's name (`default` for the canvas).
    public var environment: String
    /// Scene A's layout (the state entered in the default canvas, then moved to `environment`).
    public var a: Layout
    /// Scene B's layout, the same way.
    public var b: Layout
    /// Every compared element, in comparison order.
    public var elements: [ElementDeviation]
    /// The largest element deviation.
    public var deviation: Deviation
}

/// One frame of a compared transition.
public struct FrameComparison: Hashable, Sendable {
    /// 0-based frame index.
    public var index: Int
    /// Seconds since the transition's start.
    public var time: Double
    /// The frame's deviation.
    public var deviation: Deviation
}

/// One shared transition played by both scenes in the default canvas.
public struct TransitionComparison: Hashable, Sendable {
    public var from: String
    public var to: String
    /// Frames in scene A's timeline.
    public var framesA: Int
    /// Frames in scene B's timeline.
    public var framesB: Int
    /// One entry per frame of the longer timeline; the shorter one holds its last frame.
    public var frames: [FrameComparison]

    /// The frame with the largest deviation (the first on a tie); nil when there are no frames.
    public var worst: FrameComparison? {
        var best: FrameComparison?
        for f in frames where best == nil || f.deviation.amount > (best?.deviation.amount ?? 0) {
            best = f
        }
        return best
    }

    /// The largest deviation over the frames.
    public var deviation: Deviation { worst?.deviation ?? .zero }
}

/// A named size that only one of the scenes defines (it is skipped, not compared).
public struct SkippedSize: Hashable, Sendable {
    /// The size's name.
    public var name: String
    /// The scene that has it.
    public var onlyIn: ComparisonSide
}

/// Why a comparison could not be made.
public enum ComparisonError: Error, Sendable, CustomStringConvertible {
    /// The scenes have no state name in common.
    case noSharedState(a: [String], b: [String])
    /// A scene's state could not be laid out.
    case layout(ComparisonSide, LayoutError)
    /// A scene's transition could not be timed.
    case motion(ComparisonSide, MotionError)

    public var description: String {
        switch self {
        case let .noSharedState(a, b):
            return "the scenes share no state: A has \(a.joined(separator: ", ")); B has \(b.joined(separator: ", ")). "
                + "compare needs two versions of the same states (same state names)"
        case let .layout(side, error): return "scene \(side.rawValue.uppercased()): \(error)"
        case let .motion(side, error): return "scene \(side.rawValue.uppercased()): \(error)"
        }
    }
}
