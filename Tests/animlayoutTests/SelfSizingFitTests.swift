import Foundation
import Testing

/// A self-sizing cell (`audit { grows }`) is made as tall as its content fits, as UIKit's
/// `systemLayoutSizeFitting` sizes a row: every view gets the height its hugging and
/// compression ask before the row's height does. KeePassium's URL field cell (a wrapping
/// field-name label above a text view inside a scroll view) had its label squeezed to −10 pt
/// at accessibility-xl, the extra height going to the text view, which hugs less.
@Suite struct SelfSizingFitTests {
    static let cell = """
        canvas 393x75.6667 safe-area(top: 0, bottom: 0) margins(top: 11, leading: 20, bottom: 11, trailing: 20) system-minimum-margins false
        stack list {
            axis vertical
            label name "Website address" {
                font callout
                lines 0
                saved-size 353x19.3333
                hugging(horizontal: 249, vertical: 251)
            }
            view field {
                view scroller {
                    clips
                    guide scrollerContent
                    view value { intrinsic(width: 357, height: 129); clips }
                }
            }
        }
        root.margins.bottom == list.bottom
        list.leading == root.margins.leading
        root.margins.trailing == list.trailing
        list.top == root.top + 10
        field.trailing == scroller.trailing
        scroller.leading == field.leading - 4
        field.bottom == scroller.bottom
        scroller.top == field.top
        value.top == scrollerContent.top
        value.width == scroller.width
        scrollerContent.bottom == value.bottom
        value.leading == scrollerContent.leading
        scrollerContent.trailing == value.trailing
        value.height == scroller.height @750
        scrollerContent.top == scroller.top
        scrollerContent.leading == scroller.leading
        state initial
        audit { grows "its table has automatic row heights" }
        """

    @Test func aGrowingCellFitsItsLabelAboveAViewThatHugsLess() throws {
        let (_, findings) = try AuditCommandTests.audit(Self.cell)
        let kinds = AuditJudgementTests.kinds(findings)
        #expect(!kinds.contains { $0.hasPrefix("zero-size:") || $0.hasPrefix("text-clipped:") }, "\(kinds)")
    }
}
