/// Frame delays for GIF, in centiseconds (the unit GIF stores).
public enum FrameDelays {
    /// The shortest delay a GIF frame gets, in centiseconds. Browsers (Chromium, Firefox,
    /// Safari) show frames of 0 or 1 cs for 10 cs, so a 60 fps GIF would play at a sixth of
    /// its speed; GIFs therefore play at most 50 frames a second.
    public static let shortestGIFDelay = 2

    /// Delays for `count` frames shown at `fps` frames per second. Frame `i` ends at the
    /// rounded time `round(100 (i + 1) / fps)`, so rounding never accumulates: 30 fps gives
    /// 3, 4, 3, 3, 4, 3, … and every 3 frames add up to exactly 10.
    public static func centiseconds(fps: Int, count: Int) -> [Int] {
        guard fps > 0, count > 0 else { return [] }
        func end(_ k: Int) -> Int { (200 * k + fps) / (2 * fps) }   // round(100 k / fps), halves up
        return (0..<count).map { end($0 + 1) - end($0) }
    }

    /// Delays for frames shown at `times` (seconds, ascending), the last until `end`. Each
    /// boundary is rounded to the nearest centisecond, so the total is `round(100 × (end − times[0]))`.
    public static func centiseconds(times: [Double], end: Double) -> [Int] {
        guard !times.isEmpty else { return [] }
        let stops = times.map { ($0 * 100).rounded() } + [(end * 100).rounded()]
        return (0..<times.count).map { max(0, Int(stops[$0 + 1] - stops[$0])) }
    }

    /// The frames a GIF keeps so that every frame shows for at least ``shortestGIFDelay``, and
    /// their delays: a frame starting less than that after the previous kept one is left out
    /// (the previous one shows until the next kept frame starts), so the total time and every
    /// kept frame's start are unchanged. The first and the last frame are always kept (the last
    /// shows the animation's end); frames of delay 0 are left out. At 60 fps this keeps 2 frames
    /// in 3 (delays 3, 2, 3, 2, …: 40 fps on average, never slower than real time).
    public static func gifFrames(delays: [Int]) -> [(index: Int, delay: Int)] {
        guard !delays.isEmpty else { return [] }
        var starts: [Int] = []
        var t = 0
        for d in delays { starts.append(t); t += max(0, d) }
        let end = t
        var kept: [Int] = [0]
        let last = delays.count - 1
        for i in 1..<max(1, delays.count) where i < last {
            if starts[i] - starts[kept[kept.count - 1]] >= shortestGIFDelay && delays[i] > 0 { kept.append(i) }
        }
        if last > 0 {
            // The last frame always stays; the kept frame before it goes if it would be too short.
            while kept.count > 1 && starts[last] - starts[kept[kept.count - 1]] < shortestGIFDelay { kept.removeLast() }
            kept.append(last)
        }
        return kept.enumerated().map { k, i in
            let next = k + 1 < kept.count ? starts[kept[k + 1]] : end
            return (i, next - starts[i])
        }
    }
}
