import AnimLayout
import Foundation
import CCairo

/// One drawn piece of a frame, for vector animations: the backdrop, an element's own drawing
/// (not its subviews), the keyboard, or the device chrome. A piece is drawn relative to its
/// origin; its ``key`` holds everything its drawing depends on besides the origin, so that
/// frames where only the origin and opacity change share one drawing.
struct FramePiece {
    /// `text`: a label's or button's text, drawn apart from its layer (``FrameDrawer/textPieces(_:element:)``);
    /// `fading`: the text it is cross-fading from (each then keeps one drawing while their
    /// opacities change); `shadow`: a view's shadow, drawn apart from its layer
    /// (``FrameDrawer/shadowPiece(_:element:)``).
    enum Source: Hashable { case backdrop, shadow(String), element(String), fading(String), text(String), keyboard, chrome }

    /// A clip or transform an element's drawing is under (its ancestors' and its own), in
    /// canvas coordinates.
    struct Link: Hashable {
        var rect: Rect
        var transform: ViewTransform?
        var clipCorner: Double?

        /// `links` with their rectangles relative to `origin`'s corner (a piece's key).
        static func relative(_ links: [Link], to origin: Rect) -> [Link] {
            links.map { l in
                Link(rect: Rect(x: l.rect.x - origin.x, y: l.rect.y - origin.y, width: l.rect.width, height: l.rect.height),
                     transform: l.transform, clipCorner: l.clipCorner)
            }
        }
    }

    /// What a piece's drawing depends on, relative to its origin. Lengths are kept to a
    /// thousandth of a point: interpolation's last bits would otherwise tell equal sizes apart.
    struct Key: Hashable {
        var source: Source
        var size: [Double]
        var look: ElementLook?
        var links: [Link]
        /// A text's colour (nil once its track animates the colour: ``FramePiece/tinted``).
        var tint: Color?
        /// Whether the element's shadow is a piece of its own.
        var shadowApart = false

        init(source: Source, size: [Double], look: ElementLook?, links: [Link], tint: Color? = nil) {
            func q(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
            self.source = source
            self.size = size.map(q)
            self.look = look
            self.tint = tint
            self.links = links.map { Link(rect: Rect(x: q($0.rect.x), y: q($0.rect.y), width: q($0.rect.width), height: q($0.rect.height)),
                                          transform: $0.transform, clipCorner: $0.clipCorner) }
        }
    }

    var source: Source
    /// Where the piece's origin is on the canvas, in points.
    var x: Double
    var y: Double
    /// The opacity it is shown with (its own alpha times its ancestors').
    var opacity: Double
    var key: Key
    /// The transform the piece is shown through, when it is not part of its drawing
    /// (``FrameDrawer/pieces(extractingTransforms:)``): its own and its ancestors', in canvas
    /// coordinates.
    var matrix = Affine.identity
    /// The element's or keyboard's frame (canvas coordinates).
    var rect: Rect?
    var look: ElementLook?
    var links: [Link] = []
    /// A one-line text's baseline, from the piece's top (the PNGs put glyphs on whole pixels).
    var baseline: Double?
    /// The element whose subtree this piece is faded with as one group (``FrameDrawer/groupFaded(in:)``),
    /// and that group's opacity (its alpha and its ancestors'); ``opacity`` is then relative to it.
    var group: String?
    var groupOpacity = 1.0
    /// A text's colour, as its painter gives it, opaque (its alpha is in ``opacity``).
    var tint: Color?
    /// Whether the element's shadow is a piece of its own (this piece draws its layer without it).
    var shadowApart = false
    /// Drawn in ``FramePiece/marker`` for a track that animates its text's colour (the key then
    /// leaves the colour out, so that frames where only the colour changes share one drawing).
    var tinted = false

    /// The colour a tinted text is drawn in, for the writers to replace with the track's
    /// animated colour: one no colour written as hex (k/255) can be, as Cairo's SVG writes it.
    static let marker = Color(red: 0.01, green: 0.02, blue: 0.03, alpha: 1)
    /// The marker as Cairo's SVG (numbers to three decimals) writes the fill.
    static let markerFill = "fill:rgb(1%,2%,3%)"

    /// Whether `c` is the marker (as read back from the SVG).
    static func isMarker(red: Double, green: Double, blue: Double) -> Bool {
        abs(red - marker.red) < 1e-4 && abs(green - marker.green) < 1e-4 && abs(blue - marker.blue) < 1e-4
    }
}

extension FrameDrawer {
    /// The frame's pieces in drawing order: the backdrop, every visible element with a frame in
    /// hierarchy order, the keyboard while it is up, the chrome. Overlays and the caption are
    /// not pieces (vector animations leave them out).
    ///
    /// With `extractingTransforms`, an element's transforms (its own and its ancestors', about
    /// their centres) become the piece's ``FramePiece/matrix`` instead of part of its drawing,
    /// so a view that scales or turns keeps one drawing — unless a clip comes before a transform
    /// in its chain (the clip is then in a space the transform moves).
    ///
    /// An element of `grouping` (``groupFaded(in:)``) and its subviews are one group: their
    /// pieces name it (``FramePiece/group``) and their opacities leave out its alpha and its
    /// ancestors', which the group's opacity carries (the PNG fades such an element with its
    /// subviews as one layer). A group inside a group fades piece by piece.
    ///
    /// The shadows of the views `splittingShadows` names (nil: every view's) are pieces of
    /// their own (``shadowPiece(_:element:)``).
    func pieces(extractingTransforms: Bool = false, grouping: Set<String> = [], splittingShadows: Set<String>? = []) -> [FramePiece] {
        var walk = PieceWalk(drawer: self, extractingTransforms: extractingTransforms, grouping: grouping, splittingShadows: splittingShadows)
        walk.out.append(backdropPiece())
        for id in frame.scene.rootChildren { walk.walk(id, PieceWalk.Inherited(opacity: 1, links: [], group: nil)) }
        var out = walk.out
        if let keyboard = keyboardPiece() { out.append(keyboard) }
        if options.chrome {
            let canvas = frame.canvas
            out.append(FramePiece(source: .chrome, x: 0, y: 0, opacity: 1,
                                  key: .init(source: .chrome, size: [canvas.width, canvas.height], look: nil, links: [])))
        }
        return out
    }

    /// The backdrop: the canvas (and the picture it is in, if any).
    func backdropPiece() -> FramePiece {
        let canvas = frame.canvas
        return FramePiece(source: .backdrop, x: 0, y: 0, opacity: 1,
                          key: .init(source: .backdrop, size: [canvas.width, canvas.height] + (frame.picture.map { [$0.width, $0.height] } ?? []),
                                     look: nil, links: []))
    }

    /// The keyboard while it is up (taller than the safe area's bottom), at its full height.
    func keyboardPiece() -> FramePiece? {
        guard let keyboard = frame.elements[ItemRef.keyboard.layoutKey], !keyboard.hidden,
              keyboard.rect.height > frame.safeArea.bottom + 0.5, keyboard.rect.height.isFinite else { return nil }
        let full = max(keyboard.rect.height, min(frame.keyboardHeight ?? 0, frame.canvas.height))
        let rect = Rect(x: keyboard.rect.x, y: keyboard.rect.y, width: keyboard.rect.width, height: full)
        let s = frame.safeArea
        return FramePiece(source: .keyboard, x: rect.x, y: rect.y, opacity: 1,
                          key: .init(source: .keyboard, size: [rect.width, full, s.top, s.left, s.bottom, s.right],
                                     look: nil, links: []),
                          rect: rect)
    }

    /// The elements this frame fades with their subviews as one group, as ``draw(on:groupingElements:)``
    /// does: shown, with an alpha between 0 and 1 and a subview that has a frame.
    static func groupFaded(in frame: RenderFrame) -> Set<String> {
        var out = Set<String>()
        for element in frame.scene.elements where !element.children.isEmpty {
            let geometry = frame.elements[element.id]
            guard geometry?.hidden != true else { continue }
            if fadesAsGroup(element, alpha: max(0, min(1, geometry?.alpha ?? element.alpha)), in: frame) { out.insert(element.id) }
        }
        return out
    }

    /// A label, button or text field (device style, no shadow, no icon) cut into its layer and
    /// its text. The layer (background, border, a button's configured background, a field's
    /// rounded or line border) is a piece when it
    /// draws anything: usually a plain rectangle (``BoxShape``). Each text it shows — two while
    /// it cross-fades, the one it fades from at (1 − progress) of its opacity and the one it
    /// fades to at (progress), both whole as ``TextPainter`` draws them — is a piece placed
    /// where its line is drawn (``TextPainter/lineBox(of:text:whole:in:context:)``), so a text
    /// whose frame grows, shrinks or slides keeps one drawing.
    func textPieces(_ piece: FramePiece, element: Element) -> [FramePiece]? {
        guard painter is DevicePainter, element.kind == .label || element.kind == .textField || (element.kind == .button && element.control.image == nil),
              element.shadow.map({ $0.opacity <= 0 }) ?? true, let look = piece.look, case .element(let id) = piece.source,
              let rect = piece.rect else { return nil }
        let fadingFrom = look.textProgress < 1 ? look.fadingText : nil
        let progress = fadingFrom == nil ? 1 : max(0, look.textProgress)
        var out: [FramePiece] = []
        if let layer = layerPiece(piece, element: element, look: look) { out.append(layer) }
        let ink = textInk(element, look: look)
        let texts = [fadingFrom.map { ShownText(text: $0, weight: 1 - progress, source: .fading(id)) },
                     ShownText(text: look.text ?? element.shownText, weight: progress, source: .text(id))]
        for case let shown? in texts {
            guard !shown.text.isEmpty, shown.weight > 0, ink.alpha > 0 else { continue }
            out.append(textPiece(piece, element: element, look: look, rect: rect, shown: shown, crossFading: fadingFrom != nil, ink: ink))
        }
        return out
    }

    /// One text a view shows (of the two while it cross-fades), with the weight of its
    /// opacity and the piece it is.
    struct ShownText {
        var text: String
        var weight: Double
        var source: FramePiece.Source
    }

    /// A text's colour, opaque, and its alpha apart.
    struct TextInk {
        var color: Color
        var alpha: Double
    }

    /// A text view's layer without its text, when it draws anything (background, border, a
    /// button's configured background, a field's border).
    func layerPiece(_ piece: FramePiece, element: Element, look: ElementLook) -> FramePiece? {
        var layerLook = look
        layerLook.text = ""
        layerLook.fadingText = nil
        layerLook.textProgress = 1
        let drawsLayer = (layerLook.background.map { context.resolve($0).alpha > 0 } ?? false)
            || (element.border.map { $0.width > 0 } ?? false)
            || (element.kind == .button && ButtonPainter.configuredBackground(element, look: layerLook, context: context) != nil)
            || (element.kind == .textField && element.control.fieldBorder != .none)
        guard drawsLayer else { return nil }
        var layer = piece
        layer.look = layerLook
        layer.key = FramePiece.Key(source: piece.source, size: piece.key.size, look: layerLook, links: piece.key.links)
        return layer
    }

    /// A text's colour. Drawn opaque, its alpha in the piece's opacity (the same picture: Cairo
    /// draws a run's glyphs as one mask), so that a translucent text's glyphs share one fill in
    /// Lottie; to a millionth, as interpolation's last bits would otherwise tell equal colours apart.
    func textInk(_ element: Element, look: ElementLook) -> TextInk {
        let exact = switch element.kind {
        case .button: ButtonPainter.titleColor(element, look: look, context: context)
        case .textField: ControlPainter.fieldTextColor(element, look: look, context: context)
        default: look.textColor.map(context.resolve) ?? context.system("label")
        }
        func q(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
        return TextInk(color: Color(red: q(exact.red), green: q(exact.green), blue: q(exact.blue), alpha: 1),
                       alpha: max(0, min(1, exact.alpha)))
    }

    /// The piece of text `shown.text`, placed where its line is drawn in `rect`.
    func textPiece(_ piece: FramePiece, element: Element, look: ElementLook, rect: Rect, shown: ShownText,
                   crossFading: Bool, ink: TextInk) -> FramePiece {
        let string = shown.text
        var textLook = look
        textLook.text = string
        // A cross-fade "from" the same text at progress 0 draws just that text, whole.
        textLook.fadingText = crossFading ? string : nil
        textLook.textProgress = crossFading ? 0 : 1
        // What the text does not depend on stays out of its key.
        textLook.background = nil
        textLook.corner = 0
        let box = TextPainter.lineBox(of: element, text: string, whole: crossFading, in: rect, context: context) ?? rect
        var text = piece
        text.source = shown.source
        text.x = box.x
        text.y = box.y
        text.rect = box
        text.look = textLook
        text.opacity = piece.opacity * shown.weight * ink.alpha
        text.tint = ink.color
        // The colour is the key's tint (the look's colours are what it was resolved from).
        var keyLook = textLook
        keyLook.textColor = nil
        text.key = FramePiece.Key(source: shown.source, size: [box.width, box.height], look: keyLook,
                                  links: FramePiece.Link.relative(piece.links, to: box), tint: ink.color)
        text.baseline = TextPainter.baseline(of: element, text: string, height: box.height, context: context)
        return text
    }

    /// A view transform about `rect`'s centre, as ``FrameDrawer`` applies it (zero scales as 1e-6).
    static func affine(_ t: ViewTransform, about rect: Rect) -> Affine {
        var m = Affine(e: rect.midX, f: rect.midY)
        for op in t.operations {
            switch op {
            case .scale(let x, let y):
                guard x.isFinite, y.isFinite else { continue }
                m = m.then(Affine(a: abs(x) < 1e-6 ? 1e-6 : x, d: abs(y) < 1e-6 ? 1e-6 : y))
            case .rotate(let degrees):
                guard degrees.isFinite else { continue }
                let r = degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
                m = m.then(Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r)))
            case .translate(let x, let y):
                guard x.isFinite, y.isFinite else { continue }
                m = m.then(Affine(e: x, f: y))
            }
        }
        return m.then(Affine(e: -rect.midX, f: -rect.midY))
    }

    /// Whether `rect` lies inside `link`'s clip (a continuous corner reaches about 1.53 × its
    /// radius along each edge; within that reach, the clip's own outline decides).
    static func inside(_ rect: Rect, _ link: FramePiece.Link) -> Bool {
        guard let corner = link.clipCorner else { return true }
        let c = link.rect, reach = corner * 1.53
        guard rect.minX >= c.minX, rect.maxX <= c.maxX, rect.minY >= c.minY, rect.maxY <= c.maxY else { return false }
        let clearOfCornersX = rect.minX >= c.minX + reach && rect.maxX <= c.maxX - reach
        let clearOfCornersY = rect.minY >= c.minY + reach && rect.maxY <= c.maxY - reach
        if clearOfCornersX || clearOfCornersY { return true }
        // The clip's shape is convex: a rectangle is inside it when its four corners are.
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return false }
        defer { cairo_destroy(cr) }
        CairoShapes.continuousRect(cr, c, radius: corner)
        return [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].allSatisfy { p in
            // A corner of the rectangle within the clip's rounded corner square must be in its fill.
            let inCornerX = p.0 < c.minX + reach || p.0 > c.maxX - reach
            let inCornerY = p.1 < c.minY + reach || p.1 > c.maxY - reach
            return !(inCornerX && inCornerY) || cairo_in_fill(cr, p.0, p.1) != 0
        }
    }

    /// Draws `piece` where this frame has it (the caller translates the context to move it);
    /// an element's layer at `alpha`, its background and border each faded on its own as the
    /// PNG fades a view without subviews.
    func draw(_ piece: FramePiece, on cr: OpaquePointer, alpha: Double = 1) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch piece.source {
        case .backdrop:
            if let picture = frame.picture {
                // A sequence that rotates: the canvas on the picture's backdrop.
                CairoShapes.set(cr, Palette.backdrop)
                cairo_rectangle(cr, 0, 0, picture.width, picture.height)
                cairo_fill(cr)
            }
            CairoShapes.set(cr, background)
            cairo_rectangle(cr, 0, 0, frame.canvas.width, frame.canvas.height)
            cairo_fill(cr)
            if painter.hatchesUnsafeAreas { drawUnsafeBands(cr) }
        case .shadow(let id):
            guard let element = elementsByID[id] else { return }
            drawShadow(of: element, piece: piece, alpha: alpha, on: cr)
        case .element(let id), .fading(let id), .text(let id):
            guard var element = elementsByID[id], let rect = piece.rect, let look = piece.look else { return }
            for link in piece.links {
                if let t = link.transform { apply(t, about: link.rect, on: cr) }
                if let corner = link.clipCorner {
                    CairoShapes.continuousRect(cr, link.rect, radius: corner)
                    cairo_clip(cr)
                }
            }
            guard case .element = piece.source else {
                // A text alone, in the colour its painter gives it (the marker when its track tints it).
                let color = piece.tinted ? FramePiece.marker : piece.tint ?? (element.kind == .button ? ButtonPainter.titleColor(element, look: look, context: context)
                    : look.textColor.map(context.resolve) ?? context.system("label"))
                TextPainter.drawText(of: element, look: look, in: rect, color: color, context: context, on: cr)
                return
            }
            if piece.shadowApart { element.shadow = nil }
            painter.paint(PaintItem(element: element, rect: rect, look: look, alpha: alpha), context: context, on: cr)
        case .keyboard:
            guard let rect = piece.rect else { return }
            painter.paintKeyboard(in: rect, safeArea: frame.safeArea, context: context, on: cr)
        case .chrome:
            DeviceChrome.draw(frame: frame, context: context, on: cr)
        }
    }
}
