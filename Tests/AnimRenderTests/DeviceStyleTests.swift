import Testing
import Foundation
@testable import StatesFormat
@testable import AnimRender
import AnimText

/// The device style read back from pixels: each control and system colour, light and dark,
/// against the values UIKit uses (Apple's HIG colour tables; docs/format.md lists each one).
@Suite("Drawing: device style")
struct DeviceStyleTests {
    /// Compiles `body` under a 300x200 canvas, lays out `state` and renders it at scale 2.
    static func render(_ body: String, state: String? = nil, appearance: Appearance = .light,
                       style: RenderStyle = .device, file: String = "/tmp/device-style.states") throws -> (ImageSurface, Layout) {
        let result = StatesCompiler.compile(source: "canvas 300x200\n" + body, file: file)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        var scene = try #require(result.scene)
        if case .success(let loaded) = ImageSetup.load(scene) { scene = loaded }
        scene.canvas.appearance = appearance
        let engine = LayoutEngine(scene: scene, measurer: try TextSystem.shared(fontFiles: []))
        let layout = try engine.layout(state: state ?? scene.initialState)
        let frame = RenderFrame(layout: layout, scene: scene, environment: scene.canvas)
        return (try FrameRenderer.image(of: frame, options: RenderOptions(style: style)), layout)
    }

    static func rgb(_ image: ImageSurface, _ x: Double, _ y: Double) -> [Int] {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Every pixel inside `rect` (points).
    static func pixels(_ image: ImageSurface, in rect: Rect) -> [[Int]] {
        var out: [[Int]] = []
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = image.pixel(x: x, y: y)
                out.append([Int(p.r), Int(p.g), Int(p.b)])
            }
        }
        return out
    }

    static func hex(_ v: Int) -> [Int] { [(v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF] }

    /// `colour` at `alpha` over `background`, 8-bit, as Cairo composites it (±1).
    static func over(_ colour: Int, _ alpha: Double, _ background: Int) -> [Int] {
        zip(hex(colour), hex(background)).map { Int((Double($0) * alpha + Double($1) * (1 - alpha)).rounded()) }
    }

    static func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("a label's glyphs are `label`: black on white in light, white on black in dark; a view without colour draws nothing", arguments: [Appearance.light, .dark])
    func labelColour(_ appearance: Appearance) throws {
        let (image, layout) = try Self.render("""
            label big "HHH" { font 60 bold }
            view plain
            big.top == root.top + 10; big.leading == root.leading + 10
            plain.top == root.top + 120; plain.leading == root.leading; plain.width == 100; plain.height == 50
            """, appearance: appearance)
        let frame = try #require(layout.frame("big"))
        let all = Self.pixels(image, in: frame)
        let ink = appearance == .light ? [0, 0, 0] : [255, 255, 255]
        let paper = appearance == .light ? [255, 255, 255] : [0, 0, 0]
        #expect(all.filter { $0 == ink }.count > 500)
        #expect(Set(Self.pixels(image, in: Rect(x: 0, y: 120, width: 100, height: 50)).map { $0 }) == [paper])
    }

    @Test("a classic and a plain button's title is systemBlue: #007AFF light, #0A84FF dark", arguments: [Appearance.light, .dark])
    func buttonTitle(_ appearance: Appearance) throws {
        let (image, layout) = try Self.render("""
            button classic "HHH" { font 60 bold }
            button plain "HHH" { font 60 bold; configuration plain }
            classic.top == root.top; classic.leading == root.leading
            plain.top == root.top + 100; plain.leading == root.leading
            """, appearance: appearance)
        let blue = Self.hex(appearance == .light ? 0x007AFF : 0x0A84FF)
        for id in ["classic", "plain"] {
            let frame = try #require(layout.frame(id))
            #expect(Self.pixels(image, in: frame).filter { $0 == blue }.count > 500, "\(id)")
        }
        // A classic button is its title plus 6 pt above and below; a configured one adds 12 and 7.
        let classic = try #require(layout.frame("classic")), plain = try #require(layout.frame("plain"))
        #expect(abs((plain.width - classic.width) - 24) < 0.01)
        #expect(abs((plain.height - classic.height) - 2) < 0.01)
    }

    @Test("a filled button is a systemBlue background with white text; tinted and gray are tinted fills", arguments: [Appearance.light, .dark])
    func configuredButtons(_ appearance: Appearance) throws {
        let (image, layout) = try Self.render("""
            button filled "HHH" { configuration filled; font 40 bold }
            button tinted "Go" { configuration tinted }
            button gray "Go" { configuration gray }
            filled.top == root.top; filled.leading == root.leading
            tinted.top == root.top + 100; tinted.leading == root.leading
            gray.top == root.top + 150; gray.leading == root.leading
            """, appearance: appearance)
        let dark = appearance == .dark
        let blue = dark ? 0x0A84FF : 0x007AFF, paper = dark ? 0x000000 : 0xFFFFFF
        let filled = try #require(layout.frame("filled"))
        // Just inside the left edge, half way down: background, not corner, not title.
        #expect(Self.rgb(image, filled.minX + 4, filled.midY) == Self.hex(blue))
        #expect(Self.pixels(image, in: filled).filter { $0 == [255, 255, 255] }.count > 300)
        let tinted = try #require(layout.frame("tinted"))
        #expect(Self.close(Self.rgb(image, tinted.minX + 4, tinted.midY), Self.over(blue, dark ? 0.26 : 0.12, paper)))
        let gray = try #require(layout.frame("gray"))
        #expect(Self.close(Self.rgb(image, gray.minX + 4, gray.midY), Self.over(0x787880, dark ? 0.32 : 0.16, paper)))
    }

    @Test("a switch is 51x31; on, its track is systemGreen; off, secondarySystemFill; the knob is white", arguments: [Appearance.light, .dark])
    func toggle(_ appearance: Appearance) throws {
        let (image, layout) = try Self.render("""
            switch a { on }
            switch b
            a.top == root.top + 10; a.leading == root.leading + 10
            b.top == root.top + 60; b.leading == root.leading + 10
            """, appearance: appearance)
        let dark = appearance == .dark
        let a = try #require(layout.frame("a")), b = try #require(layout.frame("b"))
        #expect(a.width == 51 && a.height == 31 && b.width == 51 && b.height == 31)
        // The track left of an on knob; right of an off knob; the knob's centre.
        #expect(Self.rgb(image, a.minX + 6, a.midY) == Self.hex(dark ? 0x30D158 : 0x34C759))
        #expect(Self.close(Self.rgb(image, b.maxX - 6, b.midY), Self.over(0x787880, dark ? 0.32 : 0.16, dark ? 0 : 0xFFFFFF)))
        #expect(Self.rgb(image, a.maxX - 15.5, a.midY) == [255, 255, 255])
        #expect(Self.rgb(image, b.minX + 15.5, b.midY) == [255, 255, 255])
    }

    @Test("segmented control: 32 high, the selected segment's pill white (light) or #636366 (dark) over a tertiarySystemFill track", arguments: [Appearance.light, .dark])
    func segmented(_ appearance: Appearance) throws {
        let (image, layout) = try Self.render("""
            segmented s "One" "Two" { selected 1 }
            s.top == root.top + 10; s.leading == root.leading + 10; s.width == 240
            """, appearance: appearance)
        let dark = appearance == .dark
        let s = try #require(layout.frame("s"))
        #expect(s.height == 32)
        // Segment 0 spans x 13…133, segment 1 x 133…253; sample clear of the titles.
        #expect(Self.close(Self.rgb(image, s.minX + 8, s.minY + 5), Self.over(0x767680, dark ? 0.24 : 0.12, dark ? 0 : 0xFFFFFF)))
        #expect(Self.rgb(image, s.maxX - 12, s.minY + 6) == Self.hex(dark ? 0x636366 : 0xFFFFFF))
    }

    @Test("intrinsic sizes: segmented width from its widest title; slider 31 high; progress 4; spinners 20 and 37")
    func intrinsicSizes() throws {
        let (_, layout) = try Self.render("""
            segmented s "A" "Much longer"
            slider sl
            progress p
            spinner m
            spinner l { style large }
            s.top == root.top; s.leading == root.leading
            sl.top == root.top + 40; sl.leading == root.leading; sl.width == 100
            p.top == root.top + 80; p.leading == root.leading; p.width == 100
            m.top == root.top + 100; m.leading == root.leading
            l.top == root.top + 130; l.leading == root.leading
            """)
        let measurer = try TextSystem.shared(fontFiles: [])
        let widest = measurer.measure(TextRequest("Much longer", font: .system(13, weight: 600))).width
        #expect(abs((layout.frame("s")?.width ?? 0) - (2 * (widest + 20) + 6)) < 0.01)
        #expect(layout.frame("sl")?.height == 31 && layout.frame("p")?.height == 4)
        #expect(layout.frame("m")?.width == 20 && layout.frame("l")?.height == 37)
    }

    @Test("slider and progress: the minimum track is the tint up to the value, the rest systemFill")
    func sliderAndProgress() throws {
        let (image, layout) = try Self.render("""
            slider sl { value 0.5 }
            progress p { value 0.25 }
            sl.top == root.top + 10; sl.leading == root.leading; sl.width == 200
            p.top == root.top + 60; p.leading == root.leading; p.width == 200
            """)
        let sl = try #require(layout.frame("sl")), p = try #require(layout.frame("p"))
        #expect(Self.rgb(image, sl.minX + 5, sl.midY) == Self.hex(0x007AFF))
        #expect(Self.close(Self.rgb(image, sl.maxX - 5, sl.midY), Self.over(0x787880, 0.2, 0xFFFFFF)))
        #expect(Self.rgb(image, p.minX + 25, p.midY) == Self.hex(0x007AFF))
        #expect(Self.close(Self.rgb(image, p.minX + 100, p.midY), Self.over(0x787880, 0.2, 0xFFFFFF)))
    }

    @Test("a text field is 34 high at 17 pt; its placeholder is placeholderText, its text label")
    func textField() throws {
        let (image, layout) = try Self.render("""
            textfield a "HHHH" { font 40 bold }
            textfield b "Name"
            textfield c "x" { text "HHHH"; font 40 bold }
            a.top == root.top; a.leading == root.leading; a.width == 250
            b.top == root.top + 70; b.leading == root.leading; b.width == 250
            c.top == root.top + 110; c.leading == root.leading; c.width == 250
            """)
        #expect(layout.frame("b")?.height == 34)
        let a = try #require(layout.frame("a")), c = try #require(layout.frame("c"))
        let placeholder = Self.over(0x3C3C43, 0.3, 0xFFFFFF)
        #expect(Self.pixels(image, in: a).filter { Self.close($0, placeholder) }.count > 300)
        #expect(Self.pixels(image, in: c).filter { $0 == [0, 0, 0] }.count > 300)
    }

    @Test("a state's text for a text field without text of its own is typed text: label, not placeholder grey")
    func textFieldTypedInAState() throws {
        let body = """
            textfield a "Name" { font 40 bold }
            a.top == root.top; a.leading == root.leading; a.width == 250
            state empty
            state typing { text a "HHHH" }
            """
        let (image, layout) = try Self.render(body, state: "typing")
        let a = try #require(layout.frame("a"))
        #expect(Self.pixels(image, in: a).filter { $0 == [0, 0, 0] }.count > 300)
        let (empty, _) = try Self.render(body, state: "empty")
        #expect(Self.pixels(empty, in: a).filter { $0 == [0, 0, 0] }.isEmpty)
    }

    @Test("an image is its pixels over its @2x scale, drawn as the file's pixels; aspect-fit letterboxes")
    func image() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-style-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGFixture.solid(width: 40, height: 20, rgba: [255, 0, 0, 255]).write(to: folder.appendingPathComponent("red@2x.png"))
        let (image, layout) = try Self.render("""
            image a "red@2x.png"
            image b "red@2x.png" { content-mode aspect-fit }
            a.top == root.top; a.leading == root.leading
            b.top == root.top + 50; b.leading == root.leading; b.width == 40; b.height == 40
            """, file: folder.appendingPathComponent("scene.states").path)
        let a = try #require(layout.frame("a"))
        #expect(a.width == 20 && a.height == 10)
        #expect(Self.rgb(image, a.midX, a.midY) == [255, 0, 0])
        // 20x10 fit into 40x40: 40x20, centred vertically (y 60…80 of 50…90).
        #expect(Self.rgb(image, 20, 70) == [255, 0, 0])
        #expect(Self.rgb(image, 20, 55) == [255, 255, 255])
    }

    @Test("a button's icon sits before its title, drawn in the title's colour; the button grows by its width")
    func buttonIcon() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-icon-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGFixture.solid(width: 40, height: 40, rgba: [255, 0, 0, 255]).write(to: folder.appendingPathComponent("icon@2x.png"))
        let (image, layout) = try Self.render("""
            button plain "Go"
            button icon "Go" { icon "icon@2x.png" }
            plain.top == root.top; plain.leading == root.leading
            icon.top == root.top + 60; icon.leading == root.leading
            """, file: folder.appendingPathComponent("scene.states").path)
        let plain = try #require(layout.frame("plain")), icon = try #require(layout.frame("icon"))
        #expect(abs(icon.width - (plain.width + 20)) < 1e-9)
        #expect(abs(icon.height - max(plain.height, 20 + 12)) < 1e-9)
        // The icon's centre is the tint (a template image), not the file's red.
        #expect(Self.rgb(image, icon.minX + 10, icon.midY) == Self.hex(0x007AFF))
    }

    @Test("border, shadow and clips: a border is drawn inside the bounds; a shadow falls below; clips cut subviews")
    func layerProperties() throws {
        let (image, _) = try Self.render("""
            view card { color white; border 4 red; shadow(x: 0, y: 6, radius: 4, color: black, opacity: 1) }
            view clip { clips; corner 0
                view inner { color blue }
            }
            card.top == root.top + 10; card.leading == root.leading + 10; card.width == 100; card.height == 50
            clip.top == root.top + 100; clip.leading == root.leading + 10; clip.width == 50; clip.height == 50
            inner.top == clip.top + 25; inner.leading == clip.leading + 25; inner.width == 50; inner.height == 50
            """)
        #expect(Self.rgb(image, 12, 35) == Self.hex(0xFF3B30))   // the border, inside the card's edge
        #expect(Self.rgb(image, 60, 35) == [255, 255, 255])       // the card's own background
        let below = Self.rgb(image, 60, 62.5)                     // under the card: shadow
        #expect(below[0] < 200 && below[0] == below[2])
        #expect(Self.rgb(image, 50, 140) == Self.hex(0x007AFF))   // inner (systemBlue), inside clip
        #expect(Self.rgb(image, 70, 140) == [255, 255, 255])      // inner, outside clip: cut
    }

    @Test("wireframe draws every view as a named box in its palette colour; the device style draws an uncoloured view as nothing")
    func styles() throws {
        let scene = "view v\nv.top == root.top; v.leading == root.leading; v.width == 100; v.height == 100"
        let (device, _) = try Self.render(scene)
        let (wire, _) = try Self.render(scene, style: .wireframe)
        #expect(Self.rgb(device, 50, 50) == [255, 255, 255])
        #expect(Self.rgb(wire, 50, 50) == Self.hex(0x007AFF))   // the first palette colour, blue
    }
}

/// Small PNG files written by hand for the image tests (zlib through Foundation-free deflate:
/// stored blocks, which every decoder reads).
enum PNGFixture {
    static func solid(width: Int, height: Int, rgba: [UInt8]) -> Data {
        var raw: [UInt8] = []
        for _ in 0..<height {
            raw.append(0)
            for _ in 0..<width { raw.append(contentsOf: rgba) }
        }
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc(_ bytes: [UInt8]) -> Int {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return Int(c ^ 0xFFFF_FFFF)
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(data.count) + body + be32(crc(body))
        }
        // zlib stream of stored (uncompressed) deflate blocks, with its Adler-32.
        var z: [UInt8] = [0x78, 0x01]
        var k = 0
        repeat {
            let n = min(65535, raw.count - k)
            z.append(k + n == raw.count ? 1 : 0)
            z += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[k..<k + n]
            k += n
        } while k < raw.count
        var a = 1, b = 0
        for byte in raw { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
        z += be32(b << 16 | a)
        let header = be32(width) + be32(height) + [8, 6, 0, 0, 0]
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", z) + chunk("IEND", [])
        return Data(png)
    }
}
