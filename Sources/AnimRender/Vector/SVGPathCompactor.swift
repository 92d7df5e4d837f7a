import Foundation

/// Shortens the path data of Cairo's SVG for animated SVG files: absolute `M L C Z` commands
/// become relative ones (`h`/`v` for level and upright lines, `q`/`t` for cubics that are
/// quadratics, as TrueType glyphs' are) with coordinates to a hundredth of a point (a fiftieth of a pixel at
/// scale 2), leading zeros and needless separators dropped. Each relative step is taken from
/// the rounded point before it, so rounding never accumulates along a path. Glyph outlines,
/// most of such a file, shrink by about a half.
enum SVGPathCompactor {
    /// `defs` with every ` d="…"` attribute compacted (paths it cannot read are left as they
    /// are; glyphs to a tenth of a point, a thirtieth of a pixel at scale 3), the default parts
    /// of Cairo's fill styles dropped, and a glyph's symbol replaced by its one path.
    static func compactPaths(in defs: String) -> String {
        guard let d = try? NSRegularExpression(pattern: " d=\"([^\"]*)\"") else { return defs }
        let trimmed = defs.replacingOccurrences(of: "style=\" stroke:none;fill-rule:nonzero;", with: "style=\"")
            .replacingOccurrences(of: ";fill-opacity:1;\"", with: "\"")
        let ns = trimmed as NSString
        let out = NSMutableString(string: trimmed)
        for m in d.matches(in: trimmed, range: NSRange(location: 0, length: ns.length)).reversed() {
            // A glyph's outline (in a symbol) to a tenth of a point.
            let before = NSRange(location: 0, length: m.range.location)
            let open = ns.range(of: "<symbol", options: .backwards, range: before)
            let close = ns.range(of: "</symbol>", options: .backwards, range: before)
            let glyph = open.location != NSNotFound && (close.location == NSNotFound || close.location < open.location)
            if let compact = compact(ns.substring(with: m.range(at: 1)), unitsPerPoint: glyph ? 10 : 100) {
                out.replaceCharacters(in: m.range(at: 1), with: compact)
            }
        }
        // A glyph symbol holding one path is that path (a <use> shows it the same).
        guard let symbol = try? NSRegularExpression(pattern: "<symbol overflow=\"visible\" id=\"([^\"]+)\">\\n<path d=\"([^\"]*)\"/>\\n</symbol>") else {
            return out as String
        }
        let compacted = out as String
        return symbol.stringByReplacingMatches(in: compacted, range: NSRange(location: 0, length: (compacted as NSString).length),
                                               withTemplate: "<path id=\"$1\" d=\"$2\"/>")
    }

    /// The path `d` (absolute `M`, `L`, `C`, `Z` as Cairo writes them) relative and rounded to
    /// whole `unitsPerPoint` (100 or 10), or nil when it has anything else. A last move with
    /// nothing after it (Cairo ends glyphs with one) is left out.
    static func compact(_ d: String, unitsPerPoint: Int = 100) -> String? {
        let units = Double(unitsPerPoint)
        // Tokens: command letters and numbers.
        var tokens: [Substring] = []
        var start: String.Index?
        var i = d.startIndex
        func flush(_ end: String.Index) {
            if let s = start, s < end { tokens.append(d[s..<end]) }
            start = nil
        }
        while i < d.endIndex {
            let c = d[i]
            if c.isLetter, c != "e" {
                flush(i)
                tokens.append(d[i...i])
            } else if c == " " || c == "," {
                flush(i)
            } else if c == "-", let s = start, d[d.index(before: i)] != "e", s < i {
                flush(i)
                start = i
            } else if start == nil {
                start = i
            }
            i = d.index(after: i)
        }
        flush(d.endIndex)
        // Positions in hundredths of a point, as integers: exact sums.
        var out = ""
        var current = (x: 0, y: 0), subpathStart = (x: 0, y: 0)
        // The end point as written (hundredths, unrounded), and the last quadratic control point
        // written (for `t`).
        var exact = (x: 0.0, y: 0.0), exactStart = (x: 0.0, y: 0.0)
        var lastQuadratic: (x: Int, y: Int)?
        var k = 0
        var lastNumberHasPoint = false, lastWasNumber = false
        func exactPoint() -> (x: Double, y: Double)? {
            guard k + 1 < tokens.count, let x = Double(tokens[k]), let y = Double(tokens[k + 1]), x.isFinite, y.isFinite,
                  abs(x) < 1e9, abs(y) < 1e9 else { return nil }
            k += 2
            return (x * units, y * units)
        }
        func rounded(_ p: (x: Double, y: Double)) -> (x: Int, y: Int) { (Int(p.x.rounded()), Int(p.y.rounded())) }
        func point() -> (x: Int, y: Int)? { exactPoint().map(rounded) }
        func emit(_ v: Int) {
            let text = number(v, unitsPerPoint: unitsPerPoint)
            // A separator only where the number would run into the one before.
            if lastWasNumber, !(text.hasPrefix("-") || (text.hasPrefix(".") && lastNumberHasPoint)) { out += " " }
            out += text
            lastWasNumber = true
            lastNumberHasPoint = text.contains(".")
        }
        var lastCommand = ""
        func command(_ c: String) {
            // A command repeated needs no letter (after `m`, more pairs would be lines).
            guard c != lastCommand || c == "m" || c == "z" else { return }
            out += c
            lastCommand = c
            lastWasNumber = false
        }
        while k < tokens.count {
            let c = tokens[k]
            k += 1
            switch c {
            case "M":
                guard let e = exactPoint() else { return nil }
                if k == tokens.count { break }
                let p = rounded(e)
                command("m")
                emit(p.x - current.x); emit(p.y - current.y)
                current = p
                subpathStart = p
                exact = e
                exactStart = e
                lastQuadratic = nil
            case "L":
                guard let e = exactPoint() else { return nil }
                let p = rounded(e)
                exact = e
                lastQuadratic = nil
                if p.y == current.y {
                    command("h")
                    emit(p.x - current.x)
                } else if p.x == current.x {
                    command("v")
                    emit(p.y - current.y)
                } else {
                    command("l")
                    emit(p.x - current.x); emit(p.y - current.y)
                }
                current = p
            case "C":
                guard let a = exactPoint(), let b = exactPoint(), let e = exactPoint() else { return nil }
                let p = rounded(e)
                // A cubic that is an elevated quadratic (TrueType outlines are) is written as the
                // quadratic: its control point is where both cubic controls point, 3/2 of the way.
                let q1 = (x: exact.x + 1.5 * (a.x - exact.x), y: exact.y + 1.5 * (a.y - exact.y))
                let q2 = (x: e.x + 1.5 * (b.x - e.x), y: e.y + 1.5 * (b.y - e.y))
                if abs(q1.x - q2.x) <= units / 100, abs(q1.y - q2.y) <= units / 100 {
                    let q = rounded(((q1.x + q2.x) / 2, (q1.y + q2.y) / 2))
                    if let last = lastQuadratic, q.x == 2 * current.x - last.x, q.y == 2 * current.y - last.y {
                        command("t")
                    } else {
                        command("q")
                        emit(q.x - current.x); emit(q.y - current.y)
                    }
                    lastQuadratic = q
                } else {
                    command("c")
                    for c in [rounded(a), rounded(b)] { emit(c.x - current.x); emit(c.y - current.y) }
                    lastQuadratic = nil
                }
                emit(p.x - current.x); emit(p.y - current.y)
                current = p
                exact = e
            case "Z":
                command("z")
                current = subpathStart
                exact = exactStart
                lastQuadratic = nil
            default:
                return nil
            }
        }
        return out
    }

    /// Hundredths (or tenths) as a short decimal: `150` → `1.5`, `-5` → `-.05`, `0` → `0`.
    static func number(_ hundredths: Int, unitsPerPoint: Int = 100) -> String {
        let sign = hundredths < 0 ? "-" : ""
        let a = abs(hundredths)
        let whole = a / unitsPerPoint, fraction = a % unitsPerPoint
        guard fraction != 0 else { return sign + String(whole) }
        var decimals = unitsPerPoint == 100 && fraction < 10 ? "0" + String(fraction) : String(fraction)
        if unitsPerPoint == 100, decimals.hasSuffix("0") { decimals.removeLast() }
        return sign + (whole == 0 ? "" : String(whole)) + "." + decimals
    }
}
