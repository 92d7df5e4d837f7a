// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "animlayout",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "animlayout", targets: ["animlayout"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "StatesFormat", targets: ["StatesFormat"]),
        .library(name: "AnimLayout", targets: ["AnimLayout"]),
        .library(name: "AnimText", targets: ["AnimText"]),
        .library(name: "AnimRender", targets: ["AnimRender"]),
        .library(name: "AnimReview", targets: ["AnimReview"]),
        .library(name: "AnimUIKit", targets: ["AnimUIKit"]),
        // Loaded by `review --serve` (dlopen), never linked: see Sources/AnimReviewServer/ServerEntry.swift.
        .library(name: "AnimReviewServer", type: .dynamic, targets: ["AnimReviewServer"]),
        // Loaded by `import X.swift` (dlopen), never linked: it compiles swift-syntax, which the
        // tool's own build then does not (see Sources/AnimSwiftImport/SwiftImportEntry.swift).
        .library(name: "AnimSwiftImport", type: .dynamic, targets: ["AnimSwiftImport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        // FilePath: path text that cannot trap (this toolchain's NSString path methods trap on "." and "o/").
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // System libraries (Debian: libcairo2-dev, libpango1.0-dev, libpng-dev and libdeflate-dev, libgif-dev, libimagequant-dev, libwebp-dev, FFmpeg).
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPango",
            path: "Sources/CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CWebP",
            path: "Sources/CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]
        ),
        // FFmpeg (Debian: libavcodec-dev, libavformat-dev, libswscale-dev, libavutil-dev): its headers
        // only; the libraries are loaded when an MP4 is written (see Sources/CAV/include/CAV.h).
        .target(name: "CAV", path: "Sources/CAV"),
        .systemLibrary(
            name: "CImageQuant",
            path: "Sources/CImageQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CGIF",
            path: "Sources/CGIF",
            providers: [.apt(["libgif-dev"])]
        ),

        // Pure modules.
        .target(name: "LayoutSolver"),
        .target(
            name: "StatesFormat",
            dependencies: [.product(name: "OrderedCollections", package: "swift-collections")],
            exclude: ["CHOICES.md"]
        ),
        .target(
            name: "AnimLayout",
            dependencies: [
                "StatesFormat", "LayoutSolver",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "AnimText",
            dependencies: ["AnimLayout", "CPango"],
            resources: [.copy("Fonts")]
        ),
        .target(name: "AnimRender", dependencies: ["AnimText", "AnimLayout", "CCairo", "CPNG", "CGIF", "CImageQuant", "CWebP", "CAV"]),
        .target(
            name: "AnimReview",
            dependencies: ["AnimRender", "AnimLayout", "AnimText",
                           .product(name: "SystemPackage", package: "swift-system")]
        ),
        // The review page's HTTP server: Foundation and FlyingFox only (C entry points).
        .target(
            name: "AnimReviewServer",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")]
        ),
        .target(
            name: "AnimUIKit",
            dependencies: [
                "StatesFormat", "AnimLayout", .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // The Swift reader (`import X.swift`): the one module that compiles swift-syntax.
        .target(
            name: "AnimSwiftImport",
            dependencies: [
                "AnimUIKit", "StatesFormat",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "animlayout",
            dependencies: [
                "AnimReview", "AnimUIKit", "AnimRender", "AnimText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),

        // Tests: one target per module, plus CLI end-to-end tests; TestSupport holds what they share.
        .target(name: "TestSupport", dependencies: ["StatesFormat", "AnimLayout", "AnimText", "AnimRender", "CCairo"], path: "Tests/TestSupport",
                exclude: ["Scenes", "Vendor"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(name: "StatesFormatTests", dependencies: ["StatesFormat"]),
        .testTarget(name: "AnimLayoutTests", dependencies: ["AnimLayout", "TestSupport"]),
        .testTarget(name: "AnimTextTests", dependencies: ["AnimText", "TestSupport"]),
        .testTarget(name: "AnimRenderTests", dependencies: ["AnimRender", "AnimLayout", "AnimText", "StatesFormat", "CCairo", "CGIF", "TestSupport"]),
        .testTarget(name: "AnimReviewServerTests", dependencies: ["AnimReviewServer"]),
        .testTarget(name: "AnimReviewTests", dependencies: ["AnimReview", "AnimRender", "AnimText", "TestSupport"]),
        .testTarget(
            name: "AnimUIKitTests", dependencies: ["AnimUIKit", "AnimLayout", "AnimText", "AnimRender", "StatesFormat", "TestSupport"],
            exclude: ["RealWorld"]
        ),
        .testTarget(
            name: "AnimSwiftImportTests", dependencies: ["AnimSwiftImport", "AnimUIKit", "AnimLayout", "AnimText", "AnimRender", "StatesFormat"],
            exclude: ["SwiftSources"]
        ),
        .testTarget(name: "animlayoutTests", dependencies: ["animlayout", "AnimRender", "AnimText", "TestSupport", "CPNG"]),
    ],
    swiftLanguageModes: [.v6]
)
