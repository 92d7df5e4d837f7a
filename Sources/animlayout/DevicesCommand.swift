import AnimRender
import ArgumentParser
import Foundation

/// `animlayout devices [--json]`.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the named devices a canvas or size can be.",
        discussion: """
        'canvas iphone-15-pro' takes the device's screen, safe area, scale and
        keyboard height; 'size land iphone-15-pro landscape' the same turned.
        Options written after the device (safe-area, margins, scale…) override its
        values.

        Examples:
          animlayout devices
          animlayout devices --json
        """
    )

    @OptionGroup var output: JSONOption

    func run() throws {
        if output.json {
            let list = JSONValue.array(Device.all.map { d in
                func insets(_ spec: InsetSpec) -> JSONValue {
                    .object([("top", .number(spec.top ?? 0)), ("left", .number(spec.left ?? 0)),
                             ("bottom", .number(spec.bottom ?? 0)), ("right", .number(spec.right ?? 0))])
                }
                return .object([
                    ("name", .string(d.name)),
                    ("width", .number(d.size.width)), ("height", .number(d.size.height)), ("scale", .number(d.scale)),
                    ("safeArea", insets(d.safeArea(landscape: false))),
                    ("landscapeSafeArea", insets(d.safeArea(landscape: true))),
                    ("keyboard", .object([("portrait", .number(d.keyboard.portrait)), ("landscape", .number(d.keyboard.landscape))])),
                ])
            })
            print(JSONValue.object([("devices", list)]).pretty(), terminator: "")
            return
        }
        func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let header = ["device", "points", "scale", "safe area (portrait)", "safe area (landscape)", "keyboard"]
        let rows = Device.all.map { d -> [String] in
            let p = d.safeArea(landscape: false), l = d.safeArea(landscape: true)
            return [d.name, "\(format(d.size.width))x\(format(d.size.height))", "@\(format(d.scale))x",
                    "top \(format(p.top ?? 0)), bottom \(format(p.bottom ?? 0))",
                    "sides \(format(l.left ?? 0)), top \(format(l.top ?? 0)), bottom \(format(l.bottom ?? 0))",
                    "\(format(d.keyboard.portrait)) / \(format(d.keyboard.landscape))"]
        }
        let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
        for row in [header] + rows {
            print(row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
            }.joined(separator: "  "))
        }
    }
}
