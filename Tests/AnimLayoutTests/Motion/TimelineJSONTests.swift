import Foundation
import Testing
@testable import AnimLayout

@Suite("Motion: timeline JSON")
struct TimelineJSONTests {
    typealias F = MotionFixtures

    @Test("the design.md shape, byte for byte")
    func shape() throws {
        let scene = F.scene(transitions: [F.transition(.any, .any, duration: 0.1, curve: .linear)])
        let builder = TimelineBuilder(scene: scene, fps: 10, layouts: TimelineTests.layouts)
        let json = try builder.transition(from: "left", to: "center").jsonString()
        let expected = """
        {"scene": "fixture", "fps": 10, "frames": [
          {"index": 0, "time": 0.0, "segment": "left->center", "progress": 0.0, "views": {\
        "a": {"x": 0, "y": 10, "width": 50, "height": 20, "alpha": 1}, \
        "b": {"x": 200, "y": 40, "width": 80, "height": 20.5, "alpha": 0}, \
        "c": {"x": 50, "y": 70, "width": 10, "height": 10, "alpha": 0.5}}},
          {"index": 1, "time": 0.1, "segment": "left->center", "progress": 1.0, "views": {\
        "a": {"x": 100, "y": 10, "width": 100, "height": 20, "alpha": 1}, \
        "b": {"x": 100, "y": 40, "width": 80, "height": 20.5, "alpha": 1}, \
        "c": {"x": 50, "y": 70, "width": 10, "height": 10, "alpha": 1}}}]}

        """
        #expect(json == expected)
        // And it is JSON.
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["fps"] as? Int == 10)
        #expect((object?["frames"] as? [Any])?.count == 2)
    }

    @Test("sequence frames carry hold segments")
    func holds() throws {
        let scene = F.scene(sequences: [StateSequence(name: "s", states: ["right"], hold: 0.1, range: F.here)])
        let json = try TimelineBuilder(scene: scene, fps: 10, layouts: TimelineTests.layouts).sequence("s").jsonString()
        #expect(json.contains("{\"index\": 1, \"time\": 0.1, \"segment\": \"hold:right\", \"progress\": 1.0, \"views\": {\"a\": {\"x\": 300,"))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((object?["frames"] as? [Any])?.count == 2)
    }

    @Test("numbers and strings")
    func scalars() {
        #expect(JSONValue.format(8, alwaysFraction: false) == "8")
        #expect(JSONValue.format(-0.0, alwaysFraction: false) == "0")
        #expect(JSONValue.format(20.5, alwaysFraction: false) == "20.5")
        #expect(JSONValue.format(-3, alwaysFraction: false) == "-3")
        #expect(JSONValue.format(1e20, alwaysFraction: false) == "1e+20")
        #expect(JSONValue.format(.nan, alwaysFraction: false) == "null")
        #expect(JSONValue.format(0, alwaysFraction: true) == "0.0")
        #expect(JSONValue.format(1.0 / 3, alwaysFraction: true) == "0.3333333333333333")
        #expect(JSONValue.format(.infinity, alwaysFraction: true) == "null")
        #expect(JSONValue.quote("a\"b\\c\n\u{1}é") == "\"a\\\"b\\\\c\\n\\u0001é\"")
    }
}
