import Foundation
import CCairo
import AnimLayout

/// Reads the PNG files a scene's images and buttons show: fills in each file's pixel size
/// (the layout's intrinsic sizes need it) and reports, located, a file that is missing,
/// unreadable, empty, not a PNG, too large or cannot be decoded. Decoded pixels are kept in
/// `ImageStore.shared` for the renderer.
public enum ImageSetup {
    /// The largest image accepted, in pixels on each side (a 4096x4096 image is 64 MB decoded).
    public static let maximumSide = 4096

    /// Located errors about a scene's image files.
    public struct Failure: Error, Sendable {
        public var diagnostics: [Diagnostic]
    }

    /// `scene` with every image's pixel size filled in, or the errors met.
    public static func load(_ scene: Scene) -> Result<Scene, Failure> {
        var scene = scene
        var errors: [Diagnostic] = []
        for i in scene.elements.indices {
            guard var file = scene.elements[i].control.image else { continue }
            switch ImageStore.shared.image(at: file.path) {
            case .success(let image):
                file.pixelWidth = image.width
                file.pixelHeight = image.height
                scene.elements[i].control.image = file
            case .failure(let problem):
                errors.append(.error("image '\(file.written)' \(problem.message) (looked for \(file.path); image paths are relative to the scene's folder)",
                                     at: file.range))
            }
        }
        return errors.isEmpty ? .success(scene) : .failure(Failure(diagnostics: errors))
    }
}

/// Why an image file cannot be used.
struct ImageProblem: Error, Equatable {
    var message: String
}

/// Decoded images by path, each read once per process (ARGB32, premultiplied, as Cairo draws).
final class ImageStore: @unchecked Sendable {
    static let shared = ImageStore()

    /// A decoded image.
    struct Decoded {
        var width: Int
        var height: Int
        var stride: Int
        /// Premultiplied ARGB32 in native byte order (`CAIRO_FORMAT_ARGB32`).
        var pixels: [UInt8]

        /// Runs `body` with a Cairo surface over the pixels (not copied: Cairo only reads a
        /// source or mask surface); nothing runs if Cairo cannot make one.
        func withSurface(_ body: (OpaquePointer) -> Void) {
            pixels.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress.map(UnsafeMutablePointer.init(mutating:)),
                      let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                        Int32(height), Int32(stride)) else { return }
                defer { cairo_surface_destroy(surface) }
                body(surface)
            }
        }
    }

    private let lock = NSLock()
    private var images: [String: Result<Decoded, ImageProblem>] = [:]

    /// The image at `path`, decoded (or why not).
    func image(at path: String) -> Result<Decoded, ImageProblem> {
        lock.lock()
        if let cached = images[path] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let result = Self.decode(path)
        lock.lock()
        images[path] = result
        lock.unlock()
        return result
    }

    private static func decode(_ path: String) -> Result<Decoded, ImageProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ImageProblem(message: "does not exist"))
        }
        guard !isDirectory.boolValue else { return .failure(ImageProblem(message: "is a folder, not a PNG file")) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(ImageProblem(message: "cannot be read (check its permissions)"))
        }
        let head = (try? handle.read(upToCount: 33)) ?? Data()
        try? handle.close()
        if head.isEmpty { return .failure(ImageProblem(message: "is empty (0 bytes)")) }
        guard let header = PNGHeader(Array(head)) else {
            return .failure(ImageProblem(message: "is not a PNG file (only PNG images are supported)"))
        }
        guard header.width > 0, header.height > 0 else {
            return .failure(ImageProblem(message: "has no pixels (\(header.width)x\(header.height))"))
        }
        guard header.width <= ImageSetup.maximumSide, header.height <= ImageSetup.maximumSide else {
            return .failure(ImageProblem(message: "is \(header.width)x\(header.height) pixels; images are limited to \(ImageSetup.maximumSide) pixels on each side"))
        }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            return .failure(ImageProblem(message: "cannot be decoded"))
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(status))
            return .failure(ImageProblem(message: "cannot be decoded as a PNG (\(reason))"))
        }
        // Whatever the file's pixel format, draw it onto ARGB32 so the renderer has one format.
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            return .failure(ImageProblem(message: "cannot be decoded"))
        }
        defer { cairo_surface_destroy(argb) }
        if let cr = cairo_create(argb) {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(argb)
        let stride = Int(cairo_image_surface_get_stride(argb))
        guard let data = cairo_image_surface_get_data(argb) else { return .failure(ImageProblem(message: "cannot be decoded")) }
        let pixels = Array(UnsafeBufferPointer(start: data, count: stride * h))
        return .success(Decoded(width: w, height: h, stride: stride, pixels: pixels))
    }
}

/// The size a PNG's header gives (signature, then the IHDR chunk), read before decoding so a
/// huge image is refused without allocating it.
struct PNGHeader {
    var width: Int
    var height: Int

    init?(_ bytes: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = be32(16)
        height = be32(20)
    }
}
