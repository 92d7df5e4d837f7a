/// Formats a number for messages and reports: integral values without a fraction (`8`, `-3`),
/// others rounded to `decimals` places with trailing zeros dropped (`151.5`), or in Swift's
/// shortest round-trip form when `decimals` is nil.
public func formatNumber(_ value: Double, decimals: Int? = nil) -> String {
    guard value.isFinite else { return String(value) }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    guard let decimals else { return String(value) }
    var scale = 1.0
    for _ in 0..<max(0, decimals) { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
}
