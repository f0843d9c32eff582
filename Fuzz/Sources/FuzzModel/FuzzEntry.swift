import Foundation

/// What every fuzz target's `LLVMFuzzerTestOneInput` does: run one check on the input and stop
/// with a trap when it reports an issue, so that libFuzzer keeps the input as an artifact.
public enum FuzzEntry {
    /// Runs `check` on the `count` bytes at `start`.
    ///
    /// - Returns: 0, as libFuzzer requires.
    public static func run(_ start: UnsafeRawPointer, _ count: Int, _ check: ([UInt8]) -> String?) -> CInt {
        let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
        if let issue = check(bytes) {
            // Optimized builds drop a precondition's message, so print it first.
            FileHandle.standardError.write(Data("fuzz check failed: \(issue)\n".utf8))
            preconditionFailure(issue)
        }
        return 0
    }
}
