import AnimLayout
import AnimUIKit
import Foundation
import StatesFormat
import Testing

/// Size-class variations and the keyboard layout guide, as Interface Builder writes them: the
/// variation of the canvas's classes applies (masks and constants), and `root.keyboard` is the
/// root's keyboard guide.
@Suite struct SizeClassImportTests {
    static func storyboard(device: String, orientation: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <device id="\(device)" orientation="\(orientation)"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="Panel" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box-1" userLabel="box">
                                        <rect key="frame" x="20" y="100" width="150" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="300" id="w-1">
                                                <variation key="heightClass=regular-widthClass=compact" constant="150"/>
                                            </constraint>
                                            <constraint firstAttribute="height" constant="40" id="h-1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-1"/>
                                <keyboardLayoutGuide key="keyboard" id="kb-1"/>
                                <constraints>
                                    <constraint firstItem="box-1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="lead-1"/>
                                    <constraint firstItem="box-1" firstAttribute="centerX" secondItem="root1" secondAttribute="centerX" id="cx-1"/>
                                    <constraint firstItem="box-1" firstAttribute="bottom" secondItem="kb-1" secondAttribute="top" constant="-20" id="kb-c"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="cx-1"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="constraints">
                                        <include reference="cx-1"/>
                                        <exclude reference="lead-1"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func scene(device: String, orientation: String) throws -> ImportedScene {
        let result = InterfaceBuilderImport.scenes(from: Data(storyboard(device: device, orientation: orientation).utf8), file: "panel.storyboard")
        guard case .success(let scenes) = result, let scene = scenes.first else { throw ImportFailure(line: nil, message: "\(result)") }
        #expect(scene.compiles, "\(scene.diagnostics.map(\.message))\n\(scene.text)")
        return scene
    }

    @Test func aPhoneInPortraitTakesItsVariation() throws {
        let scene = try Self.scene(device: "retina6_0", orientation: "portrait")
        // Compact width, regular height: the width's variation constant, the default mask.
        #expect(scene.text.contains("box.width == 150"), "\(scene.text)")
        #expect(scene.text.contains("box.leading == root.leading + 20"))
        #expect(!Self.base(scene.text).contains("box.centerX == root.centerX"))
        // The keyboard guide is the format's own.
        #expect(scene.text.contains("box.bottom == root.keyboard.top - 20"), "\(scene.text)")
        #expect(scene.warnings.contains { $0.message.contains("size class") && $0.line != nil })
    }

    @Test func aPhoneInLandscapeTakesTheCompactHeightMask() throws {
        let scene = try Self.scene(device: "retina6_0", orientation: "landscape")
        #expect(scene.text.contains("box.width == 300"), "\(scene.text)")
        #expect(scene.text.contains("box.centerX == root.centerX"))
        #expect(!Self.base(scene.text).contains("box.leading == root.leading + 20"))
    }

    /// The scene's text before its first `when` block (the canvas's own layout).
    static func base(_ text: String) -> String { text.components(separatedBy: "\nwhen ").first ?? text }

    @Test func everyOtherVariationBecomesAWhenBlockWithASize() throws {
        let scene = try Self.scene(device: "retina6_0", orientation: "portrait")
        // The classes the file names besides the canvas's: compact height, and compact height
        // with regular width (an 844-point-wide phone in landscape). Both are the phone turned
        // (compact both ways is how a phone that is not Plus or Max is in landscape).
        #expect(scene.text.contains("size compact-width-compact-height 844x390 safe-area(leading: 47, trailing: 47, bottom: 21) size-class(width: compact, height: compact)"), "\(scene.text)")
        #expect(scene.text.contains("size regular-width-compact-height 844x390 safe-area(leading: 47, trailing: 47, bottom: 21) size-class(width: regular, height: compact)"))
        #expect(scene.text.contains("""
        when compact-width compact-height {
            deactivate boxLeading
            boxCenterX: box.centerX == root.centerX
            constant boxWidth 300
        }
        when regular-width compact-height {
            deactivate boxLeading
            activate boxCenterX
            constant boxWidth 300
        }
        """), "\(scene.text)")
        // Laid out in each size, the file's constraints for its classes: in portrait 20 from
        // the leading edge, 150 wide, 20 above the keyboard guide (the safe area's bottom strip,
        // 844 − 34); turned, centred and 300 wide, 20 above 390 − 21.
        let compiled = try #require(StatesCompiler.compile(source: scene.text, file: "panel.states").scene)
        let engine = LayoutEngine(scene: compiled, measurer: MonospaceTextMeasurer())
        let portrait = try engine.layout(state: "initial", environment: "default")
        #expect(portrait.frames["box"] == Rect(x: 20, y: 750, width: 150, height: 40))
        let landscape = try engine.layout(state: "initial", environment: "regular-width-compact-height")
        #expect(landscape.frames["box"] == Rect(x: 844 / 2 - 150, y: 309, width: 300, height: 40))
        let compact = try engine.layout(state: "initial", environment: "compact-width-compact-height")
        #expect(compact.frames["box"] == Rect(x: 844 / 2 - 150, y: 309, width: 300, height: 40))
    }

    @Test func aVariedPropertyIsCarriedOrWarnedAbout() throws {
        let xml = Self.storyboard(device: "retina6_0", orientation: "portrait").replacingOccurrences(
            of: "<rect key=\"frame\" x=\"20\" y=\"100\" width=\"150\" height=\"40\"/>",
            with: "<rect key=\"frame\" x=\"20\" y=\"100\" width=\"150\" height=\"40\"/>\n"
                + "<variation key=\"heightClass=compact\" hidden=\"YES\"><color key=\"backgroundColor\" white=\"0\" alpha=\"1\"/></variation>")
        let result = InterfaceBuilderImport.scenes(from: Data(xml.utf8), file: "panel.storyboard")
        guard case .success(let scenes) = result, let scene = scenes.first else { throw ImportFailure(line: nil, message: "\(result)") }
        #expect(scene.compiles, "\(scene.diagnostics.map(\.message))\n\(scene.text)")
        // `hidden` in compact height: both compact-height blocks hide the box.
        let blocks = scene.text.components(separatedBy: "\nwhen ").dropFirst()
        #expect(blocks.count == 2 && blocks.allSatisfy { $0.contains("    hide box\n") }, "\(scene.text)")
        // A colour is not carried: said, with the variation and the view.
        #expect(scene.warnings.contains { $0.message.hasPrefix("variation 'heightClass=compact' of 'box' sets backgroundColor: not carried over") },
                "\(scene.warnings.map(\.message))")
    }

    @Test func aVariedFontAndStackSpacingBecomeBlockProperties() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("RealWorld/SwiftKickMobile__SwiftMessages/CardView.xib")
        let result = InterfaceBuilderImport.scenes(from: try Data(contentsOf: url), file: "CardView.xib")
        guard case .success(let scenes) = result, let scene = scenes.first else { throw ImportFailure(line: nil, message: "\(result)") }
        #expect(scene.compiles, "\(scene.diagnostics.map(\.message))")
        // `<variation key="widthClass=regular" spacing="15"/>` on the outer stack: regular width only.
        let blocks = scene.text.components(separatedBy: "\nwhen ").dropFirst()
        let regular = blocks.filter { $0.hasPrefix("regular-width") }
        #expect(!regular.isEmpty && regular.allSatisfy { $0.contains("    spacing ") && $0.contains(" 15\n") }, "\(scene.text)")
        #expect(!blocks.filter { $0.hasPrefix("compact-width") }.contains { $0.contains("    spacing ") })
        #expect(!scene.warnings.contains { $0.message.contains("sets spacing") })
    }
}
