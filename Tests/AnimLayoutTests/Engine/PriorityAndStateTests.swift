import Testing
@testable import AnimLayout

/// Frames computed by hand from the constants; label "Position" at 17 pt with the monospace
/// measurer is 8 × 0.6 × 17 = 81.6 wide and 1.2 × 17 = 20.4 tall.
@Suite("Engine: priorities and states")
struct PriorityAndStateTests {
    static let w = 81.6, h = 20.4

    static func positionScene(rtl: Bool = false) -> SceneFixture {
        var f = SceneFixture(rtl: rtl)
        f.element("title", .label, text: "Position")
        f.constrain(nil, "title.top", .equal, "root.safe.top", constant: 40)
        f.constrain("left", "title.leading", .equal, "root.leading", constant: 8, priority: 750)
        f.constrain("center", "title.centerX", .equal, "root.centerX", priority: 250)
        f.constrain("right", "title.trailing", .equal, "root.trailing", constant: -8, priority: 250)
        f.state("left")
        f.state("center", [.priority(constraint: "left", 250), .priority(constraint: "center", 750)])
        f.state("right", [.priority(constraint: "left", 250), .priority(constraint: "right", 750)])
        return f
    }

    @Test("priority swap: left / center / right frames and the broken optional constraints")
    func positionPriority() throws {
        let engine = Self.positionScene().engine()
        let left = try engine.layout(state: "left")
        #expect(close(left.frame("title"), Rect(x: 8, y: 87, width: Self.w, height: Self.h)))
        let center = try engine.layout(state: "center")
        #expect(close(center.frame("title"), Rect(x: (390 - Self.w) / 2, y: 87, width: Self.w, height: Self.h)))
        let right = try engine.layout(state: "right")
        #expect(close(right.frame("title"), Rect(x: 390 - 8 - Self.w, y: 87, width: Self.w, height: Self.h)))

        // In `center`, left@250 misses by (390−w)/2 − 8 and right@250 by the same amount.
        let broken = Dictionary(uniqueKeysWithValues: center.broken.map { ($0.constraint, $0) })
        #expect(abs((broken["left"]?.error ?? 0) - ((390 - Self.w) / 2 - 8)) < 1e-6)
        #expect(broken["left"]?.priority == 250)
        #expect(abs((broken["right"]?.error ?? 0) - ((390 - Self.w) / 2 - 8)) < 1e-6)
        #expect(center.conflicts.isEmpty && center.ambiguous.isEmpty)
        #expect(center.frame("root") == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(center.frame("root.safe") == Rect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    }

    @Test("rtl flips leading/trailing and the direction of their constants, not centerX")
    func rightToLeft() throws {
        let engine = Self.positionScene(rtl: true).engine()
        // leading + 8 is an 8-point inset from the right edge under rtl.
        #expect(close(try engine.layout(state: "left").frame("title"), Rect(x: 390 - 8 - Self.w, y: 87, width: Self.w, height: Self.h)))
        #expect(close(try engine.layout(state: "right").frame("title"), Rect(x: 8, y: 87, width: Self.w, height: Self.h)))
        #expect(close(try engine.layout(state: "center").frame("title"), Rect(x: (390 - Self.w) / 2, y: 87, width: Self.w, height: Self.h)))
    }

    @Test("states are absolute: the same state gives the same frames whatever came before")
    func absoluteStates() throws {
        let engine = Self.positionScene().engine()
        let fresh = try Self.positionScene().engine().layout(state: "center")
        _ = try engine.layout(state: "right")
        let viaRight = try engine.layout(state: "center")
        _ = try engine.layout(state: "left")
        let viaLeft = try engine.layout(state: "center")
        #expect(viaRight.frames == fresh.frames && viaLeft.frames == fresh.frames)
    }

    @Test("incremental: a priority swap re-weights two constraints and adds none")
    func incrementalChangeCount() throws {
        let engine = Self.positionScene().engine()
        _ = try engine.layout(state: "left")
        _ = try engine.layout(state: "center")
        #expect(engine.lastChangeCount == 2)
    }

    @Test("activate, deactivate, constant, hide, show, alpha, add, replace and extends")
    func stateChanges() throws {
        var f = SceneFixture()
        f.element("box", .view) { $0.intrinsic = .size(width: 100, height: 50) }
        f.element("other", .view) { $0.intrinsic = .size(width: 10, height: 10); $0.hidden = true }
        f.constrain("top", "box.top", .equal, "root.top", constant: 100)
        f.constrain("lead", "box.leading", .equal, "root.leading", constant: 20)
        f.constrain(nil, "other.top", .equal, "root.top")
        f.constrain(nil, "other.left", .equal, "root.left")
        let pinRight = f.make("pinRight", "box.trailing", .equal, "root.trailing", constant: -30)
        let newTop = f.make("newTop", "box.top", .equal, "root.safe.top", constant: 10)
        f.state("base")
        f.state("moved", [.constant(constraint: "top", .number(200)), .alpha(element: "box", 0.5), .show(element: "other")])
        f.state("right", extends: "moved", [.deactivate(constraint: "lead"), .add(pinRight)])
        f.state("swapped", extends: "right", [.replace(constraint: "top", with: newTop), .hide(element: "box")])
        let engine = f.engine()

        let base = try engine.layout(state: "base")
        #expect(base.frame("box") == Rect(x: 20, y: 100, width: 100, height: 50))
        #expect(base.hidden == ["other"])
        #expect(base.alpha["box"] == 1)

        let moved = try engine.layout(state: "moved")
        #expect(moved.frame("box") == Rect(x: 20, y: 200, width: 100, height: 50))
        #expect(moved.alpha["box"] == 0.5 && moved.hidden.isEmpty)

        let right = try engine.layout(state: "right")
        #expect(right.frame("box") == Rect(x: 390 - 30 - 100, y: 200, width: 100, height: 50))

        let swapped = try engine.layout(state: "swapped")
        #expect(swapped.frame("box") == Rect(x: 260, y: 47 + 10, width: 100, height: 50))
        #expect(swapped.hidden == ["box"])

        // Back to base: every change undone.
        #expect(try engine.layout(state: "base").frames == base.frames)
    }

    @Test("constant math is evaluated on the layout being left, and keeps its value in another size")
    func constantMath() throws {
        var f = SceneFixture()
        f.element("title", .label, text: "Position")
        f.constrain(nil, "title.top", .equal, "root.top", constant: 100)
        f.constrain("lead", "title.leading", .equal, "root.leading", constant: 8)
        let centre: ConstantExpression = .divide(
            .subtract(.property(element: "root", .width, SceneFixture.range(1)),
                      .property(element: "title", .width, SceneFixture.range(1))),
            .number(2))
        f.state("left")
        f.state("center", [.constant(constraint: "lead", centre)])
        f.scene.sizes = [Environment(name: "landscape", size: Size(width: 844, height: 390), range: SceneFixture.range(1))]
        let engine = f.engine()
        let left = try engine.layout(state: "left")
        let center = try engine.layout(state: "center", leaving: left)
        #expect(abs((center.frame("title")?.x ?? 0) - (390 - Self.w) / 2) < 1e-6)

        // Rotate: the constant keeps the value computed in portrait, so the label is no longer centred.
        let resolved = try engine.resolve(state: "center", leaving: left)
        #expect(resolved.usesConstantMath)
        let rotated = try engine.layout(resolved, in: try engine.environment(named: "landscape"))
        #expect(abs((rotated.frame("title")?.x ?? 0) - (390 - Self.w) / 2) < 1e-6)
        #expect(rotated.canvas == Size(width: 844, height: 390))
    }

    @Test("unknown state and size are errors naming what exists")
    func unknownNames() throws {
        let engine = Self.positionScene().engine()
        #expect(throws: LayoutError.self) { try engine.layout(state: "centre") }
        do {
            _ = try engine.layout(state: "centre")
        } catch let error as LayoutError {
            #expect(error.description.contains("did you mean 'center'"))
        }
        #expect(throws: LayoutError.self) { try engine.layout(state: "left", environment: "tablet") }
    }
}
