/// What fires an event (docs/format.md §8).
public enum EventTrigger: Hashable, Sendable, CustomStringConvertible {
    /// `on tap ID`: a tap delivered to ID or to a view inside it.
    case tap(String)
    /// `after 2s`: this long after the state is reached.
    case after(Double)

    public var description: String {
        switch self {
        case .tap(let id): return "tap \(id)"
        case .after(let s): return "after \(formatNumber(s))s"
        }
    }
}

/// `on tap toggle: collapsed -> expanded`, `after 2s: splash -> home` (`<->` is checked into two).
public struct SceneEvent: Hashable, Sendable {
    public var trigger: EventTrigger
    /// The state it fires from (`*`: any).
    public var from: StatePattern
    public var to: String
    public var range: SourceRange

    /// Creates an event.
    public init(trigger: EventTrigger, from: StatePattern, to: String, range: SourceRange) {
        self.trigger = trigger
        self.from = from
        self.to = to
        self.range = range
    }
}

/// One step of a flow (docs/format.md §8).
public enum FlowStep: Hashable, Sendable {
    /// `tap ID`: a tap at the element's centre, as it is on screen at that moment.
    case tap(String, SourceRange)
    /// `tap X,Y`: a tap at a point of the root.
    case tapPoint(x: Double, y: Double, SourceRange)
    /// `wait 0.5`: time passes (timers fire, transitions run).
    case wait(Double, SourceRange)

    /// Where the step is written.
    public var range: SourceRange {
        switch self {
        case .tap(_, let r), .tapPoint(_, _, let r), .wait(_, let r): return r
        }
    }
}

/// `flow onboarding: tap next, wait 0.5, tap done`: a user's path from the initial state.
public struct Flow: Hashable, Sendable {
    public var name: String
    public var steps: [FlowStep]
    public var range: SourceRange

    /// Creates a flow.
    public init(name: String, steps: [FlowStep], range: SourceRange) {
        self.name = name
        self.steps = steps
        self.range = range
    }

    /// The most steps a flow may have.
    public static let maximumSteps = 10_000
}

extension Flow {
    /// A flow given on the command line (`--events "tap toggle, wait 1, tap 120,300"`), checked
    /// against `scene`; the error names the step that is wrong.
    public static func parse(_ text: String, scene: Scene) -> Result<Flow, FlowParseError> {
        let here = SourceRange(at: SourceLocation(file: "--events", line: 1, column: 1))
        func trimmed(_ s: Substring) -> String {
            String(s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        var pieces = text.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
        var steps: [FlowStep] = []
        let views = Set(scene.elements.filter(\.kind.traits.isView).map(\.id))
        while !pieces.isEmpty {
            let piece = pieces.removeFirst()
            let words = piece.split(separator: " ").map(String.init)
            guard let verb = words.first else { return .failure(FlowParseError(message: "an empty step in '\(text)'")) }
            switch verb {
            case "tap" where words.count == 2 && Double(words[1]) != nil:
                // `tap 120,300`: the point's y is the next piece.
                guard let x = Double(words[1]), let yText = pieces.first, let y = Double(yText) else {
                    return .failure(FlowParseError(message: "'\(piece)': a point is 'tap X,Y'"))
                }
                pieces.removeFirst()
                steps.append(.tapPoint(x: x, y: y, here))
            case "tap" where words.count == 2:
                guard views.contains(words[1]) else {
                    return .failure(FlowParseError(message: "unknown view '\(words[1])' in '\(piece)'\(Suggestion.suffix(for: words[1], among: Array(views).sorted()))"))
                }
                steps.append(.tap(words[1], here))
            case "wait" where words.count == 2:
                var number = words[1]
                var scale = 1.0
                if number.hasSuffix("ms") { number.removeLast(2); scale = 0.001 } else if number.hasSuffix("s") { number.removeLast() }
                guard let seconds = Double(number), seconds.isFinite, seconds >= 0 else {
                    return .failure(FlowParseError(message: "'\(piece)': wait takes a duration such as 0.5, 0.5s or 500ms"))
                }
                steps.append(.wait(seconds * scale, here))
            default:
                return .failure(FlowParseError(message: "'\(piece)' is not a step; steps are 'tap ID', 'tap X,Y' and 'wait SECONDS', separated by commas"))
            }
        }
        guard steps.count <= maximumSteps else {
            return .failure(FlowParseError(message: "\(steps.count) steps; at most \(maximumSteps) are allowed"))
        }
        return .success(Flow(name: "events", steps: steps, range: here))
    }
}

/// Why a command-line flow cannot be played.
public struct FlowParseError: Error, Hashable, Sendable {
    public var message: String
}
