/// Turns scene, state and element ids into file names that can never leave the output folder.
///
/// The mapping (injective: different ids never give the same name):
/// - ASCII letters, digits, `-` and `_` are kept; `.` is kept except as the first character;
/// - every other byte of the id's UTF-8 (including `/`, `\`, `%`, spaces, control characters,
///   a leading `.`) becomes `%XX` (two upper-case hex digits), as in a URL;
/// - the empty id becomes `%` (no other id can give `%` alone);
/// - a name longer than 200 bytes keeps its first 180 bytes, then `~` and 16 hex digits of a
///   64-bit FNV-1a hash of the whole id (`~` never appears otherwise).
/// So a name never contains `/`, is never `.` or `..`, never starts with `.`, and fits a file name.
public enum FileNames {
    /// The file-name-safe form of `id` (without extension).
    public static func sanitize(_ id: String) -> String {
        if id.isEmpty { return "%" }
        var out = ""
        for (i, byte) in id.utf8.enumerated() {
            let keep = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F || (byte == 0x2E && i > 0)
            if keep {
                out.append(Character(Unicode.Scalar(byte)))
            } else {
                out += "%" + hex(UInt64(byte), digits: 2)
            }
        }
        if out.utf8.count > 200 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in id.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            out = String(decoding: out.utf8.prefix(180), as: UTF8.self) + "~" + hex(hash, digits: 16)
        }
        return out
    }

    /// The name of a transition's folder or GIF: `A-to-B` (each side sanitised; `*` becomes `%2A`).
    public static func transition(from: String, to: String) -> String {
        sanitize(from) + "-to-" + sanitize(to)
    }

    /// `frame-0000`, `frame-0001`, … (at least four digits).
    public static func frame(_ index: Int) -> String {
        let digits = String(max(0, index))
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let s = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}
