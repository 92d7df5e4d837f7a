import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A filled or stroked outline read back from Cairo's SVG: subpaths of cubic Béziers with an
/// RGBA paint, in the sheet's coordinates.
struct VectorShape {
    struct Subpath {
        /// Vertices, and each one's incoming and outgoing control points (absolute).
        var vertices: [(x: Double, y: Double)] = []
        var inControls: [(x: Double, y: Double)] = []
        var outControls: [(x: Double, y: Double)] = []
        var closed = false
    }

    struct Paint {
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    var subpaths: [Subpath]
    var fill: Paint?
    var evenOdd = false
    var stroke: Paint?
    var strokeWidth = 1.0
    /// Lottie's cap and join numbers: 1 butt / 2 round / 3 square; 1 miter / 2 round / 3 bevel.
    var cap = 1
    var join = 1
}

/// Reads the drawings of ``VariantSheet``'s groups (`surfaceN`) from Cairo's SVG definitions as
/// outlines: paths, rectangles and glyphs (`<use>` of a glyph symbol), with their fills and
/// strokes and the groups' transforms. Clips are not applied (a piece's drawing stays inside
/// its own bounds). What Cairo writes as images (shadows, photos) has no outline: each use of
/// one is kept apart with the image and its map (``images``, ``imageUses``).
final class CairoSVGShapes: NSObject, XMLParserDelegate {
    /// What each group draws, in order: its own shapes, and uses of other groups (resolved at the
    /// end: a group may use one defined after it).
    private enum Item {
        case shape(VectorShape)
        case use(String, Affine)
    }
    private var items: [String: [Item]] = [:]
    /// The shapes of each group, by id (after ``parse(defs:)``).
    private(set) var groups: [String: [VectorShape]] = [:]
    /// Per group, the groups it shows by reference (kept apart, not inlined) and where.
    private(set) var references: [String: [(id: String, x: Double, y: Double)]] = [:]
    /// An embedded image: its size in points and its data URI.
    struct EmbeddedImage {
        var width: Double
        var height: Double
        var uri: String
    }

    /// The embedded images (`<image id=… width height xlink:href="data:…">`), by id.
    private(set) var images: [String: EmbeddedImage] = [:]
    /// Per group, the images it shows (uses of groups that show images included) and where.
    private(set) var imageUses: [String: [(id: String, matrix: Affine)]] = [:]
    /// Which groups are kept as references when used with a translation.
    private var keeps: (String) -> Bool = { _ in false }
    private var symbols: [String: String] = [:]
    private var symbolID: String?
    private var symbolPath = ""
    /// Open elements: their fill, opacity and transform, and whether they are skipped (masks).
    private struct Context {
        var fill: VectorShape.Paint?
        var fillRule = "nonzero"
        var matrix = Affine.identity
        var skip = false
        var group: String?
    }
    private var stack: [Context] = [Context()]

    /// Parses `defs` (the content of Cairo's `<defs>`): each group's shapes. Uses of the groups
    /// `keeping` names, moved but not scaled or turned, stay references (a run of glyphs that
    /// many drawings share).
    static func parse(defs: String, keeping: @escaping (String) -> Bool) -> CairoSVGShapes {
        let parser = XMLParser(data: Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">" + defs + "</svg>").utf8))
        let reader = CairoSVGShapes()
        reader.keeps = keeping
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        _ = parser.parse()
        for id in reader.items.keys.sorted() { _ = reader.resolve(id, depth: 0) }
        return reader
    }

    /// The shapes of group `id`, its uses of other groups inlined (at most 16 deep).
    private func resolve(_ id: String, depth: Int) -> [VectorShape] {
        if let done = groups[id] { return done }
        guard depth < 16, let list = items[id] else { return [] }
        var out: [VectorShape] = []
        for item in list {
            switch item {
            case .shape(let shape): out.append(shape)
            case .use(let other, let matrix) where images[other] != nil:
                imageUses[id, default: []].append((other, matrix))
            case .use(let other, let matrix) where keeps(other) && matrix.a == 1 && matrix.b == 0 && matrix.c == 0 && matrix.d == 1:
                _ = resolve(other, depth: depth + 1)
                references[id, default: []].append((other, matrix.e, matrix.f))
            case .use(let other, let matrix):
                out += resolve(other, depth: depth + 1).map { Self.transformed($0, by: matrix) }
                imageUses[id, default: []] += (imageUses[other] ?? []).map { ($0.id, matrix.then($0.matrix)) }
                // What the used group shows by reference comes along: moved, or inlined when turned.
                for ref in references[other] ?? [] {
                    if matrix.a == 1 && matrix.b == 0 && matrix.c == 0 && matrix.d == 1 {
                        references[id, default: []].append((ref.id, ref.x + matrix.e, ref.y + matrix.f))
                    } else {
                        out += (groups[ref.id] ?? []).map { Self.transformed($0, by: matrix.then(Affine(e: ref.x, f: ref.y))) }
                    }
                }
            }
        }
        groups[id] = out
        return out
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        var context = stack[stack.count - 1]
        if let t = attributes["transform"] { context.matrix = context.matrix.then(Affine(svg: t)) }
        if attributes["mask"] != nil || ["mask", "clipPath", "image", "filter", "pattern"].contains(name) { context.skip = true }
        let style = Self.style(attributes["style"])
        if let fill = style["fill"] { context.fill = Self.paint(fill, opacity: style["fill-opacity"]) }
        if let rule = style["fill-rule"] { context.fillRule = rule }
        switch name {
        case "image":
            if let id = attributes["id"], let uri = attributes["xlink:href"] ?? attributes["href"], uri.hasPrefix("data:image/png;base64,"),
               let w = attributes["width"].flatMap(Double.init), let h = attributes["height"].flatMap(Double.init) {
                images[id] = EmbeddedImage(width: w, height: h, uri: uri)
            }
        case "symbol":
            symbolID = attributes["id"]
            symbolPath = ""
        case "g":
            if stack.count == 2, let id = attributes["id"] { context.group = id; items[id] = [] }
        case "path" where symbolID != nil:
            symbolPath += (attributes["d"] ?? "") + " "
        case "path":
            guard !context.skip, let d = attributes["d"] else { break }
            add(d: d, style: style, context: context)
        case "rect":
            guard !context.skip, let w = attributes["width"].flatMap(Double.init), let h = attributes["height"].flatMap(Double.init) else { break }
            let x = attributes["x"].flatMap(Double.init) ?? 0, y = attributes["y"].flatMap(Double.init) ?? 0
            add(d: "M\(x) \(y)L\(x + w) \(y)L\(x + w) \(y + h)L\(x) \(y + h)Z", style: style, context: context)
        case "use":
            guard !context.skip, let href = (attributes["xlink:href"] ?? attributes["href"]), href.hasPrefix("#") else { break }
            let id = String(href.dropFirst())
            let dx = attributes["x"].flatMap(Double.init) ?? 0, dy = attributes["y"].flatMap(Double.init) ?? 0
            let matrix = context.matrix.then(Affine(e: dx, f: dy))
            if let d = symbols[id] {
                var c = context
                c.matrix = matrix
                add(d: d, style: [:], context: c)
            } else if let target = currentGroup {
                items[target, default: []].append(.use(id, matrix))
            }
        default: break
        }
        stack.append(context)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "symbol", let id = symbolID {
            symbols[id] = symbolPath
            symbolID = nil
        }
        if stack.count > 1 { stack.removeLast() }
    }

    /// How far (points) an outline with fewer vertices may stray from Cairo's: a twentieth of
    /// a pixel at scale 1.
    static let mergeTolerance = 0.05

    private var currentGroup: String? { stack.last { $0.group != nil }?.group }

    private func add(d: String, style: [String: String], context: Context) {
        guard let target = currentGroup else { return }
        var shape = VectorShape(subpaths: SVGPathData(d).subpaths, fill: nil)
        let strokePaint = style["stroke"].flatMap { Self.paint($0, opacity: style["stroke-opacity"]) }
        if let strokePaint {
            shape.stroke = strokePaint
            shape.strokeWidth = style["stroke-width"].flatMap(Double.init) ?? 1
            shape.cap = ["butt": 1, "round": 2, "square": 3][style["stroke-linecap"] ?? "butt"] ?? 1
            shape.join = ["miter": 1, "round": 2, "bevel": 3][style["stroke-linejoin"] ?? "miter"] ?? 1
        }
        if style["fill"] == "none" { shape.fill = nil } else {
            shape.fill = style["fill"].flatMap { Self.paint($0, opacity: style["fill-opacity"]) } ?? (strokePaint == nil ? context.fill : nil)
            shape.evenOdd = (style["fill-rule"] ?? context.fillRule) == "evenodd"
        }
        guard shape.fill != nil || shape.stroke != nil else { return }
        var placed = Self.transformed(shape, by: context.matrix)
        placed.subpaths = placed.subpaths.map { CurveMerging.merged($0, tolerance: Self.mergeTolerance) }
        items[target, default: []].append(.shape(placed))
    }

    static func transformed(_ shape: VectorShape, by m: Affine) -> VectorShape {
        guard m != .identity else { return shape }
        var out = shape
        out.subpaths = shape.subpaths.map { s in
            var t = s
            t.vertices = s.vertices.map(m.apply)
            t.inControls = s.inControls.map(m.apply)
            t.outControls = s.outControls.map(m.apply)
            return t
        }
        out.strokeWidth = shape.strokeWidth * (abs(m.a * m.d - m.b * m.c)).squareRoot()
        return out
    }

    /// `a:b;c:d` → [a: b, c: d].
    static func style(_ text: String?) -> [String: String] {
        var out: [String: String] = [:]
        for part in (text ?? "").split(separator: ";") {
            let kv = part.split(separator: ":", maxSplits: 1)
            if kv.count == 2 { out[kv[0].trimmingCharacters(in: .whitespaces)] = kv[1].trimmingCharacters(in: .whitespaces) }
        }
        return out
    }

    /// `rgb(10%,20%,30%)` with an opacity; nil for `none`.
    static func paint(_ text: String, opacity: String?) -> VectorShape.Paint? {
        guard text.hasPrefix("rgb("), text.hasSuffix(")") else { return nil }
        let parts = text.dropFirst(4).dropLast().split(separator: ",").map { p -> Double in
            let s = p.trimmingCharacters(in: .whitespaces)
            return s.hasSuffix("%") ? (Double(s.dropLast()) ?? 0) / 100 : (Double(s) ?? 0) / 255
        }
        guard parts.count == 3 else { return nil }
        return VectorShape.Paint(red: parts[0], green: parts[1], blue: parts[2], alpha: opacity.flatMap(Double.init) ?? 1)
    }
}

/// A 2-D affine map: x' = a x + c y + e, y' = b x + d y + f.
struct Affine: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0
    static let identity = Affine()

    /// `matrix(a,b,c,d,e,f)`, `translate(x[,y])` or `scale(x[,y])` (the forms Cairo writes).
    init(svg: String) {
        let name = svg.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
        let args = svg.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            .split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
        switch (name, args.count) {
        case ("matrix", 6): self.init(a: args[0], b: args[1], c: args[2], d: args[3], e: args[4], f: args[5])
        case ("translate", 1...): self.init(e: args[0], f: args.count > 1 ? args[1] : 0)
        case ("scale", 1...): self.init(a: args[0], d: args.count > 1 ? args[1] : args[0])
        default: self.init()
        }
    }

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    /// This map after `other` is applied first (SVG's nesting: the parent's map is outside).
    func then(_ other: Affine) -> Affine {
        Affine(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
               c: a * other.c + c * other.d, d: b * other.c + d * other.d,
               e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
    }

    func apply(_ p: (x: Double, y: Double)) -> (x: Double, y: Double) { (a * p.x + c * p.y + e, b * p.x + d * p.y + f) }
}
