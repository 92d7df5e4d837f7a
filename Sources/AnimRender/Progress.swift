import Foundation

/// Receives progress of a long render. Called from worker threads; implementations must be
/// thread safe.
public protocol ProgressReporter: Sendable {
    /// A task of `total` steps starts.
    func begin(_ label: String, total: Int)
    /// `count` more steps are done.
    func advance(by count: Int)
    /// The task is over (finished or failed).
    func end()
}

/// Reports nothing.
public struct SilentProgress: ProgressReporter {
    /// Creates a reporter that ignores everything.
    public init() {}
    public func begin(_ label: String, total: Int) {}
    public func advance(by count: Int) {}
    public func end() {}
}

/// A one-line progress bar on standard error, drawn only when standard error is a terminal
/// (`isatty(2)`); silent otherwise, so logs and pipes stay clean. Redraws at most every 50 ms.
public final class TerminalProgressBar: ProgressReporter, @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private let width: Int
    private var label = ""
    private var total = 0
    private var done = 0
    private var lastDraw = 0.0

    /// Creates a bar; `enabled` defaults to whether standard error is a terminal.
    public init(enabled: Bool? = nil, width: Int = 30) {
        self.enabled = enabled ?? (isatty(2) != 0)
        self.width = max(5, width)
    }

    public func begin(_ label: String, total: Int) {
        lock.lock(); defer { lock.unlock() }
        self.label = label
        self.total = max(0, total)
        self.done = 0
        self.lastDraw = 0
        draw(force: true)
    }

    public func advance(by count: Int) {
        lock.lock(); defer { lock.unlock() }
        done = min(total, done + max(0, count))
        draw(force: done == total)
    }

    public func end() {
        lock.lock(); defer { lock.unlock() }
        guard enabled else { return }
        emit("\r\u{1B}[K")
    }

    /// The bar's text for `done` of `total` (exposed for tests).
    static func line(label: String, done: Int, total: Int, width: Int) -> String {
        let fraction = total > 0 ? min(1, max(0, Double(done) / Double(total))) : 1
        let filled = min(max(0, width), Int((fraction * Double(max(0, width))).rounded(.down)))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: max(0, width - filled))
        return "\(label) \(bar) \(done)/\(total)"
    }

    private func draw(force: Bool) {
        guard enabled else { return }
        let now = Date().timeIntervalSinceReferenceDate
        guard force || now - lastDraw >= 0.05 else { return }
        lastDraw = now
        emit("\r\u{1B}[K" + TerminalProgressBar.line(label: label, done: done, total: total, width: width))
    }

    private func emit(_ s: String) {
        var bytes = Array(s.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}

/// Tasks that run at the same time reported as one: the inner reporter sees a single task whose
/// total is the sum of the tasks begun so far, labelled with the latest, that ends when the last
/// running task ends (a reporter such as ``TerminalProgressBar`` shows one task at a time).
final class SharedProgress: ProgressReporter, @unchecked Sendable {
    private let inner: any ProgressReporter
    private let lock = NSLock()
    private var running = 0, total = 0, done = 0

    init(_ inner: any ProgressReporter) { self.inner = inner }

    func begin(_ label: String, total: Int) {
        lock.lock(); defer { lock.unlock() }
        running += 1
        self.total += max(0, total)
        inner.begin(label, total: self.total)
        if done > 0 { inner.advance(by: done) }
    }

    func advance(by count: Int) {
        lock.lock(); defer { lock.unlock() }
        done += max(0, count)
        inner.advance(by: count)
    }

    func end() {
        lock.lock(); defer { lock.unlock() }
        running = max(0, running - 1)
        if running == 0 { inner.end() }
    }
}
