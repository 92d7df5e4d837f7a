import Foundation

/// Maps over an array on all cores, results in index order (deterministic).
public enum ParallelMap {
    /// Holds results written by concurrent workers, each index written once.
    private final class Slots<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [T?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: T) { lock.lock(); values[i] = value; lock.unlock() }
        func all() -> [T?] { lock.lock(); defer { lock.unlock() }; return values }
    }

    /// `transform` applied to every element, concurrently; results in input order.
    public static func map<T: Sendable, U: Sendable>(_ input: [T], _ transform: @Sendable (T) -> U) -> [U] {
        let slots = Slots<U>(count: input.count)
        DispatchQueue.concurrentPerform(iterations: input.count) { i in
            slots.set(i, transform(input[i]))
        }
        return slots.all().compactMap { $0 }
    }

    /// `transform` on every index, concurrently; the first error (lowest index) is rethrown.
    public static func map<U: Sendable>(count: Int, _ transform: @Sendable (Int) throws -> U) throws -> [U] {
        let slots = Slots<Result<U, Error>>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in
            slots.set(i, Result { try transform(i) })
        }
        return try slots.all().map { slot in
            guard let slot else { throw RenderError("a parallel task produced no result") }
            return try slot.get()
        }
    }
}
