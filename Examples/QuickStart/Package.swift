// swift-tools-version: 6.1
import PackageDescription

// The README's "30 seconds" example as a program. `scripts/readme-check.py` keeps its source and
// its output identical to the README's; `.ci/examples` builds it in both language modes with
// warnings as errors (in the example's own module only) and runs it. QuickStartSwift5 compiles the
// same file (a symbolic link) in the Swift 5 language mode.
let warningsAreErrors: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "QuickStart",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Hydrant alone: its traits off, so SwiftPM resolves neither swift-syntax nor swift-argument-parser.
        .package(name: "Hydrant", path: "../..", traits: [])
    ],
    targets: [
        .executableTarget(
            name: "QuickStart",
            dependencies: [.product(name: "Hydrant", package: "Hydrant")],
            swiftSettings: [.swiftLanguageMode(.v6)] + warningsAreErrors
        ),
        .executableTarget(
            name: "QuickStartSwift5",
            dependencies: [.product(name: "Hydrant", package: "Hydrant")],
            swiftSettings: [.swiftLanguageMode(.v5)] + warningsAreErrors
        ),
    ]
)
