import Foundation
import Testing

/// Issue 64's causes, typed as the issue gives them: a view parked off the screen for code to
/// animate in, a decoration larger than the screen, a logo's two labels that meet by their
/// padding, a custom checkbox control and a view with a tap gesture (tap targets), and a
/// self-sizing table cell; each beside what stays a finding.
@Suite("CLI: audit reads placement and custom controls as a person would")
struct AuditPlacementTests {
    typealias XIB = AuditImportedFileTests

    static func framed(_ id: String, x: Int, y: Int, width: Int, height: Int) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
        <constraint firstItem="\(id)" firstAttribute="width" constant="\(width)" id="\(id)-w"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="\(height)" id="\(id)-h"/>
        """
    }

    static func button(_ id: String, x: Int, y: Int) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="60" height="44"/>
            <state key="normal" title="Close"/>
        </button>
        """
    }

    static func view(_ id: String, x: Int, y: Int, width: Int, height: Int, _ extra: String = "", inner: String = "") -> String {
        """
        <view contentMode="scaleToFill" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            \(inner)
        </view>
        """
    }

    @Test("a button parked wholly above the screen (top − 132, animated in by code) is no overflow or safe-area finding; one half past the edge is")
    func parked() throws {
        let scene = """
        canvas 390x844 safe-area(top: 47, bottom: 34)
        button dismiss "Close" { configuration filled }
        dismiss.leading == root.leading + 20
        dismiss.top == root.safe.top - 132
        dismiss.width == 80
        dismiss.height == 44
        state s
        """
        let (_, quiet) = try AuditCommandTests.audit(scene)
        let placed = AuditJudgementTests.kinds(quiet).filter { $0.hasPrefix("overflow:") || $0.hasPrefix("safe-area:") }
        #expect(placed.isEmpty, "\(placed)")
        let (_, found) = try AuditCommandTests.audit(scene.replacingOccurrences(of: "root.safe.top - 132", with: "root.safe.top - 60"))
        let kinds = Set(AuditJudgementTests.kinds(found))
        #expect(kinds.contains("overflow:dismiss") && kinds.contains("safe-area:dismiss"), "\(kinds)")
    }

    @Test("a XIB's view parked left of its root for an animation is no overflow; a 1000 × 1000 decorative circle behind the content is neither overflow nor overlap; a 300-pt panel reaching past the edge is overflow")
    func decorations() throws {
        let subviews = Self.view("circle-1", x: -300, y: -300, width: 1000, height: 1000)
            + XIB.label("title-1", y: 100, "") + Self.button("close-1", x: -200, y: 20)
        let constraints = Self.framed("circle-1", x: -300, y: -300, width: 1000, height: 1000) + XIB.pinned("title-1", y: 100)
            + Self.framed("close-1", x: -200, y: 20, width: 60, height: 44)
        let (quiet, _) = try XIB.audit(XIB.xib(root: "", subviews, constraints))
        #expect(!quiet.contains { $0.hasPrefix("overflow:") || $0.hasPrefix("overlap:") }, "\(quiet)")
        let panel = Self.view("panel-1", x: 140, y: 200, width: 300, height: 100)
        let (found, _) = try XIB.audit(XIB.xib(root: "", panel, Self.framed("panel-1", x: 140, y: 200, width: 300, height: 100)))
        #expect(found.contains { $0.hasPrefix("overflow:") }, "\(found)")
        // A drawer 10 pt taller than the root holding content is no shape: it overflows.
        let drawer = Self.view("drawer-1", x: 0, y: 0, width: 390, height: 410, inner: "<subviews>" + XIB.label("title-1", y: 100, "") + "</subviews>")
        let (content, _) = try XIB.audit(XIB.xib(root: "", drawer, Self.framed("drawer-1", x: 0, y: 0, width: 390, height: 410)
            + XIB.pinned("title-1", y: 100).replacingOccurrences(of: "root-1", with: "drawer-1")))
        #expect(content.contains { $0.hasPrefix("overflow:") }, "\(content)")
    }

    @Test("a logo's two labels whose frames overlap by their padding, not their letters, are no overlap; labels whose text meets are")
    func logoLabels() throws {
        func scene(_ gap: Int) -> String {
            """
            canvas 390x844
            label simple "Simple" { font 17; alignment center }
            label note "note" { font 17; alignment center }
            simple.centerX == root.centerX
            simple.top == root.top + 200
            simple.width == 120
            simple.height == 60
            note.centerX == root.centerX
            note.top == simple.bottom - \(gap)
            note.width == 120
            note.height == 60
            state s
            """
        }
        // 60-pt frames hold 20-pt lines in their middle: 30 pt of overlap is padding only.
        let (_, padding) = try AuditCommandTests.audit(scene(30))
        #expect(!AuditJudgementTests.kinds(padding).contains("overlap:simple,note"), "\(AuditJudgementTests.kinds(padding))")
        let (_, letters) = try AuditCommandTests.audit(scene(50))
        #expect(AuditJudgementTests.kinds(letters).contains("overlap:simple,note"), "\(AuditJudgementTests.kinds(letters))")
    }

    @Test("an image-only button's 44-pt frame over a label's end, its 24-pt image clear of the text, is no overlap; its image over the text is")
    func imageOnlyButtonMargin() throws {
        func scene(_ into: Int) -> String {
            """
            canvas 390x844
            label name "Holiday photos" { font 17 }
            button download "" { intrinsic 24x24 }
            name.leading == root.leading + 20
            name.top == root.top + 200
            name.width == 200
            name.height == 44
            download.leading == name.trailing - \(into)
            download.centerY == name.centerY
            download.width == 44
            download.height == 44
            state s
            """
        }
        // The label's text ends short of its 200-pt frame: a right-aligned label would meet the
        // image sooner, so it is written to fill its frame (a long name, tail-truncated).
        let long = { (into: Int) in scene(into).replacingOccurrences(of: "\"Holiday photos\"", with: "\"Holiday photos from the summer of 2024\"") }
        // 8 pt into the frame: the image starts 10 pt in from the frame's edge, clear of the text.
        let (_, margin) = try AuditCommandTests.audit(long(8))
        #expect(!AuditJudgementTests.kinds(margin).contains("overlap:name,download"), "\(AuditJudgementTests.kinds(margin))")
        // 30 pt into it: the image covers the text's last 20 pt.
        let (_, covered) = try AuditCommandTests.audit(long(30))
        #expect(AuditJudgementTests.kinds(covered).contains("overlap:name,download"), "\(AuditJudgementTests.kinds(covered))")
    }

    @Test("a slider's frame, 2 pt wider than its track on each side, beside a button pinned to its track is no overlap")
    func sliderFramePadding() throws {
        let scene = """
        canvas 390x844
        button minus "" { intrinsic 24x24 }
        slider speed { value 0.5 }
        minus.leading == root.leading + 20
        minus.top == root.top + 200
        minus.width == 28
        minus.height == 28
        speed.leading == minus.trailing
        speed.centerY == minus.centerY
        speed.trailing == root.trailing - 20
        state s
        """
        let (_, findings) = try AuditCommandTests.audit(scene)
        #expect(!AuditJudgementTests.kinds(findings).contains { $0.hasPrefix("overlap:") }, "\(AuditJudgementTests.kinds(findings))")
        // Pinned 6 pt into the button, the track itself meets it.
        let (_, meeting) = try AuditCommandTests.audit(scene.replacingOccurrences(of: "speed.leading == minus.trailing", with: "speed.leading == minus.trailing - 6"))
        #expect(AuditJudgementTests.kinds(meeting).contains("overlap:minus,speed"), "\(AuditJudgementTests.kinds(meeting))")
    }

    @Test("pictures cropped by a view that clips are no overflow; text cut there is; pictures laid over pictures are one illustration, not an overlap")
    func croppedAndComposedPictures() throws {
        let scene = """
        canvas 390x844
        view card { clips; color white }
        image laptop { intrinsic 225x323 }
        image cable { intrinsic 168x341 }
        label caption "Connect your computer" { font 17 }
        card.leading == root.leading + 20
        card.trailing == root.trailing - 20
        card.bottom == root.bottom - 10
        card.height == 300
        laptop.leading == card.leading
        laptop.top == card.top - 20
        cable.leading == laptop.leading + 180
        cable.top == laptop.top + 80
        caption.leading == card.leading + 16
        caption.top == card.top + 10
        state s
        """
        // The pictures live in the card (written inside it); the caption too.
        let nested = scene.replacingOccurrences(of: "view card { clips; color white }\nimage laptop { intrinsic 225x323 }\nimage cable { intrinsic 168x341 }\nlabel caption \"Connect your computer\" { font 17 }",
                                                with: "view card {\n    clips; color white\n    image laptop { intrinsic 225x323 }\n    image cable { intrinsic 168x341 }\n    label caption \"Connect your computer\" { font 17 }\n}")
        let (_, findings) = try AuditCommandTests.audit(nested)
        let kinds = AuditJudgementTests.kinds(findings)
        #expect(!kinds.contains { $0.hasPrefix("overflow:laptop") || $0.hasPrefix("overflow:cable") }, "\(kinds)")
        #expect(!kinds.contains("overlap:laptop,cable"), "\(kinds)")
        #expect(kinds.contains("overlap:laptop,caption") || kinds.contains("overlap:caption,laptop") || kinds.contains { $0.hasPrefix("overlap:") && $0.contains("caption") }, "\(kinds)")
        // The caption pushed up past the card's top is cut there.
        let (_, cut) = try AuditCommandTests.audit(nested.replacingOccurrences(of: "caption.top == card.top + 10", with: "caption.top == card.top - 10"))
        #expect(AuditJudgementTests.kinds(cut).contains("overflow:caption,card"), "\(AuditJudgementTests.kinds(cut))")
    }

    @Test("a 24 × 24 custom checkbox (a UIControl subclass by customClass) and a view with a tap gesture recognizer are tap targets; a plain view and a triple-tap one are not")
    func customControls() throws {
        let gestures = """
            <tapGestureRecognizer id="tap-1"/>
            <tapGestureRecognizer numberOfTapsRequired="3" id="tap-3"/>
            """
        func audit(_ extra: String, inner: String = "") throws -> [String] {
            let xib = XIB.xib(root: "", Self.view("check-1", x: 20, y: 100, width: 24, height: 24, extra, inner: inner),
                              Self.framed("check-1", x: 20, y: 100, width: 24, height: 24))
                .replacingOccurrences(of: "</objects>", with: gestures + "</objects>")
            return try XIB.audit(xib).findings.filter { $0.hasPrefix("hit-region:") }
        }
        for custom in ["CheckboxControl", "TermsCheckBox", "RoundButton"] {
            #expect(try !audit(#"customClass="\#(custom)""#).isEmpty, "\(custom)")
        }
        #expect(try audit("").isEmpty)
        #expect(try audit(#"customClass="AvatarView""#).isEmpty)
        func tapped(_ id: String) -> String {
            #"<connections><outletCollection property="gestureRecognizers" destination="\#(id)" appends="YES" id="c-\#(id)"/></connections>"#
        }
        #expect(try !audit("", inner: tapped("tap-1")).isEmpty)
        #expect(try audit("", inner: tapped("tap-3")).isEmpty)
        #expect(try audit(#"customClass="CheckboxControl" userInteractionEnabled="NO""#).isEmpty)
    }

    /// A storyboard with a table (its `rowHeight` as given) and one prototype cell holding a
    /// wrapping body label pinned to the content view's margins (saved `labelHeight` tall),
    /// saved 44 pt tall.
    static func table(rowHeight: String, labelHeight: String = "22") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc-1">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <tableViewController id="tvc-1" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv-1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="NoteCell" id="cell-1">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell-1" id="cv-1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Remember to buy milk and eggs" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" adjustsFontForContentSizeCategory="YES" id="lbl-1">
                                                    <rect key="frame" x="20" y="11" width="353" height="\(labelHeight)"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="lbl-1" firstAttribute="top" secondItem="cv-1" secondAttribute="topMargin" id="c1"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="lbl-1" secondAttribute="bottom" id="c2"/>
                                                <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="cv-1" secondAttribute="leadingMargin" id="c3"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="lbl-1" secondAttribute="trailing" id="c4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a cell in a table with automatic row heights grows with its wrapping label at large text sizes (no clipping); in a table of fixed 44-pt rows the label is clipped")
    func selfSizingCell() throws {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func clipped(_ rowHeight: String, labelHeight: String = "22") throws -> [String] {
            let file = dir.appendingPathComponent("Notes.storyboard")
            try Self.table(rowHeight: rowHeight, labelHeight: labelHeight).write(to: file, atomically: true, encoding: .utf8)
            let r = try CLI.run(["audit", file.path, "--json"])
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            let scenes = (object?["scenes"] as? [[String: Any]] ?? []).filter { $0["scene"] as? String == "NoteCell" }
            #expect(scenes.count == 1, "\(r.stdout)")
            let findings = scenes.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
            return AuditJudgementTests.kinds(findings).filter { $0.hasPrefix("text-clipped:") || $0.hasPrefix("overflow:") }
        }
        #expect(try clipped("-1").isEmpty)
        #expect(try clipped("44").contains { $0.hasPrefix("text-clipped:") })
        // Saved lower than one line of body text (the file was saved at a smaller text size):
        // a fixed 44-pt row would cut it at the default size already, so the row sizes itself
        // in the app (Open Food Facts' switch rows, whose code sets automatic row heights).
        #expect(try clipped("44", labelHeight: "14.5").isEmpty)
    }

    @Test("a grab handle straddling a sheet's empty top edge covers only the sheet's colour: no overlap; over the sheet's title it overlaps")
    func handleOnSheet() throws {
        func scene(titleTop: Int) -> String {
            """
            canvas 390x844
            view sheet {
                color #F2F2F7
                label heading "Sleep Timer" { font 17 }
            }
            view handle { color #A29582 }
            sheet.leading == root.leading
            sheet.trailing == root.trailing
            sheet.top == root.top + 400
            sheet.bottom == root.bottom
            heading.top == sheet.top + \(titleTop)
            heading.centerX == sheet.centerX
            handle.centerX == root.centerX
            handle.top == root.top + 396
            handle.width == 56
            handle.height == 10
            state s
            """
        }
        let (_, edge) = try AuditCommandTests.audit(scene(titleTop: 40))
        #expect(!AuditJudgementTests.kinds(edge).contains("overlap:sheet,handle"), "\(AuditJudgementTests.kinds(edge))")
        let (_, over) = try AuditCommandTests.audit(scene(titleTop: 2))
        #expect(AuditJudgementTests.kinds(over).contains("overlap:sheet,handle"), "\(AuditJudgementTests.kinds(over))")
    }

    @Test("an audit block's 'target' makes a 24 × 24 view a tap target, a full-screen dimming view no safe-area finding; an unknown element or a missing reason is an error")
    func targetLine() throws {
        let scene = """
        canvas 390x844
        view box { color red }
        box.leading == root.leading + 20
        box.top == root.top + 100
        box.width == 24
        box.height == 24
        state s
        """
        let (_, plain) = try AuditCommandTests.audit(scene)
        #expect(!AuditJudgementTests.kinds(plain).contains("hit-region:box"))
        let (_, targeted) = try AuditCommandTests.audit(scene + "\naudit {\n    target box \"a checkbox control\"\n}\n")
        #expect(AuditJudgementTests.kinds(targeted).contains("hit-region:box"), "\(AuditJudgementTests.kinds(targeted))")
        let (unknown, _) = try AuditCommandTests.audit(scene + "\naudit {\n    target bx \"a checkbox control\"\n}\n")
        #expect(unknown.status == 65 && unknown.stderr.contains("unknown element 'bx'"), "\(unknown.stderr)")
        // A dimming view a tap dismisses, across the whole screen, is no safe-area finding.
        let dimming = "canvas 390x844 safe-area(top: 47, bottom: 34)\nview dim { color #00000066 }\ndim.leading == root.leading\ndim.trailing == root.trailing\n"
            + "dim.top == root.top\ndim.bottom == root.bottom\nstate s\naudit {\n    target dim \"a tap gesture recognizer dismisses\"\n}\n"
        let (_, dimmed) = try AuditCommandTests.audit(dimming)
        #expect(!AuditJudgementTests.kinds(dimmed).contains("safe-area:dim"), "\(AuditJudgementTests.kinds(dimmed))")
        let (bare, _) = try AuditCommandTests.audit(scene + "\naudit {\n    grows\n}\n")
        #expect(bare.status == 65 && bare.stderr.contains("'grows' needs a reason"), "\(bare.stderr)")
    }

    @Test("a 1 × 1 text field (an AutoFill helper) is a speck, no tap-target finding; a 30 × 30 one is")
    func speck() throws {
        func scene(_ side: Int) -> String {
            """
            canvas 390x844
            textfield helper ""
            helper.leading == root.leading + 20
            helper.top == root.top + 100
            helper.width == \(side)
            helper.height == \(side)
            state s
            """
        }
        let (_, speck) = try AuditCommandTests.audit(scene(1))
        #expect(!AuditJudgementTests.kinds(speck).contains("hit-region:helper"), "\(AuditJudgementTests.kinds(speck))")
        let (_, small) = try AuditCommandTests.audit(scene(30))
        #expect(AuditJudgementTests.kinds(small).contains("hit-region:helper"), "\(AuditJudgementTests.kinds(small))")
    }

    @Test("a handle straddling a sheet's edge over its heading view but not its label covers only colours: no overlap")
    func handleOverHeadingBackground() throws {
        let scene = """
        canvas 390x844
        view sheet {
            color #F2F2F7
            view heading {
                color #E5E5EA
                label title "Sleep Timer" { font 17 }
            }
        }
        view handle { color #A29582 }
        sheet.leading == root.leading
        sheet.trailing == root.trailing
        sheet.top == root.top + 400
        sheet.bottom == root.bottom
        heading.leading == sheet.leading
        heading.trailing == sheet.trailing
        heading.top == sheet.top
        heading.height == 80
        title.top == heading.top + 40
        title.centerX == heading.centerX
        handle.centerX == root.centerX
        handle.top == root.top + 396
        handle.width == 56
        handle.height == 10
        state s
        """
        let (_, found) = try AuditCommandTests.audit(scene)
        #expect(!AuditJudgementTests.kinds(found).contains("overlap:sheet,handle"), "\(AuditJudgementTests.kinds(found))")
    }
}
