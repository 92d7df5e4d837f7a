import CCairo

/// PNG bytes through Cairo's own writer (`cairo_surface_write_to_png_stream`): deterministic,
/// no timestamps or other varying chunks.
public enum PNGEncoder {
    /// Encodes an image.
    public static func encode(_ image: ImageSurface) throws -> [UInt8] {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(image.surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo could not encode a PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }
}
