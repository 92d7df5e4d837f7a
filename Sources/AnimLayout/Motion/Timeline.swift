/// What part of a timeline a frame belongs to.
public enum TimelineSegment: Hashable, Sendable, CustomStringConvertible {
    /// The transition `from -> to`.
    case transition(from: String, to: String)
    /// A state held still (in a sequence).
    case hold(String)
    /// A size change of `state` in a sequence (docs/format.md, "Rotation"): the canvas goes from size `from`
    /// to size `to`, as when a device rotates.
    case rotation(state: String, from: String, to: String)

    /// `left->center`, `hold:left` or `rotate:center:default->landscape`, as in `timeline --json`.
    public var description: String {
        switch self {
        case let .transition(from, to): return "\(from)->\(to)"
        case .hold(let state): return "hold:\(state)"
        case let .rotation(state, from, to): return "rotate:\(state):\(from)->\(to)"
        }
    }
}

/// The root view in one frame of a sequence that changes size (docs/format.md, "Rotation").
public struct FrameEnvironment: Hashable, Sendable {
    /// The size the frame is shown in: a hold's own; during a size change the size being
    /// rotated to (UIKit gives the new traits when the rotation starts).
    public var size: String
    /// The root view's bounds in this frame (interpolated during a size change).
    public var canvas: Size
    /// The root's safe area (`root.safe`) in this frame, in root coordinates.
    public var safeArea: Rect
    /// The root's layout margins guide (`root.margins`) in this frame, in root coordinates.
    public var margins: Rect

    /// Creates a record.
    public init(size: String, canvas: Size, safeArea: Rect, margins: Rect) {
        self.size = size
        self.canvas = canvas
        self.safeArea = safeArea
        self.margins = margins
    }
}

/// One element in one frame: its rectangle in root coordinates and its opacity.
public struct ElementFrame: Hashable, Sendable {
    public var id: String
    public var frame: Rect
    /// 0…1; 0 for an element hidden in the frame's state(s).
    public var alpha: Double
    /// The look in this frame when a state changes it (docs/format.md §5); nil: the element's own.
    public var look: ElementLook?

    /// Creates a record.
    public init(id: String, frame: Rect, alpha: Double, look: ElementLook? = nil) {
        self.id = id
        self.frame = frame
        self.alpha = alpha
        self.look = look
    }
}

/// One frame of a timeline.
public struct TimelineFrame: Hashable, Sendable {
    /// 0-based position in the timeline.
    public var index: Int
    /// Seconds since the timeline's start of the moment the frame shows.
    public var time: Double
    public var segment: TimelineSegment
    /// The segment's eased progress: for a transition, its main curve's (0 at the first frame,
    /// exactly 1 at its end, possibly beyond 1 in between for a spring); for a hold, the
    /// elapsed fraction of the hold.
    public var progress: Double
    /// Every element except `root`, in declaration order.
    public var views: [ElementFrame]
    /// The root view's size and insets, in a sequence whose steps name sizes (nil otherwise:
    /// the timeline's environment holds throughout).
    public var environment: FrameEnvironment?

    /// Creates a frame.
    public init(index: Int, time: Double, segment: TimelineSegment, progress: Double, views: [ElementFrame]) {
        self.index = index
        self.time = time
        self.segment = segment
        self.progress = progress
        self.views = views
    }

    /// The element `id` in this frame.
    public func view(_ id: String) -> ElementFrame? { views.first { $0.id == id } }
}

/// Frames over time: a transition, or a sequence of holds and transitions.
public struct Timeline: Hashable, Sendable {
    /// The scene's id.
    public var scene: String
    public var fps: Int
    /// Whether the animation repeats forever (a sequence's `loop`); it does not change the frames.
    public var loop: Bool
    public var frames: [TimelineFrame]
    /// The transitions' motions, in order: each transition's main timing, then the other timings
    /// its elements move with (a delay, a stagger, a curve of their own), each once. What moves
    /// with a timing between two frames follows its curve (vector animations key it so).
    public var curves: [TimelineCurve] = []

    /// Creates a timeline.
    public init(scene: String, fps: Int, loop: Bool = false, frames: [TimelineFrame]) {
        self.scene = scene
        self.fps = fps
        self.loop = loop
        self.frames = frames
    }

    /// The time of the last frame (0 when empty).
    public var duration: Double { frames.last?.time ?? 0 }

    /// Whether the canvas changes size in this timeline (a sequence with a rotation, docs/format.md, "Rotation").
    public var changesSize: Bool { frames.contains { $0.environment != nil } }

    /// The smallest size holding every frame's canvas: the picture of a timeline whose canvas
    /// changes size (nil when it does not).
    public var pictureSize: Size? { FrameSizeLimit.picture(holding: frames.compactMap { $0.environment?.canvas }) }
}

/// A transition's main motion along a timing curve — a cubic Bézier curve stretched over
/// `duration`, or a spring in physical time cut at `duration` — starting at `start` seconds
/// (from the timeline's start).
public struct TimelineCurve: Hashable, Sendable {
    public var start: Double
    public var duration: Double
    public var function: TimingFunction

    /// Creates a record.
    public init(start: Double, duration: Double, function: TimingFunction) {
        self.start = start
        self.duration = duration
        self.function = function
    }

    /// A motion along a Bézier curve.
    public init(start: Double, duration: Double, bezier: UnitBezier) {
        self.init(start: start, duration: duration, function: .bezier(bezier))
    }

    /// The eased progress at `time` seconds from the timeline's start (0 before the motion,
    /// 1 from its end on).
    public func progress(at time: Double) -> Double {
        function.progress(elapsed: time - start, duration: duration)
    }

    /// The progress's rate of change (per second) at `time`, inside the motion; 0 outside it.
    public func velocity(at time: Double) -> Double {
        let elapsed = time - start
        guard elapsed >= 0, elapsed <= duration, duration > 0 else { return 0 }
        switch function {
        case .bezier(let b): return b.slope(at: elapsed / duration) / duration
        case .spring(let s): return s.velocity(at: elapsed)
        }
    }
}
