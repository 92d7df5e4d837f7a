/// A `.states` file decoded into Unicode scalars, with the problems met while decoding.
///
/// Invalid UTF-8 never stops decoding: each maximal invalid run becomes one U+FFFD scalar
/// and one diagnostic, so the rest of the file is still parsed.
///
/// Line ends are normalised while decoding: `\r\n` (Windows) and a lone `\r` (classic Mac OS)
/// each become one `\n`, so the lexer, the line and column numbers of diagnostics and the
/// renderer's excerpts all see the same lines. A byte order mark (U+FEFF) at the very start is
/// dropped: it is an encoding signature, not text, and must not shift line 1's columns.
struct SourceText: Sendable {
    /// The file path as given.
    let file: String
    /// The decoded text.
    let scalars: [Unicode.Scalar]
    /// Scalar indices of invalid UTF-8 runs (each replaced by U+FFFD).
    let invalidOffsets: [Int]

    /// Decodes `bytes` leniently.
    init(bytes: [UInt8], file: String) {
        self.file = file
        // The common file is ASCII without carriage returns (and so without a byte order
        // mark): each byte is its scalar, with nothing to decode or normalise.
        if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            self.scalars = bytes.map { Unicode.Scalar($0) }
            self.invalidOffsets = []
            return
        }
        var text = Normalizer(capacity: bytes.count)
        var invalid: [Int] = []
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var lastWasError = false
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.append(scalar)
                lastWasError = false
            case .emptyInput:
                break loop
            case .error:
                if !lastWasError {
                    invalid.append(text.scalars.count)
                    text.append("\u{FFFD}")
                }
                lastWasError = true
            }
        }
        self.scalars = text.scalars
        self.invalidOffsets = invalid
    }

    /// Wraps an already valid string.
    init(string: String, file: String) {
        self.file = file
        var text = Normalizer(capacity: string.unicodeScalars.count)
        for scalar in string.unicodeScalars { text.append(scalar) }
        self.scalars = text.scalars
        self.invalidOffsets = []
    }

    /// Appends scalars, dropping a leading byte order mark and turning `\r\n` and `\r` into `\n`.
    private struct Normalizer {
        var scalars: [Unicode.Scalar] = []
        private var started = false
        private var afterCR = false

        init(capacity: Int) {
            scalars.reserveCapacity(capacity)
        }

        mutating func append(_ scalar: Unicode.Scalar) {
            defer { started = true }
            if !started, scalar == "\u{FEFF}" { return }
            if scalar == "\n", afterCR {
                afterCR = false
                return
            }
            afterCR = scalar == "\r"
            scalars.append(afterCR ? "\n" : scalar)
        }
    }
}
