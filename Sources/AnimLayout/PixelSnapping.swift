/// Frames as a device displays them: UIKit rounds each edge of a view's frame to its screen's
/// pixel grid when it applies a layout (so `x` and `maxX` fall on pixels, and the width is
/// their difference).
extension Rect {
    /// The rectangle with each edge rounded to the nearest multiple of `1/scale` points
    /// (halves away from zero); unchanged when `scale` is not a positive finite number.
    public func snapped(toScale scale: Double) -> Rect {
        guard scale.isFinite, scale > 0, x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return self }
        func snap(_ v: Double) -> Double {
            let s = (v * scale).rounded(.toNearestOrAwayFromZero) / scale
            return s == 0 ? 0 : s
        }
        let minX = snap(x), minY = snap(y)
        return Rect(x: minX, y: minY, width: snap(x + width) - minX, height: snap(y + height) - minY)
    }
}

extension Layout {
    /// This layout with every frame snapped to the pixel grid of `scale` (what is drawn and
    /// reported); the engine's `frames` are the exact solution.
    public func snapped(toScale scale: Double) -> Layout {
        var out = self
        out.frames = frames.mapValues { $0.snapped(toScale: scale) }
        return out
    }
}
