// swift-tools-version:6.0
// The solver benchmark: its own package, so the root build never builds it.
// Build and run with ./run.sh (release build in .build-bench).
import PackageDescription

let package = Package(
    name: "SolverBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "animlayout", path: "../..")],
    targets: [
        .executableTarget(
            name: "SolverBenchmark",
            dependencies: [.product(name: "LayoutSolver", package: "animlayout")]
        )
    ],
    swiftLanguageModes: [.v6]
)
