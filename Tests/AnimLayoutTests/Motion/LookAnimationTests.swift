import Testing
import Foundation
@testable import StatesFormat
@testable import AnimLayout

/// §12's look changes: a state sets a colour, corner radius, switch, value or selection; the
/// transition interpolates colours in linear sRGB (premultiplied), the rest linearly.
@Suite("Motion: looks between states")
struct LookAnimationTests {
    /// sRGB decoding and encoding, written out again from IEC 61966-2-1 for the test.
    static func toLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func toSRGB(_ l: Double) -> Double { l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055 }

    @Test("red to blue at 0.5 mixes in linear light: (188, 0, 188), not (128, 0, 128)")
    func linearMix() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let mid = LookInterpolation.lerp(red, blue, 0.5)
        let expected = Self.toSRGB(0.5)   // 0.7354
        #expect(abs(mid.red - expected) < 1e-12 && abs(mid.blue - expected) < 1e-12 && mid.green == 0)
        #expect(Int((mid.red * 255).rounded()) == 188)
        // Arbitrary pairs against the formula.
        for (a, b, p) in [(0.2, 0.9, 0.3), (0.04, 0.5, 0.75), (1.0, 0.0, 0.1)] {
            let got = LookInterpolation.lerp(Color(red: a, green: a, blue: a), Color(red: b, green: b, blue: b), p)
            let want = Self.toSRGB((1 - p) * Self.toLinear(a) + p * Self.toLinear(b))
            #expect(abs(got.red - want) < 1e-12)
        }
    }

    @Test("from clear, a colour fades in without passing through black (premultiplied)")
    func fromClear() {
        let clear = Color(red: 0, green: 0, blue: 0, alpha: 0), red = Color(red: 1, green: 0, blue: 0)
        let mid = LookInterpolation.lerp(clear, red, 0.5)
        #expect(mid.alpha == 0.5 && abs(mid.red - 1) < 1e-12 && mid.green == 0)
    }

    @Test("a transition animates a state's colour, corner, switch, value and selection")
    func transition() throws {
        let source = """
            canvas 300x300
            view card { color blue; corner 4 }
            switch toggle
            slider level { value 0.2 }
            segmented pick "A" "B" "C" { selected 0 }
            card.top == root.top; card.leading == root.leading; card.width == 100; card.height == 100
            toggle.top == card.bottom; toggle.leading == root.leading
            level.top == toggle.bottom; level.leading == root.leading; level.width == 200
            pick.top == level.bottom; pick.leading == root.leading
            state off
            state on { color card red; corner card 20; on toggle; value level 0.8; selected pick 2 }
            transition off -> on { duration 1; curve linear }
            """
        let result = StatesCompiler.compile(source: source, file: "looks.states")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let scene = try #require(result.scene)
        let player = ScenePlayer(scene: scene, measurer: MonospaceTextMeasurer(), fps: 10)
        let timeline = try player.transition(from: "off", to: "on")
        let middle = try #require(timeline.frames.first { abs($0.progress - 0.5) < 1e-9 })
        let card = try #require(middle.view("card")?.look)
        let red = SystemColors.dynamicColor(named: "red")!, blue = SystemColors.dynamicColor(named: "blue")!
        let want = LookInterpolation.lerp(blue.light, red.light, 0.5)
        #expect(card.background?.light == want)
        #expect(card.background?.dark == LookInterpolation.lerp(blue.dark, red.dark, 0.5))
        #expect(card.corner == 12)
        #expect(middle.view("toggle")?.look?.on == 0.5)
        #expect(abs((middle.view("level")?.look?.value ?? 0) - 0.5) < 1e-12)
        #expect(middle.view("pick")?.look?.selected == 1)
        // The end frame is the state's look exactly; the first is the declared one.
        let last = try #require(timeline.frames.last?.view("card")?.look)
        #expect(last.background == red && last.corner == 20)
        #expect(timeline.frames.first?.view("card")?.look?.background == blue)
    }

    /// A label, a button and a filled button with no text colour written, turning blue in a
    /// state: each fades from its kind's own colour (label black, the tint, white), mixed in
    /// linear light, both ways. (It faded from clear: a black label passed through near-white.)
    @Test("a text colour written in one state fades from the kind's own colour, not from clear")
    func textColourFromDefault() throws {
        let source = """
            canvas 300x300
            label tab "Albums"
            button more "More"
            button buy "Buy" { configuration filled }
            tab.top == root.top; tab.leading == root.leading
            more.top == tab.bottom; more.leading == root.leading
            buy.top == more.bottom; buy.leading == root.leading
            state plain
            state picked { text-color tab blue; text-color more blue; text-color buy blue }
            transition plain -> picked { duration 1; curve linear }
            transition picked -> plain { duration 1; curve linear }
            """
        let result = StatesCompiler.compile(source: source, file: "text-colour.states")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let scene = try #require(result.scene)
        let player = ScenePlayer(scene: scene, measurer: MonospaceTextMeasurer(), fps: 10)
        let blue = try #require(SystemColors.dynamicColor(named: "blue"))
        let defaults = [("tab", try #require(SystemColors.dynamicColor(named: "label"))),
                        ("more", try #require(SystemColors.dynamicColor(named: "tint"))),
                        ("buy", DynamicColor(Color(r: 255, g: 255, b: 255)))]
        for (from, to, p) in [("plain", "picked", 0.3), ("picked", "plain", 0.3)] {
            let timeline = try player.transition(from: from, to: to)
            let frame = try #require(timeline.frames.first { abs($0.progress - p) < 1e-9 })
            for (id, own) in defaults {
                let (a, b) = from == "plain" ? (own.light, blue.light) : (blue.light, own.light)
                let got = try #require(frame.view(id)?.look?.textColor?.light, "\(id) \(from)->\(to)")
                let want = LookInterpolation.lerp(a, b, p)
                #expect(got.alpha == 1, "\(id) \(from)->\(to): opaque all the way")
                #expect(abs(got.red - want.red) < 1e-9 && abs(got.green - want.green) < 1e-9 && abs(got.blue - want.blue) < 1e-9,
                        "\(id) \(from)->\(to): \(got) is not \(want)")
            }
        }
    }
}
