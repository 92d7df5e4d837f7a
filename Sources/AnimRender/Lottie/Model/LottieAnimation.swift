import AnimLayout

/// An asset: a precomposition (its own list of layers) or an image embedded as a data URI
/// (`e` 1).
enum LottieAsset: LottieJSON {
    case precomposition(id: String, layers: [LottieLayer])
    case image(id: String, width: Double, height: Double, uri: String)

    /// The id layers place it by (`refId`).
    var id: String {
        switch self {
        case .precomposition(let id, _), .image(let id, _, _, _): return id
        }
    }

    var json: JSONValue {
        switch self {
        case .precomposition(let id, let layers):
            return .object([("id", .string(id)), ("layers", .array(layers.map(\.json)))])
        case .image(let id, let width, let height, let uri):
            return .object([("id", .string(id)), ("w", .number(width)), ("h", .number(height)),
                            ("u", .string("")), ("p", .string(uri)), ("e", .number(1))])
        }
    }
}

/// A document's assets by id, in the order first added.
struct LottieAssets {
    private var values: [String: LottieAsset] = [:]
    private(set) var order: [String] = []

    /// Whether asset `id` is there.
    func contains(_ id: String) -> Bool { values[id] != nil }

    /// Adds (or replaces) asset `id`.
    mutating func add(_ id: String, _ value: LottieAsset) {
        order.append(id)
        values[id] = value
    }

    /// The assets in order, as the document's `assets` list.
    var list: [LottieAsset] { order.compactMap { values[$0] } }
}

/// A whole Lottie (Bodymovin 5.7.4) animation: `width` × `height` points, `frameRate` frames a
/// second, from frame 0 to `outPoint`; its assets, and its layers topmost first. Written with
/// its keys in a fixed order (``LottieJSON``), the same animation is always the same bytes; what
/// it shows is judged by independent players, rlottie and lottie-web, against the PNG frames
/// (LottieRlottieTests, LottieWebBrowserTests).
struct LottieAnimation: LottieJSON {
    var frameRate: Double
    var outPoint: Double
    var width: Double
    var height: Double
    var name: String
    var assets: [LottieAsset]
    var layers: [LottieLayer]

    var json: JSONValue {
        .object([
            ("v", .string("5.7.4")), ("fr", .number(frameRate)), ("ip", .number(0)), ("op", .number(outPoint)),
            ("w", .number(width)), ("h", .number(height)), ("nm", .string(name)),
            ("assets", .array(assets.map(\.json))), ("layers", .array(layers.map(\.json))),
        ])
    }
}
