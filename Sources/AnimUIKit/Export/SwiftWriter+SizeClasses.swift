import StatesFormat

/// A scene's states in one pair of size classes (docs/format.md, "Size-class variations").
struct SizeClassVariant {
    var classes: SizeClasses
    /// The scene varied for `classes`.
    var scene: Scene
    /// Its states, resolved (constant math is written as Swift, not evaluated).
    var states: [ResolvedState]

    /// The Swift case of `classes` (`compactRegular`: compact width, regular height).
    var caseName: String { Self.caseName(classes) }

    static func caseName(_ c: SizeClasses) -> String { c.width.rawValue + c.height.rawValue.prefix(1).uppercased() + c.height.rawValue.dropFirst() }

    /// Every pair of size classes, the canvas's first, when the scene has `when` blocks; none otherwise.
    static func all(of scene: Scene) throws -> [SizeClassVariant] {
        guard scene.hasVariations else { return [] }
        let canvas = scene.canvas.sizeClasses
        let pairs = [canvas] + [SizeClass.compact, .regular].flatMap { w in [SizeClass.regular, .compact].map { SizeClasses(width: w, height: $0) } }
            .filter { $0 != canvas }
        return try pairs.map { pair in
            let varied = scene.varied(for: pair).scene
            let resolver = StateResolver(scene: varied)
            let states = try varied.states.map { try resolver.resolve($0.name, evaluate: { _, _ in 0 }) }
            return SizeClassVariant(classes: pair, scene: varied, states: states)
        }
    }
}

extension SwiftWriter {
    /// The size classes as a Swift enum, the trait observation, and `applySizeClass(_:)`: in
    /// size classes other than the canvas's, the state's constraints, values and visibility
    /// there (UIKit's "Vary for Traits": constraints installed and uninstalled on a trait change).
    mutating func writeSizeClassSupport(context: ApplyContext) {
        line("/// The pairs of size classes the scene's `when` blocks tell apart (width, then height).", 1)
        line("private enum SizeClasses { case \(variants.map(\.caseName).joined(separator: ", ")) }", 1)
        line()
        line("/// The size classes of the trait collection (an unspecified class counts as compact).", 1)
        line("private var sizeClasses: SizeClasses {", 1)
        line("switch (traitCollection.horizontalSizeClass == .regular, traitCollection.verticalSizeClass == .regular) {", 2)
        for v in variants {
            line("case (\(v.classes.width == .regular), \(v.classes.height == .regular)): return .\(v.caseName)", 2)
        }
        line("}", 2)
        line("}", 1)
        line()
        writeTraitObservation()
        line("/// The state's constraints, values and visibility in size classes other than the canvas's.", 1)
        line("private func applySizeClass(_ state: State) -> [() -> Void] {", 1)
        line("applySizeClassProperties()", 2)
        line("var changes: [() -> Void] = []", 2)
        line("switch (sizeClasses, state) {", 2)
        let canvas = variants[0]
        for (i, state) in canvas.states.enumerated() {
            let base = body(state, context: context)
            // Pairs whose body differs from the canvas's, grouped by body.
            var groups: [(cases: [String], lines: [String])] = []
            for v in variants.dropFirst() where i < v.states.count {
                let lines = body(v.states[i], context: context)
                guard lines != base else { continue }
                let pattern = "(.\(v.caseName), .\(Self.identifier(state.name)))"
                if let k = groups.firstIndex(where: { $0.lines == lines }) { groups[k].cases.append(pattern) } else { groups.append(([pattern], lines)) }
            }
            for g in groups {
                line("case \(g.cases.joined(separator: ", ")):", 2)
                out += g.lines
            }
        }
        line("default:", 2)
        line("break", 3)
        line("}", 2)
        line("return changes", 2)
        line("}", 1)
        line()
        writeSizeClassProperties()
    }

    /// A state's body, as lines (not written).
    mutating func body(_ state: ResolvedState, context: ApplyContext) -> [String] {
        let start = out.count
        writeStateBody(state, context: context, depth: 3, keyboard: false)
        let lines = Array(out[start...])
        out.removeSubrange(start...)
        return lines
    }

    /// `observeSizeClasses()` (`registerForTraitChanges`, iOS 17) and `traitCollectionDidChange`
    /// (earlier): the state applied again, unanimated, when a size class changes.
    mutating func writeTraitObservation() {
        let className = SwiftExport.className(for: scene.id)
        line("/// Applies the state again when a size class changes (iOS 17: `registerForTraitChanges`).", 1)
        line("private func observeSizeClasses() {", 1)
        line("if #available(iOS 17.0, *) {", 2)
        line("registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: \(className), _: UITraitCollection) in", 3)
        line("view.apply(view.state, animated: false)", 4)
        line("}", 3)
        line("}", 2)
        line("}", 1)
        line()
        line("/// Before iOS 17: the state applied again when a size class changes.", 1)
        line("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {", 1)
        line("super.traitCollectionDidChange(previousTraitCollection)", 2)
        line("if #available(iOS 17.0, *) { return }", 2)
        line("guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass", 2)
        line("|| previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }", 3)
        line("apply(state, animated: false)", 2)
        line("}", 1)
        line()
    }

    /// `applySizeClassProperties()`: the fonts, lines, alignments and stack axes and spacings the
    /// `when` blocks set, for the current size classes (every variant's values written, so that
    /// a change back restores them).
    mutating func writeSizeClassProperties() {
        let varied = Set(scene.variations.flatMap(\.properties).map(\.element))
        let elements = scene.elements.filter { varied.contains($0.id) }
        line("/// The properties the size classes' `when` blocks set.", 1)
        line("private func applySizeClassProperties() {", 1)
        if !elements.isEmpty {
            line("switch sizeClasses {", 2)
            for v in variants {
                line("case .\(v.caseName):", 2)
                for e in elements {
                    guard let element = v.scene.element(e.id) else { continue }
                    for text in propertyLines(element) { line(text, 3) }
                }
            }
            line("}", 2)
        }
        line("}", 1)
        line()
        if scene.variations.contains(where: { $0.changes.contains { if case .look = $0.change { return true }; return false } }) {
            notExported.append("colours and other looks set by top-level 'when' blocks (their constraints, visibility and the properties only a size class sets are exported)")
        }
    }

    /// The size-class properties of `e` as Swift statements.
    func propertyLines(_ e: Element) -> [String] {
        let name = names[e.id] ?? e.id
        var out: [String] = []
        if e.kind.traits.hasText {
            out.append(e.kind == .button ? "\(name).titleLabel?.font = \(font(e.font))" : "\(name).font = \(font(e.font))")
            if e.kind == .label {
                out.append("\(name).numberOfLines = \(e.lines)")
                out.append("\(name).textAlignment = .\(e.textAlignment.rawValue)")
            }
        }
        if let s = e.stack {
            out.append("\(name).axis = .\(s.axis.rawValue)")
            out.append("\(name).spacing = \(Self.number(s.spacing))")
            let alignments = ["first-baseline": "firstBaseline", "last-baseline": "lastBaseline"]
            out.append("\(name).alignment = .\(alignments[s.alignment.rawValue] ?? s.alignment.rawValue)")
        }
        return out
    }
}
