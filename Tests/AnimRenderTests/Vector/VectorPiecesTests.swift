import AnimLayout
@testable import AnimRender
import CCairo
import Foundation
import Testing
import TestSupport

/// The pieces the vector animations are made of (``FramePiece``), each drawn alone and
/// composited at its opacity (through its matrix, when transforms are pulled out), are the
/// frame the PNG renderer draws in one pass: every frame of the browser tests' transitions,
/// both ways of cutting. Both are Cairo rasters at scale 1 with the same text hinting, so what
/// is left is rounding: a text cut short where the PNG shows it whole, a piece out of place or
/// drawn at the wrong opacity fails it, even where it is a small part of the canvas.
@Suite(.serialized) struct VectorPiecesTests {
    /// Mean difference per channel (premultiplied, over opaque frames the same) and the number
    /// of pixels more than 24 levels apart.
    static func difference(_ a: ImageSurface, _ b: ImageSurface) -> (mean: Double, far: Int) {
        cairo_surface_flush(a.surface)
        cairo_surface_flush(b.surface)
        guard a.width == b.width, a.height == b.height, let pa = cairo_image_surface_get_data(a.surface),
              let pb = cairo_image_surface_get_data(b.surface) else { return (255, a.width * a.height) }
        let stride = Int(cairo_image_surface_get_stride(a.surface))
        var sum = 0, far = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                var worst = 0
                for c in 0..<3 {
                    let d = abs(Int(pa[y * stride + 4 * x + c]) - Int(pb[y * stride + 4 * x + c]))
                    sum += d
                    worst = max(worst, d)
                }
                if worst > 24 { far += 1 }
            }
        }
        return (Double(sum) / Double(3 * max(1, a.width * a.height)), far)
    }

    /// The frame put back together from its pieces.
    static func composited(_ frame: RenderFrame, options: RenderOptions, extractingTransforms: Bool) throws -> ImageSurface {
        let size = options.pixelSize(of: frame)
        let image = try ImageSurface(width: size.width, height: size.height)
        guard let cr = cairo_create(image.surface) else { throw RenderError("cairo could not create a context") }
        defer { cairo_destroy(cr) }
        let drawer = FrameDrawer(frame: frame, options: options)
        // A group's pieces are composited together, then faded at the group's opacity.
        var open: (id: String, opacity: Double)?
        func close() {
            guard let group = open else { return }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
            open = nil
        }
        // The animated SVG's cut (shadows apart) with transforms pulled out, as it is made.
        for piece in drawer.pieces(extractingTransforms: extractingTransforms, grouping: FrameDrawer.groupFaded(in: frame),
                                   splittingShadows: extractingTransforms ? nil : []) {
            if piece.group != open?.id {
                close()
                if let id = piece.group {
                    open = (id, piece.groupOpacity)
                    cairo_push_group(cr)
                }
            }
            cairo_save(cr)
            let m = piece.matrix
            var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.e, y0: m.f)
            cairo_transform(cr, &matrix)
            // A box with a background and a border fades each (its opacity is in their colours).
            if let box = drawer.box(of: piece), box.fill != nil, box.border != nil {
                drawer.draw(piece, on: cr, alpha: piece.opacity)
            } else {
                cairo_push_group(cr)
                drawer.draw(piece, on: cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, piece.opacity)
            }
            cairo_restore(cr)
        }
        close()
        cairo_surface_flush(image.surface)
        return image
    }

    @Test func piecesPutBackTogetherAreThePNGFrame() throws {
        for c in AnimatedSVGBrowserTests.cases {
            let (scene, text, _) = try SceneFixtures.load(c.scene)
            var request = RenderRequest()
            request.formats = [.png]
            request.scale = 1
            request.transitions = [TransitionPair(from: c.from, to: c.to)]
            let plan = try RenderPlan(job: SceneRenderJob(scene: scene, measurer: text, request: request))
            let options = RenderOptions(scale: 1)
            for animation in plan.animations {
                let frames = animation.frames
                #expect(frames.count > 4)
                for i in 0..<frames.count {
                    let frame = frames.frame(i)
                    let reference = try FrameRenderer.image(of: frame, options: options)
                    for extracting in [false, true] {
                        let pieces = try Self.composited(frame, options: options, extractingTransforms: extracting)
                        let (mean, far) = Self.difference(pieces, reference)
                        #expect(mean < 0.5 && far <= 20,
                                "\(c.scene) \(animation.name) frame \(i)\(extracting ? " (transforms pulled out)" : ""): mean \(mean), \(far) pixels over 24 levels")
                    }
                }
            }
        }
    }
}
