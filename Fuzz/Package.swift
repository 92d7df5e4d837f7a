// swift-tools-version:6.0
// libFuzzer harness for the `.states` compiler. See README.md.
import Foundation
import PackageDescription

// A path dependency's identity is its folder name (the checkout or worktree folder).
let parentFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "StatesFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "StatesFuzz",
            dependencies: [.product(name: "StatesFormat", package: parentFolder),
                           .product(name: "AnimLayout", package: parentFolder)],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
