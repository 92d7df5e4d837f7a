/// `curve spring(…)` in its three forms: SwiftUI's response and damping fraction, iOS 17's
/// perceptual duration and bounce, and CASpringAnimation's physical parameters.
extension Checker {
    /// The labels each form takes.
    static let springForms: [(form: String, labels: [String])] = [
        ("spring(damping: 0.7, response: 0.4)", ["damping", "response"]),
        ("spring(bounce: 0.3, duration: 0.5)", ["bounce", "duration"]),
        ("spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)", ["mass", "stiffness", "damping", "velocity"]),
    ]

    /// A spring curve, or nil after reporting what is wrong with it.
    mutating func spring(_ v: ASTValue) -> Curve? {
        guard case .list = v else {
            error("'spring' needs parameters: " + Self.springForms.map(\.form).joined(separator: ", ") + " (or empty parentheses: SwiftUI's default spring)", v.range)
            return nil
        }
        let labels = ["damping", "response", "bounce", "duration", "mass", "stiffness", "velocity"]
        guard let entries = labeledNumbers(v, labels: labels, what: "spring parameters") else { return nil }
        let given = Dictionary(entries.map { ($0.0, ($0.1, $0.2)) }, uniquingKeysWith: { first, _ in first })
        guard let form = Self.springForms.firstIndex(where: { f in given.keys.allSatisfy(f.labels.contains) }) else {
            let bounce = given["bounce"] ?? given["duration"]
            let other = entries.first { !["bounce", "duration"].contains($0.0) }
            if bounce != nil, let other {
                error("'\(other.0)' does not go with bounce and duration: spring(bounce:, duration:) is a spring of its own (SwiftUI's spring(duration:bounce:))", other.2)
            } else if let r = given["response"] {
                error("'response' belongs to spring(damping:, response:); a physical spring takes mass, stiffness, damping, velocity", r.1)
            } else {
                error("expected one of " + Self.springForms.map(\.form).joined(separator: ", "), v.range)
            }
            return nil
        }
        switch form {
        case 0: return responseSpring(given, at: v.range)
        case 1: return bounceSpring(given, at: v.range)
        default: return physicalSpring(given, at: v.range)
        }
    }

    /// `spring(damping: ζ, response: R)`, SwiftUI's defaults (0.825, 0.55) for what is left out.
    private mutating func responseSpring(_ given: [String: (Double, SourceRange)], at range: SourceRange) -> Curve? {
        let damping = given["damping"] ?? (0.825, range)
        let response = given["response"] ?? (0.55, range)
        guard damping.0 > 0 else { error("damping must be greater than 0", damping.1); return nil }
        guard response.0 > 0 else { error("response must be greater than 0", response.1); return nil }
        return .springResponse(damping: damping.0, response: response.0)
    }

    /// `spring(bounce: B, duration: D)`, iOS 17's `Spring(duration:bounce:)` (defaults 0 and 0.5):
    /// the response is D and the damping fraction 1 − B, or 1 / (1 + B) for a negative B.
    private mutating func bounceSpring(_ given: [String: (Double, SourceRange)], at range: SourceRange) -> Curve? {
        let bounce = given["bounce"] ?? (0, range)
        let duration = given["duration"] ?? (0.5, range)
        guard duration.0 > 0 else { error("duration must be greater than 0", duration.1); return nil }
        guard bounce.0 < 1 else {
            error("a bounce of 1 or more never comes to rest (it is undamped); give a bounce below 1 (e.g. bounce: 0.3)", bounce.1)
            return nil
        }
        guard bounce.0 > -1 else { error("bounce must be greater than -1 (-1 would be infinitely damped)", bounce.1); return nil }
        let damping = bounce.0 >= 0 ? 1 - bounce.0 : 1 / (1 + bounce.0)
        return .springResponse(damping: damping, response: duration.0)
    }

    /// `spring(mass: M, stiffness: K, damping: C, velocity: V)`: stiffness and damping needed,
    /// mass 1 and velocity 0 by default.
    private mutating func physicalSpring(_ given: [String: (Double, SourceRange)], at range: SourceRange) -> Curve? {
        guard let stiffness = given["stiffness"], let damping = given["damping"] else {
            error("a physical spring needs stiffness and damping (mass defaults to 1, velocity to 0)", range)
            return nil
        }
        let mass = given["mass"] ?? (1, range)
        guard mass.0 > 0 else { error("mass must be greater than 0", mass.1); return nil }
        guard stiffness.0 > 0 else { error("stiffness must be greater than 0", stiffness.1); return nil }
        guard damping.0 >= 0 else { error("damping cannot be negative", damping.1); return nil }
        // Without damping the spring oscillates forever: it never settles, so a transition
        // without a duration would never end and one with a duration would cut it mid-swing.
        guard damping.0 > 0 else {
            error("an undamped spring (damping 0) oscillates forever and never comes to rest; give damping greater than 0 (e.g. damping: 10)",
                  range, notes: [.note("damping is 0 here", at: damping.1)])
            return nil
        }
        return .springPhysical(mass: mass.0, stiffness: stiffness.0, damping: damping.0, velocity: given["velocity"]?.0 ?? 0)
    }
}
