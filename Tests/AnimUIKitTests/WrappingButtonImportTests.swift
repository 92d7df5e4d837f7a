import AnimLayout
import AnimText
import AnimUIKit
import Foundation
import StatesFormat
import Testing

/// A button whose title's line break is Word Wrap (or Character Wrap) in the file shows its
/// title on as many lines as it needs in UIKit: the import writes `lines 0`, and at a large
/// text size the button grows with its lines. Truncating modes stay one line.
@Suite struct WrappingButtonImportTests {
    static func button(_ lineBreak: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="\(lineBreak)" translatesAutoresizingMaskIntoConstraints="NO" id="up-1">
            <rect key="frame" x="16" y="20" width="200" height="30"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <state key="normal" title="Products pending upload"/>
        </button>
        """
    }

    static let pins = """
        <constraint firstItem="up-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="u1"/>
        <constraint firstItem="up-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="u2"/>
        <constraint firstItem="up-1" firstAttribute="width" constant="200" id="u3"/>
        """

    /// The button's frame at `textSize`.
    static func frame(_ lineBreak: String, at textSize: ContentSizeCategory) throws -> Rect? {
        let data = ControlMetricsImportTests.xib(Self.button(lineBreak), Self.pins)
        let imported = try #require(try InterfaceBuilderImport.scenes(from: data, file: "B.xib").get().first)
        var scene = try #require(StatesCompiler.compile(source: Array(imported.text.utf8), file: "b.states").scene)
        scene.canvas.textSize = textSize
        return try LayoutEngine(scene: scene, measurer: try TextSystem.shared(fontFiles: [])).layout(state: scene.initialState).frames["button1"]
    }

    @Test func aWordWrappingTitleHasAnyNumberOfLines() throws {
        let text = { (mode: String) in
            try #require(try InterfaceBuilderImport.scenes(from: ControlMetricsImportTests.xib(Self.button(mode), Self.pins), file: "B.xib").get().first).text
        }
        #expect(try text("wordWrap").contains("lines 0"))
        #expect(try text("characterWrap").contains("lines 0"))
        #expect(try !text("middleTruncation").contains("lines"))
    }

    @Test func aWordWrappingButtonGrowsWithItsLines() throws {
        let saved = try #require(try Self.frame("wordWrap", at: .large))
        let wrapped = try #require(try Self.frame("wordWrap", at: .accessibilityXL))
        let oneLine = try #require(try Self.frame("middleTruncation", at: .accessibilityXL))
        #expect(saved.height == 30)
        #expect(wrapped.width == 200 && oneLine.width == 200)
        #expect(wrapped.height > oneLine.height * 1.5, "two lines or more: \(wrapped) against \(oneLine)")
    }
}
