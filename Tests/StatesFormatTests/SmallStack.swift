import Foundation

/// Runs `body` on a new thread with a `bytes`-sized stack and waits for it: render workers are
/// secondary threads, so nothing a scene can contain may need a deep call stack.
func onSmallStack(_ bytes: Int = 256 * 1024, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
}
