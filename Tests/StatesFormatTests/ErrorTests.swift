import Testing
@testable import StatesFormat

/// Every error of §5, §6 and §9 with its exact location and message.
@Suite("Errors")
struct ErrorTests {
    let base = "canvas 390x844\nlabel title \"T\"\nview box\n"

    // MARK: §5 anchors and constraints

    @Test("unknown element, guide and attribute, with suggestions")
    func unknownNames() {
        #expect(errors(base + "titel.top == root.top") == ["4:1: unknown element 'titel'; did you mean 'title'?"])
        #expect(errors(base + "title.top == root.saf.top") == [
            "4:19: unknown guide 'saf' on 'root'; did you mean 'safe'?"])
        #expect(errors(base + "title.top == root.xyzzy.top") == [
            "4:19: unknown guide 'xyzzy' on 'root'; guides are 'safe', 'margins' and 'keyboard'"])
        #expect(errors(base + "title.leadng == root.leading + 8") == [
            "4:7: unknown attribute 'leadng' on 'title'; did you mean 'leading'?"])
        #expect(errors(base + "title.top == root.safe.bottm") == [
            "4:24: unknown attribute 'bottm' on 'root.safe'; did you mean 'bottom'?"])
        #expect(errors(base + "title.top == zzz.top") == ["4:14: unknown element 'zzz'"])
        #expect(errors(base + "title.top == root.safe") == [
            "4:19: 'root.safe' is a guide; add an attribute, e.g. 'root.safe.top'"])
    }

    @Test("an x-axis anchor related to a y-axis or dimension anchor")
    func axisMix() {
        #expect(errors(base + "title.leading == root.top") == [
            "4:18: cannot relate x-axis anchor 'title.leading' to y-axis anchor 'root.top'"])
        #expect(errors(base + "title.centerY == box.width") == [
            "4:18: cannot relate y-axis anchor 'title.centerY' to dimension anchor 'box.width'"])
    }

    @Test("leading/trailing related to left/right")
    func directionMix() {
        #expect(errors(base + "title.leading == root.left + 8") == [
            "4:18: cannot relate 'title.leading' to 'root.left': leading/trailing and left/right cannot be mixed; use leading/trailing on both sides or left/right on both"])
        #expect(errors(base + "title.right == box.trailing").count == 1)
        #expect(errors(base + "title.left == box.centerX").isEmpty)
    }

    @Test("a position anchor equal to a bare constant")
    func positionConstant() {
        #expect(errors(base + "title.top == 20") == [
            "4:1: position anchor 'title.top' cannot equal a bare constant; only width and height can (relate it to another anchor, e.g. 'super.top')"])
        #expect(errors(base + "title.width == 20").isEmpty)
        #expect(errors(base + "title.height >= -5 @low").isEmpty)
    }

    @Test("a priority outside 1…1000, or not a whole number, or an unknown keyword")
    func priorities() {
        #expect(errors(base + "title.width == 20 @1001") == ["4:19: priority 1001 is outside 1…1000; the highest is 1000 (required)"])
        #expect(errors(base + "title.width == 20 @0") == ["4:19: priority 0 is outside 1…1000; the lowest is 1"])
        #expect(errors(base + "title.width == 20 @2.5") == ["4:19: priority must be a whole number in 1…1000"])
        #expect(errors(base + "title.width == 20 @hihg") == [
            "4:19: unknown priority 'hihg'; did you mean 'high'?"])
    }

    @Test("two constraints or two elements with the same name")
    func duplicates() {
        let r = compile(base + "w: title.width == 20\nw: box.width == 20")
        #expect(r.diagnostics.map(\.message) == ["duplicate constraint name 'w'"])
        #expect(r.diagnostics.first?.range == at(5, 1, 2))
        #expect(r.diagnostics.first?.notes.first?.range == at(4, 1, 2))
        #expect(errors(base + "view title") == ["4:6: duplicate element id 'title'"])
        #expect(errors(base + "view root") == ["4:6: 'root' is reserved and cannot be an element id"])
    }

    @Test("items with no common ancestor cannot happen: every element descends from root")
    func commonAncestor() {
        #expect(errors(base + "view a { view b }\nview c { view d }\nb.top == d.bottom").isEmpty)
    }

    @Test("a multiplier of 0 on a position is illegal; units do not apply to constants")
    func multipliers() {
        #expect(errors(base + "title.centerX == 0 * root.centerX") == [
            "4:18: a multiplier of 0 on a position anchor makes an illegal constraint (UIKit rejects it)"])
        #expect(errors(base + "title.width == root.width * 50%").isEmpty)
        #expect(errors(base + "title.width == root.width + 3s") == ["4:27: 's' does not apply to a constant (points)"])
    }

    // MARK: §6 states

    let stated = "canvas 390x844\nlabel title \"T\"\nleft: title.leading == root.leading @750\nright: title.trailing == root.trailing @250\ntop: title.top == root.top\n"

    @Test("unknown states, constraints and elements in states, with suggestions")
    func stateNames() {
        #expect(errors(stated + "state a { priority lft 250 }") == ["6:20: unknown constraint 'lft'; did you mean 'left'?"])
        #expect(errors(stated + "state a { hide titl }") == ["6:16: unknown element 'titl'; did you mean 'title'?"])
        #expect(errors(stated + "state a extends b") == ["6:17: unknown state 'b'"])
        #expect(errors(stated + "state alpha\nstate b extends alpa") == ["7:17: unknown state 'alpa'; did you mean 'alpha'?"])
        #expect(errors(stated + "state a\ninitial c") == ["7:9: unknown state 'c'"])
        #expect(errors(stated + "state a { actvate left }") == ["6:11: unknown state change 'actvate'; did you mean 'activate'?"])
        // A property a state cannot change is named as such, not taken for a look-alike word.
        let border = errors(stated + "state a { border title 2 red }")
        #expect(border.count == 1 && border[0].hasPrefix("6:11: 'border' is an element property that a state cannot change; a state changes 'color'"), "\(border)")
        #expect(errors(stated + "state a\nstate a") == ["7:7: duplicate state 'a'"])
    }

    @Test("extends chains without cycles")
    func cycles() {
        #expect(errors(stated + "state a extends b\nstate b extends a") == ["6:17: 'extends' makes a cycle: a -> b -> a"])
        #expect(errors(stated + "state a extends a") == ["6:17: state 'a' extends itself"])
        #expect(errors(stated + "state a extends b\nstate b extends c\nstate c") .isEmpty)
    }

    @Test("replace keeps the slot's item and attribute")
    func replaceSlot() {
        #expect(errors(stated + "state a { replace top: title.leading == root.leading }") == [
            "6:24: 'replace' must keep the slot's item and attribute: 'top' constrains 'title.top', not 'title.leading'"])
        let ok = compile(stated + "state a { replace top: title.top == root.safe.top + 4 }")
        #expect(!ok.hasErrors)
        guard case .replace(let id, let c)? = ok.scene?.states[0].changes.first?.change else {
            Issue.record("no replace")
            return
        }
        #expect(id == "top" && c.id == "top" && c.second?.item == .safeArea(of: "root") && c.constant == 4)
    }

    @Test("changing between required and lower priority where active is an error suggesting 999")
    func requiredMutation() {
        let r = compile(stated + "state a { priority top 500 }")
        #expect(r.diagnostics.map(\.message) == [
            "cannot change the priority of 'top' from required to 500 in state 'a', where it is active: UIKit does not support mutating a priority from required to not on an installed constraint (or vice-versa); declare 'top' with @999 instead of required"])
        #expect(r.diagnostics.first?.range == at(6, 11, 27))
        #expect(errors(stated + "state a { priority left required }") == [
            "6:11: cannot change the priority of 'left' from 750 to required in state 'a', where it is active: UIKit does not support mutating a priority from required to not on an installed constraint (or vice-versa); use 999 instead of 1000"])
        // Not active in the state: allowed.
        #expect(errors(stated + "state a { deactivate top; priority top 500 }").isEmpty)
        // Active again in an extending state: the change is an error there.
        #expect(errors(stated + "state a { deactivate top; priority top 500 }\nstate b extends a { activate top }") == [
            "6:27: cannot change the priority of 'top' from required to 500 in state 'b', where it is active: UIKit does not support mutating a priority from required to not on an installed constraint (or vice-versa); declare 'top' with @999 instead of required"])
        #expect(errors(stated + "state a { priority left 999 }").isEmpty)
    }

    @Test("state-only constraints belong to their state and its extensions")
    func stateConstraints() {
        #expect(errors(stated + "state a { extra: title.width == 10 }\nstate b { deactivate extra }") == [
            "7:22: constraint 'extra' does not exist in state 'b': it belongs to another state"])
        #expect(errors(stated + "state a { extra: title.width == 10 }\nstate b extends a { deactivate extra }").isEmpty)
        #expect(errors(stated + "state a { left: title.width == 10 }") == ["6:11: duplicate constraint name 'left'"])
    }

    @Test("transitions and sequences name real states")
    func timingNames() {
        #expect(errors(stated + "state a\ntransition a -> bb") == ["7:17: unknown state 'bb'"])
        #expect(errors(stated + "state a\nstate b\nsequence s: a -> c") == ["8:18: unknown state 'c'"])
        #expect(errors(stated + "state a\nstate b\ntransition a <-> b\ntransition b -> a") == [
            "9:1: duplicate transition 'b -> a'"])
        #expect(errors(stated + "state a\ntransition * <-> *").isEmpty)
        #expect(errors(stated + "state a\ntransition a -> a { curve eas-in }") == [
            "7:27: unknown curve 'eas-in'; did you mean 'ease-in'?"])
        #expect(errors(stated + "state a\ntransition * -> a { duraton 1 }") == [
            "7:21: unknown transition setting 'duraton'; did you mean 'duration'?"])
    }

    // MARK: §9 and lexical errors

    @Test("unknown statements, properties and keywords get suggestions")
    func keywords() {
        #expect(errors("canvas 390x844\nlable x \"y\"") == ["2:1: unknown statement 'lable'; did you mean 'label'?"])
        #expect(errors("canvs 390x844") == ["1:1: unknown statement 'canvs'; did you mean 'canvas'?"])
        #expect(errors("canvas 390x844\nview v { colr red }") == ["2:10: unknown property 'colr' on 'v'; did you mean 'color'?"])
        #expect(errors("canvas 390x844\nview v { color rde }") == [
            "2:16: unknown colour 'rde'; did you mean 'red'?"])
        #expect(errors("canvas 390x844\nview v { color sysOrange }") == ["2:16: unknown colour 'sysOrange'; did you mean 'orange'?"])
        #expect(errors("canvas 390x844\nview v { color UIColorSecondaryLabel }") == [
            "2:16: unknown colour 'UIColorSecondaryLabel'; did you mean 'secondary-label'?"])
        #expect(errors("canvas 390x844\nstack s { distribution fill-equaly }") == [
            "2:24: unknown distribution 'fill-equaly'; did you mean 'fill-equally'?"])
        #expect(errors("canvas 390x844\nview v { text \"x\" }") == ["2:10: 'text' applies only to labels and buttons; 'v' is a view"])
    }

    @Test("missing canvas; numbers out of range; malformed tokens")
    func lexical() {
        #expect(errors("view v") == ["1:1: missing 'canvas': every scene needs one, e.g. 'canvas 390x844'"])
        let huge = String(repeating: "9", count: 400)
        #expect(errors("canvas 390x844\nview v { corner \(huge) }") == ["2:17: number out of range"])
        #expect(errors("canvas 390x844\nview v { corner 1e400 }") == ["2:17: malformed number"])
        #expect(errors("canvas 390x844\nview v\nv.width = 3") == ["3:9: '=' is not a relation; did you mean '=='?"])
        #expect(errors("canvas 390x844\nlabel l \"abc") == ["2:9: unterminated string"])
        #expect(errors("canvas 390x844 $") == ["1:16: unexpected character '$'"])
        #expect(errors("canvas 99999x10") == ["1:8: canvas size must be between 1 and 16384 points on each side"])
    }

    @Test("a hex colour of the wrong length is an error at it, not a comment hiding the line's '}'")
    func malformedHexColour() {
        let forms = "is not a colour: write # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA), or a colour's name"
        #expect(errors("canvas 390x844\nview v { color #FF00 }") == ["2:16: '#FF00' \(forms)"])
        #expect(errors("canvas 390x844\nlabel v \"x\" { text-color #F00 }") == ["2:26: '#F00' \(forms)"])
        #expect(errors("canvas 390x844\nview v { color #ff00zz }") == ["2:16: '#ff00zz' \(forms)"])
        // After a colour, a `#` still starts a comment, as one after a blank does anywhere.
        #expect(errors("canvas 390x844\nview v { color red #note\n}").isEmpty)
        #expect(errors("canvas 390x844\nview v { color # a note\n}") == ["2:10: 'color' needs a colour"])
        // A CSS-style colon after a property is said at the colon.
        #expect(errors("canvas 390x844\nlabel t \"T\" { text-color: #333333 }\nstate s") == [
            "2:25: 'text-color:' starts a named constraint; a property takes its value without ':' (write 'text-color …')"])
        // A misspelt colour property keeps its colour: one error, at the property, not a lost '}'.
        #expect(errors("canvas 390x844\nlabel t \"T\" { text-colour #333333 }\nstate s") == [
            "2:15: unknown property 'text-colour' on 't'; did you mean 'text-color'?"])
    }

    @Test("all problems of a file are reported, not only the first")
    func many() {
        let source = """
        canvas 390x844
        label title "T"
        title.leadng == root.leading
        title.top == 20
        view title
        title.width == 10 @5000
        state s { priority nope 3 }
        """
        #expect(errors(source) == [
            "3:7: unknown attribute 'leadng' on 'title'; did you mean 'leading'?",
            "4:1: position anchor 'title.top' cannot equal a bare constant; only width and height can (relate it to another anchor, e.g. 'super.top')",
            "5:6: duplicate element id 'title'",
            "6:19: priority 5000 is outside 1…1000; the highest is 1000 (required)",
            "7:20: unknown constraint 'nope'",
        ])
        #expect(compile(source).scene == nil)
    }

    @Test("syntax errors recover at the next statement")
    func recovery() {
        let source = "canvas 390x844\nview a { color red; corner ( ; alpha 2 }\nview b\nb.top == == a.top\nb.width == 3\nview a\n"
        #expect(errors(source) == [
            "2:30: expected a value, found ';'",
            "2:38: alpha must be between 0 and 1 (or 0% and 100%)",
            "4:10: expected an anchor (ITEM.ATTRIBUTE), found '=='",
            "6:6: duplicate element id 'a'",
        ])
    }
}
