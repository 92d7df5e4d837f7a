/// Turns scene, state and element ids into file names that can never leave the output folder.
///
/// The mapping (injective: different ids never give the same name):
/// - ASCII letters, digits, `-` and `_` are kept; `.` is kept except as the first character;
/// - every other byte of the id's UTF-8 (including `/`, `\`, `%`, spaces, control characters,
///   a leading `.`) becomes `%XX` (two upper-case hex digits), as in a URL;
/// - the empty id becomes `%` (no other id can give `%` alone);
/// - a name longer than ``maximumLength`` (120 bytes) keeps its first 100 bytes, then `~` and
///   16 hex digits of a 64-bit FNV-1a hash of the whole id (`~` never appears otherwise); a
///   transition's `A-to-B` is shortened the same way as a whole.
/// So a name never contains `/`, is never `.` or `..`, never starts with `.`, and with its
/// extension, a `~N` disambiguation (see ``OutputNames``) and the staging prefix stays far below
/// the 255 bytes a file name may have.
public enum FileNames {
    /// The file-name-safe form of `id` (without extension).
    public static func sanitize(_ id: String) -> String {
        shorten(encode(id), identity: id)
    }

    /// The percent-encoded id, whatever its length.
    private static func encode(_ id: String) -> String {
        if id.isEmpty { return "%" }
        var out = ""
        for (i, byte) in id.utf8.enumerated() {
            if keeps(byte) || (byte == 0x2E && i > 0) {
                out.append(Character(Unicode.Scalar(byte)))
            } else {
                out += "%" + hex(UInt64(byte), digits: 2)
            }
        }
        return out
    }

    /// The longest name, in bytes, before the extension.
    public static let maximumLength = 120

    /// `name` itself when it is at most ``maximumLength`` bytes, else its first 100 bytes, `~`
    /// and a hash of `identity` (what the name stands for, so that different ones stay apart).
    static func shorten(_ name: String, identity: String) -> String {
        guard name.utf8.count > maximumLength else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(decoding: name.utf8.prefix(100), as: UTF8.self) + "~" + hex(hash, digits: 16)
    }

    /// The name of a transition's folder or GIF: `A-to-B` (each side sanitised; `*` becomes `%2A`),
    /// shortened as a whole when long.
    public static func transition(from: String, to: String) -> String {
        // The sides are encoded in full before shortening, so the hash covers both ids.
        return shorten(encode(from) + "-to-" + encode(to), identity: from + "\u{0}" + to)
    }

    /// What a file name says of its size, before any other variant and the extension (README,
    /// "render"): `.landscape` for `size landscape`, nothing for the canvas (`default`), as in
    /// `left.png` and `left.landscape.png`. `render` and `compare` name their files so.
    public static func size(_ environment: String) -> String {
        environment == "default" ? "" : "." + sanitize(environment)
    }

    /// `frame-0000`, `frame-0001`, … (at least four digits).
    public static func frame(_ index: Int) -> String {
        let digits = String(max(0, index))
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// ASCII letters, digits, `-` and `_`.
    private static func keeps(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x2D || byte == 0x5F
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let s = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}
