/// The names UIKit, Core Animation and SwiftUI give to what a scene writes in its own words
/// (`cornerRadius` is `corner`, `numberOfLines` is `lines`), for "did you mean" hints wherever a
/// word is unknown: element properties, state changes, curves and springs, transition and
/// sequence settings, canvas and size options, enum values, anchors and guides.
///
/// A name is looked up in either spelling: `cornerRadius` and `corner-radius`, `.scaleAspectFit`
/// and `scale-aspect-fit`. Its scene words are listed most likely first, and the first that the
/// place accepts is the one suggested (`isHidden` is the property `hidden` in an element's
/// block and the change `hide` in a state). Names whose kebab-case form is already the scene's
/// word (`contentMode`, `easeInOut`) need no row: ``Suggestion`` finds those by their spelling.
public enum UIKitVocabulary {
    /// Where a name comes from (said in the hint).
    public enum Framework: String, Sendable {
        case uiKit = "UIKit"
        case coreAnimation = "Core Animation"
        case swiftUI = "SwiftUI"
    }

    /// One framework name and what a scene writes for it.
    public struct Entry: Sendable, Equatable {
        /// The name as the framework spells it (`cornerRadius`).
        public let name: String
        /// The framework that spells it so.
        public let framework: Framework
        /// The scene's words for it, most likely first (`["hidden", "hide"]`).
        public let words: [String]
        /// What to write when it takes more than the word (`bouncy`: `spring(bounce: 0.3, duration: 0.5)`).
        public let written: String?
    }

    /// Rows of (framework, names, the scene's words, what to write when it is more than a word).
    private static let rows: [(Framework, [String], [String], String?)] = [
        // Views and layers (element properties; state changes where a state can change them).
        (.uiKit, ["backgroundColor", "setBackgroundColor"], ["color"], nil),
        (.coreAnimation, ["cornerRadius", "cornerCurve"], ["corner"], nil),
        (.uiKit, ["clipsToBounds"], ["clips"], nil),
        (.coreAnimation, ["masksToBounds"], ["clips"], nil),
        (.uiKit, ["isHidden", "setHidden"], ["hidden", "hide"], nil),
        (.coreAnimation, ["opacity"], ["alpha"], nil),
        (.uiKit, ["tintColor"], ["tint"], nil),
        (.coreAnimation, ["borderWidth", "borderColor"], ["border"], nil),
        (.uiKit, ["borderStyle"], ["border"], nil),
        (.coreAnimation, ["shadowColor", "shadowOffset", "shadowRadius", "shadowOpacity", "shadowPath"], ["shadow"], nil),
        (.uiKit, ["layoutMargins", "directionalLayoutMargins"], ["margins"], nil),
        (.uiKit, ["insetsLayoutMarginsFromSafeArea"], ["insets-margins-from-safe-area"], nil),
        (.uiKit, ["preservesSuperviewLayoutMargins"], ["preserves-superview-margins"], nil),
        (.uiKit, ["translatesAutoresizingMaskIntoConstraints"], ["frame"], nil),
        (.uiKit, ["autoresizingMask"], ["autoresizing"], nil),
        (.uiKit, ["intrinsicContentSize", "invalidateIntrinsicContentSize"], ["intrinsic"], nil),
        (.uiKit, ["contentHuggingPriority", "setContentHuggingPriority"], ["hugging"], nil),
        (.uiKit, ["contentCompressionResistancePriority", "setContentCompressionResistancePriority"], ["compression"], nil),
        (.uiKit, ["contentMode"], ["content-mode"], nil),
        // Text.
        (.uiKit, ["textColor", "setTitleColor"], ["text-color"], nil),
        (.uiKit, ["numberOfLines"], ["lines"], nil),
        (.uiKit, ["textAlignment"], ["alignment"], nil),
        (.uiKit, ["lineBreakMode"], ["line-break"], nil),
        (.uiKit, ["minimumScaleFactor", "adjustsFontSizeToFitWidth"], ["minimum-scale"], nil),
        (.uiKit, ["title", "setTitle", "attributedText", "attributedTitle"], ["text"], nil),
        (.uiKit, ["preferredFont", "systemFont", "UIFont"], ["font"], nil),
        // Controls and stacks.
        (.uiKit, ["isOn", "setOn"], ["on"], nil),
        (.uiKit, ["selectedSegmentIndex"], ["selected"], nil),
        (.uiKit, ["setValue", "setProgress"], ["value"], nil),
        (.uiKit, ["setImage"], ["icon"], nil),
        (.uiKit, ["isLayoutMarginsRelativeArrangement"], ["margins-relative"], nil),
        (.uiKit, ["isBaselineRelativeArrangement"], ["baseline-relative"], nil),
        // Enum values: content mode, line break, spinner style, border style, button style,
        // priorities, Dynamic Type categories.
        (.uiKit, ["scaleAspectFit"], ["aspect-fit"], nil),
        (.uiKit, ["scaleAspectFill"], ["aspect-fill"], nil),
        (.uiKit, ["byTruncatingTail"], ["truncate-tail"], nil),
        (.uiKit, ["byTruncatingHead"], ["truncate-head"], nil),
        (.uiKit, ["byTruncatingMiddle"], ["truncate-middle"], nil),
        (.uiKit, ["byClipping"], ["clip"], nil),
        (.uiKit, ["byWordWrapping"], ["word-wrap"], nil),
        (.uiKit, ["byCharWrapping"], ["char-wrap"], nil),
        (.uiKit, ["whiteLarge"], ["large"], nil),
        (.uiKit, ["roundedRect"], ["rounded"], nil),
        (.uiKit, ["borderedProminent"], ["filled"], nil),
        (.uiKit, ["borderedTinted"], ["tinted"], nil),
        (.uiKit, ["borderless"], ["plain"], nil),
        (.uiKit, ["defaultHigh"], ["high"], nil),
        (.uiKit, ["defaultLow"], ["low"], nil),
        (.uiKit, ["fittingSizeLevel"], ["fitting"], nil),
        (.uiKit, ["extraSmall"], ["xs"], nil),
        (.uiKit, ["small"], ["s"], nil),
        (.uiKit, ["medium"], ["m"], nil),
        (.uiKit, ["extraLarge"], ["xl"], nil),
        (.uiKit, ["extraExtraLarge"], ["xxl"], nil),
        (.uiKit, ["extraExtraExtraLarge"], ["xxxl"], nil),
        (.uiKit, ["accessibilityMedium"], ["accessibility-m"], nil),
        (.uiKit, ["accessibilityLarge"], ["accessibility-l"], nil),
        (.uiKit, ["accessibilityExtraLarge"], ["accessibility-xl"], nil),
        (.uiKit, ["accessibilityExtraExtraLarge"], ["accessibility-xxl"], nil),
        (.uiKit, ["accessibilityExtraExtraExtraLarge"], ["accessibility-xxxl"], nil),
        // Anchors and guides.
        (.uiKit, ["topAnchor"], ["top"], nil), (.uiKit, ["bottomAnchor"], ["bottom"], nil),
        (.uiKit, ["leadingAnchor"], ["leading"], nil), (.uiKit, ["trailingAnchor"], ["trailing"], nil),
        (.uiKit, ["leftAnchor"], ["left"], nil), (.uiKit, ["rightAnchor"], ["right"], nil),
        (.uiKit, ["centerXAnchor"], ["centerX"], nil), (.uiKit, ["centerYAnchor"], ["centerY"], nil),
        (.uiKit, ["widthAnchor"], ["width"], nil), (.uiKit, ["heightAnchor"], ["height"], nil),
        (.uiKit, ["firstBaselineAnchor"], ["firstBaseline"], nil), (.uiKit, ["lastBaselineAnchor"], ["lastBaseline"], nil),
        (.uiKit, ["safeAreaLayoutGuide"], ["safe"], nil),
        (.uiKit, ["layoutMarginsGuide"], ["margins"], nil),
        (.uiKit, ["keyboardLayoutGuide"], ["keyboard"], nil),
        (.uiKit, ["view", "self.view", "superview", "self", "contentView", "self.contentView"], ["root"], nil),
        // Constraints in a state.
        (.uiKit, ["isActive", "addConstraint", "addConstraints"], ["activate"], nil),
        (.uiKit, ["removeConstraint", "removeConstraints"], ["deactivate"], nil),
        // Timing: transition and sequence settings, curves, springs' parameters.
        (.uiKit, ["withDuration", "animationDuration", "springDuration"], ["duration"], nil),
        (.uiKit, ["timingParameters", "animationCurve"], ["curve"], nil),
        (.coreAnimation, ["timingFunction"], ["curve"], nil),
        (.coreAnimation, ["repeatCount"], ["loop"], nil),
        (.swiftUI, ["repeatForever"], ["loop"], nil),
        (.coreAnimation, ["easeInEaseOut"], ["ease-in-out"], nil),
        (.swiftUI, ["timingCurve"], ["cubic-bezier"], nil),
        (.uiKit, ["UICubicTimingParameters"], ["cubic-bezier"], nil),
        (.swiftUI, ["interpolatingSpring", "interactiveSpring"], ["spring"], nil),
        (.uiKit, ["UISpringTimingParameters"], ["spring"], nil),
        (.coreAnimation, ["CASpringAnimation"], ["spring"], nil),
        (.swiftUI, ["smooth"], ["spring"], "spring(bounce: 0, duration: 0.5)"),
        (.swiftUI, ["snappy"], ["spring"], "spring(bounce: 0.15, duration: 0.5)"),
        (.swiftUI, ["bouncy"], ["spring"], "spring(bounce: 0.3, duration: 0.5)"),
        (.swiftUI, ["dampingFraction"], ["damping"], nil),
        (.uiKit, ["dampingRatio", "usingSpringWithDamping"], ["damping"], nil),
        (.uiKit, ["initialSpringVelocity", "initialVelocity"], ["velocity"], nil),
        // Canvas and size options.
        (.uiKit, ["safeAreaInsets"], ["safe-area"], nil),
        (.uiKit, ["semanticContentAttribute", "forceRightToLeft", "rightToLeft"], ["rtl"], nil),
        (.uiKit, ["userInterfaceStyle", "overrideUserInterfaceStyle"], ["appearance"], nil),
        (.uiKit, ["preferredContentSizeCategory", "contentSizeCategory"], ["text-size"], nil),
        (.uiKit, ["horizontalSizeClass", "verticalSizeClass"], ["size-class"], nil),
        (.uiKit, ["viewRespectsSystemMinimumLayoutMargins"], ["system-minimum-margins"], nil),
        (.uiKit, ["contentScaleFactor", "displayScale"], ["scale"], nil),
    ]

    /// SwiftUI's views and the element kind a scene writes for each (UIKit's come from
    /// ``UIKitElement/all``; `ProgressView` and `TextField` are Interface Builder's names too).
    private static let swiftUIViews: [(String, ElementKind)] = [
        ("Text", .label), ("Toggle", .toggle), ("HStack", .stack), ("VStack", .stack), ("Slider", .slider),
        ("SecureField", .textField),
        ("Rectangle", .view), ("RoundedRectangle", .view),
    ]

    /// The element kinds by the names UIKit (`UISwitch`), Interface Builder (`imageView`) and
    /// SwiftUI (`Toggle`) give them.
    private static let elementRows: [(Framework, [String], [String], String?)] =
        UIKitElement.all.filter { $0.role == .modelled && $0.kind != .view }.map {
            (.uiKit, [$0.uikitClass, $0.interfaceBuilderName], [$0.kind.rawValue], nil)
        } + swiftUIViews.map { (.swiftUI, [$0.0], [$0.1.rawValue], nil) }

    /// Every entry, one per name, in the table's order.
    public static let entries: [Entry] = (rows + elementRows).flatMap { framework, names, words, written in
        names.filter { $0 != words.first }.map { Entry(name: $0, framework: framework, words: words, written: written) }
    }

    /// Entries by ``key(_:)`` of their name (the first row wins a shared key).
    private static let byKey: [String: Entry] = Dictionary(entries.map { (key($0.name), $0) }, uniquingKeysWith: { first, _ in first })

    /// The form a name is looked up by: kebab-case without a leading dot or `curve` prefix
    /// (`cornerRadius`, `corner-radius` and `.cornerRadius` are all `corner-radius`).
    static func key(_ word: String) -> String { Suggestion.kebabCase(word) }

    /// The entry for `word` in either spelling, or nil.
    public static func entry(for word: String) -> Entry? { byKey[key(word)] }

    /// `"; did you mean 'corner'? (Core Animation's 'cornerRadius' is 'corner' in a scene)"` (or
    /// `"; did you mean 'spring(bounce: 0.3, duration: 0.5)'? (that is SwiftUI's 'bouncy')"`) when
    /// `word` is a framework name and one of its scene words is among `candidates`; else nil.
    static func hint(for word: String, among candidates: [String]) -> String? {
        guard let e = entry(for: word), let w = e.words.first(where: candidates.contains) else { return nil }
        if let written = e.written {
            return "; did you mean '\(written)'? (that is \(e.framework.rawValue)'s '\(e.name)')"
        }
        return "; did you mean '\(w)'? (\(e.framework.rawValue)'s '\(e.name)' is '\(w)' in a scene)"
    }
}
