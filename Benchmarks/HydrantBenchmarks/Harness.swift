/// How long to warm up, how long a batch lasts, and how many rounds to time.
struct HarnessSettings {
    /// Each case runs at least this long before timing (warm-up and calibration).
    let warmUpSeconds: Double
    /// … and at least this many operations.
    let minimumWarmUpOps: Int
    /// A batch runs k operations, with k chosen so that the batch lasts at least this long.
    let batchSeconds: Double
    let rounds: Int
}

/// What one case measured: a per-operation time per round.
struct Measurement {
    let benchCase: BenchCase
    let opsPerBatch: Int
    /// Seconds per operation, indexed by round.
    let perOpSeconds: [Double]

    var medianSeconds: Double { perOpSeconds.median }

    /// Megabytes (10^6 B) of source document per second at the median time.
    var megabytesPerSecond: Double { Double(benchCase.sourceByteCount) / medianSeconds / 1e6 }

    /// How many times faster than `other` this case is: the median over rounds of
    /// `other`'s time / this case's time, so both sides of each ratio come from the same round.
    func speedup(over other: Measurement) -> Double {
        zip(other.perOpSeconds, perOpSeconds).map { $0 / $1 }.median
    }
}

/// Runs cases side by side: every case is warmed up and calibrated, then each round runs one
/// batch of every case, in an order rotated by one each round, so that drift hits all cases alike.
struct Harness {
    let settings: HarnessSettings

    func run(_ cases: [BenchCase]) -> [Measurement] {
        let opsPerBatch = cases.map { benchCase in
            let ops = calibrate(benchCase)
            note("  calibrated \(benchCase.name): \(ops) ops per batch")
            return ops
        }
        var perOpSeconds = Array(repeating: [Double](), count: cases.count)
        for round in 0..<settings.rounds {
            note("  round \(round + 1) of \(settings.rounds)")
            for offset in cases.indices {
                let index = (offset + round) % cases.count
                let seconds = timeBatch(cases[index], ops: opsPerBatch[index])
                perOpSeconds[index].append(seconds / Double(opsPerBatch[index]))
            }
        }
        return cases.indices.map {
            Measurement(benchCase: cases[$0], opsPerBatch: opsPerBatch[$0], perOpSeconds: perOpSeconds[$0])
        }
    }

    /// Warms a case up and returns k, the operations per batch: batches grow until one lasts at
    /// least `batchSeconds`, and run on until the warm-up has lasted long enough.
    private func calibrate(_ benchCase: BenchCase) -> Int {
        var ops = 1
        var warmedSeconds = 0.0
        var warmedOps = 0
        while true {
            let seconds = timeBatch(benchCase, ops: ops)
            warmedSeconds += seconds
            warmedOps += ops
            if seconds < settings.batchSeconds {
                let scaled = (Double(ops) * settings.batchSeconds / max(seconds, 1e-9) * 1.1).rounded(.up)
                ops = max(ops + 1, Int(min(scaled, 1e9)))
            } else if warmedSeconds >= settings.warmUpSeconds && warmedOps >= settings.minimumWarmUpOps {
                return ops
            }
        }
    }

    /// The wall-clock seconds that `ops` operations of the case take.
    @inline(never)
    private func timeBatch(_ benchCase: BenchCase, ops: Int) -> Double {
        let operation = benchCase.operation
        let clock = ContinuousClock()
        let start = clock.now
        do {
            for _ in 0..<ops { try operation() }
        } catch {
            fail("\(benchCase.name) threw while being timed: \(error)")
        }
        let elapsed = start.duration(to: clock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}
