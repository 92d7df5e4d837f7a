import Testing
@testable import StatesFormat

/// Issue 60, a new user's third hour: UIKit's, Core Animation's and SwiftUI's own words get the
/// scene's word as a hint, and names differing only in case say so.
@Suite("UIKit's words: hints and case")
struct UIKitWordsTests {
    static let head = "canvas 100x100\nview a\nstate x\nstate y { hide a }\n"

    @Test("element properties typed as UIKit names them: cornerRadius, corner-radius, backgroundColor, clipsToBounds, numberOfLines")
    func properties() {
        let source = canvasLine + """
        view card {
            cornerRadius 12
            corner-radius 12
            backgroundColor red
            clipsToBounds
            numberOfLines 0
            isHidden
            cornr 4
        }

        """
        #expect(errors(source) == [
            "3:5: unknown property 'cornerRadius' on 'card'; did you mean 'corner'? (Core Animation's 'cornerRadius' is 'corner' in a scene)",
            "4:5: unknown property 'corner-radius' on 'card'; did you mean 'corner'? (Core Animation's 'cornerRadius' is 'corner' in a scene)",
            "5:5: unknown property 'backgroundColor' on 'card'; did you mean 'color'? (UIKit's 'backgroundColor' is 'color' in a scene)",
            "6:5: unknown property 'clipsToBounds' on 'card'; did you mean 'clips'? (UIKit's 'clipsToBounds' is 'clips' in a scene)",
            "7:5: unknown property 'numberOfLines' on 'card'; did you mean 'lines'? (UIKit's 'numberOfLines' is 'lines' in a scene)",
            "8:5: unknown property 'isHidden' on 'card'; did you mean 'hidden'? (UIKit's 'isHidden' is 'hidden' in a scene)",
            "9:5: unknown property 'cornr' on 'card'; did you mean 'corner'?",
        ])
    }

    @Test("the same name gets the word each place accepts: a state's change, a curve, a spring's label, a setting, a canvas option")
    func places() {
        let source = "canvas 100x100 userInterfaceStyle light\nview a\nstate x\n" + """
        state y { isHidden a; cornerRadius a 4 }
        transition x -> y { curve bouncy; withDuration 0.3 }
        transition y -> x { curve spring(dampingFraction: 0.5, response: 0.3) }
        sequence s: x -> y { repeatCount 2 }

        """
        #expect(errors(source) == [
            "1:16: unknown canvas option 'userInterfaceStyle'; did you mean 'appearance'? (UIKit's 'userInterfaceStyle' is 'appearance' in a scene)",
            "1:35: unknown canvas option 'light'",
            "4:11: unknown state change 'isHidden'; did you mean 'hide'? (UIKit's 'isHidden' is 'hide' in a scene)",
            "4:23: unknown state change 'cornerRadius'; did you mean 'corner'? (Core Animation's 'cornerRadius' is 'corner' in a scene)",
            "5:27: unknown curve 'bouncy'; did you mean 'spring(bounce: 0.3, duration: 0.5)'? (that is SwiftUI's 'bouncy')",
            "5:35: unknown transition setting 'withDuration'; did you mean 'duration'? (UIKit's 'withDuration' is 'duration' in a scene)",
            "6:34: unknown label 'dampingFraction'; did you mean 'damping'? (SwiftUI's 'dampingFraction' is 'damping' in a scene)",
            "7:22: unknown sequence setting 'repeatCount'; did you mean 'loop'? (Core Animation's 'repeatCount' is 'loop' in a scene)",
        ])
    }

    @Test("a name that differs only in case says names are case-sensitive, not that UIKit writes it so")
    func caseOnly() {
        #expect(Suggestion.suffix(for: "Full", among: ["full", "empty"]) == "; did you mean 'full'? (names are case-sensitive)")
        #expect(Suggestion.suffix(for: "Landscape", among: ["default", "landscape"]) == "; did you mean 'landscape'? (names are case-sensitive)")
        #expect(errors(Self.head + "transition X -> y\n") == ["5:12: unknown state 'X'; did you mean 'x'? (names are case-sensitive)"])
        // camelCase for a kebab-case word is still UIKit's habit.
        #expect(Suggestion.suffix(for: "easeInOut", among: Keywords.curves)
                == "; did you mean 'ease-in-out'? (UIKit's 'easeInOut' is written 'ease-in-out' in a scene)")
    }

    @Test("an element written as UIKit, Interface Builder or SwiftUI names its kind: UISwitch, toggle, imageView, HStack, UILabel")
    func elementKinds() {
        let cases = [
            ("UISwitch", "'switch'? (UIKit's 'UISwitch' is 'switch' in a scene)"),
            ("toggle", "'switch'? (SwiftUI's 'Toggle' is 'switch' in a scene)"),
            ("imageView", "'image'? (UIKit's 'imageView' is 'image' in a scene)"),
            ("HStack", "'stack'? (SwiftUI's 'HStack' is 'stack' in a scene)"),
            ("UILabel", "'label'? (UIKit's 'UILabel' is 'label' in a scene)"),
            ("UIActivityIndicatorView", "'spinner'? (UIKit's 'UIActivityIndicatorView' is 'spinner' in a scene)"),
        ]
        for (word, hint) in cases {
            #expect(errors(canvasLine + "\(word) sw\n") == ["2:1: unknown statement '\(word)'; did you mean \(hint)"], "\(word)")
        }
    }

    @Test("the vocabulary: one row per name, never a name that is already the scene's word")
    func vocabulary() {
        var seen: Set<String> = []
        for e in UIKitVocabulary.entries {
            #expect(seen.insert(UIKitVocabulary.key(e.name)).inserted, "\(e.name) is in the table twice")
            #expect(!e.words.contains(e.name) && !e.words.isEmpty, "\(e.name)")
            #expect(UIKitVocabulary.entry(for: Suggestion.kebabCase(e.name)) == e, "\(e.name) in kebab-case")
        }
    }
}
