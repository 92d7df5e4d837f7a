import Testing
@testable import AnimLayout

/// Size-class `when` blocks solved per environment (docs/format.md, "Size-class variations"),
/// against frames worked out by hand: the artwork above the controls in portrait (compact
/// width, regular height), beside them wherever the height is compact, wider on an iPad
/// (regular both ways), and a written `size-class(...)` overriding the size's own classes.
@Suite("Engine: size-class variations")
struct SizeClassVariationTests {
    static let source = """
    canvas 390x844
    size landscape 844x390
    size small 667x375
    size ipad 1024x1366
    size forced 390x844 size-class(width: regular, height: compact)

    view art { color red }
    view controls { color blue }
    label caption "Hi" { font 10 }
    stack buttons {
        axis vertical
        view b1 { intrinsic 10x10 }
        view b2 { intrinsic 10x10 }
    }
    art.top == root.top + 20
    art.leading == root.leading + 20
    artWidth: art.width == 100
    art.height == 100
    controls.width == 200
    controls.height == 50
    above: controls.top == art.bottom + 10
    lead: controls.leading == root.leading + 20
    caption.top == root.top + 300
    caption.leading == root.leading
    buttons.top == root.top + 400
    buttons.leading == root.leading

    when compact-height {
        deactivate above, lead
        beside: controls.leading == art.trailing + 24
        controls.top == art.top
        font caption 20
        axis buttons horizontal
    }
    when regular-width regular-height { constant artWidth 300 }

    state normal
    state moved { constant beside 60 }
    state wide {
        when compact-height { constant beside 40; hide caption }
    }
    """

    static func engine() throws -> LayoutEngine {
        let result = StatesCompiler.compile(source: source, file: "v.states")
        let scene = try #require(result.scene, "\(result.diagnostics.map(\.message))")
        return LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer())
    }

    @Test("each size's classes follow UIKit's, and size-class(...) overrides them")
    func classes() throws {
        let scene = try #require(StatesCompiler.compile(source: Self.source, file: "v.states").scene)
        let classes = ([scene.canvas] + scene.sizes).map { "\($0.name) \($0.sizeClasses.width.rawValue)/\($0.sizeClasses.height.rawValue)" }
        #expect(classes == ["default compact/regular", "landscape regular/compact", "small compact/compact",
                            "ipad regular/regular", "forced regular/compact"])
    }

    @Test("portrait keeps the base set: the artwork above the controls")
    func portrait() throws {
        let layout = try Self.engine().layout(state: "normal", environment: "default")
        #expect(layout.frames["art"] == Rect(x: 20, y: 20, width: 100, height: 100))
        #expect(layout.frames["controls"] == Rect(x: 20, y: 130, width: 200, height: 50))
        #expect(layout.frames["caption"] == Rect(x: 0, y: 300, width: 12, height: 12))
        #expect(layout.frames["buttons"] == Rect(x: 0, y: 400, width: 10, height: 20))
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty)
    }

    @Test("compact height (landscape, small landscape, a forced size class): beside, with the block's font and axis")
    func compactHeight() throws {
        let engine = try Self.engine()
        for size in ["landscape", "small", "forced"] {
            let layout = try engine.layout(state: "normal", environment: size)
            #expect(layout.frames["art"] == Rect(x: 20, y: 20, width: 100, height: 100), "\(size)")
            #expect(layout.frames["controls"] == Rect(x: 144, y: 20, width: 200, height: 50), "\(size)")
            #expect(layout.frames["caption"] == Rect(x: 0, y: 300, width: 24, height: 24), "\(size)")
            #expect(layout.frames["buttons"] == Rect(x: 0, y: 400, width: 20, height: 10), "\(size)")
            #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty, "\(size)")
        }
    }

    @Test("regular both ways: the iPad's block changes a base constant, the compact-height block does not hold")
    func ipad() throws {
        let layout = try Self.engine().layout(state: "normal", environment: "ipad")
        #expect(layout.frames["art"] == Rect(x: 20, y: 20, width: 300, height: 100))
        #expect(layout.frames["controls"] == Rect(x: 20, y: 130, width: 200, height: 50))
        #expect(layout.frames["caption"]?.height == 12)
    }

    @Test("a state's change to a constraint of a block changes nothing where the block does not hold")
    func uninstalled() throws {
        let engine = try Self.engine()
        let portrait = try engine.layout(state: "moved", environment: "default")
        #expect(portrait.frames["controls"] == Rect(x: 20, y: 130, width: 200, height: 50))
        let landscape = try engine.layout(state: "moved", environment: "landscape")
        #expect(landscape.frames["controls"] == Rect(x: 180, y: 20, width: 200, height: 50))
    }

    @Test("a state's when block applies after its changes, only where it holds")
    func stateWhen() throws {
        let engine = try Self.engine()
        let portrait = try engine.layout(state: "wide", environment: "default")
        #expect(portrait.frames["controls"] == Rect(x: 20, y: 130, width: 200, height: 50))
        #expect(!portrait.hidden.contains("caption"))
        let landscape = try engine.layout(state: "wide", environment: "landscape")
        #expect(landscape.frames["controls"] == Rect(x: 160, y: 20, width: 200, height: 50))
        #expect(landscape.hidden.contains("caption"))
    }

    @Test("a state resolved in portrait and laid out in landscape (a rotation) takes landscape's variations")
    func rotation() throws {
        let engine = try Self.engine()
        let resolved = try engine.resolve(state: "wide", environment: "default")
        let landscape = try engine.layout(resolved, in: try engine.environment(named: "landscape"))
        #expect(landscape.frames["controls"] == Rect(x: 160, y: 20, width: 200, height: 50))
        let back = try engine.layout(try engine.resolve(state: "wide", environment: "landscape"),
                                     in: try engine.environment(named: "default"))
        #expect(back.frames["controls"] == Rect(x: 20, y: 130, width: 200, height: 50))
    }

    @Test("a scene without when blocks is its own variation")
    func noVariations() throws {
        let scene = try #require(StatesCompiler.compile(source: "canvas 390x844\nview a\n", file: "n.states").scene)
        #expect(!scene.hasVariations)
        #expect(scene.varied(for: scene.canvas) == scene)
    }
}
