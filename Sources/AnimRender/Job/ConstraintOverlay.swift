import AnimLayout

/// Interface Builder style lines for the active written constraints of a layout: an I-beam
/// between the two anchors it relates (or along the item for a size constraint); solid when
/// required, dashed when optional, red when broken. Every active constraint gets a line,
/// whichever of its items comes first (`root.trailing == label.trailing + 8`, as Interface
/// Builder writes "trailing space to container", is drawn beside the label as the other way
/// round is), and its label is placed by ``ConstraintLabels``.
enum ConstraintOverlay {
    /// The lines of `state` laid out as `layout` (labels placed to avoid the text of `scene`'s
    /// views and each other, inside the canvas).
    static func lines(layout: Layout, state: ResolvedState, scene: Scene, rtl: Bool) -> [ConstraintLine] {
        let broken = Set(layout.broken.map(\.constraint))
        var out: [ConstraintLine] = []
        for active in state.constraints {
            let c = active.constraint
            guard let first = layout.frames[c.first.item.layoutKey] else { continue }
            let status: ConstraintLine.Status = broken.contains(c.id) ? .broken : (c.isRequired ? .required : .optional)
            var label = c.constant == 0 ? nil : formatNumber(c.constant, decimals: 1)
            if !c.isRequired { label = (label.map { $0 + " " } ?? "") + "@\(c.priority)" }
            var line: ConstraintLine
            if c.first.attribute.kind == .dimension {
                line = sizeLine(first, c.first.attribute, status: status, label: label)
            } else if let s = c.second, let second = layout.frames[s.item.layoutKey] {
                if c.first.attribute.kind == .xAxis {
                    let y = across(first.minY, first.maxY, second.minY, second.maxY)
                    let x1 = position(first, c.first.attribute, rtl: rtl)
                    let x2 = position(second, s.attribute, rtl: rtl) * c.multiplier
                    line = ConstraintLine(from: CanvasPoint(x: x2, y: y), to: CanvasPoint(x: x1, y: y), status: status, label: label)
                } else {
                    let x = across(first.minX, first.maxX, second.minX, second.maxX)
                    let y1 = position(first, c.first.attribute, rtl: rtl, text: layout.texts[c.first.item.layoutKey])
                    let y2 = position(second, s.attribute, rtl: rtl, text: layout.texts[s.item.layoutKey]) * c.multiplier
                    line = ConstraintLine(from: CanvasPoint(x: x, y: y2), to: CanvasPoint(x: x, y: y1), status: status, label: label)
                }
            } else {
                // A position anchor whose second item has no frame: a tick at the anchor.
                let p = point(first, c.first.attribute, rtl: rtl, text: layout.texts[c.first.item.layoutKey])
                line = ConstraintLine(from: p, to: p, status: status, label: label)
            }
            line.constraint = c.id
            out.append(line)
        }
        let canvas = layout.canvas
        return ConstraintLabels.place(out, avoiding: ConstraintLabels.textRects(layout: layout, scene: scene), canvas: canvas)
    }

    /// A size: a line across the item, just inside its top (width) or left (height) edge.
    private static func sizeLine(_ r: Rect, _ attribute: Attribute, status: ConstraintLine.Status, label: String?) -> ConstraintLine {
        if attribute == .width {
            let y = r.minY + min(6, r.height / 2)
            return ConstraintLine(from: CanvasPoint(x: r.minX, y: y), to: CanvasPoint(x: r.maxX, y: y),
                                  status: status, label: label ?? formatNumber(r.width, decimals: 1))
        }
        let x = r.minX + min(6, r.width / 2)
        return ConstraintLine(from: CanvasPoint(x: x, y: r.minY), to: CanvasPoint(x: x, y: r.maxY),
                              status: status, label: label ?? formatNumber(r.height, decimals: 1))
    }

    /// Where a line between two items runs across its axis: the middle of the span the two
    /// items share (so a line from the container to a view runs beside the view, whichever item
    /// is written first), or the first item's middle when they share none.
    static func across(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
        let low = max(a0, b0), high = min(a1, b1)
        return low <= high ? (low + high) / 2 : (a0 + a1) / 2
    }

    /// An anchor of a frame as a point (the other coordinate at the frame's middle).
    private static func point(_ r: Rect, _ a: Attribute, rtl: Bool, text: TextLayout?) -> CanvasPoint {
        a.kind == .xAxis ? CanvasPoint(x: position(r, a, rtl: rtl), y: r.midY)
            : CanvasPoint(x: r.midX, y: position(r, a, rtl: rtl, text: text))
    }

    /// The coordinate of an anchor on a frame (leading/trailing are resolved from the frame's
    /// actual edges: the caller draws between the edges the layout produced).
    private static func position(_ r: Rect, _ a: Attribute, rtl: Bool, text: TextLayout? = nil) -> Double {
        switch a {
        case .left: return r.minX
        case .right: return r.maxX
        case .leading: return rtl ? r.maxX : r.minX
        case .trailing: return rtl ? r.minX : r.maxX
        case .centerX: return r.midX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY: return r.midY
        case .firstBaseline: return text?.firstBaseline ?? r.minY
        case .lastBaseline: return text?.lastBaseline ?? r.maxY
        case .width: return r.width
        case .height: return r.height
        }
    }
}
