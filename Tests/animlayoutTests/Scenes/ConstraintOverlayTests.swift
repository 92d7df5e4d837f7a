import Foundation
import Testing
import AnimLayout
import AnimRender
import StatesFormat

/// `--overlay constraints` on every bundled scene, in every state and size: every active
/// constraint is in the drawing list, whichever item it names first, and the label pills cover
/// no text, no other pill, and stay inside the canvas.
@Suite("Constraint overlay on the bundled scenes")
struct ConstraintOverlayTests {
    /// Text on screen, computed here from the layout: the frame of every shown view with text
    /// (labels, buttons, text fields) and of segmented controls.
    static func textRects(_ layout: Layout, _ scene: Scene) -> [Rect] {
        var hidden = Set(layout.hidden)
        var out: [Rect] = []
        for e in scene.elements {
            if hidden.contains(e.parent) || (layout.alpha[e.id] ?? 1) <= 0 { hidden.insert(e.id) }
            guard !hidden.contains(e.id), e.kind.traits.hasText || e.kind == .segmented, let f = layout.frames[e.id],
                  f.width > 0, f.height > 0 else { continue }
            out.append(f)
        }
        return out
    }

    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-9 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-9
    }

    @Test("every constraint is drawn; labels clear of text, of each other and of the canvas's edges")
    func bundledScenes() throws {
        var checked = 0, labels = 0
        for file in try SceneHarness.files(in: "States") + SceneHarness.files(in: "States/conflicts") {
            let scene = try SceneHarness.scene(file)
            for env in [scene.canvas] + scene.sizes {
                var request = RenderRequest()
                request.environment = env.name
                request.states = scene.states.map(\.name)
                request.overlays = .constraints
                request.formats = [.png]
                let plan = try RenderPlan(job: SceneRenderJob(scene: scene, measurer: SceneHarness.measurer, request: request))
                let engine = LayoutEngine(scene: scene, measurer: SceneHarness.measurer)
                for still in plan.states {
                    let place = "\(file) \(still.name) in \(env.name)"
                    let resolved = try engine.resolve(state: still.name, environment: env.name)
                    let lines = still.frame.constraintLines
                    let drawn = Set(lines.compactMap(\.constraint))
                    let missing = resolved.constraints.map(\.constraint.id).filter { !drawn.contains($0) }
                    #expect(missing.isEmpty, "\(place): not drawn: \(missing)")
                    let layout = try engine.layout(state: still.name, environment: env.name).snapped(toScale: scene.canvas.scale ?? 2)
                    let texts = Self.textRects(layout, scene)
                    let boxes = lines.filter { !($0.label ?? "").isEmpty }.compactMap(\.labelBox)
                    #expect(boxes.count == lines.filter { !($0.label ?? "").isEmpty }.count, "\(place): a label without a box")
                    for (i, box) in boxes.enumerated() {
                        #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= layout.canvas.width + 1e-9
                                && box.maxY <= layout.canvas.height + 1e-9, "\(place): \(box) leaves the canvas")
                        for t in texts where Self.intersects(box, t) { Issue.record("\(place): label \(box) covers text at \(t)") }
                        for other in boxes[(i + 1)...] where Self.intersects(box, other) {
                            Issue.record("\(place): labels \(box) and \(other) overlap")
                        }
                    }
                    checked += 1
                    labels += boxes.count
                }
            }
        }
        #expect(checked > 40 && labels > 100, "\(checked) states, \(labels) labels")
    }

    @Test("a constraint written container first is drawn beside the view, as the other way round")
    func containerFirst() throws {
        let source = "canvas 390x844 safe-area(top: 47, bottom: 34)\nlabel positionLabel \"Position\"\n"
            + "positionLabel.top == root.safe.top + 40\nroot.trailing == positionLabel.trailing + 8\n"
        let scene = try #require(StatesCompiler.compile(source: source, file: "x.states").scene)
        var request = RenderRequest()
        request.states = ["default"]
        request.overlays = .constraints
        request.formats = [.png]
        let plan = try RenderPlan(job: SceneRenderJob(scene: scene, measurer: SceneHarness.measurer, request: request))
        let lines = try #require(plan.states.first).frame.constraintLines
        let trailing = try #require(lines.first { $0.constraint == "x.states:4" })
        let label = try #require(plan.states.first?.frame.elements["positionLabel"]).rect
        // From the label's trailing edge to the container's, at the label's middle.
        #expect(trailing.from.y == label.midY && trailing.to.y == label.midY)
        #expect(Set([trailing.from.x, trailing.to.x]) == Set([label.maxX, 390]))
    }
}
