import Foundation
import Testing
import AnimLayout

/// login-keyboard.states against docs/scenes.md: named devices give the canvas and sizes, and
/// the button rides on root.keyboard (the strip under the safe area, or the keyboard's frame).
@Suite("Scenes: login above the keyboard")
struct LoginKeyboardTests {
    @Test("devices: iphone-15-pro is 393x852 @3x with 59/34 insets; turned, 852x393 with 59 on each side and 21 below; iphone-se 375x667")
    func devices() throws {
        let scene = try SceneHarness.scene("States/login-keyboard.states")
        #expect(scene.canvas.size == Size(width: 393, height: 852) && scene.canvas.scale == 3)
        #expect(scene.canvas.safeArea.top == 59 && scene.canvas.safeArea.bottom == 34)
        let land = try #require(scene.sizes.first { $0.name == "landscape" })
        #expect(land.size == Size(width: 852, height: 393) && land.safeArea.left == 59 && land.safeArea.right == 59 && land.safeArea.bottom == 21)
        let small = try #require(scene.sizes.first { $0.name == "small" })
        #expect(small.size == Size(width: 375, height: 667) && small.safeArea.top == 20 && small.effectiveKeyboardHeight == 260)
    }

    @Test("the keyboard guide is the strip under the safe area, or the keyboard; the button stays 16 above it", arguments: [
        ("default", 852.0, 34.0, 336.0), ("small", 667.0, 0.0, 260.0),
    ])
    func keyboard(size: String, height: Double, safeBottom: Double, keyboard: Double) throws {
        let engine = try SceneHarness.engine("States/login-keyboard.states")
        let width = try engine.environment(named: size).size.width
        for (state, top) in [("idle", height - safeBottom), ("typing", height - keyboard)] {
            let layout = try engine.layout(state: state, environment: size)
            let guide = try #require(layout.frames["root.keyboard"])
            #expect(guide == R(0, top, width, height - top), "\(state) \(size)")
            let button = try #require(layout.frames["signIn"])
            #expect(abs(button.maxY - (top - 16)) < 1e-9, "\(state) \(size)")
            #expect(abs(button.height - (up(LH(17)) + 14)) < 1e-9)
            expectClean(layout)
        }
    }

    @Test("in landscape the raised keyboard leaves no room: the button stays 16 under the password field")
    func landscape() throws {
        let engine = try SceneHarness.engine("States/login-keyboard.states")
        let layout = try engine.layout(state: "typing", environment: "landscape")
        let password = try #require(layout.frames["password"]), button = try #require(layout.frames["signIn"])
        #expect(abs(button.minY - (password.maxY + 16)) < 1e-9)
        #expect(layout.frames["root.keyboard"] == R(0, 393 - 209, 852, 209))
        #expect(layout.broken.contains { $0.constraint == "aboveKeyboard" })
        expectClean(layout)
    }

    @Test("the keyboard slides with the transition: the timeline carries root.keyboard between its two frames")
    func slides() throws {
        let scene = try SceneHarness.scene("States/login-keyboard.states")
        let player = ScenePlayer(scene: scene, measurer: SceneHarness.measurer, fps: 30)
        let timeline = try player.transition(from: "idle", to: "typing")
        let tops = timeline.frames.compactMap { $0.view("root.keyboard")?.frame.minY }
        #expect(tops.count == timeline.frames.count)
        #expect(tops.first == 852 - 34 && tops.last == 852 - 336)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 })   // critically damped: never back
    }

    @Test("`animlayout devices` lists every device; --json has each one's numbers")
    func devicesCommand() throws {
        let table = try CLI.run(["devices"])
        #expect(table.status == 0 && table.stdout.contains("iphone-15-pro") && table.stdout.contains("393x852"))
        let json = try CLI.run(["devices", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let devices = try #require(object["devices"] as? [[String: Any]])
        let ipad = try #require(devices.first { $0["name"] as? String == "ipad-11" })
        #expect(ipad["width"] as? Double == 834 && ipad["height"] as? Double == 1194)
    }

    @Test("errors: an unknown device suggests one; keyboard guides exist only on root; keyboard-height is checked")
    func errors() throws {
        for (source, message) in [
            ("canvas iphone-15-por\n", "or a device; did you mean 'iphone-15-pro'?"),
            ("canvas 390x844\nview v\nv.bottom == v.keyboard.top\n", "only 'root' has a keyboard guide"),
            ("canvas 390x844 keyboard-height 900\n", "the keyboard height must be between 0 and the height of the canvas (844)"),
            ("canvas 390x844\nstate s { keyboard up }\n", "expected 'shown', 'hidden' or nothing after 'keyboard'"),
        ] {
            let result = StatesCompiler.compile(source: source, file: "k.states")
            #expect(result.diagnostics.contains { $0.message.contains(message) }, "\(source): \(result.diagnostics.map(\.message))")
        }
    }
}
