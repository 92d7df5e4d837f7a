import AnimLayout

/// Lottie's objects written with what players need and without the values they assume when a
/// key is missing (a rotation of 0, a scale of 100%, an opacity of 100%, the anchor at the
/// origin), as lottie-web and rlottie read them. (A group's transform keeps its opacity:
/// lottie-web needs it; a layer that turns keeps `ddd` 0: rlottie needs it.)
extension LottieDocument {
    /// A layer of `type` (0 a precomposition, 4 shapes) shown from the first frame to `op`,
    /// with its `content` (shapes, or the precomposition it places).
    /// A layer that turns says it is 2D (`ddd` 0): rlottie takes a layer without `ddd` for a 3D
    /// one and ignores its `r`.
    static func layer(index: Int, type: Int, name: String, transform: JSONValue, _ content: [(String, JSONValue)], frames op: Double) -> JSONValue {
        var turns = false
        if case .object(let pairs) = transform { turns = pairs.contains { $0.0 == "r" } }
        return .object([("ind", .number(Double(index))), ("ty", .number(Double(type))), ("nm", .string(name))] + (turns ? [("ddd", .number(0))] : []) + content
            + [("ks", transform), ("ip", .number(0)), ("op", .number(op)), ("st", .number(0))])
    }

    /// A layer's transform (`ks`): the values given, less those that are the defaults.
    static func transform(opacity: JSONValue? = nil, rotation: JSONValue? = nil, position: JSONValue, scale: JSONValue? = nil,
                          anchor: [Double]? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let anchor, anchor.contains(where: { $0 != 0 }) { pairs.append(("a", still(anchor + [0]))) }
        if let opacity, opacity != still([100]) { pairs.append(("o", opacity)) }
        if let rotation, rotation != still([0]) { pairs.append(("r", rotation)) }
        pairs.append(("p", position))
        if let scale, scale != still([100, 100, 100]) { pairs.append(("s", scale)) }
        return .object(pairs)
    }

    /// A group (`gr`) of `items` and its transform: at `opacity`, scaled by `scale` percent
    /// and placed at (`position`, `position`).
    static func group(_ items: [JSONValue], opacity: JSONValue? = nil, scale: Double = 100, position: Double = 0) -> JSONValue {
        var transform: [(String, JSONValue)] = [("ty", .string("tr"))]
        if position != 0 { transform.append(("p", still([position, position]))) }
        if scale != 100 { transform.append(("s", still([scale, scale]))) }
        // lottie-web draws nothing of a group without an opacity.
        transform.append(("o", opacity ?? still([100])))
        return .object([("ty", .string("gr")), ("it", .array(items + [.object(transform)]))])
    }
}
