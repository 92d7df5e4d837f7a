/// A `.states` file decoded into Unicode scalars, with the problems met while decoding.
///
/// Invalid UTF-8 never stops decoding: each maximal invalid run becomes one U+FFFD scalar
/// and one diagnostic, so the rest of the file is still parsed.
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
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var invalid: [Int] = []
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var lastWasError = false
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                lastWasError = false
            case .emptyInput:
                break loop
            case .error:
                if !lastWasError {
                    invalid.append(scalars.count)
                    scalars.append("\u{FFFD}")
                }
                lastWasError = true
            }
        }
        self.scalars = scalars
        self.invalidOffsets = invalid
    }

    /// Wraps an already valid string.
    init(string: String, file: String) {
        self.file = file
        self.scalars = Array(string.unicodeScalars)
        self.invalidOffsets = []
    }
}
