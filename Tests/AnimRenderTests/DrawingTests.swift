import Testing
import Foundation
@testable import AnimRender

/// Pixel read-back of drawn frames, at scale 2, against hand-computed expectations.
@Suite("Drawing")
struct DrawingTests {
    static let red = Color(r: 255, g: 0, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255)

    func frame(_ elements: [Element], _ frames: [String: DrawnElement], safe: EdgeInsets = .zero,
               caption: Caption? = nil) -> RenderFrame {
        let scene = Fixtures.scene(elements)
        return RenderFrame(scene: scene, canvas: Size(width: 100, height: 60), safeArea: safe, elements: frames, caption: caption)
    }

    /// |a − b| ≤ 1 for a channel expected at a half-integer value.
    func near(_ a: Int, _ b: Double) -> Bool { abs(Double(a) - b) <= 1 }

    func rgb(_ image: ImageSurface, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test("a red view fills exactly its rect × scale; outside is the background")
    func redView() throws {
        let f = frame([Fixtures.element("box", .view, color: Self.red)],
                      ["box": DrawnElement(rect: Rect(x: 10, y: 10, width: 40, height: 20))])
        let image = try FrameRenderer.image(of: f)
        #expect(image.width == 200 && image.height == 120)
        // Rect covers pixels x 20..<100, y 20..<60.
        for (x, y) in [(20, 20), (99, 20), (20, 59), (99, 59), (60, 40)] {
            #expect(rgb(image, x, y) == [255, 0, 0], "inside at \(x),\(y)")
        }
        for (x, y) in [(19, 40), (100, 40), (60, 19), (60, 60), (0, 0), (199, 119)] {
            #expect(rgb(image, x, y) == [255, 255, 255], "outside at \(x),\(y)")
        }
        #expect(image.pixel(x: 0, y: 0).a == 255)
    }

    @Test("alpha 0.5 blends with the background: red over white is (255, 127.5, 127.5)")
    func alphaBlend() throws {
        let f = frame([Fixtures.element("box", .view, color: Self.red)],
                      ["box": DrawnElement(rect: Rect(x: 10, y: 10, width: 40, height: 20), alpha: 0.5)])
        let p = rgb(try FrameRenderer.image(of: f), 60, 40)
        #expect(p[0] == 255)
        #expect(near(p[1], 127.5) && near(p[2], 127.5))
    }

    @Test("a parent's alpha applies to its subtree as a group")
    func groupAlpha() throws {
        // Blue parent at alpha 0.5 with an opaque red child: inside the child the group is red,
        // then blended at 0.5 over white → (255, 127.5, 127.5), not red over half-blue.
        let f = frame([Fixtures.element("parent", .view, color: Self.blue, children: ["child"]),
                       Fixtures.element("child", .view, parent: "parent", color: Self.red)],
                      ["parent": DrawnElement(rect: Rect(x: 0, y: 0, width: 80, height: 50), alpha: 0.5),
                       "child": DrawnElement(rect: Rect(x: 10, y: 10, width: 20, height: 20))])
        let image = try FrameRenderer.image(of: f)
        let child = rgb(image, 40, 40)
        #expect(child[0] == 255 && near(child[1], 127.5) && near(child[2], 127.5))
        let parent = rgb(image, 120, 80)   // blue at 0.5 over white
        #expect(near(parent[0], 127.5) && near(parent[1], 127.5) && parent[2] == 255)
    }

    @Test("corner radius: the corner pixel is background, the edge middle is filled")
    func cornerRadius() throws {
        let f = frame([Fixtures.element("box", .view, color: Self.red, corner: 10)],
                      ["box": DrawnElement(rect: Rect(x: 10, y: 10, width: 40, height: 40)),])
        let image = try FrameRenderer.image(of: f)
        // Corner pixels: (20,20), (99,20), (20,99), (99,99). A 20 px radius leaves them uncovered.
        for (x, y) in [(20, 20), (99, 20), (20, 99 - 0), (99, 99)] where y < image.height {
            #expect(rgb(image, x, y) == [255, 255, 255], "corner \(x),\(y)")
        }
        #expect(rgb(image, 60, 20) == [255, 0, 0])   // top edge middle
        #expect(rgb(image, 20, 60 - 1) != [255, 255, 255])
    }

    @Test("wireframe: label text is drawn inside the label, in a colour contrasting with the fill")
    func textDrawn() throws {
        let f = frame([Fixtures.element("title", .label, color: Self.blue, text: "Hello")],
                      ["title": DrawnElement(rect: Rect(x: 10, y: 10, width: 80, height: 30))])
        let image = try FrameRenderer.image(of: f, options: RenderOptions(style: .wireframe))
        var textPixels = 0, whiteish = 0
        for y in 20..<80 {
            for x in 20..<180 {
                let p = rgb(image, x, y)
                if p != [0, 0, 255] { textPixels += 1 }
                if p[0] > 200 && p[1] > 200 { whiteish += 1 }
            }
        }
        #expect(textPixels > 200)
        #expect(whiteish > 50)   // white text on blue
        // Nothing but fill in the label's top-left corner area (text is centred).
        #expect(rgb(image, 22, 22) == [0, 0, 255])
    }

    @Test("hidden elements, guides and uncoloured stacks draw nothing; a coloured stack draws")
    func notDrawn() throws {
        let hidden = Fixtures.element("h", .view, color: Self.red)
        let guide = Fixtures.element("g", .guide, color: Self.red)
        var stack = Fixtures.element("s", .stack)
        stack.color = DynamicColor(Self.red)
        let painted = Fixtures.element("p", .stack, color: Self.blue)
        let f = frame([hidden, guide, stack, painted],
                      ["h": DrawnElement(rect: Rect(x: 0, y: 0, width: 20, height: 20), hidden: true),
                       "g": DrawnElement(rect: Rect(x: 25, y: 0, width: 20, height: 20)),
                       "s": DrawnElement(rect: Rect(x: 50, y: 0, width: 20, height: 20)),
                       "p": DrawnElement(rect: Rect(x: 75, y: 0, width: 20, height: 20))])
        let image = try FrameRenderer.image(of: f)
        #expect(rgb(image, 20, 20) == [255, 255, 255])
        #expect(rgb(image, 70, 20) == [255, 255, 255])
        #expect(rgb(image, 120, 20) == [255, 255, 255])
        #expect(rgb(image, 170, 20) == [0, 0, 255])
    }

    @Test("a hidden parent hides its children")
    func hiddenSubtree() throws {
        let f = frame([Fixtures.element("parent", .view, color: Self.blue, children: ["child"]),
                       Fixtures.element("child", .view, parent: "parent", color: Self.red)],
                      ["parent": DrawnElement(rect: Rect(x: 0, y: 0, width: 80, height: 50), hidden: true),
                       "child": DrawnElement(rect: Rect(x: 10, y: 10, width: 20, height: 20))])
        #expect(rgb(try FrameRenderer.image(of: f), 40, 40) == [255, 255, 255])
    }

    @Test("children draw over parents, siblings in declaration order")
    func order() throws {
        let f = frame([Fixtures.element("a", .view, color: Self.red, children: ["b"]),
                       Fixtures.element("b", .view, parent: "a", color: Self.blue),
                       Fixtures.element("c", .view, color: Color(r: 0, g: 255, b: 0))],
                      ["a": DrawnElement(rect: Rect(x: 0, y: 0, width: 50, height: 50)),
                       "b": DrawnElement(rect: Rect(x: 10, y: 10, width: 30, height: 30)),
                       "c": DrawnElement(rect: Rect(x: 30, y: 30, width: 30, height: 30))])
        let image = try FrameRenderer.image(of: f)
        #expect(rgb(image, 30, 30) == [0, 0, 255])     // b over a
        #expect(rgb(image, 70, 70) == [0, 255, 0])     // c (declared later, at root) over b
    }

    @Test("wireframe: unsafe bands are shaded; the safe area is background")
    func unsafeBands() throws {
        let f = frame([], [:], safe: EdgeInsets(top: 10, bottom: 5))
        let image = try FrameRenderer.image(of: f, options: RenderOptions(style: .wireframe))
        let band = rgb(image, 100, 8)
        #expect(band != [255, 255, 255] && band[0] > 200)   // a light tint, not white
        #expect(rgb(image, 100, 60) == [255, 255, 255])
        #expect(rgb(image, 100, 115) != [255, 255, 255])
    }

    @Test("a caption extends the image by its bar, under the canvas")
    func captionBar() throws {
        let f = frame([Fixtures.element("box", .view, color: Self.red)],
                      ["box": DrawnElement(rect: Rect(x: 0, y: 0, width: 100, height: 60))],
                      caption: Caption(title: "A → B", time: 0.25))
        let image = try FrameRenderer.image(of: f)
        #expect(image.width == 200 && image.height == (60 + 30) * 2)
        #expect(rgb(image, 100, 119) == [255, 0, 0])          // the layout is not covered
        #expect(rgb(image, 100, 178) == [0xF2, 0xF2, 0xF7])   // bar, below the text
        var ink = 0
        for y in 125..<175 { for x in 0..<200 where rgb(image, x, y)[0] < 150 { ink += 1 } }
        #expect(ink > 30)
    }

    @Test("RenderFrame(layout:) takes frames, hidden, alpha and the safe area from the layout")
    func fromLayout() throws {
        var labelled = Fixtures.element("box", .view, color: Self.red)
        labelled.alpha = 0.3
        let scene = Fixtures.scene([labelled, Fixtures.element("other", .view)], canvas: Size(width: 100, height: 60),
                                   safeArea: InsetSpec(top: 7, leading: 3))
        let layout = Layout(scene: "fixture", state: "default", environment: "default", canvas: Size(width: 100, height: 60),
                            frames: ["root": Rect(x: 0, y: 0, width: 100, height: 60),
                                     "box": Rect(x: 1, y: 2, width: 3, height: 4),
                                     "other": Rect(x: 5, y: 6, width: 7, height: 8)],
                            order: ["root", "box", "other"], hidden: ["other"], alpha: [:])
        let f = RenderFrame(layout: layout, scene: scene, environment: scene.canvas)
        #expect(f.elements["box"] == DrawnElement(rect: Rect(x: 1, y: 2, width: 3, height: 4), alpha: 0.3))
        #expect(f.elements["other"]?.hidden == true)
        #expect(f.safeArea == EdgeInsets(top: 7, left: 3, bottom: 0, right: 0))
        var withGuide = layout
        withGuide.frames["root.safe"] = Rect(x: 0, y: 10, width: 100, height: 40)
        withGuide.alpha["box"] = 0.8
        let g = RenderFrame(layout: withGuide, scene: scene, environment: scene.canvas)
        #expect(g.safeArea == EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        #expect(g.elements["box"]?.alpha == 0.8)
        #expect(EdgeInsets(resolving: InsetSpec(leading: 3, trailing: 4), rtl: true) == EdgeInsets(left: 4, right: 3))
    }

    @Test("overlays draw over the views without failing")
    func overlays() throws {
        let plain = try FrameRenderer.image(of: Fixtures.phoneFrame())
        let over = try FrameRenderer.image(of: Fixtures.phoneFrame(overlays: [.guides, .constraints, .safeArea]))
        // The broken constraint line (red) runs at x = 195 pt from y 450 to 480 (its label pill sits at 465).
        let p = over.pixel(x: 390, y: 906)
        #expect(p.r > 200 && p.g < 120 && p.b < 120)
        let q = plain.pixel(x: 390, y: 906)
        #expect(q.r == 255 && q.g == 255 && q.b == 255)
    }
}

extension DrawingTests {
    @Test("a transform applies about the view's centre: scale 2 doubles a 20x20 view to 40x40; a translation moves it")
    func transform() throws {
        let view = Fixtures.element("v", .view, color: Self.red)
        let rect = Rect(x: 40, y: 20, width: 20, height: 20)
        let scaled = try FrameRenderer.image(of: frame([view], ["v": DrawnElement(rect: rect, transform: ViewTransform([.scale(x: 2, y: 2)]))]))
        // Centre (50, 30): covers 30…70 × 10…50 points.
        #expect(rgb(scaled, 61, 21) == [255, 0, 0] && rgb(scaled, 139, 99) == [255, 0, 0])
        #expect(rgb(scaled, 59, 19) == [255, 255, 255] && rgb(scaled, 141, 101) == [255, 255, 255])
        let moved = try FrameRenderer.image(of: frame([view], ["v": DrawnElement(rect: rect, transform: ViewTransform([.translate(x: -30, y: 10)]))]))
        #expect(rgb(moved, 21, 61) == [255, 0, 0] && rgb(moved, 81, 41) == [255, 255, 255])
        let turned = try FrameRenderer.image(of: frame([view], ["v": DrawnElement(rect: Rect(x: 40, y: 20, width: 20, height: 4),
                                                                                     transform: ViewTransform([.rotate(degrees: 90)]))]))
        // A 20x4 bar turned 90° about (50, 22) stands 4 wide and 20 tall: 48…52 × 12…32.
        #expect(rgb(turned, 100, 30) == [255, 0, 0] && rgb(turned, 84, 44) == [255, 255, 255])
    }
}
