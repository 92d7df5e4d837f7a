import AnimLayout

/// A Lottie type that writes itself as Bodymovin JSON, its keys in a fixed order: the same
/// model always gives the same bytes (``JSONValue`` keeps the order), which is what lets the
/// tests compare files and the players (lottie-web, rlottie) judge them.
protocol LottieJSON {
    /// The value as ordered JSON.
    var json: JSONValue { get }
}

/// One of a keyframe's tangents (`o` or `i`): a point of the easing curve, in the unit square.
struct LottieTangent: Equatable {
    var x: Double
    var y: Double

    var json: JSONValue { .object([("x", .number(x)), ("y", .number(y))]) }
}

/// A keyframe's easing to the next keyframe: its out tangent (`o`) and the next one's in
/// tangent (`i`), one for every dimension (plain numbers, which lottie-web and rlottie read as
/// they read one-element arrays).
struct LottieEasing: Equatable {
    var outgoing: LottieTangent
    var incoming: LottieTangent
}

/// A keyframe of an animated value: at Lottie frame `time`, the value `value` (numbers as
/// written, already rounded), then eased to the next keyframe (`easing`), held until it
/// (`hold`, `h` 1), or neither (the last keyframe).
struct LottieKeyframe: Equatable, LottieJSON {
    var time: Double
    var value: [Double]
    var easing: LottieEasing?
    var hold = false

    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("t", .number(time)), ("s", .array(value.map { .number($0) }))]
        if let easing { pairs += [("o", easing.outgoing.json), ("i", easing.incoming.json)] }
        if hold { pairs.append(("h", .number(1))) }
        return .object(pairs)
    }
}

/// A property's value: still (`{"k": …}`, one number written bare) or animated (`a` 1, a list
/// of keyframes). Numbers are stored as they are written (rounded by whoever made them).
enum LottieValue: Equatable, LottieJSON {
    case still([Double])
    case animated([LottieKeyframe])

    var json: JSONValue {
        switch self {
        case .still(let values):
            return .object([("k", values.count == 1 ? .number(values[0]) : .array(values.map { .number($0) }))])
        case .animated(let keys):
            return .object([("a", .number(1)), ("k", .array(keys.map(\.json)))])
        }
    }

    /// Whether the value is written as the still `values` (as JSON compares: `-0` is `0`).
    func isStill(_ values: [Double]) -> Bool { json == LottieValue.still(values).json }
}
