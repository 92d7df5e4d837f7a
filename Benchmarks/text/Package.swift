// swift-tools-version:6.0
import PackageDescription
import Foundation

// Text measuring benchmark. Build and run from this folder:
//   swift run -c release --scratch-path .build-bench text-bench
//
// The root package is a path dependency, whose identity is its folder's name (lower-cased),
// which depends on where the repository is checked out: compute it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
    name: "text-bench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "text-bench", dependencies: [.product(name: "AnimText", package: rootIdentity)]),
    ],
    swiftLanguageModes: [.v6]
)
