// swift-tools-version: 6.1
import PackageDescription

// An example, not part of the library: a small JSON API on Hummingbird 2 whose handlers map
// request bodies with Hydrant, answer 422 with a problem-details document listing every error,
// accept with warnings when fallbacks were used, and write responses with reverse mappers. The
// library itself has no dependencies; this package depends on it by path.
let package = Package(
    name: "OrdersAPI",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Hydrant", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(
            name: "OrdersAPI",
            dependencies: [
                .product(name: "Hydrant", package: "Hydrant"),
                .product(name: "HydrantJSON", package: "Hydrant"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
        ),
        .executableTarget(
            name: "OrdersServer",
            dependencies: ["OrdersAPI"],
            swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "OrdersAPITests",
            dependencies: [
                "OrdersAPI",
                .product(name: "Hydrant", package: "Hydrant"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
        ),
    ]
)
