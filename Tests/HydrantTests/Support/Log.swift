import Foundation

/// Collects what closures saw (hooks, post-processing), across the `@Sendable` boundary.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) {
        lock.withLock { entries.append(entry) }
    }

    var all: [String] {
        lock.withLock { entries }
    }
}
