import Testing
@testable import AnimLayout

/// The example of docs/format.md, "Size-class variations", verbatim inside a scene that declares
/// what it names; frames worked out by hand for portrait, landscape and an iPad.
@Suite("Engine: the size-class example of the format")
struct SpecVariationExampleTests {
    /// As written in docs/format.md.
    static let example = """
    when compact-height {                      # iPhone landscape
        artBeside: artwork.trailing == controls.leading - 24
        artwork.height == root.safe.height - 40
        font title title2                      # a property value for these environments
        deactivate artAbove                    # a base constraint not installed here
    }
    when regular-width regular-height { constant cardHeight 500; axis buttons horizontal }
    state full {
        when compact-height { priority artBeside 999 }
    }
    """

    static let scene = """
    canvas 390x844 safe-area(top: 47, bottom: 34)
    size landscape 844x390 safe-area(leading: 47, trailing: 47, bottom: 21)
    size ipad 1024x1366
    view artwork
    view controls {
        label title "Song"
        stack buttons {
            axis vertical
            view b1 { intrinsic 44x44 }
            view b2 { intrinsic 44x44 }
        }
        title.top == super.top
        title.leading == super.leading
        buttons.top == title.bottom + 8
        buttons.leading == super.leading
    }
    view card
    artwork.top == root.safe.top + 20
    artwork.leading == root.safe.leading + 20
    artwork.width == artwork.height
    artwork.width == 300 @750
    artAbove: controls.top == artwork.bottom + 20
    controls.top == artwork.top @500
    controls.leading == root.safe.leading + 20 @700
    controls.width == 300
    controls.height == 200
    card.leading == root.leading
    card.trailing == root.trailing
    card.bottom == root.bottom
    cardHeight: card.height == 100
    state normal

    """ + example + "\n"

    static func layouts(_ state: String) throws -> [String: Layout] {
        let result = StatesCompiler.compile(source: scene, file: "spec.states")
        let scene = try #require(result.scene, "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let engine = LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
        var out: [String: Layout] = [:]
        for size in ["default", "landscape", "ipad"] { out[size] = try engine.layout(state: state, environment: size) }
        return out
    }

    @Test("portrait: the base set; landscape: the artwork beside the controls, the safe height less 40, title2; iPad: the card 500 high, the buttons in a row")
    func frames() throws {
        for state in ["normal", "full"] {
            let l = try Self.layouts(state)
            let portrait = try #require(l["default"]), landscape = try #require(l["landscape"]), ipad = try #require(l["ipad"])
            #expect(portrait.frames["artwork"] == Rect(x: 20, y: 67, width: 300, height: 300), "\(state)")
            #expect(portrait.frames["controls"] == Rect(x: 20, y: 387, width: 300, height: 200), "\(state)")
            #expect(portrait.frames["card"]?.height == 100)
            #expect(portrait.frames["buttons"].map { [$0.width, $0.height] } == [44, 88])
            #expect(portrait.texts["title"]?.font.size == 17)
            // Landscape: the safe area is 844 − 94 wide and 390 − 21 high.
            #expect(landscape.frames["artwork"] == Rect(x: 67, y: 20, width: 329, height: 329), "\(state)")
            #expect(landscape.frames["controls"] == Rect(x: 420, y: 20, width: 300, height: 200), "\(state)")
            #expect(landscape.texts["title"]?.font.size == 22)
            #expect(landscape.conflicts.isEmpty && landscape.ambiguous.isEmpty)
            #expect(ipad.frames["card"] == Rect(x: 0, y: 866, width: 1024, height: 500), "\(state)")
            #expect(ipad.frames["buttons"].map { [$0.width, $0.height] } == [88, 44])
            #expect(ipad.frames["artwork"] == Rect(x: 20, y: 20, width: 300, height: 300))
        }
    }
}
