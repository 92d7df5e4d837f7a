import AnimLayout
import Foundation

/// The state graph the page shows: the states on a circle (the initial one at the top), an
/// arrow for each event (`on tap ID`, `after Ns`) labelled with its trigger, and an arrow from
/// "any" for `* -> B` events. A scene without events shows its declared transitions instead,
/// dashed. Each state is a `<g class="node" data-state="…">` the page highlights and clicks.
enum StateGraph {
    struct Edge {
        var from: String
        var to: String
        var labels: [String]
        var declared: Bool
    }

    static func svg(scene: Scene) -> String {
        let names = scene.states.map(\.name)
        guard !names.isEmpty else { return "" }
        let edges = self.edges(scene: scene)
        let hasAny = edges.contains { $0.from == "*" }
        let n = names.count
        let radius = n == 1 ? 0 : max(90, Double(n) * 26)
        let boxWidths = names.map { max(56, Double($0.count) * 7.4 + 22) }
        let margin = (boxWidths.max() ?? 60) / 2 + 40
        let width = 2 * (radius + margin), height = 2 * (radius + 50)
        let cx = width / 2, cy = height / 2
        var centres: [String: (x: Double, y: Double, w: Double)] = [:]
        // The initial state first, at the top; the others clockwise in declaration order.
        let ordered = [scene.initialState] + names.filter { $0 != scene.initialState }
        for (k, name) in ordered.enumerated() {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(k) / Double(n)
            let w = boxWidths[names.firstIndex(of: name) ?? 0]
            centres[name] = (cx + radius * cos(angle), cy + radius * sin(angle), w)
        }
        if hasAny { centres["*"] = (cx, cy, 44) }

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"graph\" viewBox=\"0 0 \(f(width)) \(f(height))\" width=\"\(f(width))\" height=\"\(f(height))\">"
        out += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" class=\"arrowhead\"/></marker></defs>"
        for edge in edges {
            guard let a = centres[edge.from], let b = centres[edge.to] else { continue }
            let dx = b.x - a.x, dy = b.y - a.y
            let length = max(1, (dx * dx + dy * dy).squareRoot())
            // Bowed to the left of the direction, so A -> B and B -> A do not overlap.
            let bow = edge.from == "*" ? 0 : 22.0
            let mx = (a.x + b.x) / 2 - dy / length * bow, my = (a.y + b.y) / 2 + dx / length * bow
            let start = clip(from: (mx, my), to: (a.x, a.y), halfWidth: a.w / 2, halfHeight: 14)
            let end = clip(from: (mx, my), to: (b.x, b.y), halfWidth: b.w / 2 + 3, halfHeight: 17)
            let label = edge.labels.joined(separator: ", ")
            out += "<g class=\"edge\(edge.declared ? " declared" : "")\" data-from=\"\(escape(edge.from))\" data-to=\"\(escape(edge.to))\">"
            out += "<path d=\"M\(f(start.x)),\(f(start.y)) Q\(f(mx)),\(f(my)) \(f(end.x)),\(f(end.y))\" marker-end=\"url(#arrow)\"/>"
            if !label.isEmpty {
                // Beside the curve's middle, on its outer side.
                let nx = -dy / length, ny = dx / length
                let px = (a.x + b.x) / 2 + nx * (bow / 2 + 6), py = (a.y + b.y) / 2 + ny * (bow / 2 + 6) + 4
                let anchor = nx > 0.3 ? "start" : nx < -0.3 ? "end" : "middle"
                out += "<text x=\"\(f(px))\" y=\"\(f(py))\" text-anchor=\"\(anchor)\">\(escape(label))</text>"
            }
            out += "</g>"
        }
        if let any = centres["*"] {
            out += "<g class=\"any\"><circle cx=\"\(f(any.x))\" cy=\"\(f(any.y))\" r=\"16\"/><text x=\"\(f(any.x))\" y=\"\(f(any.y + 4))\" text-anchor=\"middle\">any</text></g>"
        }
        for name in ordered {
            guard let c = centres[name] else { continue }
            out += "<g class=\"node\" data-state=\"\(escape(name))\" tabindex=\"0\" role=\"button\"><title>\(escape(name))</title>"
            out += "<rect x=\"\(f(c.x - c.w / 2))\" y=\"\(f(c.y - 14))\" width=\"\(f(c.w))\" height=\"28\" rx=\"14\"/>"
            out += "<text x=\"\(f(c.x))\" y=\"\(f(c.y + 4.5))\" text-anchor=\"middle\">\(escape(name))</text></g>"
        }
        return out + "</svg>"
    }

    /// The events as edges (one per pair, triggers joined); without events, the declared
    /// transitions between named states.
    static func edges(scene: Scene) -> [Edge] {
        var edges: [Edge] = []
        func add(_ from: String, _ to: String, _ label: String?, declared: Bool) {
            if let k = edges.firstIndex(where: { $0.from == from && $0.to == to }) {
                if let label, !edges[k].labels.contains(label) { edges[k].labels.append(label) }
            } else {
                edges.append(Edge(from: from, to: to, labels: label.map { [$0] } ?? [], declared: declared))
            }
        }
        for e in scene.events {
            let label: String
            switch e.trigger {
            case .tap(let id): label = "tap \(id)"
            case .after(let d): label = "after \(formatNumber(d))s"
            }
            switch e.from {
            case .state(let s): if s != e.to { add(s, e.to, label, declared: false) }
            case .any: add("*", e.to, label, declared: false)
            }
        }
        if edges.isEmpty {
            for t in scene.transitions {
                if case .state(let a) = t.from, case .state(let b) = t.to, a != b { add(a, b, nil, declared: true) }
            }
            for s in scene.sequences {
                for (a, b) in zip(s.states, s.states.dropFirst()) where a != b { add(a, b, nil, declared: true) }
            }
        }
        return edges
    }

    /// Where the segment from `outside` to a box's centre meets the box's edge.
    private static func clip(from outside: (Double, Double), to centre: (Double, Double),
                             halfWidth: Double, halfHeight: Double) -> (x: Double, y: Double) {
        let dx = outside.0 - centre.0, dy = outside.1 - centre.1
        guard abs(dx) > 1e-9 || abs(dy) > 1e-9 else { return centre }
        let t = min(abs(dx) > 1e-9 ? halfWidth / abs(dx) : .infinity, abs(dy) > 1e-9 ? halfHeight / abs(dy) : .infinity)
        return (centre.0 + dx * min(t, 1), centre.1 + dy * min(t, 1))
    }

    private static func f(_ v: Double) -> String { formatNumber((v * 10).rounded() / 10) }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
