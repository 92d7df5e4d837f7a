import Foundation
import Testing

/// Issue 64: a plain view drawn under a sibling that lies wholly on it is a panel the sibling
/// sits on by design (microblog's grey band behind its e-mail field, with a spinner of its own
/// in it), not an overlap; a view that covers only part of a sibling, or a label on a label, is.
/// A hairline separator off the screen is not an overflow of its own.
@Suite("CLI: audit and panels")
struct AuditPanelTests {
    static let scene = """
    canvas 390x844
    view band { color secondary-system-background
        spinner busy
        busy.trailing == super.trailing - 8
        busy.centerY == super.centerY
    }
    textfield email "Email"
    label note "Sign in with your email"
    band.leading == root.leading
    band.trailing == root.trailing
    band.top == root.top + 200
    band.height == 60
    email.leading == root.leading + 16
    email.width == 260
    email.centerY == band.centerY
    email.height == 40
    note.leading == root.leading + 16
    note.top == band.bottom - 10
    state s
    """

    @Test("a field wholly on a band is not an overlap; a label half on it is")
    func panel() throws {
        let (_, findings) = try AuditCommandTests.audit(Self.scene)
        let kinds = Set(AuditJudgementTests.kinds(findings))
        #expect(!kinds.contains("overlap:band,email"), "\(kinds)")
        #expect(kinds.contains("overlap:band,note"), "\(kinds)")
    }

    @Test("a 1-pt separator pushed past the canvas is not an overflow; a 20-pt view there is")
    func hairline() throws {
        let scene = """
        canvas 390x844
        view line { color separator }
        view block { color red }
        line.leading == root.leading
        line.trailing == root.trailing
        line.top == root.bottom + 10
        line.height == 1
        block.leading == root.leading
        block.width == 100
        block.top == root.bottom - 10
        block.height == 20
        state s
        """
        let kinds = Set(AuditJudgementTests.kinds(try AuditCommandTests.audit(scene).1))
        #expect(!kinds.contains("overflow:line"), "\(kinds)")
        #expect(kinds.contains("overflow:block"), "\(kinds)")
    }

    @Test("a spinner inside a button is its loading state, not an overlap")
    func spinnerInButton() throws {
        let scene = """
        canvas 390x844
        button login "Log in with Unsplash" { configuration filled }
        spinner busy
        login.leading == root.leading + 20
        login.trailing == root.trailing - 20
        login.top == root.top + 300
        login.height == 50
        busy.leading == login.leading + 12
        busy.centerY == login.centerY
        state s
        """
        let kinds = Set(AuditJudgementTests.kinds(try AuditCommandTests.audit(scene).1))
        #expect(!kinds.contains("overlap:login,busy"), "\(kinds)")
    }
}
