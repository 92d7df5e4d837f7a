/// A constraint priority in 1...1000, as UILayoutPriority; 1000 is required.
public struct Priority: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw value, clamped to 1...1000.
    public let value: Int

    /// Creates a priority, clamping into 1...1000.
    public init(_ value: Int) {
        self.value = min(1000, max(1, value))
    }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is the required level.
    public var isRequired: Bool { value == 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

    public var description: String { isRequired ? "required" : String(value) }
}
