import AnimUIKit
import Foundation
import Testing

/// UIKit's `tintColor` is inherited: a button that sets none draws its title in the nearest
/// superview's tint, else the storyboard's global tint (FrameGrabber's purple "accent", at
/// 7.2:1 on white, was audited as system blue). A switch's on colour is not inherited.
@Suite struct TintImportTests {
    static func xib(rootTint: String = "", documentTint: String = "") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-1">
                            <rect key="frame" x="16" y="30" width="80" height="30"/>
                            <state key="normal" title="Privacy"/>
                        </button>
                        <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw-1">
                            <rect key="frame" x="200" y="30" width="51" height="31"/>
                        </switch>
                    </subviews>
                    \(rootTint)
                    <constraints>
                        <constraint firstItem="bt-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="bt-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="30" id="c2"/>
                        <constraint firstItem="sw-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="200" id="c3"/>
                        <constraint firstItem="sw-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="30" id="c4"/>
                    </constraints>
                </view>
            </objects>
            \(documentTint)
        </document>
        """.utf8)
    }

    static func text(_ data: Data) throws -> String {
        try #require(try InterfaceBuilderImport.scenes(from: data, file: "Tint.xib").get().first).text
    }

    @Test func theStoryboardsGlobalTintReachesAButton() throws {
        let text = try Self.text(Self.xib(documentTint: #"<color key="tintColor" red="0.267" green="0.161" blue="0.969" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
        let button = try #require(text.range(of: #"button button1 "Privacy" \{[^}]*\}"#, options: .regularExpression).map { String(text[$0]) })
        #expect(button.contains("tint #"), "\(text)")
        let toggle = try #require(text.range(of: #"switch switch1 \{[^}]*\}"#, options: .regularExpression).map { String(text[$0]) })
        #expect(!toggle.contains("tint"), "a switch's on colour is not the tint: \(toggle)")
    }

    @Test func aSuperviewsTintWinsOverTheGlobalOne() throws {
        let text = try Self.text(Self.xib(rootTint: #"<color key="tintColor" systemColor="systemRedColor"/>"#,
                                          documentTint: #"<color key="tintColor" systemColor="systemGreenColor"/>"#))
        let button = try #require(text.range(of: #"button button1 "Privacy" \{[^}]*\}"#, options: .regularExpression).map { String(text[$0]) })
        #expect(button.contains("tint red"), "\(text)")
        #expect(!text.contains("tint green"), "\(text)")
    }

    @Test func withoutATintTheButtonDrawsSystemBlue() throws {
        #expect(!(try Self.text(Self.xib())).contains("tint"))
    }
}
