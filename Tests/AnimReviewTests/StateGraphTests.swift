import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import AnimReview
import AnimLayout
import StatesFormat

/// The state graph is drawn from the events (§13): one arrow per pair, triggers joined.
@Suite struct StateGraphTests {
    static func scene(_ source: String) throws -> Scene {
        let result = StatesCompiler.compile(source: Array(source.utf8), file: "graph.states")
        guard let scene = result.scene, !result.hasErrors else {
            throw CompileFailure(text: DiagnosticRenderer(source: Array(source.utf8)).render(result.diagnostics))
        }
        return scene
    }

    struct CompileFailure: Error { var text: String }

    static let source = """
    scene "Graph"
    canvas 200x200
    view a
    a.top == root.top + 10
    a.leading == root.leading + 10
    a.width == 60
    a.height == 60 @750
    state one
    state two { a.height == 80 }
    state three { a.height == 100 }
    on tap a: one -> two
    on tap a: two -> one
    after 2s: two -> three
    on tap a: * -> three
    """

    @Test func edgesComeFromEvents() throws {
        let edges = StateGraph.edges(scene: try Self.scene(Self.source))
        #expect(edges.map { "\($0.from)->\($0.to): \($0.labels.joined(separator: ", "))" }
                == ["one->two: tap a", "two->one: tap a", "two->three: after 2s", "*->three: tap a"])
        #expect(edges.allSatisfy { !$0.declared })
    }

    @Test func svgHasANodePerStateAndAnArrowPerEdge() throws {
        let svg = StateGraph.svg(scene: try Self.scene(Self.source))
        #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == 3)
        #expect(svg.components(separatedBy: "<g class=\"edge").count - 1 == 4)
        #expect(svg.contains("data-state=\"two\""))
        #expect(svg.contains(">any</text>"))
        // Parses as XML.
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
