import CPNG
import Foundation

/// A PNG read with libpng's simplified API (not the product's Cairo reader), as opaque
/// `0x00RRGGBB` pixels composited over white.
struct PNGPixels {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(_ url: URL) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, url.path) != 0 else { throw Failure(description: "libpng cannot open \(url.path)") }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // RGBA
        width = Int(image.width)
        height = Int(image.height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        guard png_image_finish_read(&image, nil, &bytes, 0, nil) != 0 else { throw Failure(description: "libpng cannot decode \(url.path)") }
        pixels = (0..<(width * height)).map { i in
            let a = UInt32(bytes[i * 4 + 3])
            func over(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 255 * (255 - a) + 127) / 255 }
            return over(bytes[i * 4]) << 16 | over(bytes[i * 4 + 1]) << 8 | over(bytes[i * 4 + 2])
        }
    }

    func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
    func count(where body: (UInt32) -> Bool) -> Int { pixels.filter(body).count }
}
