import LayoutSolver

/// Lays out a scene's states: UIKit's Auto Layout semantics over the incremental solver.
///
/// One engine keeps one solver for its scene. Moving from one state (or environment) to
/// another changes only the constraints that differ — a new row for a new constraint, an edit
/// for a changed constant, a re-weighting for a changed priority — and gives the same frames
/// as a fresh solve (when a layout is ambiguous or conflicting, where the solver's choice could
/// depend on history, the engine re-solves from scratch to guarantee it).
public final class LayoutEngine {
    /// The scene being laid out.
    public let scene: Scene
    /// Measures label and button text.
    public let measurer: any TextMeasurer

    let table: ItemTable
    /// Intrinsic sizes written in the scene (`intrinsic 40x40`), by element id.
    let writtenIntrinsic: [String: (width: Double?, height: Double?)]
    /// Labels and buttons sized by their text, in declaration order.
    let textElements: [Element]
    /// Controls sized by UIKit's own rules (switches, segmented controls, images…).
    let controlElements: [Element]
    /// Labels, buttons and text fields whose size is written (`intrinsic WxH`): their baselines
    /// still come from their font.
    let sizedTextElements: [Element]
    /// Texts with the size Interface Builder saved (`saved-size`): that size while their text
    /// and font are as written at the default text size, measured otherwise.
    let savedTextElements: [SavedText]
    /// Labels that wrap and whose width yields as they do (``SystemBuilder/yieldsAsItWraps(_:)``):
    /// their longest word is measured.
    let wrappingLabels: [Element]
    /// Elements whose frame is their alignment rect grown by their kind's insets.
    let alignedControls: [(id: String, kind: ElementKind)]
    let resolver: StateResolver
    /// States prepared for the states that extend them.
    let preparedStates = PreparedStateCache()
    /// Whether equations that can be are solved by substitution (see `Elimination`); false
    /// hands every constraint to the solver (tests compare the two).
    var eliminates = true
    /// Whether a system may be derived from a kept one that differs only in written priorities
    /// and constants (see ``LayoutMemo/derive``); false builds every system (tests compare the two).
    var derives = true
    /// How many systems were derived rather than built (tests).
    var derivedSystems = 0
    /// Whether the root's height is the height its content needs, at least the environment's
    /// (a self-sizing cell, ``SelfSizingCanvas``): held at least the environment's height and
    /// pulled to it at UIKit's fitting priority (50), as `systemLayoutSizeFitting` sizes a row,
    /// so that every hugging and compression resistance above it holds. Set before any layout.
    var fitsHeight = false
    /// Whether every layout is checked against a fresh solve of the same resolved state by a new
    /// engine (tests turn it on): the incremental paths promise exactly those frames and reports.
    var checksAgainstFreshSolve = false
    /// The layouts that differed from a fresh solve, as `state in environment: what differed`.
    private(set) var freshSolveMismatches: [String] = []
    /// The solver and what is installed in it (see ``InstalledSystem``).
    var installedSystem: InstalledSystem
    /// Index in `scene.elements` by id.
    let elementIndex: [String: Int]
    /// Each item's index in `table.keys`, by key: the frames of a layout are this table's values
    /// mapped (``readFrames(_:)``).
    let frameItems: [String: Int]
    /// Each element's alpha as the scene writes it, by id (a state's layout shares it when the
    /// state changes no alpha).
    let baseAlpha: [String: Double]
    /// Items and orders of written constraints by definition (see ``WrittenItems``).
    let writtenItems: WrittenItems
    /// The states and systems laid out before (see ``LayoutMemo``).
    var memo = LayoutMemo()
    /// The size classes this engine's scene is varied for (nil: the scene as written).
    var variedFor: SizeClasses?
    /// Whether the scene has `when` blocks (``Scene/hasVariations``, worked out once).
    let sceneVaries: Bool
    /// When the scene has `when` blocks: an engine per size-class pair, for the scene varied
    /// for it (see ``variant(for:)``); every layout is made by one of them.
    var variantEngines: [SizeClasses: LayoutEngine] = [:]
    /// Number of solver operations performed by the last `layout` call (for tests of incrementality).
    public var lastChangeCount: Int { installedSystem.changeCount }
    /// The system the solver holds (tests).
    var appliedSystem: SystemConstraints { installedSystem.applied }

    /// Creates an engine for a checked scene, measuring text with `measurer`.
    public init(scene: Scene, measurer: any TextMeasurer) {
        self.scene = scene
        self.measurer = measurer
        self.sceneVaries = scene.hasVariations
        self.table = ItemTable.build(for: scene)
        var frameItems: [String: Int] = [:]
        frameItems.reserveCapacity(table.keys.count)
        for (n, key) in table.keys.enumerated() { frameItems[key] = n }
        self.frameItems = frameItems
        var elementIndex: [String: Int] = [:]
        var baseAlpha: [String: Double] = [:]
        baseAlpha.reserveCapacity(scene.elements.count)
        for (i, e) in scene.elements.enumerated() {
            if elementIndex[e.id] == nil { elementIndex[e.id] = i }
            baseAlpha[e.id] = e.alpha
        }
        self.elementIndex = elementIndex
        self.baseAlpha = baseAlpha
        self.resolver = StateResolver(scene: scene)
        self.writtenItems = WrittenItems(count: resolver.table.count)
        var sizes: [String: (width: Double?, height: Double?)] = [:]
        var texts: [Element] = []
        var controls: [Element] = []
        var sizedText: [Element] = []
        var savedText: [SavedText] = []
        for e in scene.elements {
            switch e.intrinsic {
            case .none:
                continue
            case .size(let w, let h):
                sizes[e.id] = (w, h)
                if e.kind.traits.hasText { sizedText.append(e) }
            case .saved(let w, let h):
                let saved = SavedText(element: e, width: w, height: h)
                if saved.isPlausible(measurer: measurer) { savedText.append(saved) } else { texts.append(e) }
            case .fromText:
                if e.kind.traits.hasText {
                    texts.append(e)
                } else if e.kind.traits.sizedByControl {
                    controls.append(e)
                }
            }
        }
        self.writtenIntrinsic = sizes
        self.textElements = texts
        self.controlElements = controls
        self.sizedTextElements = sizedText
        self.savedTextElements = savedText
        self.wrappingLabels = (texts + savedText.map(\.element)).filter(SystemBuilder.yieldsAsItWraps)
        self.alignedControls = scene.elements.filter { ControlSizes.alignmentInsets[$0.kind] != nil }.map { ($0.id, $0.kind) }
        self.installedSystem = InstalledSystem(table: table)
    }

    /// The intrinsic content size the engine uses for `element` in the canvas, before any
    /// wrapping label is measured at its solved width (nil axes have none).
    public func intrinsicSize(of element: String) -> (width: Double?, height: Double?)? {
        if let engine = variant(for: scene.canvas) { return engine.intrinsicSize(of: element) }
        return contentSizes(in: scene.canvas, widths: [:]).intrinsic[element]
    }

    /// The environment named `name`, or an error listing the ones that exist.
    public func environment(named name: String) throws -> Environment {
        if let env = scene.environment(named: name) { return env }
        let names = [scene.canvas.name] + scene.sizes.map(\.name)
        throw LayoutError("unknown size '\(name)'" + Suggestion.suffix(for: name, among: names)
                          + " (sizes: \(names.joined(separator: ", ")))", at: nil)
    }

    // MARK: - States

    /// Resolves `state`, evaluating constant expressions on `leaving` — the layout being left.
    /// Without one, on the initial state's layout in `environment` (the base set's for the initial state itself).
    public func resolve(state: String, leaving: Layout? = nil, environment: String = "default") throws -> ResolvedState {
        if sceneVaries, variedFor == nil, let engine = try variant(for: self.environment(named: environment)) {
            return try engine.resolve(state: state, leaving: leaving, environment: environment)
        }
        if let known = memo.resolved[state] { return known }
        var reference = leaving
        var evaluated = false
        do {
            var resolved = try resolver.resolve(state, cache: preparedStates) { expression, range in
                evaluated = true
                if reference == nil {
                    reference = try self.referenceLayout(for: state, environment: environment)
                }
                guard let layout = reference else { throw LayoutError("no layout to evaluate the constant on", at: range) }
                return try ConstantEvaluator(layout: layout).evaluate(expression, at: range)
            }
            resolved.variedFor = variedFor
            // Constants that do not depend on the layout left: the same state every time.
            if !evaluated { memo.remember(resolved) }
            return resolved
        } catch let error as StateError {
            throw LayoutError(error.diagnostics)
        }
    }

    private func referenceLayout(for state: String, environment: String) throws -> Layout {
        let env = try self.environment(named: environment)
        if state != scene.initialState {
            return try layout(state: scene.initialState, environment: environment)
        }
        let base = ResolvedState(name: "(base)", constraints: scene.constraints.map { ActiveConstraint(constraint: $0, expression: nil) },
                                 hidden: Set(scene.elements.filter(\.hidden).map(\.id)), alpha: [:], usesConstantMath: false)
        return try layout(base, in: env)
    }

    /// Lays out `state` in `environment`, entered from `leaving` (nil: entered on its own).
    public func layout(state: String, environment: String = "default", leaving: Layout? = nil) throws -> Layout {
        let env = try self.environment(named: environment)
        if let engine = variant(for: env) { return try engine.layout(state: state, environment: environment, leaving: leaving) }
        let resolved = try resolve(state: state, leaving: leaving, environment: environment)
        return try layout(resolved, in: env)
    }

    /// Lays out an already resolved state (its constants fixed) in `environment`: this is how a
    /// constant-math state keeps its constants across a change of canvas size.
    public func layout(_ resolved: ResolvedState, in environment: Environment) throws -> Layout {
        if let engine = variant(for: environment) {
            return try engine.layout(carriedOver(resolved, to: engine, in: environment), in: environment)
        }
        installedSystem.changeCount = 0
        var (pass, sizes, unsettled) = settleText(resolved, in: environment)
        var reports: Reports
        if let stamp = pass.memoStamp, let known = memo.system(stamp)?.reports {
            reports = known
        } else {
            reports = collectReports(pass.elimination)
            if let stamp = pass.memoStamp, reports.conflicts.isEmpty, !reports.anyAmbiguous {
                memo.setReports(reports, for: stamp)
            }
        }
        var fresh = false
        if eliminates && (!reports.conflicts.isEmpty || reports.anyAmbiguous) {
            // Conflicts and ambiguity are reported (and laid out) from the whole system.
            reset()
            pass = settle(resolved, in: environment, content: sizes, eliminating: false)
            reports = collectReports(nil)
            fresh = pass.iterations == 1
        }
        if (!reports.conflicts.isEmpty || !reports.ambiguous.isEmpty) && !fresh {
            // The solver's choice among equal optima (or which required constraint to break) may
            // depend on history; solve from scratch so that every path gives the same frames
            // (a single pass just after `reset()` already did).
            reset()
            installedSystem.move(to: pass.system)
            pass.frames = readFrames(nil)
            reports = collectReports(nil)
        }
        // Controls whose frames reach beyond their alignment rects (``ControlSizes/alignmentInsets``).
        var frames = pass.frames
        for (id, kind) in alignedControls {
            if let r = frames[id] { frames[id] = ControlSizes.frame(fromAlignmentRect: r, of: kind) }
        }
        // Elements read in place (an element is large: iterating copies would retain each field).
        var hidden: [String] = []
        let alpha: [String: Double]
        if resolved.alpha.isEmpty {
            alpha = baseAlpha
        } else {
            var changed = baseAlpha
            for (id, a) in resolved.alpha where changed[id] != nil { changed[id] = a }
            alpha = changed
        }
        if !resolved.hidden.isEmpty {
            scene.elements.withUnsafeBufferPointer { elements in
                for i in elements.indices where resolved.hidden.contains(elements[i].id) { hidden.append(elements[i].id) }
            }
        }
        let internalKeys = table.internalKeys
        var layout = Layout(scene: scene.id, state: resolved.name, environment: environment.name, canvas: environment.size,
                            frames: internalKeys.isEmpty ? frames : frames.filter { !internalKeys.contains($0.key) },
                            order: internalKeys.isEmpty ? table.keys : table.keys.filter { !internalKeys.contains($0) },
                            hidden: hidden, alpha: alpha,
                            broken: reports.broken, conflicts: reports.conflicts, ambiguous: reports.ambiguous,
                            unsettledText: unsettled)
        layout.texts = sizes.textLayouts(frames)
        layout.ambiguityGroups = reports.ambiguityGroups
        if checksAgainstFreshSolve { checkAgainstFreshSolve(layout, resolved, environment) }
        for (id, _) in resolved.lookChanges {
            guard let i = elementIndex[id] else { continue }
            let element = scene.elements[i]
            let look = resolved.look(of: element)
            if look != element.baseLook { layout.looks[id] = look }
        }
        return layout
    }

    /// Lays `resolved` out on a new engine (nothing installed, nothing kept) and records where
    /// its layout differs from `layout`.
    private func checkAgainstFreshSolve(_ layout: Layout, _ resolved: ResolvedState, _ environment: Environment) {
        let fresh = LayoutEngine(scene: scene, measurer: measurer)
        fresh.eliminates = eliminates
        fresh.derives = derives
        let what = "\(resolved.name) in \(environment.name)"
        guard let other = try? fresh.layout(resolved, in: environment) else {
            freshSolveMismatches.append("\(what): a fresh solve fails")
            return
        }
        for (id, frame) in layout.frames where other.frames[id] != frame {
            freshSolveMismatches.append("\(what): \(id) is \(frame), a fresh solve gives \(other.frames[id].map { "\($0)" } ?? "none")")
        }
        if layout.broken != other.broken || layout.conflicts != other.conflicts || layout.ambiguous != other.ambiguous {
            freshSolveMismatches.append("\(what): the reports differ from a fresh solve's")
        }
    }
}
