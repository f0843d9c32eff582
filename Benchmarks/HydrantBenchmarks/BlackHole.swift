/// Consumes a benchmark result so that the optimiser cannot drop the work that produced it.
///
/// Never inlined and never optimised itself, so callers cannot see that it does nothing.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
