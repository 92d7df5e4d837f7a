/// Events and flows (docs/format.md §8): names resolved, duplicates and `after 0s` cycles refused,
/// states no event reaches reported.
extension Checker {
    mutating func checkEvents() -> ([SceneEvent], [Flow]) {
        var events: [SceneEvent] = []
        for e in pendingEvents {
            var ok = true
            let trigger: EventTrigger
            if let target = e.target {
                if elements[target.text]?.kind.traits.isView != true {
                    let views = elements.values.filter(\.kind.traits.isView).map(\.id)
                    error("unknown view '\(target.text)'\(Suggestion.suffix(for: target.text, among: views)); a tap goes to a view", target.range)
                    ok = false
                }
                trigger = .tap(target.text)
            } else {
                guard let n = e.delay, let seconds = duration(.number(n), "the delay") else { continue }
                trigger = .after(seconds)
            }
            var pairs: [(StatePattern, String, ASTPattern)] = []
            for (p, name) in [(e.from, "from"), (e.to, "to")] {
                if let n = p.name, !stateNames.contains(n.text) {
                    error("unknown state '\(n.text)'\(Suggestion.suffix(for: n.text, among: stateNames))", n.range)
                    ok = false
                } else if p.name == nil, name == "to" {
                    error("an event goes to one state; '*' is only for where it comes from", p.range)
                    ok = false
                }
            }
            guard ok, let to = e.to.name?.text else { continue }
            let from: StatePattern = e.from.name.map { .state($0.text) } ?? .any
            pairs.append((from, to, e.to))
            if e.bidirectional {
                guard case .state(let a) = from else {
                    error("'<->' needs a state on both sides", e.from.range)
                    continue
                }
                pairs.append((.state(to), a, e.from))
            }
            for (f, t, _) in pairs {
                let event = SceneEvent(trigger: trigger, from: f, to: t, range: e.range)
                if let twin = events.first(where: { $0.trigger == trigger && $0.from == f }) {
                    error("two events with the trigger '\(trigger)' from \(f == .any ? "any state" : "state '\(f)'"): which one fires would be undefined",
                          e.range, notes: [.note("the other one is here", at: twin.range)])
                    continue
                }
                events.append(event)
            }
        }
        checkInstantCycles(events)
        if !events.isEmpty { warnUnreachable(events) }
        return (events, checkFlows())
    }

    /// `after 0s: a -> b` and `after 0s: b -> a` would fire forever without time passing.
    private mutating func checkInstantCycles(_ events: [SceneEvent]) {
        var next: [String: (String, SourceRange)] = [:]
        for e in events {
            guard case .after(let s) = e.trigger, s == 0, case .state(let a) = e.from else { continue }
            next[a] = (e.to, e.range)
        }
        var reported: Set<String> = []
        for start in next.keys.sorted() {
            var seen: [String] = [start]
            var current = start
            while let (to, range) = next[current] {
                if let i = seen.firstIndex(of: to) {
                    let cycle = Array(seen[i...])
                    if reported.isDisjoint(with: cycle) {
                        error("'after 0s' events go round \(cycle.joined(separator: " -> ")) -> \(to) without time passing; give one of them a delay",
                              range)
                    }
                    reported.formUnion(cycle)
                    break
                }
                seen.append(to)
                current = to
            }
        }
    }

    /// States that no chain of events reaches from the initial state.
    private mutating func warnUnreachable(_ events: [SceneEvent]) {
        let initialName = initial?.0.text ?? states.first?.name ?? "default"
        var reached: Set<String> = [initialName]
        var frontier = [initialName]
        while let s = frontier.popLast() {
            for e in events where (e.from == .any || e.from == .state(s)) && reached.insert(e.to).inserted {
                frontier.append(e.to)
            }
        }
        for state in states where !reached.contains(state.name) {
            warning("state '\(state.name)' is unreachable: no event leads to it from '\(initialName)'", state.range)
        }
    }

    private mutating func checkFlows() -> [Flow] {
        var flows: [Flow] = []
        for f in pendingFlows {
            if let other = flows.first(where: { $0.name == f.name.text }) {
                error("duplicate flow '\(f.name.text)'", f.name.range, notes: [.note("first declared here", at: other.range)])
                continue
            }
            guard f.steps.count <= Flow.maximumSteps else {
                error("flow '\(f.name.text)' has \(f.steps.count) steps; at most \(Flow.maximumSteps) are allowed", f.range)
                continue
            }
            var steps: [FlowStep] = []
            var ok = true
            for d in f.steps {
                switch d.keyword.text {
                case "tap":
                    if d.values.count == 1, case .identifier(let n) = d.values[0] {
                        if elements[n.text]?.kind.traits.isView == true { steps.append(.tap(n.text, d.range)) } else {
                            error("unknown view '\(n.text)'\(Suggestion.suffix(for: n.text, among: Array(elements.keys)))", n.range)
                            ok = false
                        }
                    } else if d.values.count == 2, let x = plainNumber(d.values[0], "x"), let y = plainNumber(d.values[1], "y") {
                        steps.append(.tapPoint(x: x, y: y, d.range))
                    } else {
                        error("'tap' needs a view id or a point: tap next, tap 120,300", d.range)
                        ok = false
                    }
                case "wait":
                    if let v = single(d, "a duration"), let s = duration(v, "the wait") { steps.append(.wait(s, d.range)) } else { ok = false }
                default:
                    error(Suggestion.message("unknown flow step '\(d.keyword.text)'", for: d.keyword.text, among: ["tap", "wait"],
                                             otherwise: "steps are 'tap ID', 'tap X,Y' and 'wait SECONDS'"), d.keyword.range)
                    ok = false
                }
            }
            if ok { flows.append(Flow(name: f.name.text, steps: steps, range: f.range)) }
        }
        return flows
    }
}
