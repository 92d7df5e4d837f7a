import AnimLayout
import Foundation

extension LottieComposer {
    /// The layers that draw a piece's `shapes` at its place: one shape layer, turned and scaled
    /// about the drawing's anchor when it turns; under a null layer when its map skews.
    mutating func pieceLayers(_ piece: LottieLayerIndex, name: String, motion: LottiePieceMotion, shapes: [LottieShapeItem]) -> [LottieLayer] {
        if motion.skews { return skewedLayers(piece, name: name, motion: motion, shapes: shapes) }
        let transform = motion.turns ? turnedTransform(motion) : placedTransform(motion)
        return [LottieLayer(index: piece, name: name, content: .shapes(shapes), transform: transform, outPoint: op)]
    }

    /// A map that skews is two layers' transforms (``LottieDocument/factored(_:)``), keyed on its
    /// factors: the null layer places, turns by φ and scales; the piece's layer turns by θ first.
    private mutating func skewedLayers(_ piece: LottieLayerIndex, name: String, motion: LottiePieceMotion, shapes: [LottieShapeItem]) -> [LottieLayer] {
        let degrees = 180 / Double.pi
        let factors = motion.factors
        let parent = indices.take()
        let placing = LottieTransform(
            rotation: motion.keyed({ [factors[$0].phi * degrees] }, changes: true, clock: clock),
            position: motion.keyed({ [factors[$0].e, factors[$0].f, 0] }, changes: motion.moves, clock: clock),
            scale: motion.keyed({ [factors[$0].sx * 100, factors[$0].sy * 100, 100] }, changes: true, clock: clock))
        let null = LottieLayer(index: parent, name: name + " (transform)", content: .null, transform: placing, outPoint: op)
        let transform = LottieTransform(opacity: motion.opacity,
                                        rotation: motion.keyed({ [factors[$0].theta * degrees] }, changes: true, clock: clock),
                                        position: LottieDocument.still([0, 0, 0]))
        let shaped = LottieLayer(index: piece, name: name, content: .shapes(shapes), parent: parent, transform: transform, outPoint: op)
        return [null, shaped]
    }

    /// Turned and scaled about the drawing's anchor (``TurnAnchor``): a view turning in place
    /// keeps its position, and each property follows the transition's curve.
    private func turnedTransform(_ motion: LottiePieceMotion) -> LottieTransform {
        let pad = VariantSheet.pad
        let maps = motion.filled.map { $0.placement(pad: pad) }
        let anchor = TurnAnchor.anchor(maps, fallback: (pad, pad))
        let turned = TurnAnchor.placements(maps, anchor: anchor)
        func values(_ rows: [[Double]], tolerance: Double, fitted: Double) -> LottieValue {
            LottieDocument.values(rows, colour: false, tolerance: tolerance, fitted: fitted, frame: clock.frame,
                                  times: vector.times, spans: vector.spans)
        }
        return LottieTransform(
            opacity: motion.opacity,
            rotation: values(turned.map { [$0.degrees] }, tolerance: 0.0005, fitted: EasingFit.factor * 57),
            position: values(turned.map { [$0.x, $0.y, 0] }, tolerance: 0.001, fitted: EasingFit.length),
            scale: values(turned.map { [$0.sx * 100, $0.sy * 100, 100] }, tolerance: 0.001, fitted: EasingFit.factor * 100),
            anchor: [anchor.x, anchor.y])
    }

    /// Placed (moved, not turned): its position keyed on its own where it changes.
    private func placedTransform(_ motion: LottiePieceMotion) -> LottieTransform {
        let pad = VariantSheet.pad
        let position: LottieValue
        if motion.moves {
            position = LottieDocument.values(motion.filled.map { let m = $0.placement(pad: pad); return [m.e, m.f, 0] }, colour: false,
                                             tolerance: 0.001, fitted: EasingFit.length, frame: clock.frame,
                                             times: vector.times, spans: vector.spans)
        } else {
            let m = motion.filled[motion.firstSeen].placement(pad: pad)
            position = LottieDocument.still([m.e, m.f, 0])
        }
        return LottieTransform(opacity: motion.opacity, position: position)
    }
}
