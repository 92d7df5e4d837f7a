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
        var out: [UInt8] = []
        write(to: &out, indent: nil, depth: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// JSON text with two-space indentation and a trailing newline.
    public func pretty() -> String {
        var out: [UInt8] = []
        write(to: &out, indent: "  ", depth: 0)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes UTF-8 bytes (appending to a byte array is several times faster than to a string);
    /// strings that need no escape are copied byte for byte.
    private func write(to out: inout [UInt8], indent: String?, depth: Int) {
        func put(_ text: StaticString) {
            text.withUTF8Buffer { out.append(contentsOf: $0) }
        }
        func newline(_ d: Int) {
            guard let indent else { return }
            out.append(UInt8(ascii: "\n"))
            for _ in 0..<d { out.append(contentsOf: indent.utf8) }
        }
        switch self {
        case .null: put("null")
        case .bool(let b): if b { put("true") } else { put("false") }
        case .number(let v): out.append(contentsOf: Self.format(v, alwaysFraction: false).utf8)
        case .real(let v): out.append(contentsOf: Self.format(v, alwaysFraction: true).utf8)
        case .string(let s): Self.writeQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { put("[]"); return }
            let simple = items.allSatisfy { if case .object = $0 { return false }; if case .array = $0 { return false }; return true }
            put("[")
            for (n, item) in items.enumerated() {
                if n > 0 { if simple && indent != nil { put(", ") } else { put(",") } }
                if !simple { newline(depth + 1) }
                item.write(to: &out, indent: indent, depth: depth + 1)
            }
            if !simple { newline(depth) }
            put("]")
        case .object(let pairs):
            if pairs.isEmpty { put("{}"); return }
            put("{")
            for (n, pair) in pairs.enumerated() {
                if n > 0 { put(",") }
                newline(depth + 1)
                Self.writeQuoted(pair.0, to: &out)
                if indent == nil { put(":") } else { put(": ") }
                pair.1.write(to: &out, indent: indent, depth: depth + 1)
            }
            newline(depth)
            put("}")
        }
    }

    /// Appends `quote(s)`.
    private static func writeQuoted(_ s: String, to out: inout [UInt8]) {
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
        } else {
            out.append(contentsOf: quote(s).utf8)
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
