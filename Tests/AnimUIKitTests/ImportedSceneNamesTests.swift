import AnimUIKit
import Foundation
import Testing

/// Issue 60: every imported file gets a scene named after it, so that `import` writes each to
/// a file of its own name: a XIB's one view takes the file's name, a name that cannot be an id
/// as it is keeps its letters after "scene" instead of every such file becoming scene.states.
@Suite struct ImportedSceneNamesTests {
    static let xib = ControlMetricsImportTests.xib("", "")

    static func ids(_ file: String) throws -> [String] {
        try InterfaceBuilderImport.scenes(from: xib, file: file).get().map(\.id)
    }

    @Test func aXIBsViewIsNamedAfterTheFile() throws {
        #expect(try Self.ids("Views/DirectoryFiltersView.xib") == ["DirectoryFiltersView"])
    }

    @Test func aFileNameStartingWithADigitKeepsItsLetters() throws {
        #expect(try Self.ids("2FAView.xib") == ["scene2FAView"])
        #expect(try Self.ids("Filters View~iphone.xib") == ["FiltersViewIphone"])
    }
}
