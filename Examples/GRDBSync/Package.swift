// swift-tools-version: 6.1
import PackageDescription

// An example, not part of the library: maps JSON records into rows of a SQLite database through
// GRDB, updating existing rows by id through an object mapping's factory. The library itself has
// no dependencies; this package depends on it by path.
let package = Package(
    name: "GRDBSync",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Hydrant", path: "../.."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "GRDBSync",
            dependencies: [
                .product(name: "Hydrant", package: "Hydrant"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
        )
    ]
)
