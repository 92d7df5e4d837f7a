import AnimLayout

/// A piece whose drawing is only its layer's background and border (a plain view or stack in
/// the device style, with no shadow, clip or transform in its drawing): vector animations draw
/// it as one native rectangle whose size, corners and colours they animate, instead of a
/// drawing per frame (``VectorAnimation``). Corners are circular where the PNG's are UIKit's
/// continuous ones (the difference is a fraction of a point at each corner).
struct BoxShape: Equatable {
    var width: Double
    var height: Double
    /// The corner radius, at most half the shorter side.
    var corner: Double
    /// The background (nil: none).
    var fill: Color?
    /// The border's width and colour, drawn inside the bounds (nil: none).
    var border: (width: Double, color: Color)?

    static func == (a: BoxShape, b: BoxShape) -> Bool {
        a.width == b.width && a.height == b.height && a.corner == b.corner && a.fill == b.fill
            && a.border?.width == b.border?.width && a.border?.color == b.border?.color
    }

    /// The rectangle the border is stroked along (its centre line) and that line's corner radius.
    var borderPath: (inset: Double, width: Double, height: Double, corner: Double)? {
        guard let border else { return nil }
        let w = min(border.width, width / 2, height / 2)
        return (w / 2, width - w, height - w, max(0, corner - w / 2))
    }

    /// The numbers a track animates, each with its allowance: size and corner (lengths), fill
    /// RGBA and border RGBA (colours, alpha to a level too), and the border's width (a length).
    var channels: [Channel] {
        let f = fill ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
        let b = border?.color ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
        return [.length(width), .length(height), .length(corner)] + Channel.rgb(f) + [.colour(f.alpha)]
            + Channel.rgb(b) + [.colour(b.alpha), .length(border?.width ?? 0)]
    }
}

extension FrameDrawer {
    /// The piece as a ``BoxShape``, when its drawing is one: an element of a kind the device
    /// style draws as its layer alone (a view, a stack, a label's or button's layer without its
    /// text), without a shadow or a clip or transform in its drawing (a view's clip to its own
    /// bounds aside).
    func box(of piece: FramePiece) -> BoxShape? {
        guard painter is DevicePainter, case .element(let id) = piece.source,
              let element = elementsByID[id], piece.shadowApart || (element.shadow.map({ $0.opacity <= 0 }) ?? true),
              let rect = piece.rect, let look = piece.look else { return nil }
        // A view's clip to its own bounds and corners (`clips`) cuts nothing of its own layer.
        let ownClip = piece.links.count == 1 && piece.links[0].transform == nil && piece.links[0].rect == rect
            && (element.kind == .view || element.kind == .stack)
        guard piece.links.isEmpty || ownClip else { return nil }
        let layerOnly = look.text == "" && look.fadingText == nil
            && (element.kind == .label || (element.kind == .button && element.control.image == nil))
        guard element.kind == .view || element.kind == .stack || layerOnly else { return nil }
        var fill = look.background.map(context.resolve).flatMap { $0.alpha > 0 ? $0 : nil }
        let border = element.border.flatMap { b in b.width > 0 ? (b.width, context.resolve(b.color)) : nil }
        var radius = look.corner
        if element.kind == .button, let configured = ButtonPainter.configuredBackground(element, look: look, context: context) {
            // The configured background is drawn over the layer's border: not one rectangle.
            guard border == nil else { return nil }
            fill = configured.color
            radius = configured.radius
        }
        guard fill != nil || border != nil else { return nil }
        let corner = min(max(0, radius.isFinite ? radius : 0), min(rect.width, rect.height) / 2)
        return BoxShape(width: rect.width, height: rect.height, corner: corner, fill: fill, border: border)
    }
}
