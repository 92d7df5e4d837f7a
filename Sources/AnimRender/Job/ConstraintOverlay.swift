import AnimLayout

/// Interface Builder style lines for the active written constraints of a layout: an I-beam
/// between the two anchors it relates (or along the item for a size constraint); solid when
/// required, dashed when optional, red when broken.
enum ConstraintOverlay {
    static func lines(layout: Layout, state: ResolvedState, rtl: Bool) -> [ConstraintLine] {
        let broken = Set(layout.broken.map(\.constraint))
        var out: [ConstraintLine] = []
        for active in state.constraints {
            let c = active.constraint
            guard let first = layout.frames[c.first.item.layoutKey] else { continue }
            let status: ConstraintLine.Status = broken.contains(c.id) ? .broken : (c.isRequired ? .required : .optional)
            var label = c.constant == 0 ? nil : formatNumber(c.constant, decimals: 1)
            if !c.isRequired { label = (label.map { $0 + " " } ?? "") + "@\(c.priority)" }
            if c.first.attribute.kind == .dimension {
                // A size: a line across the item, just inside its top (width) or left (height) edge.
                if c.first.attribute == .width {
                    let y = first.minY + min(6, first.height / 2)
                    out.append(ConstraintLine(from: CanvasPoint(x: first.minX, y: y), to: CanvasPoint(x: first.maxX, y: y),
                                              status: status, label: label ?? formatNumber(first.width, decimals: 1)))
                } else {
                    let x = first.minX + min(6, first.width / 2)
                    out.append(ConstraintLine(from: CanvasPoint(x: x, y: first.minY), to: CanvasPoint(x: x, y: first.maxY),
                                              status: status, label: label ?? formatNumber(first.height, decimals: 1)))
                }
                continue
            }
            guard let s = c.second, let second = layout.frames[s.item.layoutKey] else { continue }
            if c.first.attribute.kind == .xAxis {
                let y = first.midY
                let x1 = position(first, c.first.attribute, rtl: rtl)
                let x2 = position(second, s.attribute, rtl: rtl) * c.multiplier
                out.append(ConstraintLine(from: CanvasPoint(x: x2, y: y), to: CanvasPoint(x: x1, y: y), status: status, label: label))
            } else {
                let x = first.midX
                let y1 = position(first, c.first.attribute, rtl: rtl, text: layout.texts[c.first.item.layoutKey])
                let y2 = position(second, s.attribute, rtl: rtl, text: layout.texts[s.item.layoutKey]) * c.multiplier
                out.append(ConstraintLine(from: CanvasPoint(x: x, y: y2), to: CanvasPoint(x: x, y: y1), status: status, label: label))
            }
        }
        return out
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
