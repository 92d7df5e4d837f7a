import Testing
@testable import StatesFormat

/// §10 text properties: fonts, colours, alignment, lines, line breaks, Dynamic Type, font files.
@Suite("StatesFormat: text properties")
struct TextFormatTests {
    func label(_ block: String) -> Element? {
        compile("canvas 390x844\nlabel t \"Hello\" { \(block) }").scene?.element("t")
    }

    @Test("font: a text style, a system size with weight and slant, a named family")
    func fonts() {
        #expect(label("font headline")?.font == .style(.headline))
        #expect(label("font 15 semibold italic")?.font == .fixed(FontSpec(size: 15, weight: 600, italic: true)))
        #expect(label("font system 15 semibold italic")?.font == .fixed(FontSpec(size: 15, weight: 600, italic: true)))
        #expect(label("font italic")?.font == nil)
        #expect(label("font \"Inter\" 13 medium")?.font == .fixed(FontSpec(family: "Inter", size: 13, weight: 500)))
        #expect(label("")?.font == .fixed(.system(17)))
        #expect(label("font ultralight")?.font == nil)
    }

    @Test("font errors are located, with suggestions")
    func fontErrors() {
        let pre = "canvas 390x844\nlabel t \"Hello\" { "
        #expect(errors(pre + "font bdy }") == ["2:24: unknown text style 'bdy'; did you mean 'body'?"])
        #expect(errors(pre + "font 15 semibld }") == ["2:27: unknown font weight 'semibld'; did you mean 'semibold'?"])
        #expect(errors(pre + "font 0 }") == ["2:24: font size must be greater than 0 and at most 1000"])
        #expect(errors(pre + "font \"Inter\" }") == ["2:24: 'font' needs a size after \"Inter\", e.g. 15"])
        #expect(errors(pre + "font body 17 }") == ["2:29: a text style takes no size or weight (it follows text-size); use 'font N WEIGHT' for a fixed font"])
        #expect(errors(pre + "font 15 bold heavy }") == ["2:32: 'heavy': the font's weight is already given"])
        #expect(errors(pre + "font \" \" 12 }") == ["2:24: a font family name cannot be empty"])
        #expect(errors("canvas 390x844\nview v { font 12 }") == ["2:10: 'font' applies only to labels and buttons; 'v' is a view"])
    }

    @Test("text-color, alignment, lines and line-break; alignment still means the stack's on a stack")
    func properties() throws {
        let e = try #require(label("text-color blue; alignment center; lines 0; line-break word-wrap"))
        #expect(e.textColor?.light == Color(r: 0, g: 122, b: 255) && e.textAlignment == .center && e.lines == 0 && e.lineBreak == .wordWrap)
        let pre = "canvas 390x844\nlabel t \"Hello\" { "
        #expect(errors(pre + "lines -1 }") == ["2:25: lines must be a whole number from 0 (no limit) to 10000"])
        #expect(errors(pre + "lines 2.5 }") == ["2:25: lines must be a whole number from 0 (no limit) to 10000"])
        #expect(errors(pre + "line-break truncate-tal }") == ["2:30: unknown line-break mode 'truncate-tal'; did you mean 'truncate-tail'?"])
        #expect(errors(pre + "alignment fill }") == ["2:29: unknown text alignment 'fill'; expected one of natural, left, center, right, justified"])
        #expect(errors(pre + "text-color nope }") .count == 1)
        #expect(label("text-color #0000FF")?.textColor == DynamicColor(Color(r: 0, g: 0, b: 255)))
        let stack = compile("canvas 390x844\nstack s { alignment center }").scene?.element("s")
        #expect(stack?.stack?.alignment == .center)
        #expect(errors("canvas 390x844\nview v { lines 2 }") == ["2:10: 'lines' applies only to labels and buttons; 'v' is a view"])
    }

    @Test("text-size on the canvas and on sizes; text styles take Apple's sizes for the category")
    func textSize() throws {
        let scene = try #require(compile("canvas 390x844 text-size xl\nsize big 390x844 text-size accessibility-xxxl\nsize plain 390x844").scene)
        #expect(scene.canvas.textSize == .xl)
        #expect(scene.sizes.map(\.textSize) == [.accessibilityXXXL, .large])
        #expect(errors("canvas 390x844 text-size huge") == ["1:26: unknown text-size 'huge'; expected one of xs, s, m, large, xl, xxl, xxxl, accessibility-m, accessibility-l, accessibility-xl, accessibility-xxl, accessibility-xxxl"])
        #expect(errors("canvas 390x844 text-size larg") == ["1:26: unknown text-size 'larg'; did you mean 'large'?"])
        #expect(errors("canvas 390x844 text-size") == ["1:16: 'text-size' needs a Dynamic Type category: xs, s, m, large, xl, xxl, xxxl, accessibility-m, accessibility-l, accessibility-xl, accessibility-xxl, accessibility-xxxl"])
        // The HIG's table: body 17 at large, large-title 34 at large and 60 at accessibility-xxxl,
        // caption2 11 at xs and large, headline semibold.
        #expect(FontChoice.style(.body).resolved(at: .large) == .system(17))
        #expect(TextStyle.largeTitle.size(at: .large) == 34 && TextStyle.largeTitle.size(at: .accessibilityXXXL) == 60)
        #expect(TextStyle.caption2.size(at: .xs) == 11 && TextStyle.caption2.size(at: .large) == 11)
        #expect(FontChoice.style(.headline).resolved(at: .xl) == .system(19, weight: 600))
        #expect(TextStyle.title1.size(at: .accessibilityL) == 43)
    }

    @Test("font-file: resolved against the scene's folder; an empty path is an error")
    func fontFile() throws {
        let r = StatesCompiler.compile(source: "font-file \"fonts/Brand.otf\"\nfont-file \"/abs/B.ttf\"\ncanvas 100x100", file: "scenes/card.states")
        let files = try #require(r.scene?.fontFiles)
        #expect(files.map(\.path) == ["scenes/fonts/Brand.otf", "/abs/B.ttf"])
        #expect(files.first?.range == at(1, 1, 28, file: "scenes/card.states"))
        #expect(errors("font-file \"\"\ncanvas 100x100") == ["1:11: 'font-file' needs a path, relative to the scene's folder"])
        #expect(errors("canvas 100x100\nview v { font-file \"x\" }") == ["2:10: unknown property 'font-file' on 'v'"])
    }
}
