import AnimLayout
import AnimText
import AnimUIKit
import Foundation
import StatesFormat
import Testing

/// Controls whose size changed between Xcode versions keep the one the file saved: a slider
/// 34 high (Xcode 16.3 and later; a real XIB's rows of sliders were each 3 pt short), a
/// progress view 2 high (before iOS 14); a text field pinned by its first baseline sits by
/// its font's baseline although its size is written (it was placed by its top); a custom
/// view, or a UIKit view drawn as a plain view, in a stack that centres it keeps the size
/// across the stack that Xcode saved.
@Suite struct ControlMetricsImportTests {
    static func xib(_ subviews: String, _ constraints: String, toolsVersion: String = "23727") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                    <subviews>
                        \(subviews)
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below-1">
                            <rect key="frame" x="16" y="0" width="100" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        \(constraints)
                        <constraint firstItem="below-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="b1"/>
                        <constraint firstItem="below-1" firstAttribute="width" constant="100" id="b2"/>
                        <constraint firstItem="below-1" firstAttribute="height" constant="10" id="b3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.utf8)
    }

    static func frames(_ data: Data) throws -> [String: Rect] {
        let imported = try #require(try InterfaceBuilderImport.scenes(from: data, file: "Controls.xib").get().first)
        let result = StatesCompiler.compile(source: Array(imported.text.utf8), file: "imported.states")
        let scene = try #require(result.scene, "\(result.diagnostics)\n\(imported.text)")
        return try LayoutEngine(scene: scene, measurer: try TextSystem.shared(fontFiles: [])).layout(state: scene.initialState).frames
    }

    /// A XIB's top-level view owned by no controller has UIView's default margins, 8 on every
    /// edge, which no system minimum raises: a view on its leading margin is 8 from its edge.
    @Test func aStandaloneViewsMarginsAre8() throws {
        let half = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="half-1">
                <rect key="frame" x="8" y="40" width="100" height="20"/>
                <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="half-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leadingMargin" id="m1"/>
            <constraint firstItem="half-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="40" id="m2"/>
            <constraint firstItem="half-1" firstAttribute="width" constant="100" id="m3"/>
            <constraint firstItem="half-1" firstAttribute="height" constant="20" id="m4"/>
            """
        let frames = try Self.frames(Self.xib(half, constraints))
        let placed = try #require(frames.values.first { $0.y == 40 && $0.width == 100 && $0.height == 20 }, "\(frames)")
        #expect(placed.x == 8, "\(frames)")
    }

    /// A button aligned left keeps its title on the left; its image, which the scene has no file
    /// for, is named in a warning at its line.
    @Test func aLeftAlignedButtonWithAnImage() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="bt-1">
                <rect key="frame" x="16" y="20" width="200" height="44"/>
                <state key="normal" title="Channels" image="Directory Channels"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="bt-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="bt-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="bt-1" firstAttribute="width" constant="200" id="c3"/>
            """
        let scene = try #require(try InterfaceBuilderImport.scenes(from: Self.xib(button, constraints), file: "Filters.xib").get().first)
        #expect(scene.text.contains("alignment left"), "\(scene.text)")
        let warning = try #require(scene.warnings.first { $0.message.contains("shows image 'Directory Channels'") }, "\(scene.warnings)")
        #expect(warning.line == 7)
    }

    @Test func aSliderSavedAt34KeepsItsHeight() throws {
        let slider = """
            <slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl-1">
                <rect key="frame" x="14" y="20" width="166" height="34"/>
            </slider>
            """
        let constraints = """
            <constraint firstItem="sl-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="sl-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="sl-1" firstAttribute="width" constant="162" id="c3"/>
            <constraint firstItem="below-1" firstAttribute="top" secondItem="sl-1" secondAttribute="bottom" constant="12" id="c4"/>
            """
        let frames = try Self.frames(Self.xib(slider, constraints))
        // Its frame as saved; the view 12 below its alignment rect starts 11 below the frame.
        #expect(frames["slider1"] == Rect(x: 14, y: 20, width: 166, height: 34))
        #expect(frames["view1"]?.y == 65)
        // A slider saved 31 high (older Xcode) is UIKit's 31 as before.
        let old = try Self.frames(Self.xib(slider.replacingOccurrences(of: "height=\"34\"", with: "height=\"31\""), constraints, toolsVersion: "17506"))
        #expect(old["slider1"]?.height == 31)
        #expect(old["view1"]?.y == 62)
    }

    @Test func aProgressViewSavedAt2KeepsItsHeight() throws {
        let progress = """
            <progressView opaque="NO" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="pv-1">
                <rect key="frame" x="16" y="89" width="288" height="2"/>
            </progressView>
            """
        let constraints = """
            <constraint firstItem="pv-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="89" id="c1"/>
            <constraint firstItem="pv-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="pv-1" firstAttribute="trailing" secondItem="root-1" secondAttribute="trailing" constant="-16" id="c3"/>
            <constraint firstItem="below-1" firstAttribute="top" secondItem="pv-1" secondAttribute="bottom" constant="20" id="c4"/>
            """
        let frames = try Self.frames(Self.xib(progress, constraints, toolsVersion: "11762"))
        #expect(frames["progressView1"]?.height == 2)
        #expect(frames["view1"]?.y == 111)
    }

    @Test func aCustomViewCentredInAStackKeepsItsSavedSizeAcross() throws {
        let stack = """
            <stackView opaque="NO" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="st-1">
                <rect key="frame" x="16" y="20" width="258" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv-1" customClass="SecurityCodeComponent" customModule="Frames">
                        <rect key="frame" x="0.0" y="0.0" width="142" height="50"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pv-1">
                        <rect key="frame" x="158" y="8" width="100" height="34"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w1"/>
                            <constraint firstAttribute="height" constant="34" id="h1"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="st-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="st-1" firstAttribute="width" constant="258" id="c3"/>
            <constraint firstItem="below-1" firstAttribute="top" secondItem="st-1" secondAttribute="bottom" constant="10" id="c4"/>
            """
        let frames = try Self.frames(Self.xib(stack, constraints))
        // Without it the stack would give the custom view no height (UIKit's ambiguity
        // suppression) and be 34 high.
        #expect(frames["view1"] == Rect(x: 16, y: 20, width: 142, height: 50))
        #expect(frames["view3"]?.y == 80)
    }

    @Test func aTextViewCentredInAVerticalStackKeepsItsSavedWidth() throws {
        // As a real XIB has it: a scrolling text view, drawn as a plain view, 128 high in a
        // stack that centres it; Xcode saved it the stack's width.
        let stack = """
            <stackView opaque="NO" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="st-1">
                <rect key="frame" x="16" y="20" width="288" height="128"/>
                <subviews>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Lorem ipsum" translatesAutoresizingMaskIntoConstraints="NO" id="tv-1">
                        <rect key="frame" x="0.0" y="0.0" width="288" height="128"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="128" id="h1"/>
                        </constraints>
                    </textView>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="st-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="st-1" firstAttribute="trailing" secondItem="root-1" secondAttribute="trailing" constant="-16" id="c3"/>
            """
        let frames = try Self.frames(Self.xib(stack, constraints))
        #expect(frames["textView1"] == Rect(x: 16, y: 20, width: 288, height: 128))
    }

    @Test func aSymbolImageViewKeepsItsSavedSize() throws {
        // The resources give an SF Symbol's proportions at 128 points (128x123), not its size in
        // the app; Xcode saved 20x19. A view below it is placed by that height.
        let image = """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="im-1">
                <rect key="frame" x="16" y="20" width="20" height="19"/>
                <imageReference key="image" image="info.circle" catalog="system"/>
            </imageView>
            """
        let constraints = """
            <constraint firstItem="im-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="im-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="below-1" firstAttribute="top" secondItem="im-1" secondAttribute="bottom" constant="10" id="c3"/>
            """
        let xml = String(decoding: Self.xib(image, constraints), as: UTF8.self)
            .replacingOccurrences(of: "</objects>", with: "</objects>\n<resources><image name=\"info.circle\" catalog=\"system\" width=\"128\" height=\"123\"/></resources>")
        let frames = try Self.frames(Data(xml.utf8))
        #expect(frames["imageView1"] == Rect(x: 16, y: 20, width: 20, height: 19))
        #expect(frames["view1"]?.y == 49)
    }

    @Test func aTextFieldOfWrittenSizeIsPlacedByItsBaseline() throws {
        let field = """
            <textField opaque="NO" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="tf-1">
                <rect key="frame" x="16" y="100" width="240" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """
        let constraints = """
            <constraint firstItem="tf-1" firstAttribute="firstBaseline" secondItem="below-1" secondAttribute="bottom" constant="40" id="c1"/>
            <constraint firstItem="tf-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="below-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="50" id="c3"/>
            """
        let frames = try Self.frames(Self.xib(field, constraints))
        let top = try #require(frames["textField1"]?.y)
        // The baseline (100 = 60 + 40) is about 22 below the top of a 34-point field at 14 pt:
        // the text's line centred in the field, its ascent above the baseline.
        #expect(top > 75 && top < 80, "top \(top)")
    }
}
