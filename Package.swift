// swift-tools-version: 6.2
import PackageDescription

// Swift 6.2 (Xcode 26) at least: the code uses `@concurrent`, `nonisolated(nonsending)`,
// isolated conformances and `weak let`, none of which Swift 6.0 or 6.1 (Xcode 16) compiles.

let package = Package(
  name: "Sift",
  platforms: [
    .macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
  ],
  products: [
    .library(name: "Sift", targets: ["Sift"]),
    .library(name: "SiftCore", targets: ["SiftCore"]),
    .library(name: "SiftControllers", targets: ["SiftControllers"]),
    .library(name: "SiftTesting", targets: ["SiftTesting"]),
    .library(name: "SiftLocal", targets: ["SiftLocal"]),
    .library(name: "SiftAlgolia", targets: ["SiftAlgolia"]),
    .library(name: "SiftTypesense", targets: ["SiftTypesense"]),
  ],
  targets: [
    .target(name: "SiftCore"),
    .target(name: "SiftControllers", dependencies: ["SiftCore"]),
    .target(name: "SiftTesting", dependencies: ["SiftCore"]),
    .target(name: "SiftLocal", dependencies: ["SiftCore"]),
    .target(name: "Sift", dependencies: ["SiftCore", "SiftControllers", "SiftLocal"]),
    .executableTarget(name: "sift-demo", dependencies: ["Sift", "SiftTypesense"]),
    .executableTarget(name: "sift-bench", dependencies: ["Sift", "SiftTypesense"]),
    .target(name: "SiftTestSupport", dependencies: ["SiftCore"], path: "Tests/SiftTestSupport"),
    .testTarget(
      name: "SiftCoreTests", dependencies: ["SiftCore", "SiftTesting", "SiftTestSupport"]),
    .testTarget(
      name: "SiftControllersTests",
      dependencies: [
        "Sift", "SiftControllers", "SiftTesting", "SiftAlgolia", "SiftTypesense", "SiftTestSupport",
      ]),
    .testTarget(name: "SiftTestingTests", dependencies: ["SiftTesting", "SiftCore"]),
    .testTarget(
      name: "SiftLocalTests",
      dependencies: ["SiftLocal", "SiftCore", "SiftTesting", "SiftTestSupport"]),
    .testTarget(
      name: "SiftDemoTests", dependencies: ["sift-demo", "Sift", "SiftTesting", "SiftTestSupport"],
      exclude: ["Support/pty_session.py"]),
    .target(name: "SiftAlgolia", dependencies: ["SiftCore"]),
    .testTarget(
      name: "SiftAlgoliaTests",
      dependencies: ["SiftAlgolia", "SiftCore", "SiftLocal", "SiftTesting", "SiftTestSupport"],
      resources: [.copy("Support/algolia_test_server.py")]),
    .target(name: "SiftTypesense", dependencies: ["SiftCore"]),
    .testTarget(
      name: "SiftTypesenseTests",
      dependencies: [
        "SiftTypesense", "SiftCore", "SiftControllers", "SiftLocal", "SiftTesting",
        "SiftTestSupport", "sift-demo",
      ]),
    .testTarget(
      name: "InstantSearchParityTests",
      dependencies: [
        "Sift", "SiftCore", "SiftControllers", "SiftTesting", "SiftAlgolia", "SiftTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
