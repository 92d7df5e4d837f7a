import Foundation

/// The C allocator's settings for a render process.
///
/// A render allocates and frees rasters of several megabytes per frame. glibc's default gives
/// blocks that large back to the system on every free (`mmap` above a threshold, trimming the
/// heap's top above another), so every frame pays again for zeroed pages: about a tenth of a
/// render's time, in page faults. ``keepFreedMemory()`` raises both thresholds, so that freed
/// rasters are reused; the peak memory is unchanged (it is the most held at once either way).
/// It also keeps every thread on one arena: with an arena per thread (glibc's default, up to 8
/// per core), a raster freed by one thread was not reused by the next that needed one, and each
/// arena held rasters of its own: on Benchmarks/music, one arena halved the page faults and took
/// the peak memory from 428–468 MB to 263–291 MB, with no loss of time on 2 cores (small
/// allocations come from each thread's cache without the arena's lock).
/// Elsewhere than glibc it does nothing.
public enum AllocatorTuning {
    /// glibc's `M_TRIM_THRESHOLD`, `M_MMAP_THRESHOLD`, `M_PERTURB` and `M_ARENA_MAX` (`malloc.h`).
    private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3, perturb: Int32 = -6, arenaMax: Int32 = -8

    /// Makes the allocator fill every block it hands out with one byte (and every block freed
    /// with another), so that a library that reads memory it did not write reads the same bytes
    /// on every run. The H.264 encoder does: once a render has freed and reused memory
    /// (``keepFreedMemory()``), the same frames (checked by hashing what went to the encoder)
    /// made MP4 files that differed by a few bytes from run to run. Costs a fill per allocation;
    /// called when an MP4 is first written. Elsewhere than glibc it does nothing.
    public static func fillAllocations() {
        mallopt(perturb, 0xA5)
    }

    /// Lets the allocator keep and reuse freed memory (up to 256 MB at the heap's top; blocks up
    /// to 32 MB, glibc's largest threshold, from the heap), in one arena for all threads. Call
    /// once, early (before the render starts threads), in a process that renders and then exits
    /// (not in a long-running server).
    public static func keepFreedMemory() {
        mallopt(mmapThreshold, 32 << 20)
        mallopt(trimThreshold, 256 << 20)
        mallopt(arenaMax, 1)
    }

    /// glibc's `mallopt`, looked up by name (nothing elsewhere).
    private static func mallopt(_ option: Int32, _ value: Int32) {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        // The program's own handle finds symbols of every library it loaded (libc's too).
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(option, value)
    }
}
