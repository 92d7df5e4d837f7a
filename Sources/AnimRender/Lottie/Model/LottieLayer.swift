import AnimLayout

/// What a layer draws (lottie-ios's `LayerType`), written as its `ty` and the keys that go
/// with it.
enum LottieLayerContent {
    /// A precomposition (`ty` 0) placed in a `width` × `height` frame, its time stretched by
    /// `stretch` (`sr`) when given.
    case precomposition(id: String, width: Double, height: Double, stretch: Double?)
    /// An image asset (`ty` 2).
    case image(id: String)
    /// Nothing (`ty` 3): a null layer, which only moves its children.
    case null
    /// Shapes (`ty` 4), the first drawn on top.
    case shapes([LottieShapeItem])

    /// Lottie's number for the layer type.
    var type: Int {
        switch self {
        case .precomposition: return 0
        case .image: return 2
        case .null: return 3
        case .shapes: return 4
        }
    }
}

/// A layer's transform (`ks`): only the values that are not the players' defaults (a rotation
/// of 0, a scale of 100%, an opacity of 100%, the anchor at the origin) are kept and written.
struct LottieTransform: LottieJSON {
    private(set) var anchor: LottieValue?
    private(set) var opacity: LottieValue?
    private(set) var rotation: LottieValue?
    private(set) var position: LottieValue
    private(set) var scale: LottieValue?

    /// The transform of the values given, less those that are the defaults; `anchor` in points.
    init(opacity: LottieValue? = nil, rotation: LottieValue? = nil, position: LottieValue, scale: LottieValue? = nil,
         anchor: [Double]? = nil) {
        if let anchor, anchor.contains(where: { $0 != 0 }) { self.anchor = LottieDocument.still(anchor + [0]) }
        if let opacity, !opacity.isStill([100]) { self.opacity = opacity }
        if let rotation, !rotation.isStill([0]) { self.rotation = rotation }
        self.position = position
        if let scale, !scale.isStill([100, 100, 100]) { self.scale = scale }
    }

    var json: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let anchor { pairs.append(("a", anchor.json)) }
        if let opacity { pairs.append(("o", opacity.json)) }
        if let rotation { pairs.append(("r", rotation.json)) }
        pairs.append(("p", position.json))
        if let scale { pairs.append(("s", scale.json)) }
        return .object(pairs)
    }
}

/// A layer shown from the first frame to `outPoint`: its number, what it draws, the layer it
/// follows (`parent`: moved, not faded, by it) and its transform.
/// A layer that turns says it is 2D (`ddd` 0): rlottie takes a layer without `ddd` for a 3D
/// one and ignores its `r`.
struct LottieLayer: LottieJSON {
    var index: LottieLayerIndex
    var name: String
    var content: LottieLayerContent
    var parent: LottieLayerIndex?
    var transform: LottieTransform
    var outPoint: Double

    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("ind", index.json), ("ty", .number(Double(content.type))), ("nm", .string(name))]
        if transform.rotation != nil { pairs.append(("ddd", .number(0))) }
        switch content {
        case .precomposition(let id, _, _, _), .image(let id): pairs.append(("refId", .string(id)))
        case .null, .shapes: break
        }
        if let parent { pairs.append(("parent", parent.json)) }
        switch content {
        case .precomposition(_, let width, let height, let stretch):
            if let stretch { pairs.append(("sr", .number(stretch))) }
            pairs += [("w", .number(width)), ("h", .number(height))]
        case .shapes(let items): pairs.append(("shapes", .array(items.map(\.json))))
        case .image, .null: break
        }
        return .object(pairs + [("ks", transform.json), ("ip", .number(0)), ("op", .number(outPoint)), ("st", .number(0))])
    }
}
