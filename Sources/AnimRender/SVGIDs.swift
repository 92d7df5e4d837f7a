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

    /// Gives each element's group its element's id: Cairo defines one `<g id="surfaceN">` per
    /// group in the order groups close, after the page's own; `closed` is that order. An id
    /// that could be mistaken for one of Cairo's (`clip1`, `surface2`, `mask0`, `glyph0-1`…)
    /// gets the prefix `element-`. When the counts do not match, the SVG is left as it is.
    static func namingElements(_ bytes: [UInt8], closed: [String]) -> [UInt8] {
        let marker = Array("<g id=\"surface".utf8)
        var defined: [[UInt8]] = []
        var i = 0
        while i + marker.count < bytes.count {
            if bytes[i] == marker[0], bytes[i..<(i + marker.count)].elementsEqual(marker) {
                var j = i + marker.count
                while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
                defined.append(Array(bytes[(i + 7)..<j]))   // surfaceN, after `<g id="`
                i = j
            } else {
                i += 1
            }
        }
        // The page's own group is defined last, outside <defs>.
        guard defined.count == closed.count + 1 else { return bytes }
        var names: [[UInt8]: [UInt8]] = [:]
        let cairoPrefixes = ["clip", "surface", "image", "source-", "mask", "glyph", "alpha", "pattern", "filter", "linear", "radial"]
        for (token, id) in zip(defined, closed) {
            let safe = cairoPrefixes.contains { id.hasPrefix($0) } ? "element-" + id : id
            names[token] = Array(safe.utf8)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + closed.count * 8)
        let prefix = Array("surface".utf8)
        i = 0
        outer: while i < bytes.count {
            if bytes[i] == prefix[0], i + prefix.count < bytes.count, (i == 0 || !isIdentifier(bytes[i - 1])),
               bytes[i..<(i + prefix.count)].elementsEqual(prefix) {
                var j = i + prefix.count
                while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
                if j < bytes.count, !isIdentifier(bytes[j]), let name = names[Array(bytes[i..<j])] {
                    out.append(contentsOf: name)
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
