/// One step of a compared sequence: where both scenes are when the step has arrived.
public struct StepComparison: Hashable, Sendable {
    /// The step as written (`center in landscape`; a step without `in` is in the default canvas).
    public var step: SequenceStep
    /// The frame of A's timeline where the step has arrived (the first frame after its motion).
    public var frameA: Int
    /// The same in B's timeline.
    public var frameB: Int
    /// The deviation between those two frames.
    public var deviation: Deviation
}

/// A sequence that changes size (docs/format.md, "Rotation"), declared with the same name by both scenes and
/// played by each with its own timing, in the default canvas.
public struct SequenceComparison: Hashable, Sendable {
    /// The sequence's name.
    public var name: String
    /// Each step once it has arrived, in play order (A's steps).
    public var steps: [StepComparison]
    /// Every frame, index by index (the shorter timeline holds its last frame).
    public var frames: TransitionComparison

    /// The largest deviation over the frames.
    public var deviation: Deviation { frames.deviation }
}

extension SceneComparison {
    /// The sequences to compare: those whose steps name a size in either scene (docs/format.md, "Rotation"), declared
    /// by both with the same name, in A's order.
    static func rotatingSequences(a: Scene, b: Scene) -> [String] {
        a.sequences.filter { seq in
            guard let other = b.sequences.last(where: { $0.name == seq.name }) else { return false }
            return seq.changesSize || other.changesSize
        }.map(\.name)
    }

    /// Plays sequence `name` in both scenes and compares the frames and each step's arrival.
    static func compareSequence(_ name: String, a: Scene, measurerA: any TextMeasurer, b: Scene, measurerB: any TextMeasurer,
                                elements: [String], fps: Int) throws -> SequenceComparison {
        let ta = try sequenceTimeline(a, measurerA, name: name, fps: fps, side: .a)
        let tb = try sequenceTimeline(b, measurerB, name: name, fps: fps, side: .b)
        let steps = a.sequences.last { $0.name == name }?.steps ?? []
        let arrivalsA = arrivals(ta, steps: steps.count), arrivalsB = arrivals(tb, steps: steps.count)
        var compared: [StepComparison] = []
        for (k, step) in steps.enumerated() {
            let ia = arrivalsA[k], ib = arrivalsB[k]
            let deviation = Deviation(largestOf: elementDeviations(elements, a: rects(ta.frames[ia]), b: rects(tb.frames[ib])))
            compared.append(StepComparison(step: step, frameA: ia, frameB: ib, deviation: deviation))
        }
        let frames = compare(ta, tb, from: name, to: name, elements: elements)
        return SequenceComparison(name: name, steps: compared, frames: frames)
    }

    static func sequenceTimeline(_ scene: Scene, _ measurer: any TextMeasurer, name: String, fps: Int,
                                 side: ComparisonSide) throws -> Timeline {
        do {
            return try ScenePlayer(scene: scene, measurer: measurer, environment: scene.canvas.name, fps: fps).sequence(name)
        } catch let error as LayoutError {
            throw ComparisonError.layout(side, error)
        } catch let error as MotionError {
            throw ComparisonError.motion(side, error)
        }
    }

    /// For each of `steps` steps, the frame where it has arrived: 0 for the first, then the
    /// frame after each motion (transition or rotation) ends, the last frame at the latest.
    static func arrivals(_ timeline: Timeline, steps: Int) -> [Int] {
        let last = max(0, timeline.frames.count - 1)
        var out = [0]
        var k = 0
        while k < timeline.frames.count, out.count < steps {
            let segment = timeline.frames[k].segment
            if case .hold = segment {
                k += 1
                continue
            }
            while k < timeline.frames.count, timeline.frames[k].segment == segment { k += 1 }
            // The run's last frame is its end (progress 1) when the timeline ends there.
            out.append(min(k, last))
        }
        while out.count < steps { out.append(last) }
        return out
    }

    static func rects(_ frame: TimelineFrame) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for v in frame.views { out[v.id] = v.frame }
        return out
    }
}
