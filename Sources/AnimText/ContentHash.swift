import CPango

/// SHA-256 of bytes, as lower-case hex, through GLib's `GChecksum` (GLib comes with Pango, so
/// the two content hashes the tool prints and names files by need no cryptography package).
public enum ContentHash {
    /// The SHA-256 of `bytes` in hex (64 digits).
    public static func sha256Hex(_ bytes: [UInt8]) -> String {
        let hex = bytes.withUnsafeBufferPointer { buffer in
            g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.baseAddress, gsize(buffer.count))
        }
        guard let hex else { return "" }
        defer { g_free(hex) }
        return String(cString: hex)
    }
}
