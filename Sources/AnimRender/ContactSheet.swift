import CCairo
import Foundation

/// A contact sheet: a title on top and a grid of frame thumbnails, each with its label (a time
/// such as `0.133 s`, or a state name) under it.
public enum ContactSheet {
    /// One cell of the sheet.
    public struct Item: Hashable, Sendable {
        public var frame: RenderFrame
        public var label: String

        /// Creates a cell.
        public init(frame: RenderFrame, label: String) {
            self.frame = frame
            self.label = label
        }
    }

    /// Layout of the sheet, in points.
    public struct Style: Hashable, Sendable {
        /// Thumbnail width; the height follows each frame's aspect ratio.
        public var thumbnailWidth: Double = 150
        /// Columns; 0 picks up to 6, fewer when there are fewer items.
        public var columns: Int = 0
        public var padding: Double = 24
        public var gap: Double = 18
        /// Draw every frame at one scale, the largest side of the largest frame at this many
        /// points (frames of different sizes keep their proportions to each other: a landscape
        /// size is wider than a portrait one); nil: every thumbnail `thumbnailWidth` wide.
        public var commonSide: Double?

        /// The default style.
        public init() {}
    }

    /// Draws the sheet. Thumbnails are the frames drawn (vector) at thumbnail size, so text and
    /// edges stay sharp; the image is the sheet's size × `options.scale` pixels.
    public static func render(title: String, items: [Item], style: Style = Style(),
                              options: RenderOptions = RenderOptions()) throws -> ImageSurface {
        guard !items.isEmpty else { throw RenderError("a contact sheet needs at least one frame") }
        let columns = style.columns > 0 ? min(style.columns, items.count) : min(6, items.count)
        let rows = (items.count + columns - 1) / columns
        let thumbW = max(16, style.thumbnailWidth.isFinite ? style.thumbnailWidth : 150)
        // Each frame's scale: one for all (`commonSide`), or its width to `thumbW`.
        let largest = items.map { max($0.frame.extent.width, $0.frame.extent.height) }.max() ?? 1
        let scales = items.map { item -> Double in
            if let side = style.commonSide, side.isFinite, side > 0 { return side / max(1, largest) }
            return thumbW / max(1, item.frame.extent.width)
        }
        // Columns as wide as their widest thumbnail, rows as tall as their tallest.
        var columnWidths = [Double](repeating: 0, count: columns)
        var rowHeights = [Double](repeating: 0, count: rows)
        for (i, item) in items.enumerated() {
            columnWidths[i % columns] = max(columnWidths[i % columns], max(1, item.frame.extent.width) * scales[i])
            rowHeights[i / columns] = max(rowHeights[i / columns], max(1, item.frame.extent.height) * scales[i])
        }
        let labelHeight = 22.0
        // As wide as the grid, or as the title when the title is wider (a sheet of one narrow
        // frame), up to 960 points; a longer title wraps, on at most 3 lines.
        let measurer = CairoTextMeasurer(scale: 1)
        let gridWidth = columnWidths.reduce(0, +) + Double(columns - 1) * style.gap
        let titleWidth = measurer.size(of: title, fontSize: 20).width
        let textWidth = max(gridWidth, min(titleWidth, 960))
        let titleLines = TextFitting.wrap(title, width: textWidth, maxLines: 3) { measurer.size(of: $0, fontSize: 20).width }
        let titleHeight = 44.0 + 26 * Double(max(0, titleLines.count - 1))
        let width = style.padding * 2 + textWidth
        let height = style.padding * 2 + titleHeight + rowHeights.reduce(0, +) + Double(rows) * labelHeight
            + Double(rows - 1) * style.gap
        let scale = RenderOptions.validScale(options.scale)
        let image = try ImageSurface(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        guard let cr = cairo_create(image.surface) else { throw RenderError("cairo could not create a context") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0)
        cairo_paint(cr)

        // Title.
        SharedFont.shared.select(on: cr, size: 20)
        var fe = cairo_font_extents_t()
        cairo_font_extents(cr, &fe)
        cairo_set_source_rgb(cr, 0x1C / 255.0, 0x1C / 255.0, 0x1E / 255.0)
        for (n, line) in titleLines.enumerated() {
            cairo_move_to(cr, style.padding, style.padding + fe.ascent + 26 * Double(n))
            cairo_show_text(cr, line)
        }

        for (i, item) in items.enumerated() {
            let col = i % columns, row = i / columns
            let x = style.padding + columnWidths[..<col].reduce(0, +) + Double(col) * style.gap
            let y = style.padding + titleHeight + rowHeights[..<row].reduce(0, +) + Double(row) * (labelHeight + style.gap)
            let thumbH = rowHeights[row], cellW = columnWidths[col]
            var frame = item.frame
            frame.caption = nil
            let canvas = Size(width: max(1, frame.extent.width), height: max(1, frame.extent.height))
            let k = scales[i]
            let w = canvas.width * k
            let h = canvas.height * k
            // Soft shadow, then the frame clipped to its thumbnail.
            cairo_set_source_rgba(cr, 0, 0, 0, 0.06)
            cairo_rectangle(cr, x - 1, y, w + 2, h + 2)
            cairo_fill(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.08)
            cairo_rectangle(cr, x - 0.5, y - 0.5, w + 1, h + 1)
            cairo_fill(cr)
            cairo_save(cr)
            cairo_rectangle(cr, x, y, w, h)
            cairo_clip(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, k, k)
            FrameDrawer(frame: frame, options: options).draw(on: cr)
            cairo_restore(cr)
            // Label, centred under the thumbnail.
            SharedFont.shared.select(on: cr, size: 11)
            cairo_font_extents(cr, &fe)
            let label = TextFitting.ellipsized(item.label, width: max(w, cellW)) { text in
                var e = cairo_text_extents_t()
                cairo_text_extents(cr, text, &e)
                return e.x_advance
            }
            var te = cairo_text_extents_t()
            cairo_text_extents(cr, label, &te)
            cairo_set_source_rgb(cr, 0x3C / 255.0, 0x3C / 255.0, 0x43 / 255.0)
            cairo_move_to(cr, x + max(0, (w - te.x_advance) / 2), y + thumbH + 6 + fe.ascent)
            cairo_show_text(cr, label)
        }
        try FrameRenderer.check(cr)
        cairo_surface_flush(image.surface)
        return image
    }
}
