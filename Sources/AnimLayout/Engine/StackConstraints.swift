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
            output.append(SystemConstraint(key: "\(id).\(key)", displayID: display, expression: expression, relation: relation,
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

        // Spacing: one spacing per pair of consecutive *visible* views; a gap next to a hidden view is 0.
        var seenVisible = false
        for (n, pair) in zip(arranged, arranged.dropFirst()).enumerated() {
            let (a, b) = pair
            seenVisible = seenVisible || a.visible
            let gap = (b.visible && seenVisible) ? spec.spacing : 0
            let expr = ax.start(b.item) - ax.end(a.item) - gap
            switch spec.distribution {
            case .fill, .fillEqually, .fillProportionally:
                put(.spacing, "spacing.\(n)", "UISV-spacing \(b.id) start == \(a.id) end + \(format(gap))", expr, .equal)
            case .equalSpacing, .equalCentering:
                if b.visible {
                    put(.spacing, "spacing.\(n)", "UISV-spacing \(b.id) start >= \(a.id) end + \(format(gap))", expr, .greaterOrEqual)
                } else {
                    // A hidden view sits, collapsed, right after the view before it.
                    put(.hiding, "spacing.\(n)", "UISV-hiding \(b.id) start == \(a.id) end", ax.start(b.item) - ax.end(a.item), .equal)
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
            let sizes = visible.map { v -> Double in
                let size = intrinsic[v.id]
                return max(0, (horizontal ? size?.width : size?.height) ?? 0)
            }
            let total = sizes.reduce(0, +)
            let gaps = Double(max(0, visible.count - 1)) * spec.spacing
            if total > 0 {
                for (n, v) in visible.enumerated() {
                    // length(v) == (I_v / ΣI) × (length(stack) − spacing), as UISV-fill-proportionally at 999, 998, …
                    let expression = total * ax.length(v.item) - sizes[n] * (ax.length(container) - gaps)
                    put(.fillProportionally, "fill-proportionally.\(v.id)", "UISV-fill-proportionally \(v.id) length == \(format(sizes[n] / total)) × available",
                        expression, .equal, priority: max(1, 999 - n))
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

        // Alignment across the axis.
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
}
