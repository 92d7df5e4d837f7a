import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
@testable import AnimRender

@Suite("PNG and SVG")
struct FormatTests {
    @Test("PNG is deterministic and a PNG")
    func pngDeterministic() throws {
        let frame = Fixtures.phoneFrame(t: 0.3, caption: Caption(title: "a → b", time: 0.1), overlays: [.guides, .constraints])
        let a = try FrameRenderer.png(of: frame)
        let b = try FrameRenderer.png(of: frame)
        #expect(a == b)
        #expect(Array(a.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR width and height, big-endian, at bytes 16..<24: 780 × (844 + 30) × 2.
        let w = a[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let h = a[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(w == 780 && h == 1748)
    }

    @Test("SVG is deterministic within a process, with groups that Cairo numbers globally")
    func svgDeterministic() throws {
        // The badge fades (alpha < 1) and has no children; give the card alpha so a group is pushed.
        var frame = Fixtures.phoneFrame(t: 0.5, overlays: [.guides])
        frame.elements["card"]?.alpha = 0.7
        let a = try FrameRenderer.svg(of: frame)
        let b = try FrameRenderer.svg(of: frame)
        #expect(a == b)
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<svg"))
        #expect(text.contains("viewBox=\"0 0 390 844\""))
    }

    @Test("SVG: every drawn element is a group with its id, used once; the file is well-formed XML")
    func svgElementIDs() throws {
        // The wireframe style draws every view (a box each); stacks only when coloured.
        let frame = Fixtures.phoneFrame(t: 0.5)
        let text = String(decoding: try FrameRenderer.svg(of: frame, options: RenderOptions(style: .wireframe)), as: UTF8.self)
        let drawn = frame.scene.elements.filter {
            frame.elements[$0.id] != nil && frame.elements[$0.id]?.hidden != true && $0.kind.traits.isView && ($0.kind != .stack || $0.colorWritten)
        }
        #expect(!drawn.isEmpty)
        for e in drawn {
            #expect(text.components(separatedBy: "<g id=\"\(e.id)\"").count == 2, "\(e.id)")
            #expect(text.contains("xlink:href=\"#\(e.id)\""), "\(e.id)")
        }
        let data = Data(text.utf8)
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("SVG: an element id Cairo could use itself gets the prefix element-")
    func svgElementIDClash() {
        let input = Array(##"<defs><g id="surface7"><path/></g><g id="surface9"><use xlink:href="#surface7"/></g></defs><g id="surface1"><use xlink:href="#surface9"/></g>"##.utf8)
        let out = String(decoding: SVGIDs.namingElements(input, closed: ["clip1", "card"]), as: UTF8.self)
        #expect(out == ##"<defs><g id="element-clip1"><path/></g><g id="card"><use xlink:href="#element-clip1"/></g></defs><g id="surface1"><use xlink:href="#card"/></g>"##)
        // A count that does not match leaves the file alone.
        #expect(SVGIDs.namingElements(input, closed: ["card"]) == input)
    }

    @Test("SVG id renumbering maps counters by first appearance and leaves other text alone")
    func svgIDs() {
        let input = Array(##"<g id="surface57"><use xlink:href="#surface57"/><g id="surface9"/><p id="surfaces"/>image12 myimage3"##.utf8)
        let out = String(decoding: SVGIDs.renumber(input), as: UTF8.self)
        #expect(out == ##"<g id="surface1"><use xlink:href="#surface1"/><g id="surface2"/><p id="surfaces"/>image1 myimage3"##)
    }

    @Test("batch rendering on all cores gives the same bytes as one at a time, in order")
    func batch() throws {
        let frames = (0..<4).map { Fixtures.phoneFrame(t: Double($0) / 3) }
        let options = RenderOptions(scale: 0.5)
        let parallel = try BatchRenderer.map(frames, options: options) { try FrameRenderer.png(of: $0, options: options) }
        let serial = try frames.map { try FrameRenderer.png(of: $0, options: options) }
        #expect(parallel == serial)
        #expect(Set(parallel).count == 4)
    }

    @Test("contact sheet: title, a grid of thumbnails, labels")
    func sheet() throws {
        let items = (0..<5).map { ContactSheet.Item(frame: Fixtures.phoneFrame(t: Double($0) / 4), label: String(format: "%.3f s", Double($0) * 0.1)) }
        var style = ContactSheet.Style()
        style.columns = 3
        let image = try ContactSheet.render(title: "left → right", items: items, style: style, options: RenderOptions(scale: 1))
        // 3 columns of 150 + 2 gaps of 18 + 2 × 24 padding = 534; 2 rows of (150 × 844/390 + 22) + 18 + 48 + 44.
        let thumbH = 150.0 * 844 / 390
        #expect(image.width == 534)
        #expect(image.height == Int((48 + 44 + 2 * (thumbH + 22) + 18).rounded(.up)))
        // The first thumbnail's header (blue) at its top-left; the sixth cell is empty background.
        let header = image.pixel(x: 24 + 5, y: 24 + 44 + 5)
        #expect(header.b == 255 && header.r < 20)
        let empty = image.pixel(x: 24 + 2 * 168 + 75, y: 24 + 44 + Int(thumbH) + 40 + 50)
        #expect(empty.r == 0xF2 && empty.b == 0xF7)
    }
}
