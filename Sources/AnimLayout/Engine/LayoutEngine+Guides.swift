/// Guides whose frames follow other frames: every view's safe area (its overlap with the
/// root's unsafe edges) and layout margins (measured from the safe area, raised where a view
/// preserves its superview's margins). The engine solves, reads these insets from the frames,
/// and solves again until they stop moving.
extension LayoutEngine {
    /// The root's layout margins in `env`, measured from the safe area. The root is a view
    /// controller's view: its margins are at least UIKit's system minimums (16 pt leading and
    /// trailing on compact width, 20 on regular, 0 top and bottom); written margins raise them,
    /// and without the minimums (`system-minimum-margins false`) the written ones, else 8, hold.
    func rootMargins(_ env: Environment) -> EdgeInsets {
        let safe = EdgeInsets(env.safeArea, rtl: env.rtl, fallback: 0)
        guard env.respectsSystemMinimumMargins else {
            return EdgeInsets(env.margins ?? .all(8), rtl: env.rtl, fallback: 8) + safe
        }
        let side = env.systemMinimumSideMargin
        let written = EdgeInsets(env.margins ?? .none, rtl: env.rtl, fallback: -Double.infinity)
        let margins = EdgeInsets(top: max(written.top, 0), left: max(written.left, side),
                                 bottom: max(written.bottom, 0), right: max(written.right, side))
        return margins + safe
    }

    /// The guides' insets before anything is solved: the root's, and every view's own margins.
    func initialGuideInsets(_ env: Environment, keyboardShown: Bool) -> [ItemRef: EdgeInsets] {
        var out: [ItemRef: EdgeInsets] = [:]
        if table.item(.keyboard) != nil { out[.keyboard] = keyboardInsets(env, shown: keyboardShown) }
        out[.rootSafeArea] = EdgeInsets(env.safeArea, rtl: env.rtl, fallback: 0)
        out[.rootMargins] = rootMargins(env)
        // The views' margins guides the table has (not every element: a large scene has few).
        for ref in table.refs {
            guard case .margins(of: let id) = ref, id != ItemRef.rootID, let i = elementIndex[id] else { continue }
            out[ref] = EdgeInsets(scene.elements[i].margins, rtl: env.rtl, fallback: 8)
        }
        return out
    }

    /// `root.keyboard`'s insets in the root: the keyboard's frame when shown (the bottom
    /// `effectiveKeyboardHeight` points, full width), else the strip under the safe area, as
    /// UIKeyboardLayoutGuide is when the keyboard is offscreen.
    func keyboardInsets(_ env: Environment, shown: Bool) -> EdgeInsets {
        let safeBottom = EdgeInsets(env.safeArea, rtl: env.rtl, fallback: 0).bottom
        let height = min(env.size.height, max(0, shown ? env.effectiveKeyboardHeight : safeBottom))
        return EdgeInsets(top: env.size.height - height, left: 0, bottom: 0, right: 0)
    }

    /// A view's safe-area insets: its overlap with the root's unsafe region (the strips between
    /// the safe area and the canvas's edges), as UIKit computes them. Past the canvas there is
    /// no unsafe region: a view wholly beyond an edge (further down a scroll view's content)
    /// has no inset on that side, and a view reaching past it is inset by the strip alone.
    func safeInsets(of id: String, frames: [String: Rect], environment: Environment) -> EdgeInsets {
        if id == ItemRef.rootID { return EdgeInsets(environment.safeArea, rtl: environment.rtl, fallback: 0) }
        guard let f = frames[id], let safe = frames[ItemRef.rootSafeArea.layoutKey] else { return .zero }
        let w = environment.size.width, h = environment.size.height
        func clamp(_ v: Double, _ limit: Double) -> Double { min(max(0, v), max(0, limit)) }
        return EdgeInsets(top: f.maxY <= 0 ? 0 : clamp(safe.minY - max(f.minY, 0), f.height),
                          left: f.maxX <= 0 ? 0 : clamp(safe.minX - max(f.minX, 0), f.width),
                          bottom: f.minY >= h ? 0 : clamp(min(f.maxY, h) - safe.maxY, f.height),
                          right: f.minX >= w ? 0 : clamp(min(f.maxX, w) - safe.maxX, f.width))
    }

    /// A view's effective layout margins: its own, measured from its safe area unless it opts out,
    /// raised where it overlaps its superview's margins when it preserves them.
    func marginInsets(of id: String, frames: [String: Rect], environment: Environment, depth: Int = 0) -> EdgeInsets {
        if id == ItemRef.rootID { return rootMargins(environment) }
        guard let e = elementIndex[id].map({ scene.elements[$0] }) else { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        var m = EdgeInsets(e.margins, rtl: environment.rtl, fallback: 8)
        if e.insetsMarginsFromSafeArea {
            m = m + safeInsets(of: id, frames: frames, environment: environment)
        }
        if e.preservesSuperviewMargins, depth < 64, let f = frames[id], let p = frames[e.parent] {
            let pm = marginInsets(of: e.parent, frames: frames, environment: environment, depth: depth + 1)
            m.left = max(m.left, pm.left - (f.minX - p.minX))
            m.right = max(m.right, pm.right - (p.maxX - f.maxX))
            m.top = max(m.top, pm.top - (f.minY - p.minY))
            m.bottom = max(m.bottom, pm.bottom - (p.maxY - f.maxY))
        }
        return m
    }

    /// Every guide's insets from solved `frames`, by guide (`X.safe`, `X.margins`).
    func guideInsets(frames: [String: Rect], environment: Environment, keyboardShown: Bool) -> [ItemRef: EdgeInsets] {
        var out: [ItemRef: EdgeInsets] = [:]
        for ref in table.refs {
            switch ref {
            case .safeArea(of: let id): out[ref] = safeInsets(of: id, frames: frames, environment: environment)
            case .margins(of: let id): out[ref] = marginInsets(of: id, frames: frames, environment: environment)
            case .keyboard: out[ref] = keyboardInsets(environment, shown: keyboardShown)
            case .element: continue
            }
        }
        return out
    }

    // MARK: - The fixed point

    /// One solve of a state: the system, its frames, and the equations solved by substitution.
    struct Pass {
        var system: SystemConstraints = []
        var frames: [String: Rect] = [:]
        var elimination: Elimination?
        var iterations = 0
        /// The memo's stamp of `system` (nil: not kept).
        var memoStamp: Int?
    }

    /// Guide insets have converged when no inset moved by this much (points) in one pass.
    static let insetConvergence = 1e-9

    /// Builds and solves the system until the guides' insets (safe area, margins, which depend
    /// on frames) stop moving. With `eliminating`, equations that can be solved by substitution
    /// are (see `Elimination`) and the solver gets the rest; otherwise it gets everything.
    func settle(_ resolved: ResolvedState, in environment: Environment,
                content: ContentSizes, eliminating: Bool) -> Pass {
        var pass = Pass()
        var insets = initialGuideInsets(environment, keyboardShown: resolved.keyboardShown)
        for _ in 0..<8 {
            pass.iterations += 1
            var elimination: Elimination? = nil
            var changes: SystemChanges? = nil
            if let kept = memo.find(state: resolved, environment: environment, content: content, insets: insets,
                                    eliminating: eliminating) {
                pass.system = kept.constraints
                elimination = kept.elimination
                pass.memoStamp = kept.stamp
            } else if derives, let derived = memo.derive(state: resolved, environment: environment, content: content,
                                                          insets: insets, eliminating: eliminating) {
                // Only written priorities and constants differ from a kept system: no build.
                derivedSystems += 1
                pass.system = derived.system.constraints
                elimination = derived.system.elimination
                changes = derived.changes
                pass.memoStamp = memo.insert(derived.system)
            } else {
                var builder = SystemBuilder(scene: scene, table: table, environment: environment, state: resolved,
                                            content: content, guideInsets: insets, elements: elementIndex,
                                            written: writtenItems)
                builder.fitsHeight = fitsHeight
                pass.system = SystemConstraints(builder.build())
                if eliminating { elimination = Elimination(pass.system, variableCount: installedSystem.variables.count) }
                pass.memoStamp = memo.insert(LayoutMemo.System(state: resolved, environment: environment, content: content,
                                                               insets: insets, eliminating: eliminating,
                                                               constraints: pass.system, elimination: elimination,
                                                               written: builder.writtenPart))
            }
            if eliminating, let elimination {
                if installedSystem.holdsWholeSystem { reset() }
                installedSystem.move(to: pass.system, removed: elimination.removedMask, stamp: pass.memoStamp, changes: changes)
                pass.elimination = elimination
                let solved = installedSystem.solver.values()   // engine variable i is the solver's variable i
                pass.frames = readFrames(elimination.values(pass.system) { solved[$0] })
            } else {
                installedSystem.move(to: pass.system, stamp: pass.memoStamp, changes: changes)
                installedSystem.holdsWholeSystem = true
                pass.frames = readFrames(nil)
            }
            let next = guideInsets(frames: pass.frames, environment: environment, keyboardShown: resolved.keyboardShown)
            // Over the guides only (both tables hold guides; an item in neither did not move).
            var moved = 0.0
            for (ref, inset) in next { moved = max(moved, (insets[ref] ?? .zero).distance(to: inset)) }
            for (ref, inset) in insets where next[ref] == nil { moved = max(moved, inset.distance(to: .zero)) }
            insets = next
            if moved < Self.insetConvergence { break }
        }
        return pass
    }
}
