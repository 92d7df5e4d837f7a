import Foundation
import CCairo
import AnimLayout

/// An error from Cairo or from writing an output file.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension RenderError: LocalizedError {
    public var errorDescription: String? { message }
}

/// A 32-bit premultiplied ARGB raster that Cairo draws into, owned by this value's lifetime.
public final class ImageSurface {
    /// The Cairo surface.
    public let surface: OpaquePointer
    /// Pixel width.
    public let width: Int
    /// Pixel height.
    public let height: Int

    /// Creates a cleared (fully transparent) image.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            throw RenderError("image size \(width)x\(height) is outside 1...32767 pixels")
        }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo could not create a \(width)x\(height) image")
        }
        self.surface = s
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixel at (`x`, `y`) as straight (un-premultiplied) 8-bit RGBA.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        cairo_surface_flush(surface)
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8((word >> 24) & 0xff)
        func unpremultiply(_ c: UInt32) -> UInt8 {
            guard a > 0 else { return 0 }
            return UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (unpremultiply((word >> 16) & 0xff), unpremultiply((word >> 8) & 0xff), unpremultiply(word & 0xff), a)
    }
}

extension RenderError: ReportableError {
    public var diagnostics: [Diagnostic] { [.error(message, at: nil)] }
    public var exitStatus: Int32 { ExitStatus.io }
}
