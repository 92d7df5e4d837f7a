import AnimUIKit
import Foundation
import Testing

/// The bars a controller's containers give it: a navigation controller's root and what it
/// pushes run under its navigation bar (and its toolbar when shown), a tab bar controller's
/// children above its tab bar; the insets add to the device's status bar and home indicator.
/// (The box is pinned to the root's top, whose saved frame says nothing of the insets.)
@Suite struct ContainerBarsImportTests {
    static func controller(_ id: String, _ name: String, segues: String = "") -> String {
        """
                <scene sceneID="s-\(id)"><objects>
                    <viewController id="\(id)" customClass="\(name)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="b-\(id)" userLabel="box">
                                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="b-\(id)" firstAttribute="top" secondItem="v-\(id)" secondAttribute="top" id="c1-\(id)"/>
                                <constraint firstItem="b-\(id)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" id="c2-\(id)"/>
                                <constraint firstAttribute="width" secondItem="b-\(id)" secondAttribute="width" constant="0" firstItem="b-\(id)" id="c3-\(id)"/>
                            </constraints>
                        </view>
                        \(segues.isEmpty ? "" : "<connections>\(segues)</connections>")
                    </viewController>
                </objects></scene>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <device id="retina6_0" orientation="portrait"/>
            <scenes>
                <scene sceneID="nav"><objects>
                    <navigationController id="nav1" toolbarHidden="NO" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar1"/>
                        <connections><segue destination="root1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="tabs"><objects>
                    <tabBarController id="tab1" sceneMemberID="viewController">
                        <connections><segue destination="child1" kind="relationship" relationship="viewControllers" id="t1"/></connections>
                    </tabBarController>
                </objects></scene>
        \(controller("root1", "ListController", segues: "<segue destination=\"detail1\" kind=\"show\" id=\"p1\"/>"))
        \(controller("detail1", "DetailController"))
        \(controller("child1", "TabChildController"))
        \(controller("alone1", "AloneController"))
            </scenes>
        </document>
        """

    @Test func navigationToolbarAndTabBarsAddToTheDeviceInsets() throws {
        guard case .success(let scenes) = InterfaceBuilderImport.scenes(from: Data(Self.storyboard.utf8), file: "bars.storyboard") else {
            Issue.record("not imported"); return
        }
        func canvas(_ id: String) -> String? {
            scenes.first { $0.id == id }?.text.split(separator: "\n").first { $0.hasPrefix("canvas ") }.map(String.init)
        }
        // iPhone 14 (retina6_0, Xcode 14): 47 and 34; a navigation bar 44, a toolbar 44, a tab bar 49.
        #expect(canvas("ListController")?.contains("safe-area(top: 91, bottom: 78)") == true, "\(canvas("ListController") ?? "none")")
        #expect(canvas("DetailController")?.contains("safe-area(top: 91, bottom: 78)") == true, "\(canvas("DetailController") ?? "none")")
        #expect(canvas("TabChildController")?.contains("safe-area(top: 47, bottom: 83)") == true, "\(canvas("TabChildController") ?? "none")")
        #expect(canvas("AloneController")?.contains("safe-area(top: 47, bottom: 34)") == true, "\(canvas("AloneController") ?? "none")")
        #expect(scenes.allSatisfy { $0.compiles })
    }
}

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
