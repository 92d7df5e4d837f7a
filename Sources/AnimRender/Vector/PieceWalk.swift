import AnimLayout

/// Walks a frame's hierarchy in drawing order, cutting every shown view into its pieces
/// (``FrameDrawer/pieces(extractingTransforms:grouping:splittingShadows:)`` describes them).
struct PieceWalk {
    /// A group faded as one: its element's id and its opacity.
    struct PieceGroup {
        var id: String
        var opacity: Double
    }

    /// What an element passes to its subviews.
    struct Inherited {
        /// The opacity they are drawn with (within their group).
        var opacity: Double
        /// The transforms and clips above them.
        var links: [FramePiece.Link]
        var group: PieceGroup?
    }

    /// Where a view's drawing goes: the links it is drawn through and the matrix pulled out of them.
    struct Placement {
        var links: [FramePiece.Link]
        var matrix: Affine
    }

    let drawer: FrameDrawer
    let extractingTransforms: Bool
    let grouping: Set<String>
    let splittingShadows: Set<String>?
    var visited = Set<String>()
    /// The pieces so far, in drawing order.
    var out: [FramePiece] = []

    /// Element `id` (unless hidden or transparent) and its subviews.
    mutating func walk(_ id: String, _ inherited: Inherited) {
        guard visited.insert(id).inserted, let element = drawer.elementsByID[id] else { return }
        let geometry = drawer.frame.elements[id]
        if geometry?.hidden == true { return }
        let alpha = max(0, min(1, geometry?.alpha ?? element.alpha))
        if alpha <= 0 { return }
        var group = inherited.group
        var opacity = inherited.opacity * alpha
        if group == nil, grouping.contains(id) {
            group = PieceGroup(id: id, opacity: opacity)
            opacity = 1
        }
        let look = geometry?.look ?? element.baseLook
        let rect = geometry.map(\.rect).flatMap { r in
            r.width.isFinite && r.height.isFinite && r.x.isFinite && r.y.isFinite && r.width > 0 && r.height > 0 ? r : nil
        }
        var chain = inherited.links
        if let rect {
            let transform = geometry?.transform ?? (look.transform.isIdentity ? nil : look.transform)
            let link = FramePiece.Link(rect: rect, transform: transform?.isIdentity == false ? transform : nil,
                                       clipCorner: element.clips ? max(0, look.corner) : nil)
            if link.transform != nil || link.clipCorner != nil { chain.append(link) }
        }
        let passed = Inherited(opacity: opacity, links: chain, group: group)
        if let rect, element.kind.traits.isView { out += viewPieces(id, element: element, rect: rect, look: look, within: passed) }
        for child in element.children { walk(child, passed) }
    }

    /// A view's pieces: its shadow when apart, then its layer, or its layer and texts; drawn
    /// with what it passes to its subviews (whose links end with its own when it turns or clips).
    func viewPieces(_ id: String, element: Element, rect: Rect, look: ElementLook, within inherited: Inherited) -> [FramePiece] {
        let placed = placement(inherited.links, rect: rect, shadowed: element.shadow != nil)
        let relative = FramePiece.Link.relative(placed.links, to: rect)
        var piece = FramePiece(source: .element(id), x: rect.x, y: rect.y, opacity: inherited.opacity,
                               key: .init(source: .element(id), size: [rect.width, rect.height], look: look, links: relative),
                               rect: rect, look: look, links: placed.links)
        piece.matrix = placed.matrix
        piece.group = inherited.group?.id
        piece.groupOpacity = inherited.group?.opacity ?? 1
        var out: [FramePiece] = []
        if splittingShadows?.contains(id) ?? true, let shadow = drawer.shadowPiece(piece, element: element) {
            out.append(shadow)
            piece.shadowApart = true
            piece.key.shadowApart = true
        }
        if let split = drawer.textPieces(piece, element: element) {
            out += split
        } else {
            out.append(piece)
        }
        return out
    }

    /// The links a view's drawing goes through. A clip the drawing stays inside changes
    /// nothing: left out, its drawing is shared by every frame where only the clipping view
    /// differs. With `extractingTransforms`, the transforms are the matrix — only when no
    /// transform comes after a clip (in a later link).
    func placement(_ chain: [FramePiece.Link], rect: Rect, shadowed: Bool) -> Placement {
        var effective = chain.filter { l in l.transform != nil || shadowed || !FrameDrawer.inside(rect, l) }
        var matrix = Affine.identity
        let firstClip = effective.firstIndex { $0.clipCorner != nil } ?? effective.count
        let transformAfterClip = effective.indices.contains { $0 > firstClip && effective[$0].transform != nil }
        if extractingTransforms, effective.contains(where: { $0.transform != nil }), !transformAfterClip {
            for l in effective { if let t = l.transform { matrix = matrix.then(FrameDrawer.affine(t, about: l.rect)) } }
            effective = effective.compactMap { l in l.clipCorner == nil ? nil : FramePiece.Link(rect: l.rect, transform: nil, clipCorner: l.clipCorner) }
        }
        return Placement(links: effective, matrix: matrix)
    }
}
