// Measures how much thread stack mapping a deeply nested document takes, per nesting level, so that
// the depth limits can be checked against the stack sizes they promise to fit (docs/Reliability.md,
// "Stack depth"). `scripts/stack-depth.sh` builds it in debug and release and runs it.
//
//   StackProbe [MODEL|all] [STAGE]    MODEL: classTree structTree enumChain linkedList; STAGE: see DeepModel.Stage
//
// Each stage runs twice, at two depths, on a thread whose stack is filled with a pattern first (its
// input is prepared before, on the main thread: see DeepModel.prepare(depth:stage:));
// the deepest byte overwritten gives the stack used, and the difference between the two depths the
// bytes per level. "fits" is the deepest document that would run on a 512 KiB and a 1 MiB stack;
// ✓ when that is at least the default depth (128) and the ceiling (512), as documented. Exits with
// status 1 when a row has ✗.
import Foundation
import FuzzModel
import Hydrant

#if canImport(Glibc)
    import Glibc
#endif

/// Holds the body while the thread runs.
private final class Job: @unchecked Sendable {
    let body: () -> String
    var result = ""

    init(_ body: @escaping () -> String) {
        self.body = body
    }
}

/// Runs `body` on a thread with a stack of `size` bytes filled with a pattern; returns its result
/// and the number of bytes of the stack that were used (the thread's own data at the top of the
/// stack included, the same for every run).
private func measure(stackSize size: Int, _ body: @escaping () -> String) -> (result: String, used: Int) {
    let stack = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 1 << 16)
    defer { stack.deallocate() }
    memset(stack, 0xA5, size)
    let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
    defer { attributes.deallocate() }
    pthread_attr_init(attributes)
    defer { pthread_attr_destroy(attributes) }
    pthread_attr_setstack(attributes, stack, size)
    let job = Job(body)
    var thread: pthread_t = 0
    let started = pthread_create(
        &thread, attributes,
        { argument in
            let job = Unmanaged<Job>.fromOpaque(argument!).takeUnretainedValue()
            job.result = job.body()
            return nil
        }, Unmanaged.passUnretained(job).toOpaque())
    precondition(started == 0, "pthread_create failed")
    pthread_join(thread, nil)
    var untouched = 0
    let words = stack.assumingMemoryBound(to: UInt64.self)
    while untouched < size / 8, words[untouched] == 0xA5A5_A5A5_A5A5_A5A5 { untouched += 1 }
    return (job.result, size - untouched * 8)
}

/// One row: the stack used at two depths, the bytes per level, and the deepest documents that fit.
/// Returns whether the default depth fits on 512 KiB and the ceiling on 1 MiB, as documented.
private func report(_ name: String, depths: (Int, Int), _ prepare: (Int) -> @Sendable () -> String) -> Bool {
    let stackSize = 64 << 20
    let low = measure(stackSize: stackSize, prepare(depths.0))
    let high = measure(stackSize: stackSize, prepare(depths.1))
    let perLevel = Double(high.used - low.used) / Double(depths.1 - depths.0)
    let base = Double(low.used) - perLevel * Double(depths.0)
    func fits(_ stack: Int) -> Int { perLevel > 0 ? Int((Double(stack) - base) / perLevel) : Int.max }
    let outcome = low.result == "ok" && high.result == "ok" ? "" : "  (\(low.result); \(high.result))"
    let holds =
        outcome.isEmpty && fits(512 << 10) >= JSONReadingOptions.default.maxDepth
        && fits(1 << 20) >= JSONReadingOptions.maximumDepthCeiling
    print(
        String(
            format: "%-26@ %6.0f B/level, base %4.0f KiB, fits %5d levels on 512 KiB, %5d on 1 MiB %@%@",
            name, perLevel, base / 1024, fits(512 << 10), fits(1 << 20), holds ? "✓" : "✗", outcome))
    return holds
}

let arguments = CommandLine.arguments
let only = arguments.count > 1 ? arguments[1] : "all"
let stages = arguments.count > 2 ? [DeepModel.Stage(rawValue: arguments[2]) ?? .all] : DeepModel.Stage.allCases
#if DEBUG
    print("debug build")
#else
    print("release build")
#endif
var allHold = true
for model in DeepModel.allCases where only == "all" || only == model.rawValue {
    for stage in stages {
        allHold =
            report("\(model.rawValue) \(stage.rawValue)", depths: (128, 512)) { model.prepare(depth: $0, stage: stage) }
            && allHold
    }
}
exit(allHold ? 0 : 1)
