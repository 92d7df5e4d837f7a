import Foundation

/// Maps over an array on all cores, results in index order (deterministic).
public enum ParallelMap {
    /// `transform` applied to every element, concurrently; results in input order.
    public static func map<T: Sendable, U: Sendable>(_ input: [T], _ transform: @Sendable (T) -> U) -> [U] {
        let slots = Locked<[U?]>(Array(repeating: nil, count: input.count))
        DispatchQueue.concurrentPerform(iterations: input.count) { i in
            let value = transform(input[i])
            slots.withLock { $0[i] = value }
        }
        return slots.withLock { $0 }.compactMap { $0 }
    }

    /// `transform` on every index, concurrently; the first error (lowest index) is rethrown.
    public static func map<U: Sendable>(count: Int, _ transform: @Sendable (Int) throws -> U) throws -> [U] {
        let slots = Locked<[Result<U, Error>?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let result = Result { try transform(i) }
            slots.withLock { $0[i] = result }
        }
        return try slots.withLock { $0 }.map { slot in
            guard let slot else { throw RenderError("a parallel task produced no result") }
            return try slot.get()
        }
    }
}
