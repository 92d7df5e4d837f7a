import CCairo
import Foundation
import AnimLayout

/// Draws frames into images, PNG bytes and SVG bytes. Every function is safe to call from
/// several threads at once (each call owns its Cairo surface and context).
public enum FrameRenderer {
    /// Draws `frame` into a new image of `options.pixelSize(of:)` pixels.
    public static func image(of frame: RenderFrame, options: RenderOptions = RenderOptions()) throws -> ImageSurface {
        let size = options.pixelSize(of: frame)
        let image = try ImageSurface(width: size.width, height: size.height)
        guard let cr = cairo_create(image.surface) else { throw RenderError("cairo could not create a context") }
        defer { cairo_destroy(cr) }
        let scale = RenderOptions.validScale(options.scale)
        cairo_scale(cr, scale, scale)
        FrameDrawer(frame: frame, options: options).draw(on: cr)
        try check(cr)
        cairo_surface_flush(image.surface)
        return image
    }

    /// Draws `frame` and encodes it as PNG.
    public static func png(of frame: RenderFrame, options: RenderOptions = RenderOptions()) throws -> [UInt8] {
        try PNGEncoder.encode(image(of: frame, options: options))
    }

    /// Draws `frame` as SVG (vector; one user unit per point, so `scale` does not apply).
    ///
    /// Deterministic: the same frame gives byte-identical output in any process. Cairo numbers
    /// some ids from process-wide counters (`surface123`); those are renumbered in order of
    /// first appearance. Every element is a group whose `id` is the element's (see
    /// ``SVGIDs/namingElements(_:closed:)``), so a page or a tool can find `#title`.
    public static func svg(of frame: RenderFrame, options: RenderOptions = RenderOptions()) throws -> [UInt8] {
        let width = max(1, frame.extent.width)
        let height = max(1, frame.extent.height + (frame.caption == nil ? 0 : options.captionHeight))
        let sink = ByteSink()
        var closed: [String] = []
        try withExtendedLifetime(sink) {
            guard let surface = cairo_svg_surface_create_for_stream(
                ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), width, height) else {
                throw RenderError("cairo could not create an SVG surface")
            }
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            guard let cr = cairo_create(surface) else {
                cairo_surface_destroy(surface)
                throw RenderError("cairo could not create a context")
            }
            closed = FrameDrawer(frame: frame, options: options).draw(on: cr, groupingElements: true)
            let drawStatus = cairo_status(cr)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            let surfaceStatus = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard drawStatus == CAIRO_STATUS_SUCCESS, surfaceStatus == CAIRO_STATUS_SUCCESS else {
                throw RenderError("cairo could not write SVG")
            }
        }
        return SVGIDs.renumber(SVGIDs.namingElements(sink.bytes, closed: closed))
    }

    static func check(_ cr: OpaquePointer) throws {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo: \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
