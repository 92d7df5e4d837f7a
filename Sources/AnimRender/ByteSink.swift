import CCairo
import Foundation

/// Collects the bytes Cairo's and giflib's stream writers hand over: in memory, or — with a
/// file — passed on to it in chunks of about 1 MB, so that a long animation never sits in
/// memory whole.
final class ByteSink {
    /// The bytes not yet passed to the file (all of them when there is no file).
    var bytes: [UInt8] = []
    private let file: FileHandle?
    /// The first write error, reported by `flush()`.
    private(set) var failure: Error?
    private static let chunk = 1 << 20

    /// A sink in memory, or in front of `file`.
    init(file: FileHandle? = nil) { self.file = file }

    /// Appends bytes (passing them on to the file when enough have gathered).
    func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
        if file != nil, bytes.count >= ByteSink.chunk { try? flush() }
    }

    /// Writes what is pending to the file; throws the first write error seen.
    func flush() throws {
        if let failure { throw failure }
        guard let file, !bytes.isEmpty else { return }
        do {
            try file.write(contentsOf: bytes)
            bytes.removeAll(keepingCapacity: true)
        } catch {
            failure = error
            throw error
        }
    }

    /// A `cairo_write_func_t` appending to the sink passed as its closure argument.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 {
            sink.append(UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return sink.failure == nil ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
    }
}
