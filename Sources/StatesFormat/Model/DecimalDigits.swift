/// The decimal digits of an integer, most significant first, handed out one byte at a time:
/// for text written byte by byte (generated constraint ids, JSON reports) without making a
/// string for each number.
public enum DecimalDigits {
    /// Calls `put` with the ASCII bytes of `value` in decimal (a leading `-` when negative).
    @inline(__always)
    public static func write(_ value: Int, _ put: (UInt8) -> Void) {
        if value < 0 { put(UInt8(ascii: "-")) }
        var v = value.magnitude
        // At most 20 digits (UInt64.max), collected least significant first.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") &+ UInt8(v % 10)
                v /= 10
                count += 1
            } while v > 0
            for k in stride(from: count - 1, through: 0, by: -1) { put(buffer[k]) }
        }
    }
}
