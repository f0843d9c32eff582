/// `--profile N`: runs cases untimed, for profilers (`valgrind --tool=callgrind`, `perf record`).
enum Profiling {
    /// Runs each case once to warm it up (its type metadata, lazily built mappers, first touches of
    /// memory), then `iterations` times through ``measured(_:iterations:)``; ends the run if a case
    /// throws.
    static func run(_ cases: [BenchCase], iterations: Int) {
        for benchCase in cases {
            note("  profiling \(benchCase.name): \(iterations) operations after one to warm up")
            do {
                try benchCase.operation()
                try measured(benchCase, iterations: iterations)
            } catch {
                fail("\(benchCase.name) threw: \(error)")
            }
        }
    }

    /// The operations a profiler counts: the perf gate (`scripts/perf_gate.py`) switches
    /// callgrind's collection on entering this function and off leaving it, so neither loading and
    /// preparing the document nor the warm-up operation is counted. Never inlined, so that it keeps
    /// its symbol.
    @inline(never)
    static func measured(_ benchCase: BenchCase, iterations: Int) throws {
        for _ in 0..<iterations { try benchCase.operation() }
    }
}
