import AnimUIKit
import Foundation
import Testing

/// What the saved frames show wins: a view pinned to a controller root's top margin (which
/// UIKit puts at the safe area's top) at a saved y shows the inset Xcode used; a misplaced
/// root (saved before its subviews were last laid out) is as tall as the views pinned to its
/// bottom say.
@Suite struct SavedFramesImportTests {
    static func storyboard(rootHeight: Int, misplaced: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="FormController" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="g-top"/>
                        <viewControllerLayoutGuide type="bottom" id="g-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" \(misplaced ? "misplaced=\"YES\" " : "")id="root1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll1">
                                <rect key="frame" x="0.0" y="44" width="375" height="579"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll1" firstAttribute="top" secondItem="root1" secondAttribute="topMargin" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="scroll1" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="scroll1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c3"/>
                            <constraint firstAttribute="trailing" secondItem="scroll1" secondAttribute="trailing" id="c4"/>
                        </constraints>
                    </view>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    <connections><outlet property="scrollView" destination="scroll1" id="o1"/></connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func canvas(_ xml: String) throws -> String {
        guard case .success(let scenes) = InterfaceBuilderImport.scenes(from: Data(xml.utf8), file: "form.storyboard"), let scene = scenes.first else {
            throw CocoaError(.fileReadCorruptFile)
        }
        #expect(scene.compiles)
        return scene.text.split(separator: "\n").first { $0.hasPrefix("canvas ") }.map(String.init) ?? ""
    }

    /// A 600-point "any size" canvas of Xcode 6 (toolsVersion 6751) or Xcode 7 (8191).
    static func anySizeCanvas(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root1">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                <rect key="frame" x="16" y="20" width="568" height="100"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="v1" firstAttribute="leading" secondItem="root1" secondAttribute="leadingMargin" id="c1"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test func xcode6sRootMarginsAre16AtAnyWidth() throws {
        // Measured: the 600-point canvases of Xcode 6 files in two projects show 16, those of
        // Xcode 7 and later 20 (UIKit's minimum from 414 points wide).
        let xcode6 = try Self.canvas(Self.anySizeCanvas(toolsVersion: "6751"))
        #expect(xcode6.contains("leading: 16") && xcode6.contains("system-minimum-margins false"), "\(xcode6)")
        let xcode7 = try Self.canvas(Self.anySizeCanvas(toolsVersion: "8191"))
        #expect(xcode7.contains("leading: 20") && !xcode7.contains("system-minimum-margins"), "\(xcode7)")
    }

    @Test func theInsetIsReadWithTheCanvassSizeClassConstant() throws {
        // A video view 44 points above the safe area in compact width and regular height (a
        // phone in portrait), flush with it otherwise; saved at y 3 on a 393x852 phone: the
        // safe area's top was 47 (not the device's 59, nor 3 with the constant of no size class).
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root1">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                <rect key="frame" x="0.0" y="3" width="393" height="849"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe1"/>
                        <constraints>
                            <constraint firstItem="v1" firstAttribute="top" secondItem="safe1" secondAttribute="top" id="c1">
                                <variation key="heightClass=regular-widthClass=compact" constant="-44"/>
                            </constraint>
                            <constraint firstItem="v1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="v1" secondAttribute="trailing" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="v1" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let canvas = try Self.canvas(xml)
        #expect(canvas.contains("safe-area(top: 47"), "\(canvas)")
    }

    @Test func aViewOnTheRootsTopMarginShowsTheInset() throws {
        // Navigation bar 44 without a status bar (the canvas Xcode showed): not the table's 20 + 44.
        let canvas = try Self.canvas(Self.storyboard(rootHeight: 623, misplaced: false))
        #expect(canvas.contains("375x623") && canvas.contains("safe-area(top: 44"), "\(canvas)")
    }

    @Test func aMisplacedRootIsAsTallAsItsSubviewsSay() throws {
        // Saved 600 tall, but the scroll view pinned to its bottom ends at 623.
        let canvas = try Self.canvas(Self.storyboard(rootHeight: 600, misplaced: true))
        #expect(canvas.contains("375x623"), "\(canvas)")
        // Not misplaced: the root's own frame stands.
        #expect(try Self.canvas(Self.storyboard(rootHeight: 600, misplaced: false)).contains("375x600"))
    }
}

/// A view whose top sits on the safe area's bottom (a view filling the home indicator's strip)
/// shows the bottom inset as well as one whose bottom does.
@Suite struct SafeEdgeImportTests {
    @Test func aViewBelowTheSafeAreaShowsTheBottomInset() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" customClass="SheetController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="768"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="strip1" userLabel="strip">
                                <rect key="frame" x="0.0" y="768" width="375" height="0.0"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe1"/>
                        <constraints>
                            <constraint firstItem="strip1" firstAttribute="top" secondItem="safe1" secondAttribute="bottom" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="strip1" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="strip1" firstAttribute="leading" secondItem="safe1" secondAttribute="leading" id="c3"/>
                            <constraint firstItem="strip1" firstAttribute="trailing" secondItem="safe1" secondAttribute="trailing" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        // The device table says 34 (retina6_1); the saved strip says 0 (a sheet's canvas).
        let canvas = try SavedFramesImportTests.canvas(xml)
        #expect(canvas.contains("bottom: 0)"), "\(canvas)")
    }
}

/// A view centred on the safe area (the only pin to it) shows where the safe area's centre was,
/// so its top: a XIB's full-screen view of an iPhone 8 that Xcode laid out without a status bar.
@Suite struct SafeCentreImportTests {
    @Test func aViewCentredOnTheSafeAreaShowsTheTopInset() throws {
        func xml(containerY: Int) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15400" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginController">
                        <connections><outlet property="view" destination="root1" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box1">
                                <rect key="frame" x="0.0" y="\(containerY)" width="375" height="667"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe1"/>
                        <constraints>
                            <constraint firstItem="box1" firstAttribute="centerY" secondItem="safe1" secondAttribute="centerY" id="c1"/>
                            <constraint firstItem="box1" firstAttribute="centerX" secondItem="safe1" secondAttribute="centerX" id="c2"/>
                            <constraint firstItem="box1" firstAttribute="height" secondItem="root1" secondAttribute="height" id="c3"/>
                            <constraint firstItem="box1" firstAttribute="width" secondItem="root1" secondAttribute="width" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        // Centred at 333.5 with no bottom inset: no status bar (the device table's is 20).
        #expect(try SavedFramesImportTests.canvas(xml(containerY: 0)).contains("safe-area(top: 0"))
        // Centred 10 lower: the status bar's 20.
        #expect(try SavedFramesImportTests.canvas(xml(containerY: 10)).contains("safe-area(top: 20"))
    }
}
