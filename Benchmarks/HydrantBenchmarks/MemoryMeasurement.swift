import HydrantMallocCounter

/// Heap allocations and peak heap of one operation, counted by the malloc interposer
/// (`Benchmarks/MallocCounter`).
struct MemoryFigures {
    /// Calls to malloc, calloc, realloc and the aligned allocators during one operation.
    let allocations: UInt64
    /// The most bytes live on the heap above the level before the operation, during it (its
    /// result included).
    let peakBytes: Int64
}

enum MemoryMeasurement {
    /// Whether this platform can count allocations (Linux with glibc).
    static var isAvailable: Bool { hydrant_malloc_counter_available() != 0 }

    /// Counts what `body` allocates.
    static func count(_ body: () throws -> Void) rethrows -> MemoryFigures {
        hydrant_malloc_counter_start()
        defer { hydrant_malloc_counter_stop() }
        try body()
        return MemoryFigures(
            allocations: hydrant_malloc_counter_allocations(), peakBytes: hydrant_malloc_counter_peak_bytes())
    }

    /// One operation of every case, after a warm-up operation, keyed by case name; empty where
    /// counting is not available.
    static func measure(_ cases: [BenchCase]) -> [String: MemoryFigures] {
        guard isAvailable else { return [:] }
        note("  counting allocations")
        var figures: [String: MemoryFigures] = [:]
        for benchCase in cases {
            do {
                try benchCase.operation()
                figures[benchCase.name] = try count(benchCase.operation)
            } catch {
                fail("\(benchCase.name) threw while its allocations were counted: \(error)")
            }
        }
        return figures
    }
}
