import StatesFormat

extension Color {
    /// `#RRGGBB`, or `#RRGGBBAA` with `alpha`: channels clamped to 0…1 (a non-finite one as 0),
    /// upper-case hex, as reports and the timeline JSON write colours.
    func hex(alpha withAlpha: Bool) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((max(0, min(1, v.isFinite ? v : 0)) * 255).rounded())
            let digits = String(b, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (withAlpha ? byte(alpha) : "")
    }
}
