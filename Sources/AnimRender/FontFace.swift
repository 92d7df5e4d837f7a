import CCairo
import Foundation

/// The one font every frame is drawn and measured with: DejaVu Sans, loaded by path through
/// FreeType so that output never depends on fontconfig or on what else is installed.
///
/// Thread safety: the FreeType face is only ever touched by Cairo, which locks it internally
/// (cairo-ft's unscaled font holds a mutex around every use of the `FT_Face`); Cairo font faces
/// are reference counted and thread safe. The face lives for the whole process.
final class SharedFont: @unchecked Sendable {
    /// The DejaVu Sans file the renderer uses.
    static let dejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The process-wide font (created once, on first use).
    static let shared = SharedFont()

    /// The Cairo font face (never destroyed).
    let face: OpaquePointer
    /// True when DejaVu Sans was loaded from its file; false when the file was missing and
    /// Cairo's toy "DejaVu Sans" (through fontconfig) stands in.
    let loadedFromFile: Bool
    /// Font options used everywhere: grey antialiasing, no hinting, unhinted metrics, so text
    /// advances scale linearly with the font size and match the font's own advance widths.
    let options: OpaquePointer?

    private init() {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        self.options = options

        var library: FT_Library?
        var ftFace: FT_Face?
        if FT_Init_FreeType(&library) == 0, let library,
           FT_New_Face(library, SharedFont.dejaVuSansPath, 0, &ftFace) == 0, let ftFace,
           let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
           cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS {
            self.face = face
            self.loadedFromFile = true
        } else {
            // Cairo's toy faces never fail to be created (an error face draws nothing).
            self.face = cairo_toy_font_face_create("DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            self.loadedFromFile = false
        }
    }

    /// Selects the font at `size` points on a Cairo context.
    func select(on cr: OpaquePointer, size: Double) {
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        cairo_set_font_options(cr, options)
    }
}
