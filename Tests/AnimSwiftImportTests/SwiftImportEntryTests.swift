@testable import AnimSwiftImport
import AnimUIKit
import Foundation
import Testing

/// The Swift reader's C entry points, called as `animlayout` calls them once it has loaded the
/// library: a request as JSON in, the scenes as text (or the failure) out.
@Suite struct SwiftImportEntryTests {
    /// The answer to `request`, through the entry points.
    static func answer(_ request: String) throws -> SwiftImportResponse {
        let answer = try #require(request.withCString { animlayoutSwiftImportRun($0) })
        defer { animlayoutSwiftImportFree(answer) }
        return try JSONDecoder().decode(SwiftImportResponse.self, from: Data(String(cString: answer).utf8))
    }

    static func answer(_ request: SwiftImportRequest) throws -> SwiftImportResponse {
        try answer(String(decoding: try JSONEncoder().encode(request), as: UTF8.self))
    }

    @Test func aSwiftFileComesBackAsTheScenesItMakes() throws {
        let source = try Data(contentsOf: SwiftImportTests.here.appendingPathComponent("SwiftSources/TilesView.swift.txt"))
        let sent = try Self.answer(SwiftImportRequest(file: "TilesView.swift", contents: source)).result.get()
        let direct = try SwiftCodeImport.scenes(from: String(decoding: source, as: UTF8.self), file: "TilesView.swift").get()
        #expect(sent.map(\.id) == direct.map(\.id) && sent.map(\.text) == direct.map(\.text))
        #expect(sent.map(\.warnings) == direct.map(\.warnings) && !sent.flatMap(\.warnings).isEmpty)
        #expect(sent.allSatisfy(\.compiles) && sent.first?.compiled?.elements.count == direct.first?.compiled?.elements.count)
        #expect(animlayoutSwiftImportVersion() == SwiftImportRequest.version)
    }

    @Test func aStoryboardWithItsControllersCodeKeepsItsObjectIDs() throws {
        let examples = SwiftImportTests.here.appendingPathComponent("../../Examples")
        var request = SwiftImportRequest(file: "Card.storyboard", contents: try Data(contentsOf: examples.appendingPathComponent("Card.storyboard")))
        request.code = [.init(text: try String(contentsOf: examples.appendingPathComponent("CardViewController.swift"), encoding: .utf8),
                              file: "CardViewController.swift")]
        let scene = try #require(try Self.answer(request).result.get().first)
        #expect(scene.text.contains("state compact {") && scene.objectIDs.values.contains("box-44-box"), "\(scene.text)")
    }

    @Test func failuresKeepTheirLineAndABadRequestIsAFailure() throws {
        let broken = SwiftImportRequest(file: "A.swift", contents: Data("final class A: UIView {\n    let a = UIView(\n}\n".utf8))
        guard case .failure(let f) = try Self.answer(broken).result else { Issue.record("broken Swift was accepted"); return }
        #expect(f.line != nil && f.message.contains("does not parse"), "\(f)")
        guard case .failure(let bad) = try Self.answer("{\"file\": 3}").result else { Issue.record("a bad request was accepted"); return }
        #expect(bad.line == nil && bad.message.contains("cannot read"), "\(bad)")
    }

    @Test func imagePathsAreRewrittenRelativeToTheScenesFolder() {
        var request = SwiftImportRequest(file: "/a/code/V.swift", contents: Data())
        #expect(request.imagePath("img.png") == "img.png")
        request.imageFolder = "/a/code"
        request.outFolder = "/a/x/y"
        #expect(request.imagePath("assets/img.png") == "../../code/assets/img.png")
        #expect(request.imagePath("/a/img.png") == "../../img.png")
    }
}
