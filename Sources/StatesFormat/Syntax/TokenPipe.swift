#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexes a large text on a thread of its own while the parser reads the tokens: lexing is
/// about half of parsing, and the two overlap on two cores.
///
/// Tokens travel in chunks of ``chunkSize``; each chunk starts with the last
/// ``TokenStream/keptBehind`` tokens of the one before, so that the parser, which looks back
/// a token or two, can drop a chunk as soon as it has the next. At most ``maxPending`` chunks
/// wait to be read (the lexer waits beyond that): memory stays bounded whatever the text's
/// size. The tokens and lexical diagnostics are exactly those of lexing on the reading thread.
final class TokenPipe: @unchecked Sendable {
    /// Tokens of the text from absolute index `base` on.
    struct Chunk: Sendable {
        var tokens: [Token]
        var base: Int
    }

    /// Texts shorter than this (in scalars) are lexed as they are read: a thread costs more
    /// than it saves there.
    static let minimumScalars = 64 * 1024
    /// Tokens per chunk.
    static let chunkSize = 2048
    /// Chunks lexed and not yet read, at most.
    static let maxPending = 8

    // The state below is read and written with `mutex` held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    private var pending: [Chunk] = []
    private var head = 0
    private var done = false
    private var cancelled = false
    private var lexicalDiagnostics: [Diagnostic] = []
    /// The most tokens the queue held at once, read slots included (tests: memory is bounded).
    private var tokensHeld = 0

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed = .allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// Starts lexing `source` on a new thread; nil when the text is shorter than `minimum`
    /// scalars or no thread could be started (then the caller lexes it itself).
    static func start(_ source: SourceText, minimum: Int = minimumScalars) -> TokenPipe? {
        guard source.scalars.count >= minimum else { return nil }
        let pipe = TokenPipe()
        let started = DetachedThread.start { pipe.produce(source) }
        return started ? pipe : nil
    }

    /// The lexer's loop: chunks handed over as they fill, the last one with the diagnostics.
    private func produce(_ source: SourceText) {
        var lexer = Lexer(source)
        var base = 0
        while lexer.step() {
            guard lexer.tokens.count >= Self.chunkSize + TokenStream.keptBehind else { continue }
            let tokens = lexer.takeTokens(keepingLast: TokenStream.keptBehind)
            let chunk = Chunk(tokens: tokens, base: base)
            base += tokens.count - TokenStream.keptBehind
            guard put(chunk) else { return }
        }
        let last = Chunk(tokens: lexer.takeTokens(keepingLast: 0), base: base)
        withLock {
            pending.append(last)
            lexicalDiagnostics = lexer.diagnostics
            done = true
            pthread_cond_broadcast(changed)
        }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Hands a chunk to the reader, waiting while ``maxPending`` are unread; false once the
    /// reader has gone (``cancel()``).
    private func put(_ chunk: Chunk) -> Bool {
        withLock {
            while pending.count - head >= Self.maxPending && !cancelled {
                pthread_cond_wait(changed, mutex)
            }
            guard !cancelled else { return false }
            pending.append(chunk)
            tokensHeld = max(tokensHeld, pending.reduce(0) { $0 + $1.tokens.count })
            pthread_cond_broadcast(changed)
            return true
        }
    }

    /// The next chunk, waiting for it; nil after the last.
    func take() -> Chunk? {
        withLock {
            while head == pending.count && !done {
                pthread_cond_wait(changed, mutex)
            }
            guard head < pending.count else { return nil }
            let chunk = pending[head]
            // The slot lets its tokens go now, and read slots are dropped once a few pile up:
            // the lexer usually stays ahead, so the queue is rarely empty.
            pending[head] = Chunk(tokens: [], base: 0)
            head += 1
            if head == pending.count {
                pending.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= Self.maxPending {
                pending.removeFirst(head)
                head = 0
            }
            pthread_cond_broadcast(changed)
            return chunk
        }
    }

    /// The most tokens the queue held at once (tests).
    var mostTokensHeld: Int {
        withLock { tokensHeld }
    }

    /// The lexical diagnostics, once the last chunk has been taken.
    var diagnostics: [Diagnostic] {
        withLock { lexicalDiagnostics }
    }

    /// Stops the lexer (the reader no longer reads): it exits at its next hand-over.
    func cancel() {
        withLock {
            cancelled = true
            pthread_cond_broadcast(changed)
        }
    }

    /// Cancels the pipe when the reader lets it go, whether or not it read to the end.
    final class Reader {
        let pipe: TokenPipe
        init(_ pipe: TokenPipe) { self.pipe = pipe }
        deinit { pipe.cancel() }
    }
}
