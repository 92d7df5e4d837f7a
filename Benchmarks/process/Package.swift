// swift-tools-version:6.0
// Where the whole process's time goes, stage by stage, in one process (no start-up): its own
// package, so the root build never builds it. Built and run by ./stages.sh (release, .build-bench).
import PackageDescription

let package = Package(
    name: "ProcessStages",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "animlayout", path: "../..")],
    targets: [
        .executableTarget(
            name: "ProcessStages",
            dependencies: [
                .product(name: "StatesFormat", package: "animlayout"),
                .product(name: "AnimLayout", package: "animlayout"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
