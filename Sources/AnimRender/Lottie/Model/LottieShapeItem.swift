import AnimLayout

/// An item of a shape layer's list or a group's (lottie-ios's `ShapeItem`): the first item of a
/// list is drawn on top.
indirect enum LottieShapeItem: LottieJSON {
    case group(LottieShapeGroup)
    case rectangle(LottieRectangle)
    case path(LottiePath)
    case fill(LottieFill)
    case stroke(LottieStroke)

    var json: JSONValue {
        switch self {
        case .group(let group): return group.json
        case .rectangle(let rectangle): return rectangle.json
        case .path(let path): return path.json
        case .fill(let fill): return fill.json
        case .stroke(let stroke): return stroke.json
        }
    }
}

/// A group (`gr`): its items, then its transform.
struct LottieShapeGroup: LottieJSON {
    var items: [LottieShapeItem]
    var transform: LottieGroupTransform

    var json: JSONValue { .object([("ty", .string("gr")), ("it", .array(items.map(\.json) + [transform.json]))]) }
}

/// A group's transform (`tr`): placed at `position` and scaled by `scale` (percent) when given,
/// and always at `opacity` (lottie-web draws nothing of a group without one).
struct LottieGroupTransform: LottieJSON {
    var position: LottieValue?
    var scale: LottieValue?
    var opacity: LottieValue

    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("ty", .string("tr"))]
        if let position { pairs.append(("p", position.json)) }
        if let scale { pairs.append(("s", scale.json)) }
        pairs.append(("o", opacity.json))
        return .object(pairs)
    }
}

/// A rectangle (`rc`, drawn clockwise: `d` 1) centred on `position`, of `size`, its corners
/// rounded by `roundness`.
struct LottieRectangle: LottieJSON {
    var position: LottieValue
    var size: LottieValue
    var roundness: LottieValue

    var json: JSONValue {
        .object([("ty", .string("rc")), ("d", .number(1)), ("p", position.json), ("s", size.json), ("r", roundness.json)])
    }
}

/// A point of a path, as written (`[x, y]`).
struct LottiePoint: Equatable {
    var x: Double
    var y: Double

    var json: JSONValue { .array([.number(x), .number(y)]) }
}

/// A still path (`sh`): its vertices, each one's in and out tangents relative to it, and
/// whether it is closed. Written without `a`: players read a `ks` without it as not animated.
struct LottiePath: LottieJSON {
    var inTangents: [LottiePoint]
    var outTangents: [LottiePoint]
    var vertices: [LottiePoint]
    var closed: Bool

    var json: JSONValue {
        let path: JSONValue = .object([
            ("i", .array(inTangents.map(\.json))), ("o", .array(outTangents.map(\.json))),
            ("v", .array(vertices.map(\.json))), ("c", .bool(closed)),
        ])
        return .object([("ty", .string("sh")), ("ks", .object([("k", path)]))])
    }
}

/// A fill (`fl`): its colour (RGBA, 0…1) and opacity (percent); the even-odd rule (`r` 2)
/// when asked, else the players' default, non-zero.
struct LottieFill: LottieJSON {
    var colour: LottieValue
    var opacity: LottieValue
    var evenOdd = false

    var json: JSONValue {
        .object([("ty", .string("fl")), ("c", colour.json), ("o", opacity.json)] + (evenOdd ? [("r", .number(2))] : []))
    }
}

/// A stroke (`st`): colour, opacity, width, cap (`lc`: 1 butt, 2 round, 3 square), join (`lj`:
/// 1 miter, 2 round, 3 bevel) and miter limit.
struct LottieStroke: LottieJSON {
    var colour: LottieValue
    var opacity: LottieValue
    var width: LottieValue
    var cap: Int
    var join: Int
    var miterLimit = 10.0

    var json: JSONValue {
        .object([("ty", .string("st")), ("c", colour.json), ("o", opacity.json), ("w", width.json),
                 ("lc", .number(Double(cap))), ("lj", .number(Double(join))), ("ml", .number(miterLimit))])
    }
}
