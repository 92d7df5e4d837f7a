import Foundation
import StatesFormat

extension SwiftWriter {
    /// `timing(from:to:)`: the scene's transitions, most specific first, as animator timing.
    mutating func writeTiming() {
        line("/// The scene's transition for a change of state: its duration and timing curve.", 1)
        line("private static func timing(from: State, to: State) -> (TimeInterval, UITimingCurveProvider) {", 1)
        line("switch (from, to) {", 2)
        func pattern(_ p: StatePattern) -> String {
            switch p {
            case .state(let s): return ".\(Self.identifier(s))"
            case .any: return "_"
            }
        }
        func rank(_ t: Transition) -> Int { (t.from == .any ? 1 : 0) + (t.to == .any ? 1 : 0) }
        let ordered = scene.transitions.enumerated().sorted { a, b in
            rank(a.element) != rank(b.element) ? rank(a.element) < rank(b.element) : a.offset < b.offset
        }.map(\.element)
        var written: Set<String> = []
        var coversAll = false
        for t in ordered {
            let key = "(\(pattern(t.from)), \(pattern(t.to)))"
            guard written.insert(key).inserted else { continue }
            line("case \(key):", 2)
            line("return \(timing(t))", 3)
            if t.from == .any && t.to == .any { coversAll = true }
            if t.delay > 0 || t.stagger > 0 || !t.elementTimings.isEmpty || !t.keyframes.isEmpty || !t.paths.isEmpty {
                notExported.append("transition \(t.from) -> \(t.to): its delay, stagger, per-view timing, keyframes and paths (every view moves together)")
            }
        }
        if !coversAll {
            line("default:", 2)
            line("return (0.3, UICubicTimingParameters(animationCurve: .easeInOut))", 3)
        }
        line("}", 2)
        line("}", 1)
        line()
    }

    func timing(_ t: Transition) -> String {
        let duration = Self.number(t.duration ?? 0.3)
        switch t.curve ?? .easeInOut {
        case .linear: return "(\(duration), UICubicTimingParameters(animationCurve: .linear))"
        case .easeIn: return "(\(duration), UICubicTimingParameters(animationCurve: .easeIn))"
        case .easeOut: return "(\(duration), UICubicTimingParameters(animationCurve: .easeOut))"
        case .easeInOut: return "(\(duration), UICubicTimingParameters(animationCurve: .easeInOut))"
        case let .cubicBezier(x1, y1, x2, y2):
            return "(\(duration), UICubicTimingParameters(controlPoint1: CGPoint(x: \(Self.number(x1)), y: \(Self.number(y1))), "
                + "controlPoint2: CGPoint(x: \(Self.number(x2)), y: \(Self.number(y2)))))"
        case let .springResponse(damping, response):
            // SwiftUI's response and damping fraction: stiffness (2π / response)², damping 4π·ζ / response, mass 1.
            let stiffness = pow(2 * Double.pi / response, 2), dampingValue = 4 * Double.pi * damping / response
            return "(\(duration), UISpringTimingParameters(mass: 1, stiffness: \(Self.number(stiffness)), damping: \(Self.number(dampingValue)), initialVelocity: .zero))"
        case let .springPhysical(mass, stiffness, damping, velocity):
            return "(\(duration), UISpringTimingParameters(mass: \(Self.number(mass)), stiffness: \(Self.number(stiffness)), damping: \(Self.number(damping)), "
                + "initialVelocity: CGVector(dx: \(Self.number(velocity)), dy: \(Self.number(velocity)))))"
        }
    }

    /// The elements with `on tap` events, in declaration order.
    var tapTargets: [String] {
        var out: [String] = []
        for e in scene.events { if case .tap(let id) = e.trigger, !out.contains(id) { out.append(id) } }
        return out
    }

    /// Gesture recognizers (target-action for buttons and other controls) for tap events.
    mutating func writeEventWiring(_ depth: Int) {
        for id in tapTargets {
            guard let name = names[id], let e = scene.elements.first(where: { $0.id == id }) else { continue }
            let handler = "tap" + name.prefix(1).uppercased() + name.dropFirst()
            if e.kind == .button {
                line("\(name).addTarget(self, action: #selector(\(handler)), for: .touchUpInside)", depth)
            } else {
                line("\(name).isUserInteractionEnabled = true", depth)
                line("\(name).addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(\(handler))))", depth)
            }
        }
    }

    /// The tap handlers and `startTimer()` (the `after` events).
    mutating func writeEvents() {
        let stateCount = scene.states.count
        for id in tapTargets {
            guard let name = names[id] else { continue }
            let handler = "tap" + name.prefix(1).uppercased() + name.dropFirst()
            line("@objc private func \(handler)() {", 1)
            line("switch state {", 2)
            var covered: Set<String> = []
            var hasDefault = false
            for pattern in [true, false] {
                for e in scene.events where e.trigger == .tap(id) {
                    switch e.from {
                    case .state(let s) where pattern:
                        guard covered.insert(s).inserted else { continue }
                        line("case .\(Self.identifier(s)):", 2)
                        line(e.to == s ? "break" : "apply(.\(Self.identifier(e.to)), animated: true)", 3)
                    case .any where !pattern && !hasDefault && covered.count < stateCount:
                        hasDefault = true
                        line("default:", 2)
                        line("apply(.\(Self.identifier(e.to)), animated: true)", 3)
                    default:
                        break
                    }
                }
            }
            if !hasDefault && covered.count < stateCount {
                line("default:", 2)
                line("break", 3)
            }
            line("}", 2)
            line("}", 1)
            line()
        }
        line("/// The `after` events: the state reached moves on by itself after a delay.", 1)
        line("private func startTimer() {", 1)
        var timed: [(String, Double, String)] = []
        var anyTimer: (Double, String)?
        for e in scene.events {
            guard case .after(let delay) = e.trigger else { continue }
            switch e.from {
            case .state(let s): if !timed.contains(where: { $0.0 == s }) { timed.append((s, delay, e.to)) }
            case .any: if anyTimer == nil { anyTimer = (delay, e.to) }
            }
        }
        if timed.isEmpty && anyTimer == nil {
            line("// The scene has no `after` events.", 2)
        } else {
            line("let next: (TimeInterval, State)?", 2)
            line("switch state {", 2)
            for (s, delay, to) in timed {
                line("case .\(Self.identifier(s)):", 2)
                line(to == s ? "next = nil" : "next = (\(Self.number(delay)), .\(Self.identifier(to)))", 3)
            }
            if timed.count < stateCount {
                line("default:", 2)
                line(anyTimer.map { "next = state == .\(Self.identifier($0.1)) ? nil : (\(Self.number($0.0)), .\(Self.identifier($0.1)))" } ?? "next = nil", 3)
            }
            line("}", 2)
            line("guard let (delay, target) = next else { return }", 2)
            line("timer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in", 2)
            line("self?.apply(target, animated: true)", 3)
            line("}", 2)
        }
        line("}", 1)
        line()
    }

    /// Small helpers the class uses.
    mutating func writeHelpers() {
        line("private extension NSLayoutConstraint {")
        line("/// Names the constraint (as in the scene) and gives its priority.", 1)
        line("func named(_ identifier: String, priority: Float) -> NSLayoutConstraint {", 1)
        line("self.identifier = identifier", 2)
        line("self.priority = UILayoutPriority(priority)", 2)
        line("return self", 2)
        line("}", 1)
        line()
        line("/// Sets a state's priority and constant. UIKit does not let an active constraint change", 1)
        line("/// between required and optional: it is deactivated first (`apply` activates it again).", 1)
        line("func set(priority: Float, constant: CGFloat) {", 1)
        line("if isActive, (self.priority == .required) != (priority == 1000) { isActive = false }", 2)
        line("self.priority = UILayoutPriority(priority)", 2)
        line("self.constant = constant", 2)
        line("}", 1)
        line("}")
        if scene.elements.contains(where: { if case .size = $0.intrinsic, $0.kind == .image, $0.control.image == nil { return true }; return false }) {
            writeIntrinsicClass(SwiftExport.intrinsicImageViewClass, superclass: UIKitElement.of(.image).uikitClass,
                                doc: "An image view with a fixed intrinsic content size (the scene's `intrinsic`, for artwork not in the scene).")
        }
        if scene.elements.contains(where: { if case .size = $0.intrinsic, $0.kind == .view { return true }; return false }) {
            writeIntrinsicClass(SwiftExport.intrinsicViewClass, superclass: UIKitElement.of(.view).uikitClass, doc: "A view with a fixed intrinsic content size (the scene's `intrinsic`).")
        }
    }

    /// A small subclass whose `intrinsicContentSize` is given when it is made.
    mutating func writeIntrinsicClass(_ name: String, superclass: String, doc: String) {
        line()
        line("/// \(doc)")
        line("final class \(name): \(superclass) {")
        line("private let size: CGSize", 1)
        line()
        line("init(width: CGFloat?, height: CGFloat?) {", 1)
        line("size = CGSize(width: width ?? UIView.noIntrinsicMetric, height: height ?? UIView.noIntrinsicMetric)", 2)
        line("super.init(frame: .zero)", 2)
        line("}", 1)
        line()
        line("required init?(coder: NSCoder) {", 1)
        line("size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)", 2)
        line("super.init(coder: coder)", 2)
        line("}", 1)
        line()
        line("override var intrinsicContentSize: CGSize { size }", 1)
        line("}")
    }
}
