/// Transitions, curves and sequences.
extension Checker {
    var stateNames: [String] { states.map(\.name) }

    mutating func pattern(_ p: ASTPattern) -> StatePattern? {
        guard let n = p.name else { return .any }
        guard stateNames.contains(n.text) else {
            error("unknown state '\(n.text)'\(Suggestion.suffix(for: n.text, among: stateNames))", n.range)
            return nil
        }
        return .state(n.text)
    }

    mutating func checkTransitions() {
        var seen: [String: SourceRange] = [:]
        for t in pendingTransitions {
            let from = pattern(t.from)
            let to = pattern(t.to)
            var transition = Transition(from: from ?? .any, to: to ?? .any, range: t.range)
            var ok = from != nil && to != nil
            var keys: Set<String> = []
            for item in t.items {
                switch item {
                case .directive(let d):
                    if keys.contains(d.keyword.text) {
                        error("'\(d.keyword.text)' is written twice in this transition", d.keyword.range)
                        ok = false
                        continue
                    }
                    keys.insert(d.keyword.text)
                    switch d.keyword.text {
                    case "duration":
                        if let v = single(d, "a duration"), let x = duration(v, "the duration") {
                            transition.duration = x
                            transition.durationRange = d.range
                        } else { ok = false }
                    case "delay":
                        if let v = single(d, "a duration"), let x = duration(v, "the delay") {
                            transition.delay = x
                            transition.delayRange = d.range
                        } else { ok = false }
                    case "stagger":
                        // `stagger 0.04` or `stagger 0.04 reverse` (the last changing view first).
                        var values = d
                        if d.values.count == 2, case .identifier(let n) = d.values[1] {
                            if n.text == "reverse" {
                                transition.staggerReversed = true
                                values.values.removeLast()
                            } else {
                                error(Suggestion.message("unknown stagger order '\(n.text)'", for: n.text, among: ["reverse"],
                                                         otherwise: "write 'stagger 0.04 reverse' to start with the last view"), n.range)
                                ok = false
                                continue
                            }
                        }
                        if let v = single(values, "a duration, optionally followed by 'reverse'"), let x = duration(v, "the stagger") {
                            transition.stagger = x
                            transition.staggerRange = d.range
                        } else { ok = false }
                    case "path":
                        guard d.values.count == 2, case .identifier(let n) = d.values[0] else {
                            error("'path' needs an element and arc, arc-reverse or line: path card arc", d.range)
                            ok = false
                            continue
                        }
                        guard elements[n.text]?.kind.traits.isView == true else {
                            error("unknown view '\(n.text)'\(Suggestion.suffix(for: n.text, among: Array(elements.keys)))", n.range)
                            ok = false
                            continue
                        }
                        if case .identifier(let k) = d.values[1], let kind = MotionPath(rawValue: k.text) {
                            transition.paths[n.text] = kind
                        } else {
                            enumError(d.values[1], MotionPath.allCases.map(\.rawValue), "path")
                            ok = false
                        }
                    case "curve":
                        if let c = curve(d) {
                            transition.curve = c
                            transition.curveRange = d.range
                        } else { ok = false }
                    default:
                        error("unknown transition setting '\(d.keyword.text)'\(Suggestion.suffix(for: d.keyword.text, among: Keywords.transitionLevel))", d.keyword.range)
                        ok = false
                    }
                case .keyframes(let n, let keys, let r):
                    if let track = keyframeTrack(n, keys, range: r, existing: transition.keyframes) {
                        transition.keyframes.append(track)
                    } else { ok = false }
                case .element(let n, let directives, let r):
                    guard elements[n.text] != nil else {
                        error("unknown element '\(n.text)'\(Suggestion.suffix(for: n.text, among: Array(elements.keys)))", n.range)
                        ok = false
                        continue
                    }
                    if let other = transition.elementTimings.first(where: { $0.element == n.text }) {
                        error("element '\(n.text)' already has timing in this transition", n.range,
                              notes: [.note("first given here", at: other.range)])
                        ok = false
                        continue
                    }
                    var timing = ElementTiming(element: n.text, range: r)
                    var timingKeys: Set<String> = []
                    for d in directives {
                        if timingKeys.contains(d.keyword.text) {
                            error("'\(d.keyword.text)' is written twice for '\(n.text)'", d.keyword.range)
                            ok = false
                            continue
                        }
                        timingKeys.insert(d.keyword.text)
                        switch d.keyword.text {
                        case "duration":
                            if let v = single(d, "a duration"), let x = duration(v, "the duration") {
                                timing.duration = x
                                timing.durationRange = d.range
                            } else { ok = false }
                        case "delay":
                            if let v = single(d, "a duration"), let x = duration(v, "the delay") {
                                timing.delay = x
                                timing.delayRange = d.range
                            } else { ok = false }
                        case "curve":
                            if let c = curve(d) {
                                timing.curve = c
                                timing.curveRange = d.range
                            } else { ok = false }
                        default:
                            error("unknown element timing setting '\(d.keyword.text)'\(Suggestion.suffix(for: d.keyword.text, among: Keywords.elementTimingLevel))", d.keyword.range)
                            ok = false
                        }
                    }
                    transition.elementTimings.append(timing)
                }
            }
            guard ok else { continue }
            if t.isRotation {
                claimRotation(transition)
                continue
            }
            var expanded = [transition]
            if t.bidirectional, transition.from != transition.to {
                var back = transition
                back.from = transition.to
                back.to = transition.from
                back.isReverseHalf = true
                // Played backwards: keys mirrored in time, arcs leave the way they arrived.
                back.keyframes = transition.keyframes.map { track in
                    var t = track
                    t.keys = track.keys.reversed().map { key in
                        var k = key
                        k.fraction = 1 - key.fraction
                        return k
                    }
                    return t
                }
                back.paths = transition.paths.mapValues { $0 == .arc ? .arcReverse : $0 == .arcReverse ? .arc : $0 }
                expanded.append(back)
            }
            for x in expanded {
                let key = "\(x.from) -> \(x.to)"
                if let first = seen[key] {
                    error("duplicate transition '\(key)'", t.range, notes: [.note("first declared here", at: first)])
                    continue
                }
                seen[key] = t.range
                transitions.append(x)
            }
        }
    }

    /// `curve linear|ease-in|ease-out|ease-in-out|cubic-bezier(…)|spring(…)`.
    mutating func curve(_ d: ASTDirective) -> Curve? {
        guard let v = single(d, "a curve") else { return nil }
        let name: ASTName
        switch v {
        case .identifier(let n): name = n
        case .list(let n?, _, _): name = n
        default:
            error("expected a curve: \(Keywords.curves.joined(separator: ", "))", v.range)
            return nil
        }
        let isList: Bool
        if case .list = v { isList = true } else { isList = false }
        switch name.text {
        case "linear", "ease-in", "ease-out", "ease-in-out":
            if isList { error("'\(name.text)' takes no arguments", v.range); return nil }
            switch name.text {
            case "linear": return .linear
            case "ease-in": return .easeIn
            case "ease-out": return .easeOut
            default: return .easeInOut
            }
        case "cubic-bezier":
            guard case .list(_, let args, _) = v, args.count == 4 else {
                error("'cubic-bezier' needs four numbers: cubic-bezier(x1, y1, x2, y2)", v.range)
                return nil
            }
            var xs: [Double] = []
            for a in args {
                if let l = a.label { error("cubic-bezier takes unlabeled numbers", l.range); return nil }
                guard let x = plainNumber(a.value, "a control point coordinate") else { return nil }
                xs.append(x)
            }
            for k in [0, 2] where xs[k] < 0 || xs[k] > 1 {
                error("a cubic-bezier x coordinate must be between 0 and 1", args[k].value.range)
                return nil
            }
            return .cubicBezier(x1: xs[0], y1: xs[1], x2: xs[2], y2: xs[3])
        case "spring":
            return spring(v)
        default:
            error("unknown curve '\(name.text)'\(Suggestion.suffix(for: name.text, among: Keywords.curves))", name.range)
            return nil
        }
    }

    mutating func checkSequences() {
        var seen: [String: SourceRange] = [:]
        for s in pendingSequences {
            var ok = true
            if let first = seen[s.name.text] {
                error("duplicate sequence '\(s.name.text)'", s.name.range, notes: [.note("first declared here", at: first)])
                ok = false
            }
            seen[s.name.text] = seen[s.name.text] ?? s.name.range
            for n in s.states where !stateNames.contains(n.text) {
                error("unknown state '\(n.text)'\(Suggestion.suffix(for: n.text, among: stateNames))", n.range)
                ok = false
            }
            if s.states.count < 2 {
                error("a sequence needs at least two states ('A -> B')", s.range)
                ok = false
            }
            var sequence = StateSequence(name: s.name.text, states: s.states.map(\.text), range: s.range)
            if let sizes = stepSizes(s) { sequence.sizes = sizes } else { ok = false }
            var keys: Set<String> = []
            for d in s.directives {
                if keys.contains(d.keyword.text) {
                    error("'\(d.keyword.text)' is written twice in this sequence", d.keyword.range)
                    ok = false
                    continue
                }
                keys.insert(d.keyword.text)
                switch d.keyword.text {
                case "hold":
                    if let v = single(d, "a duration"), let x = duration(v, "the hold") {
                        sequence.hold = x
                        sequence.holdRange = d.range
                    } else { ok = false }
                case "loop":
                    if let b = bool(d, default: true) { sequence.loop = b } else { ok = false }
                default:
                    error("unknown sequence setting '\(d.keyword.text)'\(Suggestion.suffix(for: d.keyword.text, among: Keywords.sequenceLevel))", d.keyword.range)
                    ok = false
                }
            }
            if ok { sequences.append(sequence) }
        }
    }
}

extension Checker {
    /// `keyframes ID { 40% { … } … }`: an element's keys, each at 0…100%, in increasing order,
    /// with the values a state could give it (not `text`, not `on`/`off`), and `alpha`.
    mutating func keyframeTrack(_ n: ASTName, _ keys: [ASTKeyframe], range: SourceRange, existing: [KeyframeTrack]) -> KeyframeTrack? {
        guard let element = elements[n.text], element.kind.traits.isView else {
            error("unknown view '\(n.text)'\(Suggestion.suffix(for: n.text, among: Array(elements.keys)))", n.range)
            return nil
        }
        if let other = existing.first(where: { $0.element == n.text }) {
            error("'\(n.text)' already has keyframes in this transition", n.range, notes: [.note("first given here", at: other.range)])
            return nil
        }
        var out: [Keyframe] = []
        var ok = true
        for key in keys {
            guard key.percent.unit == .percent else {
                error("a key is a percentage of the animation, such as 40%", key.percent.range)
                ok = false
                continue
            }
            let fraction = key.percent.value / 100
            guard fraction >= 0, fraction <= 1 else {
                error("a key must be between 0% and 100%", key.percent.range)
                ok = false
                continue
            }
            if let last = out.last, fraction <= last.fraction {
                error("keys must be in increasing order: \(Self.format(key.percent.value))% comes after \(Self.format(last.fraction * 100))%", key.percent.range)
                ok = false
                continue
            }
            var changes: [LookChange] = []
            var alpha: Double?
            for d in key.directives {
                if d.keyword.text == "alpha" {
                    guard let v = single(d, "an opacity"), let a = plainNumber(v, "the opacity", percent: true) else { ok = false; continue }
                    if a >= 0 && a <= 1 { alpha = a } else { error("alpha must be between 0 and 1 (or 0% and 100%)", v.range); ok = false }
                    continue
                }
                guard ["color", "text-color", "corner", "transform", "value", "selected"].contains(d.keyword.text) else {
                    error(Suggestion.message("'\(d.keyword.text)' cannot be a key", for: d.keyword.text,
                                             among: ["alpha", "color", "text-color", "corner", "transform", "value", "selected"],
                                             otherwise: "keys take alpha, color, text-color, corner, transform, value or selected"), d.keyword.range)
                    ok = false
                    continue
                }
                if let change = lookChange(d, kind: element.kind, id: element.id) { changes.append(change) } else { ok = false }
            }
            out.append(Keyframe(fraction: fraction, changes: changes, alpha: alpha, range: key.range))
        }
        return ok ? KeyframeTrack(element: n.text, keys: out, range: range) : nil
    }
}
