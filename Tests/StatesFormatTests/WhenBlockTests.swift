import Testing
@testable import StatesFormat

/// `when` blocks in the format (docs/format.md, "Size-class variations"): what the checker makes
/// of them, the located errors, and the printer's round trip.
@Suite("When blocks")
struct WhenBlockTests {
    let base = "canvas 390x844\nlabel title \"T\"\nview box\nstack row\n"

    @Test("a top-level block and a state's: conditions, constraints, changes and properties in the model")
    func model() throws {
        let source = base + """
        above: box.top == title.bottom + 8
        when compact-height regular-width {
            deactivate above
            beside: box.leading == title.trailing + 24
            font title title2
            axis row vertical
            spacing row 12
            lines title 2
            alignment row center
            color box red
        }
        state a { when compact-width { priority beside 999; hide title } }
        """
        let result = compile(source)
        let scene = try #require(result.scene, "\(result.diagnostics.map(\.message))")
        #expect(scene.variations.count == 1)
        let v = try #require(scene.variations.first)
        #expect(v.condition == SizeClassCondition(width: .regular, height: .compact))
        #expect(v.constraints.map(\.id) == ["beside"])
        #expect(v.properties.map(\.value) == [.font(.style(.title2)), .axis(.vertical), .spacing(12), .lines(2), .stackAlignment(.center)])
        #expect(v.changes.count == 3)
        #expect(v.range.start.line == 6)
        let state = try #require(scene.state("a"))
        #expect(state.changes.isEmpty)
        #expect(state.variations.first?.condition == SizeClassCondition(width: .compact))
        #expect(state.variations.first?.changes.map(\.change) == [.priority(constraint: "beside", 999), .hide(element: "title")])
        #expect(scene.hasVariations)
    }

    @Test("varied for landscape: the block's constraint installed, the deactivated one gone, the properties set")
    func varied() throws {
        let source = base + """
        above: box.top == title.bottom + 8
        when compact-height { deactivate above; beside: box.leading == title.trailing + 24; font title 30; hide box }
        state a { constant beside 4 }
        """
        let scene = try #require(compile(source).scene)
        let landscape = scene.varied(for: SizeClasses(width: .regular, height: .compact))
        #expect(landscape.scene.constraints.map(\.id) == ["beside"])
        #expect(landscape.scene.element("title")?.font == .fixed(.system(30)))
        #expect(landscape.scene.element("box")?.hidden == true)
        #expect(landscape.scene.state("a")?.changes.count == 1)
        #expect(landscape.ignored.isEmpty)
        let portrait = scene.varied(for: SizeClasses(width: .compact, height: .regular))
        #expect(portrait.scene.constraints.map(\.id) == ["above"])
        #expect(portrait.scene.element("title")?.font == compile(base).scene?.element("title")?.font)
        #expect(portrait.scene.state("a")?.changes.isEmpty == true)
        #expect(portrait.ignored.map(\.constraint) == ["beside"])
        #expect(portrait.ignored.first?.range.start.line == 7)
    }

    @Test("located errors: an unknown condition, a when inside a when, a property that cannot vary")
    func errorsAreLocated() {
        #expect(errors(base + "when compact-hieght { box.width == 10 }") == [
            "5:6: unknown size-class condition 'compact-hieght'; did you mean 'compact-height'?"])
        #expect(errors(base + "when landscape { box.width == 10 }") == [
            "5:6: unknown size-class condition 'landscape'; expected compact-width, regular-width, compact-height, regular-height"])
        #expect(errors(base + "when compact-height {\n    when regular-width { box.width == 10 }\n}") == [
            "6:5: a 'when' block cannot be inside another 'when' block; write one block with all the conditions (conditions written together must all hold)"])
        let cannot = errors(base + "when compact-height { hugging box 200 }")
        #expect(cannot.count == 1)
        #expect(cannot.first?.hasPrefix("5:23: 'hugging' cannot vary by size class") == true)
        #expect(errors(base + "when compact-width regular-width { box.width == 10 }") == [
            "5:20: 'regular-width' contradicts 'compact-width': an environment has one width class"])
        #expect(errors(base + "when compact-height { font nobody 20 }") == ["5:28: unknown element 'nobody'"])
        #expect(errors(base + "when compact-height { axis title vertical }").count == 1)
        #expect(errors(base + "state s { when compact-height { font title 20 } }").first?.hasPrefix("5:33: 'font' in a state's 'when' block") == true)
        #expect(errors(base + "when compact-height { constant c (root.width - 10) / 2 }\nc: box.width == 10").first?
            .hasPrefix("5:34: a top-level 'when' block's 'constant' must be a number") == true)
    }

    @Test("a constraint of a top-level block is named everywhere; one of a state's block only in that state")
    func names() {
        #expect(errors(base + "when compact-height { beside: box.leading == title.trailing }\nstate a { priority beside 999 }").isEmpty)
        #expect(errors(base + "state a { when compact-height { w: box.width == 10 } }\nstate b { constant w 4 }") == [
            "6:20: constraint 'w' does not exist in state 'b': it belongs to another state"])
        // The blocks are checked after the base set, so the block's name is the one reported.
        #expect(errors(base + "when compact-height { w: box.width == 10 }\nw: box.height == 10") == [
            "5:23: duplicate constraint name 'w'"])
    }

    @Test("size-class on a canvas or size: the width alone, or (width:, height:), with located errors")
    func sizeClassOption() throws {
        let scene = try #require(compile("canvas 390x844 size-class(width: regular, height: compact)\nsize s 390x844 size-class regular\n").scene)
        #expect(scene.canvas.sizeClasses == SizeClasses(width: .regular, height: .compact))
        #expect(scene.sizes.first?.sizeClasses == SizeClasses(width: .regular, height: .regular))
        #expect(errors("canvas 390x844 size-class(width: big)") == ["1:34: unknown size class 'big'; expected regular or compact"])
    }

    @Test("UIKit's size classes: phone portrait, landscape below and from 736 points wide, iPad")
    func uiKitClasses() {
        #expect(SizeClasses.uiKit(for: Size(width: 390, height: 844)) == SizeClasses(width: .compact, height: .regular))
        #expect(SizeClasses.uiKit(for: Size(width: 667, height: 375)) == SizeClasses(width: .compact, height: .compact))
        #expect(SizeClasses.uiKit(for: Size(width: 735, height: 414)) == SizeClasses(width: .compact, height: .compact))
        #expect(SizeClasses.uiKit(for: Size(width: 736, height: 414)) == SizeClasses(width: .regular, height: .compact))
        #expect(SizeClasses.uiKit(for: Size(width: 844, height: 390)) == SizeClasses(width: .regular, height: .compact))
        #expect(SizeClasses.uiKit(for: Size(width: 1024, height: 1366)) == SizeClasses(width: .regular, height: .regular))
        #expect(SizeClasses.uiKit(for: Size(width: 1366, height: 1024)) == SizeClasses(width: .regular, height: .regular))
    }

    @Test("when blocks print and parse back to the same print; the printed scene compiles to the same variations")
    func roundTrip() throws {
        let source = base + """
        above: box.top == title.bottom + 8
        when compact-height {
            deactivate above
            beside: box.leading == title.trailing + 24 @750
            font title title2
            axis row vertical
            color box red
        }
        when regular-width regular-height { constant above 20; show title }
        state a {
            hide box
            when compact-width { priority beside 700; constant above (root.width - 10) / 2 }
        }
        """
        let (ast, diagnostics) = StatesCompiler.parse(source: source, file: "t.states")
        #expect(diagnostics.isEmpty)
        let printed = try StatesPrinter.print(ast)
        #expect(printed.contains("when compact-height {\n    deactivate above\n"))
        #expect(printed.contains("    when compact-width {\n        priority beside 700\n"))
        let (again, againDiagnostics) = StatesCompiler.parse(source: printed, file: "t.states")
        #expect(againDiagnostics.isEmpty)
        #expect(try StatesPrinter.print(again) == printed)
        let a = try #require(compile(source).scene), b = try #require(compile(printed).scene)
        func shape(_ s: Scene) -> [String] {
            (s.variations + s.states.flatMap(\.variations)).map { v in
                "\(v.condition.written) \(v.changes.count) \(v.properties.map(\.value)) \(v.constraints.map(\.id))"
            }
        }
        #expect(shape(a) == shape(b))
        #expect(shape(a).count == 3)
        // A one-line form (as a state item printed on its own) parses back too.
        var printer = Output()
        let line = try printer.stateItem(.when(ASTWhen(conditions: [ASTName("compact-height")],
                                                        items: [.hide([ASTName("box")], .generated)], range: .generated)))
        #expect(line == "when compact-height { hide box }")
    }
}
