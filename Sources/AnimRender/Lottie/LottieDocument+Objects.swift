import AnimLayout

/// Lottie's objects written with what players need and without the values they assume when a
/// key is missing (a rotation of 0, a scale of 100%, an opacity of 100%, the anchor at the
/// origin), as lottie-web and rlottie read them. (A group's transform keeps its opacity:
/// lottie-web needs it; a layer that turns keeps `ddd` 0: rlottie needs it, ``LottieLayer``.)
extension LottieDocument {
    /// A group (`gr`) of `items` and its transform: at `opacity`, scaled by `scale` percent
    /// and placed at (`position`, `position`).
    static func group(_ items: [LottieShapeItem], opacity: LottieValue? = nil, scale: Double = 100, position: Double = 0) -> LottieShapeItem {
        // lottie-web draws nothing of a group without an opacity.
        let transform = LottieGroupTransform(position: position != 0 ? still([position, position]) : nil,
                                             scale: scale != 100 ? still([scale, scale]) : nil,
                                             opacity: opacity ?? still([100]))
        return .group(LottieShapeGroup(items: items, transform: transform))
    }
}
