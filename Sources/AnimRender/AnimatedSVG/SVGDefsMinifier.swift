import Foundation

/// Makes Cairo's SVG definitions smaller without changing what they draw: identical clip paths
/// become one (Cairo defines one per group), symbols nothing uses go (the font subset's
/// `.notdef`), `style="stroke:none;"` (the default) goes, and path data loses the spaces around
/// its commands.
enum SVGDefsMinifier {
    static func minify(_ defs: String) -> String {
        var text = defs
        // Identical <clipPath>s: keep the first, point the others' users at it.
        let clip = try? NSRegularExpression(pattern: "<clipPath id=\"([^\"]+)\">(.*?)</clipPath>\\n?", options: [.dotMatchesLineSeparators])
        var firstWith: [String: String] = [:]
        var renamed: [String: String] = [:]
        var removals: [NSRange] = []
        let ns = text as NSString
        for m in clip?.matches(in: text, range: NSRange(location: 0, length: ns.length)) ?? [] {
            let id = ns.substring(with: m.range(at: 1)), body = ns.substring(with: m.range(at: 2))
            if let first = firstWith[body] { renamed[id] = first; removals.append(m.range) } else { firstWith[body] = id }
        }
        let mutable = NSMutableString(string: text)
        for r in removals.reversed() { mutable.replaceCharacters(in: r, with: "") }
        text = mutable as String
        if !renamed.isEmpty, let ref = try? NSRegularExpression(pattern: "url\\(#([^)]+)\\)") {
            let ns2 = text as NSString
            let out = NSMutableString(string: text)
            for m in ref.matches(in: text, range: NSRange(location: 0, length: ns2.length)).reversed() {
                let id = ns2.substring(with: m.range(at: 1))
                if let to = renamed[id] { out.replaceCharacters(in: m.range, with: "url(#\(to))") }
            }
            text = out as String
        }
        // Identical embedded images (Cairo writes a shadow's mask once per use): keep the first.
        if let image = try? NSRegularExpression(pattern: "<image id=\"([^\"]+)\" ([^>]*)/>\n?") {
            var firstImage: [String: String] = [:]
            var renamedImages: [String: String] = [:]
            let ns5 = text as NSString
            let out = NSMutableString(string: text)
            let matches = image.matches(in: text, range: NSRange(location: 0, length: ns5.length))
            for m in matches {
                let id = ns5.substring(with: m.range(at: 1)), body = ns5.substring(with: m.range(at: 2))
                if let first = firstImage[body] { renamedImages[id] = first } else { firstImage[body] = id }
            }
            for m in matches.reversed() where renamedImages[ns5.substring(with: m.range(at: 1))] != nil {
                out.replaceCharacters(in: m.range, with: "")
            }
            text = out as String
            if !renamedImages.isEmpty, let ref = try? NSRegularExpression(pattern: "\"#(image[0-9]+)\"") {
                let ns6 = text as NSString
                let out2 = NSMutableString(string: text)
                for m in ref.matches(in: text, range: NSRange(location: 0, length: ns6.length)).reversed() {
                    if let to = renamedImages[ns6.substring(with: m.range(at: 1))] { out2.replaceCharacters(in: m.range(at: 1), with: to) }
                }
                text = out2 as String
            }
        }
        // Symbols nobody references.
        if let symbol = try? NSRegularExpression(pattern: "<symbol overflow=\"visible\" id=\"([^\"]+)\">.*?</symbol>\\n?", options: [.dotMatchesLineSeparators]) {
            let ns3 = text as NSString
            let out = NSMutableString(string: text)
            for m in symbol.matches(in: text, range: NSRange(location: 0, length: ns3.length)).reversed() {
                let id = ns3.substring(with: m.range(at: 1))
                if !text.contains("\"#\(id)\"") { out.replaceCharacters(in: m.range, with: "") }
            }
            text = out as String
        }
        text = text.replacingOccurrences(of: " style=\"stroke:none;\"", with: "")
        // Path data: "M 1.5 0 L 1.5 -12.375 C …" → "M1.5 0L1.5-12.375C…".
        if let d = try? NSRegularExpression(pattern: " d=\"([^\"]*)\"") {
            let ns4 = text as NSString
            let out = NSMutableString(string: text)
            for m in d.matches(in: text, range: NSRange(location: 0, length: ns4.length)).reversed() {
                var path = ns4.substring(with: m.range(at: 1))
                for command in ["M", "L", "C", "Z", "Q", "H", "V"] {
                    path = path.replacingOccurrences(of: " \(command) ", with: command)
                    path = path.replacingOccurrences(of: "\(command) ", with: command)
                    path = path.replacingOccurrences(of: " \(command)", with: command)
                }
                path = path.replacingOccurrences(of: " -", with: "-")
                out.replaceCharacters(in: m.range(at: 1), with: path.trimmingCharacters(in: .whitespaces))
            }
            text = out as String
        }
        return text
    }
}
