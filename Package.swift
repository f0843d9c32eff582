// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Settings shared by every target: Swift 6 language mode (complete strict concurrency) plus
/// upcoming features that make the code say what it means.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    // SE-0335: spell existential types `any P`.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0444: a file sees only the members of modules it imports itself.
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// `swift package generate-documentation` needs the swift-docc-plugin; `.ci/docs` sets
/// `HYDRANT_DOCS=1` to add it, so that packages depending on Hydrant never resolve it.
let documentationDependencies: [Package.Dependency] =
    Context.environment["HYDRANT_DOCS"] == "1"
    ? [.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0")]
    : []

/// Uses of swift-syntax: only with the trait Macros, so that turning it off resolves none of it.
let macros: TargetDependencyCondition? = .when(traits: ["Macros"])

let package = Package(
    name: "Hydrant",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "Hydrant", targets: ["Hydrant"]),
        // The JSON layer on its own: values, reader, writer and their Foundation bridges.
        .library(name: "HydrantJSON", targets: ["HydrantJSON"]),
        // `@Mappable` and its attributes; the only product that builds swift-syntax.
        .library(name: "HydrantMacros", targets: ["HydrantMacros"]),
        // Checks for tests of mappers, usable from Swift Testing and XCTest.
        .library(name: "HydrantTestSupport", targets: ["HydrantTestSupport"]),
        .executable(name: "hydrant", targets: ["HydrantCLI"]),
        .executable(name: "hydrant-bench", targets: ["HydrantBenchmarks"]),
    ],
    // Both on by default. A package that uses `Hydrant`, `HydrantJSON` or `HydrantTestSupport` alone
    // can depend on Hydrant with `traits: []`: SwiftPM then resolves neither swift-syntax nor
    // swift-argument-parser (scripts/consumer-check.sh). This package itself builds with both.
    traits: [
        .trait(name: "Macros", description: "HydrantMacros (@Mappable), which needs swift-syntax."),
        .trait(name: "CLI", description: "The hydrant command-line tool, which needs swift-argument-parser."),
        .default(enabledTraits: ["Macros", "CLI"]),
    ],
    dependencies: [
        // Used by the command-line tool only (trait CLI); the library has no dependencies.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Used by the macros only (trait Macros); a client of Hydrant alone never builds it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ] + documentationDependencies,
    targets: [
        // MARK: Library
        // Both library targets are checked for memory safety (SE-0458): each one's unsafe code is
        // in its Unsafe folder, marked `unsafe` there and nowhere else (docs/Architecture.md,
        // "Unsafe code"; scripts/layers.py checks it).
        // The JSON layer: strict, exact JSON values, reader and writer; no mapping.
        .target(
            name: "HydrantJSON",
            swiftSettings: swiftSettings + [.strictMemorySafety()]
        ),
        // The mapping layer; re-exports HydrantJSON (Sources/Hydrant/Exports.swift).
        .target(
            name: "Hydrant",
            dependencies: ["HydrantJSON"],
            swiftSettings: swiftSettings + [.strictMemorySafety()]
        ),

        // Checks for tests of mappers: outcomes, round trips, path reporting. Imports neither
        // Swift Testing nor XCTest: a failed check throws an error that fails a test of either.
        .target(
            name: "HydrantTestSupport",
            dependencies: ["Hydrant"],
            swiftSettings: swiftSettings
        ),

        // MARK: Macros
        // The compiler plugin: expands @Mappable into an explicit object mapper.
        .macro(
            name: "HydrantMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: macros),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: macros),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax", condition: macros),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: macros),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: macros),
            ],
            swiftSettings: swiftSettings
        ),
        // The macros' declarations; re-exports Hydrant.
        .target(
            name: "HydrantMacros",
            dependencies: ["Hydrant", .target(name: "HydrantMacrosPlugin", condition: macros)],
            swiftSettings: swiftSettings
        ),

        // MARK: Tools
        // The manual's Getting Started example (John Doe), shared by `hydrant demo` and the tests.
        .target(
            name: "HydrantDemo",
            dependencies: ["Hydrant"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "HydrantCLI",
            dependencies: [
                "Hydrant",
                "HydrantDemo",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CLI"])),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "HydrantBenchmarks",
            // The macro-declared models only with the trait Macros: the performance gate builds
            // without it, so that its release build does not compile swift-syntax.
            dependencies: [
                "Hydrant", .target(name: "HydrantMacros", condition: macros), "HydrantMallocCounter",
                "HydrantTestSupport",
            ],
            path: "Benchmarks/HydrantBenchmarks",
            swiftSettings: swiftSettings
        ),
        // Counts the benchmark's heap allocations (Linux/glibc; a no-op elsewhere).
        .target(
            name: "HydrantMallocCounter",
            path: "Benchmarks/MallocCounter"
        ),

        // MARK: Tests
        .testTarget(
            name: "HydrantTests",
            dependencies: ["Hydrant", "HydrantJSON", "HydrantDemo", "HydrantTestSupport"],
            exclude: ["Resources"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HydrantMacrosTests",
            dependencies: [
                "HydrantMacros",
                .target(name: "HydrantMacrosPlugin", condition: macros),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax", condition: macros),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax", condition: macros),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax", condition: macros),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
