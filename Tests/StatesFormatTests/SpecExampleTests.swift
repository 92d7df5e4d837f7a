import Testing
@testable import StatesFormat

@Suite("The specification's complete example (§1)")
struct SpecExampleTests {
    let file = "States/position-priority.states"

    @Test("parses into the expected syntax tree")
    func syntaxTree() throws {
        let (ast, diagnostics) = StatesCompiler.parse(source: specExample, file: file)
        #expect(diagnostics.isEmpty)
        #expect(ast.statements.count == 13)
        guard case .scene(let title, _) = ast.statements[0] else { Issue.record("scene"); return }
        #expect(title.value == "Dynamic position (priority swap)")
        guard case .size(let name, let d) = ast.statements[2] else { Issue.record("size"); return }
        #expect(name.text == "landscape" && d.values.count == 2)
        guard case .element(let label) = ast.statements[3] else { Issue.record("element"); return }
        #expect(label.kind.text == "label" && label.id.text == "title" && label.text?.value == "Position")
        #expect(label.range == SourceRange(start: SourceLocation(file: file, line: 6, column: 1),
                                           end: SourceLocation(file: file, line: 6, column: 41)))
        guard case .constraint(let left) = ast.statements[5] else { Issue.record("constraint"); return }
        #expect(left.name?.text == "left")
        #expect(left.first.path.map(\.text) == ["title", "leading"])
        #expect(left.second?.path.map(\.text) == ["root", "leading"])
        #expect(left.constant?.value == 8)
        #expect(left.priority?.value == .number(750))
        #expect(left.first.range.start.column == 9)
        guard case .constraint(let right) = ast.statements[7] else { Issue.record("right"); return }
        #expect(right.constant?.value == -8)
        guard case .state(let center) = ast.statements[9] else { Issue.record("state"); return }
        #expect(center.items.count == 2)
        guard case .transition(let t) = ast.statements[11] else { Issue.record("transition"); return }
        #expect(t.from.name == nil && t.to.name == nil && !t.bidirectional && t.items.count == 2)
        guard case .sequence(let s) = ast.statements[12] else { Issue.record("sequence"); return }
        #expect(s.states.map(\.text) == ["left", "center", "right", "left"])
    }

    @Test("checks into the expected scene")
    func scene() throws {
        let result = compile(specExample, file: file)
        #expect(result.diagnostics.isEmpty)
        let scene = try #require(result.scene)
        #expect(scene.id == "position-priority")
        #expect(scene.title == "Dynamic position (priority swap)")
        #expect(scene.file == file)
        #expect(scene.canvas.name == "default")
        #expect(scene.canvas.size == Size(width: 390, height: 844))
        #expect(scene.canvas.safeArea == InsetSpec(top: 47, bottom: 34))
        #expect(scene.sizes.map(\.name) == ["landscape"])
        #expect(scene.sizes[0].size == Size(width: 844, height: 390))
        #expect(scene.sizes[0].safeArea == InsetSpec(bottom: 21, leading: 47, trailing: 47))

        let title = try #require(scene.element("title"))
        #expect(title.kind == .label && title.text == "Position" && title.parent == "root")
        #expect(title.color == DynamicColor(Color(r: 0x34, g: 0x78, b: 0xF6)) && title.colorWritten)
        #expect(scene.rootChildren == ["title"])

        let range8 = SourceRange(start: SourceLocation(file: file, line: 8, column: 1),
                                 end: SourceLocation(file: file, line: 8, column: 32))
        let top = Constraint(id: "States/position-priority.states:8",
                             first: Anchor(item: .element("title"), attribute: .top, range: at(8, 1, 10, file: file)),
                             relation: .equal,
                             second: Anchor(item: .safeArea(of: "root"), attribute: .top, range: at(8, 14, 27, file: file)),
                             constant: 40, range: range8)
        #expect(scene.constraints.count == 4)
        #expect(scene.constraints[0] == top)
        let ids = scene.constraints.map(\.id)
        #expect(ids == ["States/position-priority.states:8", "left", "center", "right"])
        #expect(scene.constraints.map(\.priority) == [1000, 750, 250, 250])
        #expect(scene.constraints.map(\.constant) == [40, 8, 0, -8])
        #expect(scene.constraints[2].first.attribute == .centerX && scene.constraints[2].second?.attribute == .centerX)

        #expect(scene.states.map(\.name) == ["left", "center", "right"])
        #expect(scene.initialState == "left")
        #expect(scene.states[0].changes.isEmpty)
        #expect(scene.states[1].changes.map(\.change) == [.priority(constraint: "left", 250), .priority(constraint: "center", 750)])
        #expect(scene.states[2].changes.map(\.change) == [.priority(constraint: "left", 250), .priority(constraint: "right", 750)])
        #expect(scene.states[1].changes[0].range == at(14, 16, 33, file: file))

        #expect(scene.transitions.count == 1)
        let t = scene.transitions[0]
        #expect(t.from == .any && t.to == .any && t.duration == 0.3 && t.curve == .easeInOut && t.delay == 0)
        var tour = StateSequence(name: "tour", states: ["left", "center", "right", "left"], hold: 0.4, range: scene.sequences[0].range)
        tour.holdRange = at(18, 50, 58, file: file)
        #expect(scene.sequences == [tour])
        #expect(scene.sequences[0].range.start.line == 18)
    }
}
