import Foundation

/// Makes Cairo's SVG definitions smaller without changing what they draw: identical clip paths
/// become one (Cairo defines one per group), symbols nothing uses go (the font subset's
/// `.notdef`), `style="stroke:none;"` (the default) goes, glyph ids are shortened, a use's zero
/// offsets go, and path data loses the spaces around its commands.
enum SVGDefsMinifier {
    /// The ids of shared glyph runs: `t1`, `t2`… (Lottie keeps them as precompositions).
    static let runPrefix = "t"

    /// Whether `id` names a shared glyph run.
    static func isRun(_ id: String) -> Bool { id.hasPrefix(runPrefix) && id.dropFirst(runPrefix.count).allSatisfy(\.isNumber) && id.count > runPrefix.count }

    /// `defs` smaller, stage by stage (each described on its function).
    static func minify(_ defs: String) -> String {
        var text = sharingGlyphRuns(defs)
        text = sharingIdenticalClipPaths(text)
        text = sharingIdenticalImages(text)
        text = droppingUnusedSymbols(text)
        text = text.replacingOccurrences(of: " style=\"stroke:none;\"", with: "")
        text = shorteningGlyphIDs(text)
        return tighteningPathData(text)
    }

    /// Identical `<clipPath>`s: the first stays, the others' users point at it.
    static func sharingIdenticalClipPaths(_ defs: String) -> String {
        var text = defs
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
        return text
    }

    /// Identical embedded images (Cairo writes a shadow's mask once per use): the first stays,
    /// the others' users point at it.
    static func sharingIdenticalImages(_ defs: String) -> String {
        guard let image = try? NSRegularExpression(pattern: "<image id=\"([^\"]+)\" ([^>]*)/>\n?") else { return defs }
        var firstImage: [String: String] = [:]
        var renamedImages: [String: String] = [:]
        let ns = defs as NSString
        let out = NSMutableString(string: defs)
        let matches = image.matches(in: defs, range: NSRange(location: 0, length: ns.length))
        for m in matches {
            let id = ns.substring(with: m.range(at: 1)), body = ns.substring(with: m.range(at: 2))
            if let first = firstImage[body] { renamedImages[id] = first } else { firstImage[body] = id }
        }
        for m in matches.reversed() where renamedImages[ns.substring(with: m.range(at: 1))] != nil {
            out.replaceCharacters(in: m.range, with: "")
        }
        let text = out as String
        guard !renamedImages.isEmpty, let ref = try? NSRegularExpression(pattern: "\"#(image[0-9]+)\"") else { return text }
        let ns2 = text as NSString
        let out2 = NSMutableString(string: text)
        for m in ref.matches(in: text, range: NSRange(location: 0, length: ns2.length)).reversed() {
            if let to = renamedImages[ns2.substring(with: m.range(at: 1))] { out2.replaceCharacters(in: m.range(at: 1), with: to) }
        }
        return out2 as String
    }

    /// Symbols nobody references go (the font subset's `.notdef`).
    static func droppingUnusedSymbols(_ defs: String) -> String {
        guard let symbol = try? NSRegularExpression(pattern: "<symbol overflow=\"visible\" id=\"([^\"]+)\">.*?</symbol>\\n?",
                                                    options: [.dotMatchesLineSeparators]) else { return defs }
        let ns = defs as NSString
        let out = NSMutableString(string: defs)
        let referenced = references(in: defs)
        for m in symbol.matches(in: defs, range: NSRange(location: 0, length: ns.length)).reversed() {
            let id = ns.substring(with: m.range(at: 1))
            if !referenced.contains(id) { out.replaceCharacters(in: m.range, with: "") }
        }
        return out as String
    }

    /// Every `ID` that `text` holds as `"#ID"` (ids hold no quote), in one pass over its bytes.
    static func references(in text: String) -> Set<String> {
        let bytes = Array(text.utf8), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        var ids = Set<String>()
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == quote, bytes[i + 1] == hash else { i += 1; continue }
            var end = i + 2
            while end < bytes.count, bytes[end] != quote { end += 1 }
            guard end < bytes.count else { break }
            ids.insert(String(decoding: bytes[(i + 2)..<end], as: UTF8.self))
            i = end   // the closing quote may open the next reference
        }
        return ids
    }

    /// Glyph ids `glyph0-12` become `g0-12`, and a use's zero offsets (the default) go.
    static func shorteningGlyphIDs(_ defs: String) -> String {
        var text = defs
        if let glyph = try? NSRegularExpression(pattern: "([\"#])glyph([0-9]+-[0-9]+)\"") {
            text = glyph.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: "$1g$2\"")
        }
        if let zero = try? NSRegularExpression(pattern: "(<use [^>]*?) [xy]=\"0\"") {
            for _ in 0..<2 {
                text = zero.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: "$1")
            }
        }
        return text
    }

    /// Path data without the spaces around its commands: "M 1.5 0 L 1.5 -12.375 C …" →
    /// "M1.5 0L1.5-12.375C…".
    static func tighteningPathData(_ defs: String) -> String {
        guard let d = try? NSRegularExpression(pattern: " d=\"([^\"]*)\"") else { return defs }
        let ns = defs as NSString
        let out = NSMutableString(string: defs)
        for m in d.matches(in: defs, range: NSRange(location: 0, length: ns.length)).reversed() {
            var path = ns.substring(with: m.range(at: 1))
            for command in ["M", "L", "C", "Z", "Q", "H", "V"] {
                path = path.replacingOccurrences(of: " \(command) ", with: command)
                path = path.replacingOccurrences(of: "\(command) ", with: command)
                path = path.replacingOccurrences(of: " \(command)", with: command)
            }
            path = path.replacingOccurrences(of: " -", with: "-")
            out.replaceCharacters(in: m.range(at: 1), with: path.trimmingCharacters(in: .whitespaces))
        }
        return out as String
    }

    /// Groups (`<g id="surfaceN">`, one per drawn piece) whose content is identical to an
    /// earlier one's go, references to them pointing at the first: drawings that differ only
    /// in what does not show (a label's frame growing around the same text) become one.
    /// Returns the definitions and, per removed id, the id that stands for it.
    static func sharingIdenticalGroups(_ defs: String) -> (defs: String, renamed: [String: String]) {
        let bytes = Array(defs.utf8)
        let open = Array("<g id=\"surface".utf8), start = Array("<g".utf8), end = Array("</g>".utf8)
        func matches(_ pattern: [UInt8], at i: Int) -> Bool {
            i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
        }
        var firstWith: [ArraySlice<UInt8>: String] = [:]
        var renamed: [String: String] = [:]
        var removals: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            guard matches(open, at: i) else { i += 1; continue }
            // The group's id, the end of its opening tag, and its matching close (groups nest).
            guard let quote = bytes[(i + 7)...].firstIndex(of: 0x22), let tagEnd = bytes[quote...].firstIndex(of: 0x3E) else { break }
            let id = String(decoding: bytes[(i + 7)..<quote], as: UTF8.self)
            var depth = 1, j = tagEnd + 1
            while j < bytes.count, depth > 0 {
                if matches(end, at: j) { depth -= 1; j += end.count; continue }
                if matches(start, at: j), j + 2 < bytes.count, bytes[j + 2] == 0x20 || bytes[j + 2] == 0x3E { depth += 1 }
                j += 1
            }
            guard depth == 0 else { break }
            // Its attributes after the id and its content.
            let content = bytes[quote..<j]
            if let first = firstWith[content] {
                renamed[id] = first
                var k = j
                if k < bytes.count, bytes[k] == 0x0A { k += 1 }
                removals.append(i..<k)
            } else {
                firstWith[content] = id
            }
            i = j
        }
        guard !renamed.isEmpty else { return (defs, [:]) }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var at = 0
        for r in removals {
            out += bytes[at..<r.lowerBound]
            at = r.upperBound
        }
        out += bytes[at...]
        var text = String(decoding: out, as: UTF8.self)
        for (from, to) in renamed { text = text.replacingOccurrences(of: "\"#\(from)\"", with: "\"#\(to)\"") }
        return (text, renamed)
    }

    /// A run of glyphs (`<g style="fill…"><use glyph x y/>…</g>`, one line of text) that several
    /// drawings repeat at other places becomes one definition, `<g id="tN">` with the glyphs
    /// relative to its first, and each drawing a `<use xlink:href="#tN" x y/>`: a label that
    /// moves or grows keeps one copy of its text.
    static func sharingGlyphRuns(_ defs: String) -> String {
        guard let run = try? NSRegularExpression(pattern: ##"<g style="([^"]*)">\n((?:\s*<use xlink:href="#glyph[^"]+" x="[^"]+" y="[^"]+"/>\n)+)</g>\n?"##),
              let glyph = try? NSRegularExpression(pattern: ##"<use xlink:href="#(glyph[^"]+)" x="([^"]+)" y="([^"]+)"/>"##) else { return defs }
        let ns = defs as NSString
        var ids: [String: String] = [:]
        var definitions = ""
        let out = NSMutableString(string: defs)
        var replacements: [(NSRange, String)] = []
        for m in run.matches(in: defs, range: NSRange(location: 0, length: ns.length)) {
            let style = ns.substring(with: m.range(at: 1)), uses = ns.substring(with: m.range(at: 2))
            let uns = uses as NSString
            let glyphs = glyph.matches(in: uses, range: NSRange(location: 0, length: uns.length)).compactMap { g -> (String, Double, Double)? in
                guard let x = Double(uns.substring(with: g.range(at: 2))), let y = Double(uns.substring(with: g.range(at: 3))) else { return nil }
                return (uns.substring(with: g.range(at: 1)), x, y)
            }
            guard glyphs.count > 1, let first = glyphs.first else { continue }
            let relative = glyphs.map { "<use xlink:href=\"#\($0.0)\" x=\"\(AnimatedSVGDocument.number($0.1 - first.1))\" y=\"\(AnimatedSVGDocument.number($0.2 - first.2))\"/>" }
                .joined(separator: "\n")
            let key = style + "\u{0}" + relative
            let id: String
            if let known = ids[key] { id = known } else {
                id = runPrefix + String(ids.count + 1)
                ids[key] = id
                definitions += "<g id=\"\(id)\" style=\"\(style)\">\n\(relative)\n</g>\n"
            }
            replacements.append((m.range, "<use xlink:href=\"#\(id)\" x=\"\(AnimatedSVGDocument.number(first.1))\" y=\"\(AnimatedSVGDocument.number(first.2))\"/>\n"))
        }
        for (range, text) in replacements.reversed() { out.replaceCharacters(in: range, with: text) }
        return (out as String) + definitions
    }

    /// `defs` without the clip to the whole sheet (`width` × `height` at its origin), which
    /// Cairo puts on every group and which cuts nothing: its definition and every reference go.
    static func droppingSheetClip(_ defs: String, width: Double, height: Double) -> String {
        guard let clip = try? NSRegularExpression(pattern: "<clipPath id=\"([^\"]+)\">\\s*<rect x=\"0\" y=\"0\" width=\"([0-9.]+)\" height=\"([0-9.]+)\"/>\\s*</clipPath>\n?") else {
            return defs
        }
        let ns = defs as NSString
        var ids = Set<String>()
        var definitions: [NSRange] = []
        for m in clip.matches(in: defs, range: NSRange(location: 0, length: ns.length)) {
            guard let w = Double(ns.substring(with: m.range(at: 2))), let h = Double(ns.substring(with: m.range(at: 3))),
                  abs(w - width) < 0.01, abs(h - height) < 0.01 else { continue }
            ids.insert(ns.substring(with: m.range(at: 1)))
            definitions.append(m.range)
        }
        guard !ids.isEmpty else { return defs }
        let out = NSMutableString(string: defs)
        for range in definitions.reversed() { out.replaceCharacters(in: range, with: "") }
        return droppingReferences(out as String, to: ids)
    }

    /// `text` without its attributes ` clip-path="url(#ID)"` whose ID is one of `ids`, in one
    /// pass over its bytes.
    static func droppingReferences(_ text: String, to ids: Set<String>) -> String {
        let marker = Array(" clip-path=\"url(#".utf8)
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == marker[0], i + marker.count <= bytes.count, bytes[i..<(i + marker.count)].elementsEqual(marker) {
                let start = i + marker.count
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "\"") { end += 1 }
                if end + 1 < bytes.count, bytes[end] == UInt8(ascii: ")"), bytes[end + 1] == UInt8(ascii: "\""),
                   ids.contains(String(decoding: bytes[start..<end], as: UTF8.self)) {
                    i = end + 2
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
