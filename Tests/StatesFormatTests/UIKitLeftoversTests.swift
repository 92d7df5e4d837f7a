import StatesFormat
import Testing

/// UIKit's spellings where a scene has its own words: priorities written as code writes them,
/// an anchor related to itself, `replace` after `deactivate`.
@Suite struct UIKitLeftoversTests {
    static let head = """
        canvas 390x844
        label lead "A"
        label activateLabel "B"
        lead.top == root.top + 40
        lead.leading == root.leading + 8
        activateLabel.top == root.top + 80
        activateLabel.leading == root.leading + 8
        l2: lead.trailing == root.trailing - 8 @250

        """

    static func messages(_ body: String) -> [String] {
        StatesCompiler.compile(source: head + body, file: "x.states").diagnostics.map(\.message)
    }

    @Test(arguments: [("priority l2 .defaultLow", "low"), ("priority l2 @defaultHigh", "high"), ("priority l2 .required", "required"),
                      ("priority l2 UILayoutPriority(750)", "750"), ("priority l2 UILayoutPriority(rawValue: 250)", "250"),
                      ("priority l2 UILayoutPriority.defaultHigh", "high"), ("priority l2 .fittingSizeLevel", "fitting")])
    func prioritySpelledAsInCode(_ change: String, _ word: String) {
        let found = Self.messages("state a { \(change) }\n")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("did you mean '\(word)'?") == true, "\(found)")
        #expect(found.first?.contains("UIKit's") == true)
    }

    @Test func constraintPrioritySpelledAsInCode() {
        let found = Self.messages("lead.width == 40 @.defaultHigh\n")
        #expect(found.count == 1 && found[0].contains("did you mean 'high'?"), "\(found)")
    }

    @Test func anchorRelatedToItself() {
        let result = StatesCompiler.compile(source: Self.head + "activateLabel.width == activateLabel.width\n", file: "x.states")
        #expect(result.scene != nil)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("relates 'activateLabel.width' to itself")
                && $0.message.contains("always holds") }, "\(result.diagnostics.map(\.message))")
    }

    @Test func replaceAfterDeactivate() {
        let found = Self.messages("state a { deactivate l2; replace l2: lead.trailing == root.trailing - 20 }\n")
        #expect(found.contains { $0.contains("cannot replace 'l2'") && $0.contains("remove a 'deactivate l2' before it") }, "\(found)")
    }
}
