import Testing
@testable import StatesFormat

/// Issue 60, a new user's third hour: names differing only in case say so.
@Suite("UIKit's words: hints and case")
struct UIKitWordsTests {
    static let head = "canvas 100x100\nview a\nstate x\nstate y { hide a }\n"

    @Test("a name that differs only in case says names are case-sensitive, not that UIKit writes it so")
    func caseOnly() {
        #expect(Suggestion.suffix(for: "Full", among: ["full", "empty"]) == "; did you mean 'full'? (names are case-sensitive)")
        #expect(Suggestion.suffix(for: "Landscape", among: ["default", "landscape"]) == "; did you mean 'landscape'? (names are case-sensitive)")
        #expect(errors(Self.head + "transition X -> y\n") == ["5:12: unknown state 'X'; did you mean 'x'? (names are case-sensitive)"])
        // camelCase for a kebab-case word is still UIKit's habit.
        #expect(Suggestion.suffix(for: "easeInOut", among: Keywords.curves)
                == "; did you mean 'ease-in-out'? (UIKit's 'easeInOut' is written 'ease-in-out' in a scene)")
    }
}
