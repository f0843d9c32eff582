# Sourced by scripts/format.sh and scripts/format-check.sh: the Swift files swift-format looks at,
# every one git tracks (Sources, Tests, Benchmarks, Examples, Fuzz, the Package.swift files) but
# the test data under Tests/HydrantTests/Resources.
swift_files() {
    git ls-files -- '*.swift' ':!:Tests/HydrantTests/Resources/**'
}
