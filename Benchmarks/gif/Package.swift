// swift-tools-version:6.0
import PackageDescription
import Foundation

// GIF encoder benchmark. Build and run from this folder:
//   swift run -c release --scratch-path .build-bench gif-bench
//
// The root package is a path dependency, whose identity is its folder's name (lower-cased),
// which depends on where the repository is checked out: compute it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
    name: "gif-bench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "gif-bench", dependencies: [
            .product(name: "AnimRender", package: rootIdentity), .product(name: "AnimText", package: rootIdentity),
            .product(name: "StatesFormat", package: rootIdentity),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
