import AnimLayout
import AnimText
import AnimUIKit
import Foundation
import StatesFormat
import Testing

/// Text keeps the size Xcode saved (it measures San Francisco, which is not shipped): a label
/// gets its saved frame's size as its intrinsic size and draws its text smaller rather than
/// cut it short; `--measure-text` measures it here; Interface Builder's own "adjusts font size
/// to fit" is carried over; a switch saved at Xcode 26's 63x28 keeps that size.
@Suite struct SavedTextSizeImportTests {
    static func xib(label: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24127" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        \(label)
                        <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sw-1">
                            <rect key="frame" x="294" y="36" width="63" height="28"/>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="lb-1" firstAttribute="centerY" secondItem="root-1" secondAttribute="centerY" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="sw-1" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstItem="sw-1" firstAttribute="centerY" secondItem="root-1" secondAttribute="centerY" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.utf8)
    }

    static let plain = """
        <label opaque="NO" text="GitHawk Signature" translatesAutoresizingMaskIntoConstraints="NO" id="lb-1">
            <rect key="frame" x="16" y="40" width="135" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="16"/>
        </label>
        """

    static func layout(_ text: String) throws -> Layout {
        let result = StatesCompiler.compile(source: Array(text.utf8), file: "imported.states")
        let scene = try #require(result.scene, "\(result.diagnostics)")
        return try LayoutEngine(scene: scene, measurer: try TextSystem.shared(fontFiles: [])).layout(state: scene.initialState)
    }

    @Test func aLabelKeepsXcodesSizeAndASwitchItsFrame() throws {
        let scene = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(label: Self.plain), file: "Cell.xib").get().first)
        #expect(scene.text.contains("saved-size 135x20"), "\(scene.text)")
        #expect(scene.text.contains("minimum-scale 0.8"))
        #expect(scene.text.contains("intrinsic 61x28"))
        let frames = try Self.layout(scene.text).frames
        #expect(frames["label1"] == Rect(x: 16, y: 40, width: 135, height: 20))
        // The alignment rect (61 wide) ends 20 from the right, the frame 2 further: x 375 - 20 + 2 - 63.
        #expect(frames["switch1"] == Rect(x: 294, y: 36, width: 63, height: 28))
    }

    /// The label's frame at Dynamic Type size `category`.
    static func labelFrame(_ text: String, at category: ContentSizeCategory) throws -> Rect? {
        let result = StatesCompiler.compile(source: Array(text.utf8), file: "imported.states")
        var scene = try #require(result.scene, "\(result.diagnostics)")
        scene.canvas.textSize = category
        return try LayoutEngine(scene: scene, measurer: try TextSystem.shared(fontFiles: [])).layout(state: scene.initialState).frames["label1"]
    }

    @Test("a text-style label keeps Xcode's size at the default text size and is measured as its font grows; a fixed font keeps it at every size")
    func aSavedSizeHoldsWhileTheFontIsTheSizeItWasSavedAt() throws {
        let styled = Self.plain.replacingOccurrences(of: #"type="system" pointSize="16""#, with: #"style="UICTFontTextStyleBody""#)
        let scene = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(label: styled), file: "Cell.xib").get().first)
        #expect(scene.text.contains("font body") && scene.text.contains("saved-size 135x20"), "\(scene.text)")
        let saved = try #require(try Self.labelFrame(scene.text, at: .large))
        #expect(saved.width == 135 && saved.height == 20, "\(saved)")
        // At accessibility-xl body is 40 pt (UIKit's table): measured, one line of it.
        let grown = try #require(try Self.labelFrame(scene.text, at: .accessibilityXL))
        let measured = try TextSystem.shared(fontFiles: []).measure(TextRequest("GitHawk Signature", font: FontSpec.system(40)))
        #expect(grown.width == measured.width && grown.height == measured.height, "\(grown) vs \(measured)")
        let fixed = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(label: Self.plain), file: "Cell.xib").get().first)
        let kept = try #require(try Self.labelFrame(fixed.text, at: .accessibilityXL))
        #expect(kept.width == 135 && kept.height == 20, "\(kept)")
    }

    @Test("a when block that sets another font measures the label in it; where it does not hold the saved size stays")
    func aVariedFontIsMeasured() throws {
        let text = """
        canvas 390x844
        size landscape 844x390
        label name "GitHawk Signature" { font title2; saved-size 160x26 }
        name.leading == root.leading + 16
        name.top == root.top + 40
        when compact-height { font name title3 }
        state initial
        """
        let result = StatesCompiler.compile(source: Array(text.utf8), file: "varied.states")
        let scene = try #require(result.scene, "\(result.diagnostics)")
        let engine = LayoutEngine(scene: scene, measurer: try TextSystem.shared(fontFiles: []))
        let portrait = try #require(try engine.layout(state: "initial", environment: "default").frames["name"])
        #expect(portrait.width == 160 && portrait.height == 26)
        let landscape = try #require(try engine.layout(state: "initial", environment: "landscape").frames["name"])
        let title3 = try TextSystem.shared(fontFiles: []).measure(TextRequest("GitHawk Signature", font: FontChoice.style(.title3).resolved(at: .large)))
        #expect(landscape.width == title3.width && landscape.height == title3.height, "\(landscape) vs \(title3)")
    }

    @Test func measuringTextLeavesTheSizeToTheFonts() throws {
        let scene = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(label: Self.plain), file: "Cell.xib", measuringText: true).get().first)
        #expect(!scene.text.contains("saved-size 135x20"))
        #expect(!scene.text.contains("minimum-scale"))
        let measured = try TextSystem.shared(fontFiles: []).measure(TextRequest("GitHawk Signature", font: .system(16)))
        #expect(try Self.layout(scene.text).frames["label1"]?.width == measured.width)
    }

    @Test func interfaceBuildersAdjustsFontSizeIsCarriedOver() throws {
        let label = Self.plain.replacingOccurrences(of: "id=\"lb-1\">", with: "adjustsFontSizeToFit=\"YES\" minimumScaleFactor=\"0.5\" id=\"lb-1\">")
        let scene = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(label: label), file: "Cell.xib", measuringText: true).get().first)
        #expect(scene.text.contains("minimum-scale 0.5"), "\(scene.text)")
        let kept = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(label: label), file: "Cell.xib").get().first)
        #expect(kept.text.contains("minimum-scale 0.5"))
    }

    @Test func minimumScaleIsChecked() {
        for (text, ok) in [("label t \"Hi\" { minimum-scale 0.5 }", true), ("label t \"Hi\" { minimum-scale 0 }", false),
                           ("label t \"Hi\" { minimum-scale 1.5 }", false), ("view t { minimum-scale 0.5 }", false)] {
            let result = StatesCompiler.compile(source: Array("canvas 100x100\n\(text)\nt.top == root.top\nt.leading == root.leading\n".utf8), file: "t.states")
            #expect(result.hasErrors != ok, "\(text): \(result.diagnostics.map(\.message))")
        }
    }

    /// A body label saved 17 pt high (FrameGrabber's settings rows, saved at a smaller preview
    /// text size) cannot be Xcode's layout at the default size, where one line of body is
    /// about 20.5 pt: it is measured, so that the audit does not report it cut to 17.
    @Test func aSavedSizeLowerThanOneLineIsMeasured() throws {
        let styled = Self.plain.replacingOccurrences(of: #"type="system" pointSize="16""#, with: #"style="UICTFontTextStyleBody""#)
            .replacingOccurrences(of: #"width="135" height="20""#, with: #"width="135" height="17""#)
        let scene = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(label: styled), file: "Cell.xib").get().first)
        #expect(scene.text.contains("saved-size 135x17"), "\(scene.text)")
        let frame = try #require(try Self.labelFrame(scene.text, at: .large))
        let measured = try TextSystem.shared(fontFiles: []).measure(TextRequest("GitHawk Signature", font: FontSpec.system(17)))
        #expect(frame.height == measured.height && frame.width == measured.width, "\(frame) vs \(measured)")
        #expect(frame.height > 20)
    }

    /// A button Xcode saved 53 high around a 29-pt title (16-pt content insets, which the
    /// format does not carry) keeps those 24 pt around its title as Dynamic Type grows it,
    /// instead of shrinking to its title (FrameGrabber's "Allow Access" button, audited as a
    /// 29-pt tap target at every size but the default).
    @Test func aButtonKeepsItsSavedInsetsAsItsTitleGrows() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="lb-1">
                <rect key="frame" x="16" y="24" width="160" height="53"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                <inset key="contentEdgeInsets" minX="16" minY="16" maxX="16" maxY="16"/>
                <state key="normal" title="Allow Access"/>
            </button>
            """
        let scene = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(label: button), file: "Cell.xib").get().first)
        #expect(scene.text.contains("saved-size 160x53"), "\(scene.text)")
        let saved = try #require(try Self.labelFrame(scene.text.replacingOccurrences(of: "button1", with: "label1"), at: .large))
        #expect(saved.height == 53)
        let small = try #require(try Self.labelFrame(scene.text.replacingOccurrences(of: "button1", with: "label1"), at: .s))
        #expect(small.height > 44, "the insets stay around a smaller title: \(small)")
    }
}
