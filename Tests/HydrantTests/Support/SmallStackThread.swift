import Foundation

/// Holds a thread's result; written once by the thread before it signals the waiting test.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Runs `body` on a new thread with a small stack and waits for it, so tests can prove that deep
/// documents are handled without deep recursion.
func runOnThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value
}
