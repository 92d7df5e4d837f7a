import AnimLayout
import AnimUIKit
import Foundation
import Testing

/// A scroll view's content and frame layout guides (iOS 11; Interface Builder's "Content
/// Layout Guides"): a content view pinned to the content guide's edges, as wide as the frame
/// guide, lays out at the scroll view's top leading corner, as wide as the scroll view, its
/// height its own content's (FrameGrabber's welcome screen: Xcode saved 0, 0, 414 × 442).
/// Before, those constraints were left out ("not a view of this scene") and the content fell
/// to the image's own size above the screen.
@Suite struct ScrollLayoutGuidesImportTests {
    static let scroll = """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sv-1">
            <rect key="frame" x="0.0" y="20" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="150"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="in-1">
                            <rect key="frame" x="10" y="10" width="300" height="130"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="130" id="i1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="in-1" firstAttribute="top" secondItem="cv-1" secondAttribute="top" constant="10" id="i2"/>
                        <constraint firstItem="in-1" firstAttribute="leading" secondItem="cv-1" secondAttribute="leading" constant="10" id="i3"/>
                        <constraint firstAttribute="trailing" secondItem="in-1" secondAttribute="trailing" constant="10" id="i4"/>
                        <constraint firstAttribute="bottom" secondItem="in-1" secondAttribute="bottom" constant="10" id="i5"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="cv-1" firstAttribute="top" secondItem="cg-1" secondAttribute="top" id="g1"/>
                <constraint firstItem="cv-1" firstAttribute="leading" secondItem="cg-1" secondAttribute="leading" id="g2"/>
                <constraint firstItem="cv-1" firstAttribute="trailing" secondItem="cg-1" secondAttribute="trailing" id="g3"/>
                <constraint firstItem="cv-1" firstAttribute="bottom" secondItem="cg-1" secondAttribute="bottom" id="g4"/>
                <constraint firstItem="cv-1" firstAttribute="width" secondItem="fg-1" secondAttribute="width" id="g5"/>
            </constraints>
            <viewLayoutGuide key="contentLayoutGuide" id="cg-1"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fg-1"/>
        </scrollView>
        """

    static let pins = """
        <constraint firstItem="sv-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="p1"/>
        <constraint firstItem="sv-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="p2"/>
        <constraint firstAttribute="trailing" secondItem="sv-1" secondAttribute="trailing" id="p3"/>
        <constraint firstItem="sv-1" firstAttribute="height" constant="200" id="p4"/>
        """

    @Test func contentFollowsTheContentAndFrameGuides() throws {
        let frames = try ControlMetricsImportTests.frames(ControlMetricsImportTests.xib(Self.scroll, Self.pins))
        let content = try #require(frames["view1"]), inner = try #require(frames["view2"])
        #expect(content == Rect(x: 0, y: 20, width: 320, height: 150))
        #expect(inner == Rect(x: 10, y: 30, width: 300, height: 130))
    }
}
