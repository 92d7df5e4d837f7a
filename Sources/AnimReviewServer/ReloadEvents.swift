import FlyingFox
import FlyingSocks
import Foundation

/// Server-sent events to the open pages: each page listens on `/__animlayout/events` and
/// reloads on a `reload` event. Each client is an `AsyncStream` whose bytes FlyingFox writes as
/// a chunked body that stays open; a client that went away is dropped at the next write.
actor ReloadEvents {
    private var clients: [UUID: AsyncStream<Data>.Continuation] = [:]
    /// Pages that said their frame is drawn (`POST /__animlayout/drawn`), so far.
    private(set) var drawn = 0

    /// A new client's body: it starts with a comment, so the browser sees the headers at once.
    func subscribe() -> EventBytes {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Data.self, bufferingPolicy: .bufferingNewest(16))
        clients[id] = continuation
        continuation.yield(Data("retry: 500\n: animlayout\n\n".utf8))
        return EventBytes(stream: stream, onEnd: { Task { await self.remove(id) } })
    }

    func remove(_ id: UUID) {
        clients.removeValue(forKey: id)?.finish()
    }

    /// Sends `event` to every open page.
    func send(_ event: String, data: String) {
        let message = Data("event: \(event)\ndata: \(data)\n\n".utf8)
        for client in clients.values { client.yield(message) }
    }

    /// How many pages listen.
    var count: Int { clients.count }

    /// A page has drawn its new frame.
    func pageDrawn() {
        drawn += 1
    }

    /// Sends `reload` and waits until a page has drawn its new frame, at most `timeout`
    /// seconds, so that work that follows does not slow it down. (Clients of pages already
    /// gone are dropped only at a later write, so the number listening now is not the number
    /// that will answer.)
    func reload(_ data: String, timeout: Double) async {
        let before = drawn
        guard !clients.isEmpty else { return }
        send("reload", data: data)
        let end = Date().addingTimeInterval(timeout)
        while drawn == before, Date() < end {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    /// Ends every stream (at shutdown).
    func finishAll() {
        for client in clients.values { client.finish() }
        clients = [:]
    }
}

/// An `AsyncStream<Data>` as the byte sequence FlyingFox's bodies read. It never yields an
/// empty buffer (the chunked encoder would end the body).
struct EventBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let stream: AsyncStream<Data>
    let onEnd: @Sendable () -> Void

    func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator(), token: Token(onEnd))
    }

    /// Calls `onEnd` when FlyingFox drops the iterator (the client is gone).
    final class Token: Sendable {
        let onEnd: @Sendable () -> Void
        init(_ onEnd: @escaping @Sendable () -> Void) { self.onEnd = onEnd }
        deinit { onEnd() }
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<Data>.Iterator
        let token: Token
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty {
                guard let buffer = try await nextBuffer(suggested: 4096) else { return nil }
                pending = buffer
            }
            return pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            while let data = await base.next() {
                if !data.isEmpty { return Array(data) }
            }
            return nil
        }
    }
}
