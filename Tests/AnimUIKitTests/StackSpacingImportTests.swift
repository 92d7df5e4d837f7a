import AnimUIKit
import Foundation
import Testing

/// Interface Builder's "Standard" stack spacing (`spacingType="standard"`, no `spacing`) is the
/// system spacing between siblings, 8 pt: two 34-pt text fields in such a stack sit 42 pt
/// apart, as the frames Xcode saved show (Open Food Facts' sign-in fields at y 0 and 42).
@Suite struct StackSpacingImportTests {
    static func stack(_ spacing: String) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(spacing) translatesAutoresizingMaskIntoConstraints="NO" id="st-1">
            <rect key="frame" x="16" y="20" width="200" height="76"/>
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Username" translatesAutoresizingMaskIntoConstraints="NO" id="tf-1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Password" translatesAutoresizingMaskIntoConstraints="NO" id="tf-2">
                    <rect key="frame" x="0.0" y="42" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textField>
            </subviews>
        </stackView>
        """
    }

    static let pins = """
        <constraint firstItem="st-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="s1"/>
        <constraint firstItem="st-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="s2"/>
        <constraint firstItem="st-1" firstAttribute="width" constant="200" id="s3"/>
        """

    @Test func standardSpacingIsEightPoints() throws {
        let frames = try ControlMetricsImportTests.frames(ControlMetricsImportTests.xib(Self.stack(#"spacingType="standard""#), Self.pins))
        let username = try #require(frames["textField1"]), password = try #require(frames["textField2"])
        #expect(password.y - username.maxY == 8)
    }

    @Test func writtenSpacingWins() throws {
        let frames = try ControlMetricsImportTests.frames(ControlMetricsImportTests.xib(Self.stack(#"spacing="12""#), Self.pins))
        let username = try #require(frames["textField1"]), password = try #require(frames["textField2"])
        #expect(password.y - username.maxY == 12)
    }
}
