import Foundation
import Testing

/// A scroll view's content on a screen: UIKit insets it to the safe area (its
/// `contentInsetAdjustmentBehavior` automatic), so text at its top shows below the status bar.
@Suite("CLI: auditing a scroll view's content in a storyboard")
struct AuditScrollContentTests {
    /// A screen whose scroll view, pinned to the root's top (not the safe area's), holds a label
    /// 6 pt below its content's top; `behavior` is written as the scroll view's attribute.
    static func storyboard(behavior: String?) -> String {
        let attribute = behavior.map { #"contentInsetAdjustmentBehavior="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <viewController id="vc-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-1">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="scroll-1">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="title-1">
                                                <rect key="frame" x="20" y="6" width="200" height="21"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="title-1" firstAttribute="top" secondItem="scroll-1" secondAttribute="top" constant="6" id="c1"/>
                                            <constraint firstItem="title-1" firstAttribute="leading" secondItem="scroll-1" secondAttribute="leading" constant="20" id="c2"/>
                                            <constraint firstAttribute="bottom" secondItem="title-1" secondAttribute="bottom" constant="20" id="c3"/>
                                            <constraint firstAttribute="trailing" secondItem="title-1" secondAttribute="trailing" constant="20" id="c4"/>
                                        </constraints>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-1"/>
                                <constraints>
                                    <constraint firstItem="scroll-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" id="c5"/>
                                    <constraint firstItem="scroll-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="c6"/>
                                    <constraint firstAttribute="trailing" secondItem="scroll-1" secondAttribute="trailing" id="c7"/>
                                    <constraint firstAttribute="bottom" secondItem="scroll-1" secondAttribute="bottom" id="c8"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The kinds of the findings `audit --json` reports on `storyboard`, as `kind:elements`.
    static func findings(_ storyboard: String) throws -> [String] {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Welcome.storyboard")
        try storyboard.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", file.path, "--json", "--text-sizes", "large"])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let scenes = object?["scenes"] as? [[String: Any]] ?? []
        return AuditJudgementTests.kinds(scenes.flatMap { $0["findings"] as? [[String: Any]] ?? [] })
    }

    @Test("a label at the top of a scroll view's content shows below the status bar (automatic inset): no safe-area finding; with the behaviour 'never' it is under the status bar")
    func automaticInset() throws {
        let automatic = try Self.findings(Self.storyboard(behavior: nil))
        #expect(!automatic.contains { $0.hasPrefix("safe-area:") }, "\(automatic)")
        let never = try Self.findings(Self.storyboard(behavior: "never"))
        #expect(never.contains { $0.hasPrefix("safe-area:") }, "\(never)")
    }
}
