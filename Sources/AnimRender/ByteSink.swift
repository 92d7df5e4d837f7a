import CCairo

/// Collects the bytes Cairo's stream writers hand over.
final class ByteSink {
    var bytes: [UInt8] = []

    /// A `cairo_write_func_t` appending to the sink passed as its closure argument.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
    }
}
