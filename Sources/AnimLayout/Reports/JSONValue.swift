import StatesFormat

/// A JSON value with ordered object keys and deterministic number formatting, so that the
/// same layout always serialises to the same bytes.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number printed without a fraction when it is integral (`87`, `151.5`).
    case number(Double)
    /// A number always printed with a fraction (`0.0`, `0.5`), for times and progress.
    case real(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the given order.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Compact JSON text.
    public func serialized() -> String {
        var out = JSONWriter(indent: nil)
        write(to: &out, depth: 0)
        return out.text
    }

    /// JSON text with two-space indentation and a trailing newline.
    public func pretty() -> String {
        var out = JSONWriter(indent: 2)
        write(to: &out, depth: 0)
        out.bytes.append(UInt8(ascii: "\n"))
        return out.text
    }

    /// Writes the value's UTF-8 bytes (a `solve --json` of 1,000 views writes some 20,000
    /// values: numbers, keys and indentation are written byte by byte, with no string made
    /// for them).
    private func write(to out: inout JSONWriter, depth: Int) {
        switch self {
        case .null: out.put("null")
        case .bool(let b): if b { out.put("true") } else { out.put("false") }
        case .number(let v): out.number(v, alwaysFraction: false)
        case .real(let v): out.number(v, alwaysFraction: true)
        case .string(let s): out.quoted(s)
        case .array(let items):
            if items.isEmpty { out.put("[]"); return }
            let simple = items.allSatisfy { if case .object = $0 { return false }; if case .array = $0 { return false }; return true }
            out.put("[")
            for (n, item) in items.enumerated() {
                if n > 0 { if simple && out.indent != nil { out.put(", ") } else { out.put(",") } }
                if !simple { out.newline(depth + 1) }
                item.write(to: &out, depth: depth + 1)
            }
            if !simple { out.newline(depth) }
            out.put("]")
        case .object(let pairs):
            if pairs.isEmpty { out.put("{}"); return }
            out.put("{")
            for (n, pair) in pairs.enumerated() {
                if n > 0 { out.put(",") }
                out.newline(depth + 1)
                out.quoted(pair.0)
                if out.indent == nil { out.put(":") } else { out.put(": ") }
                pair.1.write(to: &out, depth: depth + 1)
            }
            out.newline(depth)
            out.put("}")
        }
    }

    /// Shortest round-trip decimal; integral values without a fraction unless `alwaysFraction`.
    static func format(_ v: Double, alwaysFraction: Bool) -> String {
        guard v.isFinite else { return "null" }
        let value = v == 0 ? 0 : v   // no "-0"
        if !alwaysFraction, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return value.description   // what "\(value)" prints, without the interpolation's buffer
    }

    static func quote(_ s: String) -> String {
        // Most strings (ids, names) have nothing to escape: copied as they are.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + s + "\""
        }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension Rect {
    /// `{"x": …, "y": …, "width": …, "height": …}`.
    public var json: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }
}

/// JSON text as UTF-8 bytes, with what `JSONValue.write` needs most written without making a
/// string: integral numbers, keys that need no escape, indentation.
private struct JSONWriter {
    /// Spaces per level; nil: compact.
    let indent: Int?
    var bytes: [UInt8] = []

    init(indent: Int?) {
        self.indent = indent
        bytes.reserveCapacity(4096)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A line break and the indentation of `depth` (nothing when compact).
    mutating func newline(_ depth: Int) {
        guard let indent else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
    }

    /// `JSONValue.format(v, alwaysFraction:)`'s text; integral values up to 10^15 are written
    /// digit by digit.
    mutating func number(_ v: Double, alwaysFraction: Bool) {
        guard !alwaysFraction, v.isFinite, v == v.rounded(), abs(v) < 1e15 else {
            bytes.append(contentsOf: JSONValue.format(v, alwaysFraction: alwaysFraction).utf8)
            return
        }
        // -0.0 becomes 0: no "-0".
        DecimalDigits.write(Int(v)) { bytes.append($0) }
    }

    /// `JSONValue.quote(s)`; a string with nothing to escape is copied as it is.
    mutating func quoted(_ s: String) {
        var s = s
        let plain = s.withUTF8 { utf8 -> Bool in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !plain { bytes.append(contentsOf: JSONValue.quote(s).utf8) }
    }
}
