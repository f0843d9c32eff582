import Foundation

/// Holds a thread's result; written once by the thread before it signals the waiting test.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Runs `body` on a new thread with a small stack and waits for it, so tests can prove that deep
/// documents are handled without deep recursion.
///
/// Sanitizers make stack frames several times larger; `scripts/sanitize.sh` sets
/// `HYDRANT_STACK_SCALE` to multiply the stack size accordingly. The budgets hold for plain builds.
func runOnThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    let scale = ProcessInfo.processInfo.environment["HYDRANT_STACK_SCALE"].flatMap(Int.init) ?? 1
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = stackSize * max(scale, 1)
    thread.start()
    done.wait()
    return box.value
}
