// swift-tools-version: 6.1
import PackageDescription

/// The fuzz targets of Hydrant, kept out of the main package so that its manifest stays unchanged.
/// Build and run them with `scripts/fuzz.sh TARGET SECONDS` (libFuzzer and AddressSanitizer through
/// `swift build --sanitize=fuzzer --sanitize=address`); a plain `swift build` gives binaries that do
/// nothing, so the targets stay compilable everywhere.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let targets = [
    "FuzzRoundTrip", "FuzzMapping", "FuzzLimits", "FuzzDifferential", "FuzzConversions", "FuzzStreams",
]

let package = Package(
    name: "HydrantFuzz",
    platforms: [.macOS(.v13)],
    products: (targets + ["FuzzReplay", "ResourceProbe", "StackProbe"]).map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "Hydrant", path: "..")],
    targets: [
        // The order model and the checks, shared with the unit tests through symbolic links.
        .target(
            name: "FuzzModel", dependencies: [.product(name: "Hydrant", package: "Hydrant")],
            swiftSettings: swiftSettings),
        // Time and memory of reading large documents (scripts/resources.sh); the stack that
        // mapping deep documents takes is measured by StackProbe (scripts/stack-depth.sh).
        .executableTarget(
            name: "ResourceProbe", dependencies: [.product(name: "Hydrant", package: "Hydrant")],
            swiftSettings: swiftSettings),
    ]
        + (targets + ["FuzzReplay", "StackProbe"]).map {
            .executableTarget(name: $0, dependencies: ["FuzzModel"], swiftSettings: swiftSettings)
        }
)
