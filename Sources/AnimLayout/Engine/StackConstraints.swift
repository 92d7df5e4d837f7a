import LayoutSolver

/// UIStackView's generated constraints, modelled on the ones UIKit installs (its identifiers are
/// given in each display id): canvas connection, spacing, hiding, fill-equally, proportional,
/// equal spacing / centering and alignment.
extension SystemBuilder {
    /// Along-axis and cross-axis expressions for a stack, with the layout direction applied:
    /// a horizontal stack runs leading → trailing, so it runs right to left under `rtl`.
    private struct Axes {
        let algebra: AnchorAlgebra
        let horizontal: Bool
        let flipped: Bool

        func start(_ i: Int) -> LinearExpression {
            horizontal ? (flipped ? -algebra.maxX(i) : algebra.minX(i)) : algebra.minY(i)
        }
        func end(_ i: Int) -> LinearExpression {
            horizontal ? (flipped ? -algebra.minX(i) : algebra.maxX(i)) : algebra.maxY(i)
        }
        func mid(_ i: Int) -> LinearExpression {
            horizontal ? (flipped ? -algebra.midX(i) : algebra.midX(i)) : algebra.midY(i)
        }
        func length(_ i: Int) -> LinearExpression { horizontal ? algebra.width(i) : algebra.height(i) }

        /// Cross axis: y for a horizontal stack; x (leading → trailing) for a vertical one.
        func crossStart(_ i: Int) -> LinearExpression {
            horizontal ? algebra.minY(i) : (flipped ? -algebra.maxX(i) : algebra.minX(i))
        }
        func crossEnd(_ i: Int) -> LinearExpression {
            horizontal ? algebra.maxY(i) : (flipped ? -algebra.minX(i) : algebra.maxX(i))
        }
        func crossMid(_ i: Int) -> LinearExpression {
            horizontal ? algebra.midY(i) : (flipped ? -algebra.midX(i) : algebra.midX(i))
        }
        func crossLength(_ i: Int) -> LinearExpression { horizontal ? algebra.height(i) : algebra.width(i) }
    }

    mutating func buildStack(_ stack: Element) {
        guard let spec = stack.stack, let s = table.item(element: stack.id) else { return }
        let arranged = stack.children.compactMap { id -> (id: String, item: Int, visible: Bool)? in
            guard let i = table.item(element: id) else { return nil }
            return (id, i, !state.hidden.contains(id))
        }
        guard !arranged.isEmpty else { return }
        let container = spec.marginsRelative ? (table.item(.margins(of: stack.id)) ?? s) : s
        let horizontal = spec.axis == .horizontal
        let ax = Axes(algebra: algebra, horizontal: horizontal, flipped: horizontal ? rtl : rtl)
        let order = declarationOrder(stack.range)
        let range = stack.range
        let id = stack.id
        func put(_ role: StackRole, _ key: String, _ display: String, _ expression: LinearExpression, _ relation: LinearRelation,
                 priority: Int = 1000) {
            output.append(SystemConstraint(key: .stack(id, key), displayID: display, expression: expression, relation: relation,
                                           priority: priority, order: order, range: range, origin: .stack(role)))
        }

        // Canvas connection: first and last arranged views touch the stack's edges along the axis.
        guard let first = arranged.first, let last = arranged.last else { return }
        put(.canvasConnection, "canvas.start", "UISV-canvas-connection \(first.id) start == \(id) start",
            ax.start(first.item) - ax.start(container), .equal)
        put(.canvasConnection, "canvas.end", "UISV-canvas-connection \(last.id) end == \(id) end",
            ax.end(last.item) - ax.end(container), .equal)

        // Hiding: a hidden arranged view collapses to zero length along the axis.
        for v in arranged where !v.visible {
            put(.hiding, "hiding.\(v.id)", "UISV-hiding \(v.id) length == 0", ax.length(v.item), .equal)
        }

        // Spacing between consecutive arranged views, as UIKit sets it (kean/Arranged's
        // addSpacings): none before the first visible view or after the last; otherwise the
        // spacing less half of it for each hidden view of the pair, so that a hidden view sits,
        // collapsed, in the middle of the gap its neighbours keep.
        let firstVisible = arranged.firstIndex(where: \.visible)
        let lastVisible = arranged.lastIndex(where: \.visible)
        for (n, pair) in zip(arranged, arranged.dropFirst()).enumerated() {
            let (a, b) = pair
            let hidden = Double([a, b].filter { !$0.visible }.count)
            let gap = (n + 1 == firstVisible || n == lastVisible) ? 0 : spec.spacing - spec.spacing / 2 * hidden
            var expr = ax.start(b.item) - ax.end(a.item) - gap
            if spec.baselineRelative && !horizontal {
                // Baseline-relative arrangement: from one view's last baseline to the next one's first.
                expr = algebra.expression(b.item, .firstBaseline, flipped: false)
                    - algebra.expression(a.item, .lastBaseline, flipped: false) - gap
            }
            switch spec.distribution {
            case .fill, .fillEqually, .fillProportionally:
                put(.spacing, "spacing.\(n)", "UISV-spacing \(b.id) start == \(a.id) end + \(format(gap))", expr, .equal)
            case .equalSpacing, .equalCentering:
                if b.visible {
                    put(.spacing, "spacing.\(n)", "UISV-spacing \(b.id) start >= \(a.id) end + \(format(gap))", expr, .greaterOrEqual)
                } else {
                    // A hidden view's place is fixed (the gaps are only bounded below otherwise).
                    put(.hiding, "spacing.\(n)", "UISV-hiding \(b.id) start == \(a.id) end + \(format(gap))", expr, .equal)
                }
            }
        }

        let visible = arranged.filter(\.visible)
        switch spec.distribution {
        case .fill:
            break
        case .fillEqually:
            if let v0 = visible.first {
                for v in visible.dropFirst() {
                    put(.fillEqually, "fill-equally.\(v.id)", "UISV-fill-equally \(v.id) length == \(v0.id) length",
                        ax.length(v.item) - ax.length(v0.item), .equal)
                }
            }
        case .fillProportionally:
            // Intrinsic lengths, and for views without one their natural length (StackProportionBasis).
            let sizes = visible.map { max(0, naturalLength($0.id, horizontal: horizontal)) }
            let gaps = Double(max(0, visible.count - 1)) * spec.spacing
            let total = sizes.reduce(gaps, +)
            let measured = sizes.filter { $0 > 0 }.count
            if measured == 0 {
                // No view has a length of its own: UIKit falls back to equal lengths.
                if let v0 = visible.first {
                    for v in visible.dropFirst() {
                        put(.fillEqually, "fill-equally.\(v.id)", "UISV-fill-equally \(v.id) length == \(v0.id) length",
                            ax.length(v.item) - ax.length(v0.item), .equal)
                    }
                }
            } else {
                // UIKit (kean/Arranged's reading): length(v) == length(stack) × I_v / (ΣI + spacing) at
                // 999, 998, … in order (required when one view alone carries a length and there is no
                // spacing to share); a view without a length is 0. The lengths and the spacing do not
                // add up to the stack's length, so the last of them gives way and takes the rest.
                var priority = measured == 1 && (visible.count == 1 || spec.spacing == 0) ? 1000 : 999
                for (n, v) in visible.enumerated() {
                    if sizes[n] > 0 {
                        put(.fillProportionally, "fill-proportionally.\(v.id)",
                            "UISV-fill-proportionally \(v.id) length == \(format(sizes[n] / total)) × \(id) length",
                            ax.length(v.item) - (sizes[n] / total) * ax.length(container), .equal, priority: priority)
                    } else {
                        put(.fillProportionally, "fill-proportionally.\(v.id)", "UISV-fill-proportionally \(v.id) length == 0",
                            ax.length(v.item), .equal, priority: priority)
                    }
                    if priority < 1000 { priority = max(1, priority - 1) }
                }
            }
        case .equalSpacing:
            if visible.count >= 3 {
                let firstGap = ax.start(visible[1].item) - ax.end(visible[0].item)
                for n in 1..<(visible.count - 1) {
                    let gap = ax.start(visible[n + 1].item) - ax.end(visible[n].item)
                    put(.distributing, "distributing.\(n)", "UISV-distributing-edge gap \(n) == gap 0", gap - firstGap, .equal)
                }
            }
        case .equalCentering:
            if visible.count >= 3 {
                let firstGap = ax.mid(visible[1].item) - ax.mid(visible[0].item)
                for n in 1..<(visible.count - 1) {
                    let gap = ax.mid(visible[n + 1].item) - ax.mid(visible[n].item)
                    put(.distributing, "distributing.\(n)", "UISV-distributing-edge center gap \(n) == center gap 0",
                        gap - firstGap, .equal, priority: 149)
                }
            }
        }
        if spec.distribution == .equalSpacing || spec.distribution == .equalCentering {
            // The gaps are only bounded below: without a length of its own, the stack is pulled
            // to its shortest (kean/Arranged's reading of UIStackView: canvas fit at 49).
            put(.canvasFit, "canvas-fit.axis", "UISV-canvas-fit \(id) length == 0", ax.length(container), .equal, priority: 49)
        }

        // Alignment across the axis.
        if spec.alignment.isBaseline && horizontal {
            for c in baselineAlignment(stack: id, first: spec.alignment == .firstBaseline, arranged, container) {
                put(c.role, c.key, c.display, c.expression, c.relation, priority: c.priority)
            }
            return
        }
        for v in arranged {
            let i = v.item
            switch spec.alignment {
            case .fill:
                put(.canvasConnection, "align.start.\(v.id)", "UISV-canvas-connection \(v.id) cross start == \(id)",
                    ax.crossStart(i) - ax.crossStart(container), .equal)
                put(.canvasConnection, "align.end.\(v.id)", "UISV-canvas-connection \(v.id) cross end == \(id)",
                    ax.crossEnd(i) - ax.crossEnd(container), .equal)
            case .leading, .top:
                put(.alignment, "align.start.\(v.id)", "UISV-alignment \(v.id) cross start == \(id)",
                    ax.crossStart(i) - ax.crossStart(container), .equal)
                put(.spanningBoundary, "align.end.\(v.id)", "UISV-spanning-boundary \(v.id) cross end <= \(id)",
                    ax.crossEnd(i) - ax.crossEnd(container), .lessOrEqual)
            case .trailing, .bottom:
                put(.alignment, "align.end.\(v.id)", "UISV-alignment \(v.id) cross end == \(id)",
                    ax.crossEnd(i) - ax.crossEnd(container), .equal)
                put(.spanningBoundary, "align.start.\(v.id)", "UISV-spanning-boundary \(v.id) cross start >= \(id)",
                    ax.crossStart(i) - ax.crossStart(container), .greaterOrEqual)
            case .firstBaseline, .lastBaseline:
                // A vertical stack has no baseline alignment: UIKit adds no alignment
                // constraint, only what keeps the views inside the stack.
                put(.spanningBoundary, "align.start.\(v.id)", "UISV-spanning-boundary \(v.id) cross start >= \(id)",
                    ax.crossStart(i) - ax.crossStart(container), .greaterOrEqual)
                put(.spanningBoundary, "align.end.\(v.id)", "UISV-spanning-boundary \(v.id) cross end <= \(id)",
                    ax.crossEnd(i) - ax.crossEnd(container), .lessOrEqual)
            case .center:
                put(.alignment, "align.mid.\(v.id)", "UISV-alignment \(v.id) cross center == \(id)",
                    ax.crossMid(i) - ax.crossMid(container), .equal)
                put(.spanningBoundary, "align.start.\(v.id)", "UISV-spanning-boundary \(v.id) cross start >= \(id)",
                    ax.crossStart(i) - ax.crossStart(container), .greaterOrEqual)
                put(.spanningBoundary, "align.end.\(v.id)", "UISV-spanning-boundary \(v.id) cross end <= \(id)",
                    ax.crossEnd(i) - ax.crossEnd(container), .lessOrEqual)
            }
            if spec.alignment != .fill {
                // Views with no intrinsic size across the axis would be ambiguous: UIKit suppresses that at priority 25.
                let size = intrinsic[v.id]
                if (horizontal ? size?.height : size?.width) == nil {
                    put(.ambiguitySuppression, "ambiguity-suppression.\(v.id)", "UISV-ambiguity-suppression \(v.id) cross length == 0",
                        ax.crossLength(i), .equal, priority: 25)
                }
            }
        }
        if spec.alignment != .fill {
            // The stack hugs its tallest (widest) arranged view unless constrained otherwise.
            put(.spanningFit, "spanning-fit", "UISV-spanning-fit \(id) cross length == 0", ax.crossLength(container), .equal, priority: 49)
        }
    }

    /// A horizontal stack aligned on first (or last) baselines, with the constraints UIStackView
    /// makes: every arranged view's baseline on the first one's (`UISV-alignment`); a spanner
    /// guide that spans the visible views (`UISV-spanning-boundary`) and pulls to zero height at
    /// 51 (`UISV-spanning-fit`); the stack's bottom on the spanner's and its top no lower than the
    /// first view's (first baseline; mirrored for the last); its own height pulled to zero at 49
    /// (`UISV-canvas-fit`); each view's height at 25 (`UISV-ambiguity-suppression`).
    private func baselineAlignment(stack: String, first: Bool, _ arranged: [(id: String, item: Int, visible: Bool)], _ container: Int)
        -> [(role: StackRole, key: String, display: String, expression: LinearExpression, relation: LinearRelation, priority: Int)] {
        var out: [(role: StackRole, key: String, display: String, expression: LinearExpression, relation: LinearRelation, priority: Int)] = []
        func put(_ role: StackRole, _ key: String, _ display: String, _ expression: LinearExpression, _ relation: LinearRelation, _ priority: Int) {
            out.append((role, key, display, expression, relation, priority))
        }
        guard let v0 = arranged.first, let spanner = table.item(ItemTable.spanner(of: stack)) else { return out }
        let a = algebra
        let anchor: Attribute = first ? .firstBaseline : .lastBaseline
        let name = anchor.rawValue
        for v in arranged.dropFirst() {
            put(.alignment, "align.\(name).\(v.id)", "UISV-alignment \(v0.id).\(name) == \(v.id).\(name)",
                a.expression(v0.item, anchor, flipped: false) - a.expression(v.item, anchor, flipped: false), .equal, 1000)
        }
        if first {
            put(.canvasConnection, "canvas.cross-start", "UISV-canvas-connection top <= \(v0.id).top",
                a.minY(container) - a.minY(v0.item), .lessOrEqual, 1000)
            put(.canvasConnection, "canvas.cross-end", "UISV-canvas-connection bottom == spanner.bottom",
                a.maxY(container) - a.maxY(spanner), .equal, 1000)
        } else {
            put(.canvasConnection, "canvas.cross-start", "UISV-canvas-connection top == spanner.top",
                a.minY(container) - a.minY(spanner), .equal, 1000)
            put(.canvasConnection, "canvas.cross-end", "UISV-canvas-connection bottom >= \(v0.id).bottom",
                a.maxY(container) - a.maxY(v0.item), .greaterOrEqual, 1000)
        }
        for v in arranged where v.visible {
            put(.spanningBoundary, "spanner.top.\(v.id)", "UISV-spanning-boundary spanner.top <= \(v.id).top",
                a.minY(spanner) - a.minY(v.item), .lessOrEqual, 1000)
            put(.spanningBoundary, "spanner.bottom.\(v.id)", "UISV-spanning-boundary spanner.bottom >= \(v.id).bottom",
                a.maxY(spanner) - a.maxY(v.item), .greaterOrEqual, 1000)
        }
        // The spanner has no horizontal meaning: it spans the stack (not reported).
        put(.spanningFit, "spanner.x", "spanner.minX == minX", a.minX(spanner) - a.minX(container), .equal, 1000)
        put(.spanningFit, "spanner.width", "spanner.width == width", a.width(spanner) - a.width(container), .equal, 1000)
        put(.spanningFit, "spanner.fit", "UISV-spanning-fit spanner.height == 0", a.height(spanner), .equal, 51)
        put(.canvasFit, "canvas-fit", "UISV-canvas-fit height == 0", a.height(container), .equal, 49)
        for v in arranged {
            put(.ambiguitySuppression, "ambiguity-suppression.\(v.id)", "UISV-ambiguity-suppression \(v.id).height == 0",
                a.height(v.item), .equal, 25)
        }
        return out
    }
}
