import AnimLayout
import Foundation

/// The overview page a full render adds beside the contact sheet: every state in every size
/// (rows: the canvas, then each size; columns: the states), each in its size's appearance.
enum OverviewSheet {
    /// The overview's file name (reserved: a state called `overview` is written `overview~2`).
    static let name = "overview.png"
    /// At most this many states per size are shown (the page stays a page).
    static let maximumStates = 12
    /// At most this many sizes are shown.
    static let maximumSizes = 8

    /// The sizes the overview of `scene` shows (the canvas first).
    static func environments(of scene: Scene) -> [Environment] {
        Array(([scene.canvas] + scene.sizes).prefix(maximumSizes))
    }

    /// The page for `job`'s scene, or nil when it would show no more than the contact sheet (one
    /// state in one size).
    static func render(_ job: SceneRenderJob, options: RenderOptions) throws -> ImageSurface? {
        let scene = job.scene
        let environments = Self.environments(of: scene)
        let states = Array(scene.states.prefix(maximumStates))
        guard environments.count * states.count > 1 else { return nil }
        let engine = LayoutEngine(scene: scene, measurer: job.measurer)
        let scale = scene.canvas.scale ?? 2
        var items: [ContactSheet.Item] = []
        for env in environments {
            for state in states {
                let layout = try engine.layout(state: state.name, environment: env.name).snapped(toScale: scale)
                let frame = RenderFrame(layout: layout, scene: scene, environment: env)
                items.append(ContactSheet.Item(frame: frame, label: env.name == "default" ? state.name : "\(state.name) · \(env.name)"))
            }
        }
        var title = "\(scene.title ?? scene.id): every state in every size"
        if scene.states.count > states.count || scene.sizes.count + 1 > environments.count {
            title += " (the first \(states.count) states, \(environments.count) sizes)"
        }
        var style = ContactSheet.Style()
        style.columns = states.count
        style.commonSide = states.count > 6 ? 200 : 280
        return try ContactSheet.render(title: title, items: items, style: style, options: options)
    }
}
