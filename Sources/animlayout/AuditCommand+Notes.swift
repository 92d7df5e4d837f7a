import Foundation
import AnimLayout

/// The notes a scene's summary line ends with: what the audit of a storyboard or XIB left unjudged.
extension AuditCommand {
    /// ` (not judged: 'a' and 'b', which the constraints leave ambiguous where …)`, or nothing.
    static func ambiguityNote(_ views: [String]) -> String {
        guard !views.isEmpty else { return "" }
        let names = views.map { "'\($0)'" }
        let list = names.spokenList
        return " (not judged: \(list), which the constraints leave ambiguous where the findings were: the app's code or UIKit decides \(names.count == 1 ? "its" : "their") layout there)"
    }

    /// ` (overlap not judged: 'a' over 'b', …, laid over each other at the default text size …)`, or nothing.
    static func stackedNote(_ pairs: [[String]]) -> String {
        guard !pairs.isEmpty else { return "" }
        let list = pairs.map { $0.map { "'\($0)'" }.joined(separator: " over ") }.joined(separator: ", ")
        return " (overlap not judged: \(list), labels the file lays over each other at the default text size, which its code shows one at a time)"
    }


    /// ` (contrast not judged: 'a', drawn in the colour under it in the file …)`, or nothing.
    static func codeColorNote(_ texts: [String]) -> String {
        guard !texts.isEmpty else { return "" }
        let names = texts.map { "'\($0)'" }
        let list = names.spokenList
        return " (contrast not judged: \(list), drawn in the colour under \(names.count == 1 ? "it" : "them") in the file, so its colours are taken as set in code)"
    }

    /// ` (contrast not judged: 'a', over an image …)`, or nothing.
    static func overImageNote(_ texts: [String]) -> String {
        guard !texts.isEmpty else { return "" }
        let names = texts.map { "'\($0)'" }
        return " (contrast not judged: \(names.spokenList), over an image, which has no one colour to judge \(names.count == 1 ? "it" : "them") against)"
    }
}
