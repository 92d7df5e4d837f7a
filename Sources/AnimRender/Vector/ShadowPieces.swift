import AnimLayout
import CCairo

/// A view's shadow as a native shape, for the animated SVG: its layer's rounded rectangle,
/// moved by the shadow's offset, filled with the shadow's colour and blurred with a Gaussian of
/// standard deviation `sigma` (half of CALayer's shadowRadius, as ``ShadowPainter`` blurs it).
/// Its size and corners are keyframed like a ``BoxShape``'s, so a shadow whose view grows or
/// rounds its corners is not an image per frame.
struct ShadowShape: Equatable {
    var width: Double
    var height: Double
    var corner: Double
    /// The shadow's colour, its opacity in the alpha.
    var color: Color
    var dx: Double
    var dy: Double
    var sigma: Double

    /// The shape as a box (for ``AnimatedSVGDocument/boxes(_:name:times:spans:percent:length:repeatCount:)``).
    var box: BoxShape { BoxShape(width: width, height: height, corner: corner, fill: color, border: nil) }
}

extension FrameDrawer {
    /// A view's or stack's shadow as a piece of its own, drawn before the view's layer (which is
    /// then drawn without it, ``FramePiece/shadowApart``): in the device style, for a piece
    /// with no clip or transform in its drawing and a shadow that shows.
    func shadowPiece(_ piece: FramePiece, element: Element) -> FramePiece? {
        guard painter is DevicePainter, element.kind == .view || element.kind == .stack, piece.links.isEmpty,
              element.shownShadow != nil, case .element(let id) = piece.source,
              let look = piece.look else { return nil }
        var out = piece
        out.source = .shadow(id)
        // The shadow depends on the layer's size and corners alone.
        let shape = ElementLook(corner: look.corner)
        out.look = shape
        out.key = FramePiece.Key(source: .shadow(id), size: piece.key.size, look: shape, links: [])
        return out
    }

    /// The shadow piece as a ``ShadowShape`` (blurred: a shadow without blur stays a drawing).
    func shadowShape(of piece: FramePiece) -> ShadowShape? {
        guard case .shadow(let id) = piece.source, let element = elementsByID[id], let shadow = element.shadow,
              shadow.radius > 0, let rect = piece.rect, let look = piece.look else { return nil }
        var color = context.resolve(shadow.color)
        color.alpha *= max(0, min(1, shadow.opacity))
        let corner = min(max(0, look.corner.isFinite ? look.corner : 0), min(rect.width, rect.height) / 2)
        return ShadowShape(width: rect.width, height: rect.height, corner: corner, color: color,
                           dx: shadow.x, dy: shadow.y, sigma: min(shadow.radius, Shadow.maximumRadius) / 2)
    }

    /// Draws a shadow piece as the PNG draws the view's shadow.
    func drawShadow(of element: Element, piece: FramePiece, alpha: Double, on cr: OpaquePointer) {
        guard let shadow = element.shadow, let rect = piece.rect, let look = piece.look else { return }
        let color = CairoShapes.faded(context.resolve(shadow.color), alpha)
        ShadowPainter.draw(bounds: rect, shape: .continuousRect(radius: max(0, look.corner.isFinite ? look.corner : 0)),
                           shadow: shadow, color: color, on: cr)
    }
}
