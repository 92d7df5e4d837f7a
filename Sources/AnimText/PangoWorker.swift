import CPango
import Foundation
import AnimLayout

/// One Pango font map and context over a fontconfig configuration. Not thread safe: a
/// `TextSystem` lends each to one thread at a time.
final class PangoWorker {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The letter spacing of texts already set, by text and font (`spacing(_:in:)`): drawing a
    /// text every frame measures its natural width once.
    var spacingCache: [SpacingKey: [SpacingRun]] = [:]

    /// A worker over `config`. Nil only when fontconfig could not allocate a configuration;
    /// every path that sets text reads the fonts first (`FontLibrary.prepare()`) and reports
    /// that failure instead of coming here.
    init(config: OpaquePointer?) {
        // pango_cairo_font_map_new_for_font_type never fails for the FreeType backend Debian builds.
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(animlayout_fc_font_map(map), config)
        fontMap = map
        context = Self.configure(pango_font_map_create_context(map))
    }

    /// A new context on this worker's font map, configured as the measuring one.
    func makeContext() -> OpaquePointer? {
        pango_font_map_create_context(fontMap).map(Self.configure)
    }

    /// 72 dpi (1 pt is one unit), no hinting, grey antialiasing, unrounded glyph positions:
    /// advances scale linearly with the size and equal HarfBuzz's.
    private static func configure(_ context: OpaquePointer) -> OpaquePointer {
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// A Pango description of `font`: the family, an absolute size (1 pt is 1 unit at 72 dpi),
    /// the weight, the slant, and for the system font its optical size.
    static func description(_ font: FontSpec) -> OpaquePointer {
        let fd = pango_font_description_new()!
        pango_font_description_set_family(fd, font.family ?? SystemFont.family)
        let size = font.size.isFinite ? max(0.01, min(font.size, 10_000)) : 17
        pango_font_description_set_absolute_size(fd, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(fd, PangoWeight(rawValue: UInt32(max(100, min(900, font.weight)))))
        pango_font_description_set_style(fd, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if font.family == nil {
            let opsz = (SystemFont.opticalSize(for: size) * 100).rounded() / 100
            pango_font_description_set_variations(fd, "opsz=\(Self.requestedOpticalSize(opsz))")
        }
        return fd
    }

    /// The `opsz` value asked of Inter for the optical size `opsz`: the text design (14, the
    /// axis's minimum and default) is asked as 13, which FreeType and HarfBuzz clamp to 14 (the
    /// same instance, the same advances).
    ///
    /// Cairo (1.16) shares one `FT_Face` per font file among all of its instances, and before
    /// loading a glyph sets the face's coordinates only when they differ from the face's
    /// current ones. FreeType rasterizes a face whose coordinates were never set (its default
    /// instance, from the integer outline) slightly differently (up to 4 levels on edges) from
    /// one whose coordinates were set once, to any value: asking for exactly 14 gave the
    /// default instance either rendering, depending on whether any other instance (semibold,
    /// 20 pt and up) had been drawn earlier in the process. 13 is never a face's current value
    /// when it is opened, so Cairo always sets it: every glyph is rasterized the same way,
    /// whatever was drawn before.
    static func requestedOpticalSize(_ opsz: Double) -> Double {
        opsz <= 14 ? 13 : opsz
    }

    /// The tracking `font` gets, in points (the system font only).
    static func tracking(_ font: FontSpec) -> Double {
        font.family == nil ? SystemFont.tracking(for: font.size) : 0
    }

    /// A layout of `request`, ready to measure or draw: wrapped at its width when it may take
    /// more than one line, ellipsized per its line-break mode when limited; its characters
    /// spaced per ``spacing(_:in:)``.
    func layout(_ request: TextRequest, in context: OpaquePointer? = nil) -> OpaquePointer {
        spacedLayout(request, in: context).layout
    }

    /// The layout of ``layout(_:in:)``, and the spacing Core Text adds after a line's last
    /// character where Pango adds none (half before the first and half after the last, which
    /// Pango leaves out at a line's ends).
    func spacedLayout(_ request: TextRequest, in context: OpaquePointer? = nil) -> (layout: OpaquePointer, edge: Double) {
        let context = context ?? self.context
        let layout = pango_layout_new(context)!
        let fd = Self.description(request.font)
        pango_layout_set_font_description(layout, fd)
        pango_font_description_free(fd)
        // Spacing is measured in the worker's own context, never the drawing one: it is cached
        // by text and font only, and a drawing context carries the target's transformation.
        let spacing = self.spacing(request, in: self.context)
        let attributes = pango_attr_list_new()
        // UIKit breaks a word too long for its line without a hyphen (a label's
        // `hyphenationFactor` is 0); Pango would add one where it breaks inside a word.
        if let noHyphens = pango_attr_insert_hyphens_new(0) { pango_attr_list_insert(attributes, noHyphens) }
        for run in spacing where run.points != 0 {
            guard let attribute = pango_attr_letter_spacing_new(Int32((run.points * Double(PANGO_SCALE)).rounded())) else { continue }
            attribute.pointee.start_index = guint(run.bytes.lowerBound)
            attribute.pointee.end_index = guint(run.bytes.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_text(layout, request.text, -1)
        if let width = request.width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width, 1e6) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, request.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if request.lines == 1 {
                pango_layout_set_single_paragraph_mode(layout, 1)
            }
            if request.lines > 0 {
                // A negative height limits the lines when ellipsizing.
                pango_layout_set_height(layout, Int32(-min(request.lines, 100_000)))
            }
            // Unlimited lines are never truncated (Pango would ellipsize each paragraph to one line).
            switch request.lines == 0 ? .wordWrap : request.lineBreak {
            case .truncateTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            case .truncateHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .truncateMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .clip, .wordWrap, .charWrap: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            }
        } else if request.lines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        return (layout, spacing.map(\.points).max() ?? 0)
    }

    /// Unrounded metrics of `request`.
    func measure(_ request: TextRequest) -> TextMetrics {
        let (layout, edge) = spacedLayout(request)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var lines = Int(pango_layout_get_line_count(layout))
        if request.lines > 0 { lines = min(lines, request.lines) }
        lines = max(1, lines)
        var width = Double(logical.width) / Double(PANGO_SCALE)
        // Pango spaces characters apart (n − 1 gaps); Core Text adds tracking after every one.
        if !request.text.isEmpty { width = max(0, width + edge) }
        let (lineHeight, ascent) = fontMetrics(request.font)
        return TextMetrics(width: width, height: Double(lines) * lineHeight, lineCount: lines,
                           lineHeight: lineHeight, ascent: ascent)
    }

    /// `body` applied to `font` as fontconfig resolves it (nil when it cannot be loaded).
    private func withLoadedFont<T>(_ font: FontSpec, _ body: (UnsafeMutablePointer<PangoFont>) -> T?) -> T? {
        let fd = Self.description(font)
        defer { pango_font_description_free(fd) }
        guard let loaded = pango_context_load_font(context, fd) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        return body(loaded)
    }

    /// The font's line height and ascent, from its `hhea` table (Pango's font metrics).
    func fontMetrics(_ font: FontSpec) -> (lineHeight: Double, ascent: Double) {
        let loaded = withLoadedFont(font) { font -> (Double, Double)? in
            guard let metrics = pango_font_get_metrics(font, nil) else { return nil }
            defer { pango_font_metrics_unref(metrics) }
            let scale = Double(PANGO_SCALE)
            return (Double(pango_font_metrics_get_height(metrics)) / scale, Double(pango_font_metrics_get_ascent(metrics)) / scale)
        }
        return loaded.map { (lineHeight: $0.0, ascent: $0.1) } ?? (font.size * 1.2, font.size)
    }

    /// The file fontconfig picks for `font`.
    func fontFile(for font: FontSpec) -> String? {
        withLoadedFont(font) { loaded in
            guard let pattern = pango_fc_font_get_pattern(animlayout_fc_font(loaded)) else { return nil }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            return String(cString: file)
        }
    }
}
