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
