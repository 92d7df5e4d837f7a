import AnimLayout
import AnimUIKit
import Foundation
import Testing

/// A text view that does not scroll (`scrollEnabled="NO"`) sizes itself to its text, as a
/// label does: the import keeps the size Xcode saved for it, where before it collapsed to 0 pt
/// and the views below it slid onto the ones above (KeePassium's field cells: two icons
/// "overlapping"). A scrolling text view has no size of its own.
@Suite struct TextViewImportTests {
    static func textView(scrolls: Bool) -> String {
        """
        <textView clipsSubviews="YES" contentMode="scaleToFill" \(scrolls ? "" : #"scrollEnabled="NO""#) editable="NO" text="{Field Value}" translatesAutoresizingMaskIntoConstraints="NO" id="tv-1">
            <rect key="frame" x="16" y="20" width="200" height="35"/>
        </textView>
        """
    }

    static let pins = """
        <constraint firstItem="tv-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="t1"/>
        <constraint firstItem="tv-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="t2"/>
        <constraint firstItem="tv-1" firstAttribute="width" constant="200" id="t3"/>
        <constraint firstItem="below-1" firstAttribute="top" secondItem="tv-1" secondAttribute="bottom" constant="8" id="t4"/>
        """

    @Test func aTextViewThatDoesNotScrollKeepsItsSavedHeight() throws {
        let frames = try ControlMetricsImportTests.frames(ControlMetricsImportTests.xib(Self.textView(scrolls: false), Self.pins))
        #expect(frames["textView1"]?.height == 35)
        #expect(frames["view1"]?.y == 63.0, "the view below follows it: \(frames)")
    }

    @Test func aScrollingTextViewHasNoSizeOfItsOwn() throws {
        let data = ControlMetricsImportTests.xib(Self.textView(scrolls: true), Self.pins)
        let scene = try #require(try InterfaceBuilderImport.scenes(from: data, file: "T.xib").get().first)
        #expect(!scene.text.contains("intrinsic(width: 200, height: 35)"), "\(scene.text)")
    }
}
