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
        let matches = d.matches(in: trimmed, range: NSRange(location: 0, length: ns.length))
        let inSymbol = insideSymbols(matches.map(\.range.location), of: ns)
        for (m, glyph) in zip(matches, inSymbol).reversed() {
            // A glyph's outline (in a symbol) to a tenth of a point.
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

    /// For each of `locations` (ascending, in UTF-16 units of `text`): whether the last
    /// `<symbol` before it comes after the last `</symbol>` before it (the location is inside a
    /// symbol). One pass over the text, however many locations.
    static func insideSymbols(_ locations: [Int], of text: NSString) -> [Bool] {
        func starts(of marker: String) -> [Int] {
            var found: [Int] = [], from = 0
            while from < text.length {
                let r = text.range(of: marker, options: .literal, range: NSRange(location: from, length: text.length - from))
                guard r.location != NSNotFound else { break }
                found.append(r.location)
                from = r.location + 1
            }
            return found
        }
        let opens = starts(of: "<symbol"), closes = starts(of: "</symbol>")
        var open = -1, close = -1, nextOpen = 0, nextClose = 0
        return locations.map { location in
            // The last of each that ends before `location` (neither can straddle it: a match
            // starts with a space, which neither holds).
            while nextOpen < opens.count, opens[nextOpen] + 7 <= location { open = opens[nextOpen]; nextOpen += 1 }
            while nextClose < closes.count, closes[nextClose] + 9 <= location { close = closes[nextClose]; nextClose += 1 }
            return open >= 0 && (close < 0 || close < open)
        }
    }

    /// The path `d` (absolute `M`, `L`, `C`, `Z` as Cairo writes them) relative and rounded to
    /// whole `unitsPerPoint` (100 or 10), or nil when it has anything else. A last move with
    /// nothing after it (Cairo ends glyphs with one) is left out.
    static func compact(_ d: String, unitsPerPoint: Int = 100) -> String? {
        var reader = PathReader(tokens: tokens(of: d), units: Double(unitsPerPoint))
        var path = RelativePathData(unitsPerPoint: unitsPerPoint)
        while let c = reader.next() {
            switch c {
            case "M":
                guard let e = reader.point() else { return nil }
                if reader.atEnd { break }
                path.move(to: e)
            case "L":
                guard let e = reader.point() else { return nil }
                path.line(to: e)
            case "C":
                guard let a = reader.point(), let b = reader.point(), let e = reader.point() else { return nil }
                path.curve(a, b, to: e)
            case "Z":
                path.close()
            default:
                return nil
            }
        }
        return path.out
    }

    /// The tokens of path data: command letters and numbers (a minus sign starts a number
    /// unless it follows an exponent's `e`).
    static func tokens(of d: String) -> [Substring] {
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
        return tokens
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

/// A point of path data as written, in units (hundredths or tenths of a point), unrounded.
struct ExactPathPoint {
    var x: Double
    var y: Double

    /// To whole units.
    var rounded: PathPoint { PathPoint(x: Int(x.rounded()), y: Int(y.rounded())) }
}

/// A point of path data in whole units: relative steps between them are exact sums.
struct PathPoint: Equatable {
    var x: Int
    var y: Int
}

/// Reads the tokens of path data (``SVGPathCompactor/tokens(of:)``) in turn.
struct PathReader {
    var tokens: [Substring]
    /// Units per point.
    var units: Double
    var k = 0

    /// Whether every token is read.
    var atEnd: Bool { k == tokens.count }

    /// The next token (a command letter, where the data is well formed).
    mutating func next() -> Substring? {
        guard k < tokens.count else { return nil }
        k += 1
        return tokens[k - 1]
    }

    /// The next two tokens as a point in units, or nil when they are not finite numbers of a sane size.
    mutating func point() -> ExactPathPoint? {
        guard k + 1 < tokens.count, let x = Double(tokens[k]), let y = Double(tokens[k + 1]), x.isFinite, y.isFinite,
              abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        k += 2
        return ExactPathPoint(x: x * units, y: y * units)
    }
}

/// Writes path data as relative commands, each step from the rounded point before it.
struct RelativePathData {
    var unitsPerPoint: Int
    var out = ""
    /// Where the pen is (rounded), and where its subpath started.
    var current = PathPoint(x: 0, y: 0), subpathStart = PathPoint(x: 0, y: 0)
    /// The end point as written (unrounded), and the subpath's start likewise.
    var exact = ExactPathPoint(x: 0, y: 0), exactStart = ExactPathPoint(x: 0, y: 0)
    /// The last quadratic control point written (for `t`).
    var lastQuadratic: PathPoint?
    var lastCommand = ""
    var lastNumberHasPoint = false, lastWasNumber = false

    /// `m`: a new subpath at `e`.
    mutating func move(to e: ExactPathPoint) {
        let p = e.rounded
        command("m")
        step(to: p)
        current = p
        subpathStart = p
        exact = e
        exactStart = e
        lastQuadratic = nil
    }

    /// `h`, `v` or `l`: a line to `e`.
    mutating func line(to e: ExactPathPoint) {
        let p = e.rounded
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
            step(to: p)
        }
        current = p
    }

    /// `q`, `t` or `c`: a cubic with controls `a` and `b` to `e`. A cubic that is an elevated
    /// quadratic (TrueType outlines are) is written as the quadratic: its control point is
    /// where both cubic controls point, 3/2 of the way.
    mutating func curve(_ a: ExactPathPoint, _ b: ExactPathPoint, to e: ExactPathPoint) {
        let p = e.rounded
        let units = Double(unitsPerPoint)
        let q1 = ExactPathPoint(x: exact.x + 1.5 * (a.x - exact.x), y: exact.y + 1.5 * (a.y - exact.y))
        let q2 = ExactPathPoint(x: e.x + 1.5 * (b.x - e.x), y: e.y + 1.5 * (b.y - e.y))
        if abs(q1.x - q2.x) <= units / 100, abs(q1.y - q2.y) <= units / 100 {
            let q = ExactPathPoint(x: (q1.x + q2.x) / 2, y: (q1.y + q2.y) / 2).rounded
            if let last = lastQuadratic, q.x == 2 * current.x - last.x, q.y == 2 * current.y - last.y {
                command("t")
            } else {
                command("q")
                step(to: q)
            }
            lastQuadratic = q
        } else {
            command("c")
            for c in [a.rounded, b.rounded] { step(to: c) }
            lastQuadratic = nil
        }
        step(to: p)
        current = p
        exact = e
    }

    /// `z`: back to the subpath's start.
    mutating func close() {
        command("z")
        current = subpathStart
        exact = exactStart
        lastQuadratic = nil
    }

    /// The step from the pen to `p`, as two numbers.
    mutating func step(to p: PathPoint) {
        emit(p.x - current.x)
        emit(p.y - current.y)
    }

    /// A number, with a separator only where it would run into the one before.
    mutating func emit(_ v: Int) {
        let text = SVGPathCompactor.number(v, unitsPerPoint: unitsPerPoint)
        if lastWasNumber, !(text.hasPrefix("-") || (text.hasPrefix(".") && lastNumberHasPoint)) { out += " " }
        out += text
        lastWasNumber = true
        lastNumberHasPoint = text.contains(".")
    }

    /// A command letter; a command repeated needs none (after `m`, more pairs would be lines).
    mutating func command(_ c: String) {
        guard c != lastCommand || c == "m" || c == "z" else { return }
        out += c
        lastCommand = c
        lastWasNumber = false
    }
}
