import Foundation

/// The C allocator's settings for a render process.
///
/// A render allocates and frees rasters of several megabytes per frame. glibc's default gives
/// blocks that large back to the system on every free (`mmap` above a threshold, trimming the
/// heap's top above another), so every frame pays again for zeroed pages: about a tenth of a
/// render's time, in page faults. ``keepFreedMemory()`` raises both thresholds, so that freed
/// rasters are reused; the peak memory is unchanged (it is the most held at once either way).
/// Elsewhere than glibc it does nothing.
public enum AllocatorTuning {
    /// glibc's `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` (`malloc.h`).
    private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3

    /// Lets the allocator keep and reuse freed memory (up to 256 MB at the heap's top; blocks up
    /// to 32 MB, glibc's largest threshold, from the heap). Call once, early, in a process that
    /// renders and then exits (not in a long-running server).
    public static func keepFreedMemory() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        // The program's own handle finds symbols of every library it loaded (libc's too).
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
    }
}
