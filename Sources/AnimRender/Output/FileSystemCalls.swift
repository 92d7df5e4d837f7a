import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The few POSIX calls the output folder needs that Foundation does not offer: an atomic
/// exchange of two folders, a no-replace rename, an advisory lock on a folder, and whether a
/// process is alive.
enum FileSystemCalls {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2` (2.28 and later), looked up at run time because Swift's Glibc module
    /// does not declare it.
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    private static let exchangeFlag: UInt32 = 2     // RENAME_EXCHANGE
    private static let noReplaceFlag: UInt32 = 1    // RENAME_NOREPLACE
    private static let currentDirectory: Int32 = -100   // AT_FDCWD

    /// The result of a rename: success, unsupported here (fall back), or failed with `errno`.
    enum Outcome: Equatable {
        case done
        case unsupported
        case failed(Int32)
    }

    /// Atomically swaps two existing paths (`RENAME_EXCHANGE`): at every instant each path
    /// names one of the two folders, so an interruption never leaves the target missing.
    static func exchange(_ a: String, _ b: String) -> Outcome {
        call(a, b, flags: exchangeFlag)
    }

    /// Renames `from` to `to` only if `to` does not exist (`RENAME_NOREPLACE`).
    static func renameNoReplace(_ from: String, _ to: String) -> Outcome {
        call(from, to, flags: noReplaceFlag)
    }

    private static func call(_ a: String, _ b: String, flags: UInt32) -> Outcome {
        guard let renameat2 else { return .unsupported }
        if renameat2(currentDirectory, a, currentDirectory, b, flags) == 0 { return .done }
        let code = errno
        return (code == EINVAL || code == ENOSYS || code == ENOTSUP) ? .unsupported : .failed(code)
    }

    /// True when a process with this id exists (it may belong to another user).
    static func isAlive(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// The text of an `errno` value.
    static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// An exclusive advisory lock (`flock`) on a folder, held until `unlock()` or deinit. Renders
/// of the same scene into the same folder take it around their commit, so two at once both
/// finish, one after the other, and no lock file is left behind.
final class FolderLock {
    private var descriptor: Int32

    /// Opens `path` (a folder) and waits for the lock.
    init(_ path: String) throws {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw RenderError("cannot open '\(path)': \(FileSystemCalls.message(errno))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let message = FileSystemCalls.message(errno)
                close(descriptor)
                descriptor = -1
                throw RenderError("cannot lock '\(path)': \(message)")
            }
        }
    }

    /// Releases the lock.
    func unlock() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
