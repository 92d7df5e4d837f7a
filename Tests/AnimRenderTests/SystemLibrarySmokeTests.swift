import Testing
import Foundation
import CCairo
import CGIF
@testable import AnimRender

/// Proves that cairo and giflib link and behave: draw, read back; write a GIF, read it back.
@Suite("System libraries")
struct SystemLibrarySmokeTests {
    @Test("Cairo fills a rectangle that reads back at the expected pixels")
    func cairoRectangle() throws {
        let image = try ImageSurface(width: 20, height: 10)
        let cr = try #require(cairo_create(image.surface))
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_rectangle(cr, 5, 2, 10, 6)
        cairo_fill(cr)
        let inside = image.pixel(x: 10, y: 5)
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0 && inside.a == 255)
        let outside = image.pixel(x: 1, y: 1)
        #expect(outside.a == 0)
        let edge = image.pixel(x: 15, y: 5)   // first column past the rectangle
        #expect(edge.a == 0)
    }

    @Test("giflib writes a two-frame GIF and reads both frames back")
    func gifRoundTrip() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("animlayout-smoke-\(getpid()).gif").path
        defer { try? FileManager.default.removeItem(atPath: path) }

        var error: Int32 = 0
        let out = try #require(EGifOpenFileName(path, false, &error))
        var colors = [GifColorType(Red: 0, Green: 0, Blue: 0), GifColorType(Red: 255, Green: 128, Blue: 0)]
        let map = try #require(GifMakeMapObject(2, &colors))
        defer { GifFreeMapObject(map) }
        #expect(EGifPutScreenDesc(out, 4, 4, 1, 0, map) == GIF_OK)
        for frame in 0..<2 {
            #expect(EGifPutImageDesc(out, 0, 0, 4, 4, false, nil) == GIF_OK)
            for row in 0..<4 {
                var line = [GifPixelType](repeating: GifPixelType(frame == 0 ? 0 : (row % 2)), count: 4)
                #expect(EGifPutLine(out, &line, 4) == GIF_OK)
            }
        }
        #expect(EGifCloseFile(out, &error) == GIF_OK)

        let input = try #require(DGifOpenFileName(path, &error))
        #expect(DGifSlurp(input) == GIF_OK)
        #expect(input.pointee.ImageCount == 2)
        #expect(input.pointee.SWidth == 4 && input.pointee.SHeight == 4)
        let second = input.pointee.SavedImages[1]
        #expect(second.RasterBits[0] == 0)       // row 0 → index 0
        #expect(second.RasterBits[4] == 1)       // row 1 → index 1
        let orange = input.pointee.SColorMap.pointee.Colors[1]
        #expect(orange.Red == 255 && orange.Green == 128 && orange.Blue == 0)
        DGifCloseFile(input, &error)
    }
}
