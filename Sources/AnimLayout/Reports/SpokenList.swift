extension Array where Element == String {
    /// The items as a sentence lists them: `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    public var spokenList: String {
        count <= 2 ? joined(separator: " and ") : dropLast().joined(separator: ", ") + " and " + (last ?? "")
    }
}
