import AnimLayout
@testable import AnimRender
import Testing

/// The typed Lottie model writes the keys players read, in a fixed order, and leaves out the
/// values they assume.
@Suite("Lottie: the typed model") struct LottieModelTests {
    @Test("a layer that turns says it is 2D; its keys come in Bodymovin's order, defaults left out")
    func layer() {
        let transform = LottieTransform(opacity: .still([100]), rotation: .still([30]), position: .still([1, 2, 0]), scale: .still([100, 100, 100]))
        let layer = LottieLayer(index: LottieLayerIndex(value: 3), name: "tile", content: .shapes([]), parent: LottieLayerIndex(value: 2),
                                transform: transform, outPoint: 12)
        #expect(layer.json.serialized() == #"{"ind":3,"ty":4,"nm":"tile","ddd":0,"parent":2,"shapes":[],"ks":{"r":{"k":30},"p":{"k":[1,2,0]}},"ip":0,"op":12,"st":0}"#)
    }

    @Test("a glyph run's layer places its precomposition: refId, parent, stretch, then size")
    func precomposition() {
        let run = LottieLayer(index: LottieLayerIndex(value: 5), name: "t1",
                              content: .precomposition(id: "t1", width: 4000, height: 4000, stretch: 1), parent: LottieLayerIndex(value: 4),
                              transform: LottieTransform(position: .still([0, 0, 0])), outPoint: 1)
        #expect(run.json.serialized() == #"{"ind":5,"ty":0,"nm":"t1","refId":"t1","parent":4,"sr":1,"w":4000,"h":4000,"ks":{"p":{"k":[0,0,0]}},"ip":0,"op":1,"st":0}"#)
    }

    @Test("keyframes: eased ones carry their tangents, hold ones h 1, the last neither")
    func keyframes() {
        let easing = LottieEasing(outgoing: LottieTangent(x: 0.42, y: 0), incoming: LottieTangent(x: 0.58, y: 1))
        let value = LottieValue.animated([LottieKeyframe(time: 0, value: [0], easing: easing), LottieKeyframe(time: 3, value: [100], hold: true),
                                          LottieKeyframe(time: 6, value: [50])])
        #expect(value.json.serialized() == #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0.42,"y":0},"i":{"x":0.58,"y":1}},{"t":3,"s":[100],"h":1},{"t":6,"s":[50]}]}"#)
        #expect(LottieValue.still([-0.0]).isStill([0]))
    }

    @Test("a group lists its items, then its transform, which always has an opacity")
    func group() {
        let fill = LottieFill(colour: .still([1, 0, 0, 1]), opacity: .still([100]), evenOdd: true)
        let group = LottieDocument.group([.fill(fill)], scale: 10, position: 8)
        #expect(group.json.serialized() == #"{"ty":"gr","it":[{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100},"r":2},{"ty":"tr","p":{"k":[8,8]},"s":{"k":[10,10]},"o":{"k":100}}]}"#)
    }

    @Test("layer numbers are handed out in order; numbers weighed before they are kept are not used up")
    func indices() {
        var indices = LottieLayerIndices()
        #expect(indices.take().value == 1)
        #expect(indices.upcoming(0).value == 2 && indices.upcoming(1).value == 3)
        indices.take(2)
        #expect(indices.take().value == 4)
    }
}
