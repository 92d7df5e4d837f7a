import StatesFormat

/// Size-class variations (docs/format.md, "Size-class variations"): a scene with `when` blocks
/// is laid out, in each environment, by an engine for the scene varied for the environment's
/// size classes, so a layout never mixes in another environment's variations.
extension LayoutEngine {
    /// The engine that lays this scene out in `environment`: nil when this one does (the scene
    /// has no `when` blocks, or is already varied).
    func variant(for environment: Environment) -> LayoutEngine? {
        guard variedFor == nil, sceneVaries else { return nil }
        let classes = environment.sizeClasses
        if let known = variantEngines[classes] { return known }
        let engine = LayoutEngine(scene: scene.varied(for: classes).scene, measurer: measurer)
        engine.variedFor = classes
        engine.eliminates = eliminates
        engine.derives = derives
        engine.fitsHeight = fitsHeight
        engine.checksAgainstFreshSolve = checksAgainstFreshSolve
        variantEngines[classes] = engine
        return engine
    }

    /// `resolved` as `engine` (varied for `environment`) resolves it: a state resolved with
    /// other size classes' variations (a device rotating, docs/format.md §8.1) is resolved again
    /// with these, keeping the constants its constant math gave when it was entered.
    func carriedOver(_ resolved: ResolvedState, to engine: LayoutEngine, in environment: Environment) throws -> ResolvedState {
        guard let from = resolved.variedFor, from != engine.variedFor,
              engine.scene.state(resolved.name) != nil else { return resolved }
        guard var again = try? engine.resolve(state: resolved.name, environment: environment.name) else { return resolved }
        var kept: [String: Double] = [:]
        for a in resolved.constraints where a.expression != nil { kept[a.constraint.id] = a.constraint.constant }
        for i in again.constraints.indices where again.constraints[i].expression != nil {
            if let value = kept[again.constraints[i].constraint.id] { again.constraints[i].constraint.constant = value }
        }
        return again
    }

    /// The `when` blocks that hold in `environment`, in declaration order (none when the scene has none).
    public func holdingVariations(in environment: Environment) -> [Variation] {
        guard sceneVaries else { return [] }
        return scene.varied(for: environment.sizeClasses).holding
    }
}
