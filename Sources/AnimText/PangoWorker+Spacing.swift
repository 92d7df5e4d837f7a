import CPango
import AnimLayout

extension PangoWorker {
    /// A text and its font: what a text's spacing depends on (widths do not depend on the
    /// context's transformation: glyph positions are unhinted and unrounded).
    struct SpacingKey: Hashable {
        var text: String
        var font: FontSpec
    }

    /// Letter spacing over a range of a text's bytes (UTF-8), in points.
    struct SpacingRun {
        var bytes: Range<Int>
        var points: Double
    }

    /// The letter spacing of each paragraph of `request`'s text: for the system font, Apple's
    /// tracking, plus, for a paragraph the width table applies to (``SystemFontWidths``), what
    /// makes its width SF's — `factor × (Inter's width + size × corrections) − Inter's width`,
    /// spread evenly over its characters, so that the text drawn is as wide as the text
    /// measured (and kerning, which spacing per character would break, is kept). A named family
    /// gets none.
    func spacing(_ request: TextRequest, in context: OpaquePointer) -> [SpacingRun] {
        let font = request.font
        guard font.family == nil, !request.text.isEmpty else { return [] }
        let key = SpacingKey(text: request.text, font: font)
        if let known = spacingCache[key] { return known }
        let runs = computeSpacing(request.text, font: font, in: context)
        if spacingCache.count >= Self.spacingCacheLimit { spacingCache.removeAll(keepingCapacity: true) }
        spacingCache[key] = runs
        return runs
    }

    /// Entries the spacing cache keeps at most (emptied past it).
    static let spacingCacheLimit = 10_000

    /// The spacing of each paragraph of `text` in the system font `font` (uncached).
    private func computeSpacing(_ text: String, font: FontSpec, in context: OpaquePointer) -> [SpacingRun] {
        let tracking = Self.tracking(font)
        let size = font.size.isFinite ? max(0.01, min(font.size, 10_000)) : 17
        let factor = SystemFontWidths.factor(size: size, weight: font.weight)
        var runs: [SpacingRun] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let start = text.utf8.distance(from: text.startIndex, to: paragraph.startIndex)
            let bytes = paragraph.utf8.count
            let characters = paragraph.count
            guard characters > 0 else { continue }
            var points = tracking
            if SystemFontWidths.applies(to: paragraph) {
                let natural = naturalWidth(String(paragraph), font: font, tracking: tracking, in: context)
                let inter = natural - Double(characters - 1) * tracking
                let extra = (factor - 1) * inter + factor * size * SystemFontWidths.correction(paragraph)
                points += extra / Double(characters)
            }
            runs.append(SpacingRun(bytes: start..<(start + bytes), points: points))
        }
        return runs
    }

    /// The width of `text` on one line in `font`, spaced by `tracking` (Pango's width: the
    /// spacing between characters, none after the last).
    private func naturalWidth(_ text: String, font: FontSpec, tracking: Double, in context: OpaquePointer) -> Double {
        guard let layout = pango_layout_new(context) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let fd = Self.description(font)
        pango_layout_set_font_description(layout, fd)
        pango_font_description_free(fd)
        if tracking != 0 {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((tracking * Double(PANGO_SCALE)).rounded())))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }
}
