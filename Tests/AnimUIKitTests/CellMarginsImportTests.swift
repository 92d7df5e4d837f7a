import AnimLayout
import AnimText
import AnimUIKit
import Foundation
import StatesFormat
import Testing

/// A table view cell's content margins are its table's: 16 on the sides in a table narrower
/// than 393 points, 20 from 393, whatever the cell's own width (an inset-grouped cell 343
/// wide in a 375-point table has 16; one 374 wide in a 414-point table 20); 11 above and below,
/// 15 from Xcode 26; 8 on every side before Xcode 9.2. A XIB's cell is its own table. (Measured
/// on the views pinned to content views' margins in 240 files from 81 projects.)
@Suite struct CellMarginsImportTests {
    static func storyboard(tableWidth: Double, cellWidth: Double, style: String, toolsVersion: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tvc-1">
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <tableViewController id="tvc-1" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(style)" rowHeight="44" id="tv-1">
                                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="800"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell-1">
                                        <rect key="frame" x="0.0" y="50" width="\(cellWidth)" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell-1" id="cv-1">
                                            <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot-1">
                                                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="dot-1" firstAttribute="leading" secondItem="cv-1" secondAttribute="leadingMargin" id="c1"/>
                                                <constraint firstItem="dot-1" firstAttribute="top" secondItem="cv-1" secondAttribute="topMargin" id="c2"/>
                                                <constraint firstAttribute="width" secondItem="dot-1" constant="10" id="c3"/>
                                                <constraint firstAttribute="height" secondItem="dot-1" constant="10" id="c4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)
    }

    /// Where the cell's view pinned to the top and leading margins lands.
    static func marker(_ data: Data) throws -> Rect? {
        let scenes = try InterfaceBuilderImport.scenes(from: data, file: "Table.storyboard").get()
        // The cell's scene: its canvas has the cell's margins and no system minimum.
        let cell = try #require(scenes.first { $0.text.contains("system-minimum-margins false") }, "\(scenes.map(\.text))")
        let result = StatesCompiler.compile(source: Array(cell.text.utf8), file: "cell.states")
        let scene = try #require(result.scene, "\(result.diagnostics)\n\(cell.text)")
        let layout = try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: scene.initialState)
        return layout.frames["view1"]
    }

    @Test func sideMarginsFollowTheTablesWidth() throws {
        // Inset grouped on a 375-point screen: the cell is 343 wide, its margins 16.
        #expect(try Self.marker(Self.storyboard(tableWidth: 375, cellWidth: 343, style: "insetGrouped", toolsVersion: "24128"))?.x == 16)
        // Inset grouped on a 414-point screen: 374 wide, 20.
        #expect(try Self.marker(Self.storyboard(tableWidth: 414, cellWidth: 374, style: "insetGrouped", toolsVersion: "24128"))?.x == 20)
        #expect(try Self.marker(Self.storyboard(tableWidth: 393, cellWidth: 393, style: "plain", toolsVersion: "24128"))?.x == 20)
        #expect(try Self.marker(Self.storyboard(tableWidth: 375, cellWidth: 375, style: "plain", toolsVersion: "22505"))?.x == 16)
    }

    @Test func verticalMarginsFollowTheXcodeVersion() throws {
        #expect(try Self.marker(Self.storyboard(tableWidth: 375, cellWidth: 375, style: "plain", toolsVersion: "22505"))?.y == 11)
        #expect(try Self.marker(Self.storyboard(tableWidth: 375, cellWidth: 375, style: "plain", toolsVersion: "24128"))?.y == 15)
        // Xcode 9.1 and before: 8 on every side; Xcode 9.2 and 9.3 already iOS 11's (the files
        // of three projects at 13528–13771 show 11 and 16/20, two at 13196 show 8).
        let old = try Self.marker(Self.storyboard(tableWidth: 414, cellWidth: 414, style: "plain", toolsVersion: "13196"))
        #expect(old?.x == 8 && old?.y == 8)
        let xcode92 = try Self.marker(Self.storyboard(tableWidth: 414, cellWidth: 414, style: "plain", toolsVersion: "13529"))
        #expect(xcode92?.x == 20 && xcode92?.y == 11)
        let xcode93 = try Self.marker(Self.storyboard(tableWidth: 375, cellWidth: 375, style: "plain", toolsVersion: "13771"))
        #expect(xcode93?.x == 16 && xcode93?.y == 11)
    }

    @Test func aConstraintOnTheCellItselfIsToTheCellsFrame() throws {
        // A cell with a disclosure indicator: the cell 375 wide, its content view 341. The
        // cell's own constraint keeps the icon 15 from the cell's trailing edge (360), the
        // content's (optional) 5 from the content's (336): the icon ends at 336, as Xcode saved.
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" rowHeight="80" id="cell-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell-1" id="cv-1">
                        <rect key="frame" x="0.0" y="0.0" width="341" height="79.5"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon-1">
                                <rect key="frame" x="312" y="28" width="24" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="24" id="w1"/>
                                    <constraint firstAttribute="height" constant="24" id="h1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="icon-1" firstAttribute="centerY" secondItem="cv-1" secondAttribute="centerY" id="c1"/>
                            <constraint firstItem="safe-1" firstAttribute="trailing" secondItem="icon-1" secondAttribute="trailing" priority="999" constant="5" id="c2"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe-1"/>
                    </tableViewCellContentView>
                    <constraints>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="icon-1" secondAttribute="trailing" constant="15" id="c3"/>
                    </constraints>
                </tableViewCell>
            </objects>
        </document>
        """
        let scenes = try InterfaceBuilderImport.scenes(from: Data(xib.utf8), file: "Cell.xib").get()
        let imported = try #require(scenes.first)
        let result = StatesCompiler.compile(source: Array(imported.text.utf8), file: "cell.states")
        let scene = try #require(result.scene, "\(result.diagnostics)\n\(imported.text)")
        let layout = try LayoutEngine(scene: scene, measurer: MonospaceTextMeasurer()).layout(state: scene.initialState)
        #expect(layout.frames["view1"].map { $0.x + $0.width } == 336, "\(imported.text)")
    }
}
