import Testing
@testable import StatesFormat

@Suite("Checking into the scene model")
struct CheckerTests {
    @Test("elements: hierarchy, kinds, text, properties and defaults")
    func elements() throws {
        let source = """
        canvas 390x844 safe-area(top: 47, bottom: 34) margins 16 rtl scale 3
        size pad 1024x1366 safe-area(top: 24) rtl
        view card {
          color #FF000080; corner 12; alpha 50%; margins(leading: 20); insets-margins-from-safe-area false
          preserves-superview-margins; hugging(horizontal: 249, vertical: high); compression(vertical: 749)
          label title "Hi \\"you\\"" { font 20 }
          button ok "OK"
          image pic { intrinsic 40x30 }
          stack row { axis vertical; spacing 8; distribution fill-equally; alignment center; margins-relative
            view a { hidden; intrinsic(width: 10) }
            view b { intrinsic none; frame(x: 1, y: 2, width: 3, height: 4) }
          }
          guide spacer
        }
        """
        let result = compile(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let scene = try #require(result.scene)
        #expect(scene.canvas.margins == .all(16) && scene.canvas.rtl && scene.canvas.scale == 3)
        #expect(scene.sizes[0].rtl && scene.sizes[0].safeArea == InsetSpec(top: 24) && scene.sizes[0].scale == nil)
        #expect(scene.elements.map(\.id) == ["card", "title", "ok", "pic", "row", "a", "b", "spacer"])
        #expect(scene.rootChildren == ["card"])
        let card = try #require(scene.element("card"))
        #expect(card.children == ["title", "ok", "pic", "row", "spacer"])
        #expect(card.color == DynamicColor(Color(r: 255, g: 0, b: 0, a: 128)) && card.corner == 12 && card.alpha == 0.5)
        #expect(card.margins == InsetSpec(top: 8, bottom: 8, leading: 20, trailing: 8))
        #expect(!card.insetsMarginsFromSafeArea && card.preservesSuperviewMargins)
        #expect(card.hugging == AxisPriorities(horizontal: 249, vertical: 750))
        #expect(card.compression == AxisPriorities(horizontal: 750, vertical: 749))
        let title = try #require(scene.element("title"))
        #expect(title.text == "Hi \"you\"" && title.fontSize == 20 && title.parent == "card" && title.intrinsic == .fromText)
        #expect(scene.element("ok")?.kind == .button && scene.element("ok")?.text == "OK")
        #expect(scene.element("pic")?.intrinsic == .size(width: 40, height: 30))
        #expect(scene.element("pic")?.hugging == AxisPriorities(horizontal: 251, vertical: 251))
        let row = try #require(scene.element("row")?.stack)
        #expect(row.axis == .vertical && row.spacing == 8 && row.distribution == .fillEqually)
        #expect(row.alignment == .center && row.marginsRelative)
        #expect(scene.element("row")?.children == ["a", "b"])
        #expect(scene.element("a")?.hidden == true && scene.element("a")?.intrinsic == .size(width: 10, height: nil))
        #expect(scene.element("b")?.frame == Rect(x: 1, y: 2, width: 3, height: 4) && scene.element("b")?.intrinsic == IntrinsicSpec.none)
        #expect(scene.element("spacer")?.kind == .guide && scene.element("spacer")?.parent == "card")
    }

    @Test("palette colours by declaration order; guides take no slot; system colour values")
    func palette() throws {
        let scene = try #require(compile("canvas 100x100\nview a\nguide g\nview b { color mint }\nview c\n").scene)
        // Slots: a = 0 (blue), b = 1 (written), c = 2 (green).
        #expect(scene.element("a")?.color.light == Color(r: 0, g: 122, b: 255))
        #expect(scene.element("a")?.colorWritten == false)
        #expect(scene.element("b")?.color.light == Color(r: 0, g: 199, b: 190))
        #expect(scene.element("c")?.color.light == Color(r: 52, g: 199, b: 89))
        #expect(SystemColors.color(named: "clear") == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(SystemColors.names.count == 40)
        #expect(Set(SystemColors.paletteNames).isSubset(of: Set(SystemColors.names)))
    }

    @Test("super is the block's element; root at top level; guides of views")
    func superAndGuides() throws {
        let source = "canvas 100x100\nview card {\n  view x\n  x.top == super.margins.top\n}\nx.bottom == super.safe.bottom\n"
        let scene = try #require(compile(source).scene)
        #expect(scene.constraints.map(describe) == ["x.top == card.margins.top @1000", "x.bottom == root.safe.bottom @1000"])
        #expect(errors("canvas 100x100\nguide g\ng.top == g.safe.top") == ["3:12: 'g' is a layout guide; it has no 'safe' guide"])
    }

    @Test("constraint forms: multiplier before or after, constants, priorities by keyword")
    func constraintForms() throws {
        let source = """
        canvas 100x100
        view a
        view b
        a.width == 0.5 * b.width - 4 @high
        a.height <= b.height * 2 + 1 @fitting
        a.width >= 10 @low; b.width == 20 @required
        """
        let scene = try #require(compile(source).scene)
        #expect(scene.constraints.map(describe) == [
            "a.width == b.width * 0.5 - 4 @750", "a.height <= b.height * 2 + 1 @50", "a.width >= 10 @250", "b.width == 20 @1000",
        ])
        #expect(scene.constraints.map(\.id) == ["t.states:4", "t.states:5", "t.states:6", "t.states:6#2"])
    }

    @Test("a scene without states has one implicit state 'default'")
    func implicitState() throws {
        let scene = try #require(compile("canvas 100x100\n").scene)
        #expect(scene.states.map(\.name) == ["default"] && scene.initialState == "default")
    }

    @Test("state changes of every kind, extends and initial")
    func stateChanges() throws {
        let source = """
        canvas 100x100
        view a
        view b
        w: a.width == 10
        h: a.height == 10 @999
        state one
        state two extends one {
          deactivate w; activate w
          priority h low
          constant h (root.width - a.width) / 2
          hide a, b; show b
          alpha a 30%
          extra: b.width == a.width
          replace w: a.width == 20
          vfl "H:|[a]"
        }
        initial two
        """
        let result = compile(source)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let scene = try #require(result.scene)
        #expect(scene.initialState == "two")
        let two = try #require(scene.state("two"))
        #expect(two.extends == "one")
        let changes = two.changes.map(\.change)
        let expr = ConstantExpression.divide(
            .subtract(.property(element: "root", .width, at(10, 15, 25)), .property(element: "a", .width, at(10, 28, 35))),
            .number(2))
        #expect(changes.count == 11)
        #expect(Array(changes[0..<9]) == [
            .deactivate(constraint: "w"), .activate(constraint: "w"), .priority(constraint: "h", 250),
            .constant(constraint: "h", expr), .hide(element: "a"), .hide(element: "b"), .show(element: "b"),
            .alpha(element: "a", 0.3),
            .add(Constraint(id: "extra", name: "extra",
                            first: Anchor(item: .element("b"), attribute: .width, range: at(13, 10, 17)),
                            relation: .equal, second: Anchor(item: .element("a"), attribute: .width, range: at(13, 21, 28)),
                            range: at(13, 3, 28))),
        ])
        guard case .replace("w", let c) = changes[9] else { Issue.record("replace"); return }
        #expect(c.id == "w" && c.constant == 20 && c.second == nil)
        guard case .add(let v) = changes[10] else { Issue.record("vfl"); return }
        #expect(v.id == "t.states:15" && v.fromVFL && describe(v) == "a.leading == root.leading @1000")
    }

    @Test("constant expressions: precedence, unary minus, parentheses")
    func expressions() throws {
        let source = "canvas 100x100\nview a\nk: a.width == 1 @999\nstate s { constant k -a.minX + 2 * (3 - a.maxY) / 4 }\n"
        let scene = try #require(compile(source).scene)
        guard case .constant(_, let e)? = scene.states[0].changes.first?.change else { Issue.record("constant"); return }
        // -a.minX + ((2 * (3 - a.maxY)) / 4)
        let expected = ConstantExpression.add(
            .negate(.property(element: "a", .minX, at(4, 23, 29))),
            .divide(.multiply(.number(2), .subtract(.number(3), .property(element: "a", .maxY, at(4, 41, 47)))), .number(4)))
        #expect(e == expected)
        #expect(errors("canvas 100x100\nview a\nk: a.width == 1\nstate s { deactivate k; constant k a.wdth / 0 }") == [
            "4:38: unknown frame property 'wdth' on 'a'; did you mean 'width'?"])
        #expect(errors("canvas 100x100\nview a\nk: a.width == 1\nstate s { deactivate k; constant k a.width / 0 }") == [
            "4:46: division by zero"])
    }

    @Test("transitions: patterns, <-> expansion, durations in s and ms, curves, per-element timing")
    func transitions() throws {
        let source = """
        canvas 100x100
        view a
        state x
        state y { hide a }
        transition x <-> y { duration 300ms; delay 0.1s; stagger 0.04; curve spring(damping: 0.7, response: 0.4)
          element a { delay 50ms; duration 1; curve cubic-bezier(0.2, 0, 0.4, 1) } }
        transition * -> x { curve spring(mass: 2, stiffness: 100, damping: 10) }
        transition y -> * { curve ease-out }
        sequence tour: x -> y -> x { hold 0.5; loop }
        """
        let result = compile(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let scene = try #require(result.scene)
        #expect(scene.transitions.map { "\($0.from)->\($0.to)" } == ["x->y", "y->x", "*->x", "y->*"])
        let t = scene.transitions[0]
        #expect(t.duration == 0.3 && t.delay == 0.1 && t.stagger == 0.04 && t.curve == .springResponse(damping: 0.7, response: 0.4))
        #expect(t.elementTimings.count == 1)
        #expect(t.elementTimings[0].element == "a" && t.elementTimings[0].delay == 0.05 && t.elementTimings[0].duration == 1)
        #expect(t.elementTimings[0].curve == .cubicBezier(x1: 0.2, y1: 0, x2: 0.4, y2: 1))
        #expect(scene.transitions[1].duration == 0.3 && scene.transitions[1].elementTimings.count == 1)
        #expect(scene.transitions[2].curve == .springPhysical(mass: 2, stiffness: 100, damping: 10, velocity: 0))
        #expect(scene.transitions[3].curve == .easeOut && scene.transitions[3].duration == nil)
        #expect(scene.sequences[0].states == ["x", "y", "x"] && scene.sequences[0].hold == 0.5 && scene.sequences[0].loop)
    }

    @Test("durations and percentages only where meaningful")
    func units() {
        #expect(errors("canvas 100x100\nstate x\ntransition * -> x { duration 50% }") == ["3:30: a percentage is not a duration"])
        #expect(errors("canvas 100x100\nview a { corner 3ms }") == ["2:17: 'ms' does not apply to the corner radius"])
        #expect(errors("canvas 100x100\nstate x\ntransition * -> x { delay -1 }") == ["3:27: the delay cannot be negative"])
    }

    @Test("keywords are reserved only where the grammar expects one")
    func keywordsAsNames() throws {
        let source = "canvas 100x100\nview center\nview state\nstate: center.top == state.bottom\nsize: state.height == 10\nstate center\n"
        let scene = try #require(compile(source).scene)
        #expect(scene.constraints.map(\.id) == ["state", "size"])
        #expect(scene.states.map(\.name) == ["center"])
    }

    @Test("warnings: never-active constraints, identical states, constant math reading a size a size changes")
    func warningsAreReported() {
        let base = "canvas 390x844\nsize wide 844x390\nview a\nk: a.width == 10 @999\nm: a.height == 10\n"
        #expect(warnings(base + "state s { deactivate k }") == ["4:1: constraint 'k' is never active: every state deactivates it"])
        #expect(warnings(base + "state s\nstate t { deactivate m; activate m }") == ["7:1: state 't' is identical to state 's'"])
        #expect(warnings(base + "state s { constant k root.width / 2 }") == [
            "6:22: constant of 'k' reads 'root.width', which size 'wide' changes; constant math is evaluated once and does not follow a change of canvas size (priority swapping does); run 'animlayout compare' against a priority-swap version of this scene to see the difference"])
        #expect(warnings(base + "state s { constant k a.width / 2 }").isEmpty)
        // Warnings alone still produce a scene.
        #expect(compile(base + "state s { deactivate k }").scene != nil)
    }
}
