/// Makes Cairo's SVG output independent of process-wide counters.
enum SVGIDs {
    /// Prefixes of ids Cairo numbers from global counters.
    static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8), Array("source-".utf8)]

    /// Renumbers `PREFIX<digits>` tokens (for the prefixes above) as 1, 2, 3… per prefix in order
    /// of first appearance, wherever they occur (`id="surface5"`, `xlink:href="#surface5"`).
    static func renumber(_ bytes: [UInt8]) -> [UInt8] {
        var maps: [[UInt8]: [UInt8]] = [:]
        var counters = [Int](repeating: 0, count: prefixes.count)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        let n = bytes.count
        outer: while i < n {
            // A token starts where the previous byte is not an identifier character.
            let boundary = i == 0 || !isIdentifier(bytes[i - 1])
            if boundary {
                for (p, prefix) in prefixes.enumerated() where i + prefix.count < n && bytes[i] == prefix[0] {
                    guard bytes[i..<(i + prefix.count)].elementsEqual(prefix) else { continue }
                    var j = i + prefix.count
                    while j < n, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
                    guard j > i + prefix.count, j == n || !isIdentifier(bytes[j]) else { continue }
                    let token = Array(bytes[i..<j])
                    let replacement: [UInt8]
                    if let known = maps[token] {
                        replacement = known
                    } else {
                        counters[p] += 1
                        replacement = prefix + Array(String(counters[p]).utf8)
                        maps[token] = replacement
                    }
                    out.append(contentsOf: replacement)
                    i = j
                    continue outer
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2D
    }
}
