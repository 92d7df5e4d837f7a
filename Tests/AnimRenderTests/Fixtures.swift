import Foundation
@testable import StatesFormat
@testable import AnimRender

/// Hand-built scenes and frames for the renderer's tests (no parser, no layout engine).
enum Fixtures {
    static let here = SourceRange(at: SourceLocation(file: "fixture.states", line: 1, column: 1))

    static func element(_ id: String, _ kind: ElementKind, parent: String = "root", color: Color? = nil,
                        text: String? = nil, corner: Double = 0, fontSize: Double = 17,
                        children: [String] = []) -> Element {
        var e = Element(id: id, kind: kind, parent: parent, range: here)
        if let color {
            e.color = DynamicColor(color)
            e.colorWritten = true
        }
        e.text = text
        e.corner = corner
        e.fontSize = fontSize
        e.children = children
        return e
    }

    static func scene(_ elements: [Element], canvas: Size = Size(width: 100, height: 60),
                      safeArea: InsetSpec = .none) -> Scene {
        let env = Environment(name: "default", size: canvas, safeArea: safeArea, range: here)
        let rootChildren = elements.filter { $0.parent == "root" }.map(\.id)
        return Scene(id: "fixture", title: nil, file: "fixture.states", canvas: env, sizes: [],
                     elements: elements, rootChildren: rootChildren, constraints: [],
                     states: [State(name: "default", range: here)], initialState: "default",
                     transitions: [], sequences: [])
    }

    // iOS system colours (light mode).
    static let blue = Color(r: 0x00, g: 0x7A, b: 0xFF)
    static let indigo = Color(r: 0x58, g: 0x56, b: 0xD6)
    static let orange = Color(r: 0xFF, g: 0x95, b: 0x00)
    static let green = Color(r: 0x34, g: 0xC7, b: 0x59)
    static let teal = Color(r: 0x30, g: 0xB0, b: 0xC7)
    static let pink = Color(r: 0xFF, g: 0x2D, b: 0x55)
    static let yellow = Color(r: 0xFF, g: 0xCC, b: 0x00)
    static let gray6 = Color(r: 0xF2, g: 0xF2, b: 0xF7)
    static let purple = Color(r: 0xAF, g: 0x52, b: 0xDE)

    /// A phone-sized scene with a dozen elements: header, title, card (image, label, button),
    /// a stack of two buttons, a custom guide, a translucent badge.
    static func phoneScene() -> Scene {
        let elements: [Element] = [
            element("header", .view, color: blue, children: ["title"]),
            element("title", .label, parent: "header", color: blue, text: "Position", fontSize: 28),
            element("card", .view, color: gray6, corner: 16, children: ["hero", "caption", "action"]),
            element("hero", .image, parent: "card", color: teal, corner: 10),
            element("caption", .label, parent: "card", color: gray6, text: "Breakable constraints"),
            element("action", .button, parent: "card", color: orange, text: "Continue", corner: 10),
            element("buttons", .stack, children: ["left", "right"]),
            element("left", .button, parent: "buttons", color: green, text: "Left", corner: 8),
            element("right", .button, parent: "buttons", color: pink, text: "Right", corner: 8),
            element("spacer", .guide),
            element("badge", .view, color: purple, corner: 22),
            element("footer", .label, color: yellow, text: "A very long footer text that will not fit", fontSize: 15),
        ]
        return scene(elements, canvas: Size(width: 390, height: 844), safeArea: InsetSpec(top: 47, bottom: 34))
    }

    /// Frames of `phoneScene()`; `t` in 0...1 slides the card and fades the badge.
    static func phoneFrame(t: Double = 0, caption: Caption? = nil, overlays: Overlays = []) -> RenderFrame {
        let scene = phoneScene()
        let cardX = 16 + t * 40
        let frames: [String: DrawnElement] = [
            "header": DrawnElement(rect: Rect(x: 0, y: 0, width: 390, height: 130)),
            "title": DrawnElement(rect: Rect(x: 16, y: 70, width: 140, height: 33.5)),
            "card": DrawnElement(rect: Rect(x: cardX, y: 150, width: 318, height: 300)),
            "hero": DrawnElement(rect: Rect(x: cardX + 16, y: 166, width: 286, height: 160)),
            "caption": DrawnElement(rect: Rect(x: cardX + 16, y: 338, width: 286, height: 20)),
            "action": DrawnElement(rect: Rect(x: cardX + 16, y: 378, width: 286, height: 50)),
            "buttons": DrawnElement(rect: Rect(x: 16, y: 480, width: 358, height: 44)),
            "left": DrawnElement(rect: Rect(x: 16, y: 480, width: 175, height: 44)),
            "right": DrawnElement(rect: Rect(x: 199, y: 480, width: 175, height: 44)),
            "spacer": DrawnElement(rect: Rect(x: 16, y: 524, width: 358, height: 40)),
            "badge": DrawnElement(rect: Rect(x: 300, y: 590, width: 44, height: 44), alpha: 1 - t),
            "footer": DrawnElement(rect: Rect(x: 16, y: 770, width: 200, height: 20)),
            "root.safe": DrawnElement(rect: Rect(x: 0, y: 47, width: 390, height: 763)),
            "root.margins": DrawnElement(rect: Rect(x: 8, y: 55, width: 374, height: 747)),
        ]
        let lines = [
            ConstraintLine(from: CanvasPoint(x: 0, y: 240), to: CanvasPoint(x: cardX, y: 240), status: .required, label: "\(Int(cardX))"),
            ConstraintLine(from: CanvasPoint(x: cardX + 318, y: 260), to: CanvasPoint(x: 390, y: 260), status: .optional, label: "≥ 16"),
            ConstraintLine(from: CanvasPoint(x: 195, y: 450), to: CanvasPoint(x: 195, y: 480), status: .broken, label: "30"),
        ]
        return RenderFrame(scene: scene, canvas: scene.canvas.size, safeArea: EdgeInsets(top: 47, bottom: 34),
                           elements: frames, caption: caption, overlays: overlays, constraintLines: lines)
    }
}
