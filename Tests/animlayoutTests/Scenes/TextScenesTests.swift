import Testing
import AnimLayout

/// The text scenes of `States/` against docs/scenes.md: every frame is the document's formula
/// over the measured text (`W`, line height `LH`, ascent `ASC`, line counts `LINES`, `up` to
/// the pixel grid) — the only numbers taken from the code.
@Suite("Scenes: text")
struct TextScenesTests {
    static let summary = "A quiet wooden cabin above the lake, with a wood stove, two bedrooms and a view of the glacier from the porch. Trails start at the door; the village is a twenty-minute walk down the valley."

    @Test("card-expanding: two lines of summary, then the whole description; Dynamic Type xxl grows both", arguments: [("default", 22.0, 17.0), ("large-text", 26.0, 21.0)])
    func card(size: String, title: Double, body: Double) throws {
        let engine = try SceneHarness.engine("States/card-expanding.states")
        let ht = up(LH(title)), wt = W("Mountain cabin", .system(title))
        let button = up(LH(15)) + 12
        let wMore = W("Show more", .system(15, weight: 600)), wLess = W("Show less", .system(15, weight: 600))
        let textTop = 79 + ht + 8
        let two = up(2 * LH(body))
        let all = up(Double(LINES(Self.summary, body, 326)) * LH(body))
        let collapsed = try engine.layout(state: "collapsed", environment: size)
        expectFrames(collapsed, [
            "card": R(16, 63, 358, (textTop + two + 4 + button + 8) - 63),
            "title": R(32, 79, wt, ht),
            "summary": R(32, textTop, 326, two),
            "details": R(32, textTop, 326, all),
            "more": R(32, textTop + two + 4, wMore, button),
            "less": R(32, textTop + all + 4, wLess, button),
        ], scene: engine.scene)
        #expect(collapsed.texts["summary"]?.lines == 2)
        let expanded = try engine.layout(state: "expanded", environment: size)
        #expect(near(try #require(expanded.frames["card"]), R(16, 63, 358, (textTop + all + 4 + button + 8) - 63)))
        #expect(expanded.hidden == ["summary", "more"])
        #expect(expanded.texts["details"]?.lines == LINES(Self.summary, body, 326))
        expectClean(expanded)
    }

    @Test("form-baselines: captions and values on one first baseline per row, rows 36 pt apart; the error line pushes the last row", arguments: [("default", 17.0, 13.0), ("large-text", 23.0, 19.0)])
    func form(size: String, body: Double, foot: Double) throws {
        let engine = try SceneHarness.engine("States/form-baselines.states")
        // A one-line label's first baseline is y + H/2 − LH/2 + ASC (the block centred in its frame).
        func top(_ baseline: Double, _ s: Double) -> Double { baseline - up(LH(s)) / 2 + LH(s) / 2 - ASC(s) }
        let error = "Enter an address you can receive mail at"
        let errorLines = LINES(error, foot, 270)
        for state in ["filled", "invalid"] {
            let layout = try engine.layout(state: state, environment: size)
            let phone = state == "filled" ? 159.0 : 123 + 20 + Double(errorLines - 1) * LH(foot) + 36
            var expected: [String: Rect] = [
                "nameCaption": R(20, top(87, foot), W("Name", .system(foot)), up(LH(foot))),
                "name": R(100, top(87, body), W("Jane Appleseed", .system(body)), up(LH(body))),
                "emailCaption": R(20, top(123, foot), W("Email", .system(foot)), up(LH(foot))),
                "email": R(100, top(123, body), W("jane@example.com", .system(body)), up(LH(body))),
                "phoneCaption": R(20, top(phone, foot), W("Phone", .system(foot)), up(LH(foot))),
                "phone": R(100, top(phone, body), W("+1 415 555 0100", .system(body)), up(LH(body))),
            ]
            // The error line (hidden or not) stands 20 pt under the email's baseline, 270 pt wide.
            let block = up(Double(errorLines) * LH(foot))
            expected["emailError"] = R(100, 143 - block / 2 + Double(errorLines) * LH(foot) / 2 - ASC(foot), 270, block)
            expectFrames(layout, expected, scene: engine.scene)
            #expect(near(try #require(layout.texts["phone"]?.firstBaseline), phone))
            #expect(near(try #require(layout.texts["phoneCaption"]?.firstBaseline), phone))
            expectClean(layout)
        }
    }

    @Test("rtl-settings: leading is the right edge; the value on the title's baseline; the detail line grows the row")
    func rtl() throws {
        let engine = try SceneHarness.engine("States/rtl-settings.states")
        let h = up(LH(17))
        let detail = "سيتم إرسال تنبيه عند وصول رسالة جديدة"
        let hd = up(Double(LINES(detail, 13, 326)) * LH(13))
        for state in ["off", "on"] {
            let layout = try engine.layout(state: state)
            let bottom = state == "off" ? 75 + h + 12 : 79 + h + hd + 12
            expectFrames(layout, [
                "row": R(16, 63, 358, bottom - 63),
                "name": R(358 - W("الإشعارات", .system(17)), 75, W("الإشعارات", .system(17)), h),
                // "off" in Hebrew, then "on": the value's width is HarfBuzz's for each word.
                "value": R(32, 75, W(state == "off" ? "כבוי" : "פעיל", .system(17)), h),
                "detail": R(32, 79 + h, 326, hd),
            ], scene: engine.scene)
            expectBroken(layout, [Broken("detail.hugging.width", 251, 326 - W(detail, .system(13), wrapAt: 326))])
            expectClean(layout)
        }
    }
}
