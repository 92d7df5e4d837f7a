import Foundation
import Testing
import AnimLayout
import AnimRender
import AnimText
import StatesFormat

/// Loads the example scenes of `States/` and checks their layouts against the hand-computed
/// values of `docs/scenes.md`.
///
/// The only number taken from the code is the text measurement (`W`, `H`): every expected
/// frame and error is written in the tests as the document's formula.
enum SceneHarness {
    /// The repository root: this file is `Tests/animlayoutTests/Scenes/SceneHarness.swift`.
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Scenes
        .deletingLastPathComponent()  // animlayoutTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    /// The measurer the CLI uses (the shipped fonts through Pango and HarfBuzz, rounded up to
    /// 0.5 pt). The shipped fonts are part of the repository: failing to load them fails every test.
    static let measurer: TextSystem = {
        do { return try TextSystem.shared(scale: 2) } catch { fatalError("the shipped fonts do not load: \(error)") }
    }()

    /// Tolerance for frames and errors (the engine snaps to 1e-6 pt).
    static let tolerance = 1e-5

    /// The source of `relative` (e.g. `States/min-spacing.states`).
    static func source(_ relative: String) throws -> String {
        try String(contentsOf: repoRoot.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Compiles `relative`, recording every diagnostic as an issue if it does not load.
    static func compile(_ relative: String) throws -> CompileResult {
        StatesCompiler.compile(source: try source(relative), file: relative)
    }

    /// The checked scene of `relative`; fails the test if it has errors.
    static func scene(_ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Scene {
        let result = try compile(relative)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(relative) does not compile: \(errors.map(\.message))", sourceLocation: sourceLocation)
        let scene = try #require(result.scene, sourceLocation: sourceLocation)
        // Image files give image views their intrinsic sizes, as the CLI reads them.
        switch ImageSetup.load(scene) {
        case .success(let loaded): return loaded
        case .failure(let failure):
            Issue.record("\(relative): \(failure.diagnostics.map(\.message))", sourceLocation: sourceLocation)
            return scene
        }
    }

    /// An engine for `relative` with the Cairo measurer.
    static func engine(_ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutEngine {
        LayoutEngine(scene: try scene(relative, sourceLocation: sourceLocation), measurer: measurer)
    }

    /// Every `.states` file directly in `folder` (relative to the repository), sorted.
    static func files(in folder: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: repoRoot.appendingPathComponent(folder).path)
        return names.filter { $0.hasSuffix(".states") }.sorted().map { "\(folder)/\($0)" }
    }
}

/// Measured width of `text` at `size` points (the system font, rounded up to 0.5 pt).
func W(_ text: String, _ size: Double) -> Double {
    SceneHarness.measurer.size(of: text, fontSize: size).width
}

/// Measured height of one line at `size` points.
func H(_ size: Double) -> Double {
    SceneHarness.measurer.size(of: "Hg", fontSize: size).height
}

/// Width of `text` in `font` (rounded up to 0.5 pt); with `wrapAt`, the widest line when it
/// wraps at that width without a line limit.
func W(_ text: String, _ font: FontSpec, wrapAt width: Double? = nil) -> Double {
    SceneHarness.measurer.measure(TextRequest(text, font: font, lines: width == nil ? 1 : 0, width: width)).width
}

/// The system font's line height at `size` (hhea, unrounded).
func LH(_ size: Double) -> Double {
    SceneHarness.measurer.measure(TextRequest("Hg", font: .system(size))).lineHeight
}

/// The system font's ascent at `size` (hhea, unrounded).
func ASC(_ size: Double) -> Double {
    SceneHarness.measurer.measure(TextRequest("Hg", font: .system(size))).ascent
}

/// The lines `text` takes at `size` when word-wrapped at `width` (no limit).
func LINES(_ text: String, _ size: Double, _ width: Double) -> Int {
    SceneHarness.measurer.measure(TextRequest(text, font: .system(size), lines: 0, width: width)).lineCount
}

/// `value` rounded up to the 0.5 pt pixel grid (scale 2), as intrinsic sizes are.
func up(_ value: Double) -> Double { ((value * 2) - 1e-9).rounded(.up) / 2 }

/// A frame `(x, y, width, height)`.
func R(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// An expected broken optional constraint.
struct Broken: CustomStringConvertible {
    var id: String
    var priority: Int
    var error: Double

    init(_ id: String, _ priority: Int, _ error: Double) {
        self.id = id
        self.priority = priority
        self.error = error
    }

    var description: String { "\(id) @\(priority): \(error)" }
}

/// Whether two numbers agree within the harness tolerance.
func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= SceneHarness.tolerance }

/// Whether two rectangles agree within the harness tolerance.
func near(_ a: Rect, _ b: Rect) -> Bool {
    near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height)
}

extension Layout {
    /// Where this layout is, for messages.
    var place: String { "\(scene) state '\(state)' size '\(environment)'" }
}

/// Checks the frames of `expected` in `layout`. With `complete`, every element of `scene`
/// (views, stacks, guides) must be listed, so that no view goes unchecked.
func expectFrames(_ layout: Layout, _ expected: [String: Rect], scene: Scene? = nil,
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    if let scene {
        let missing = scene.elements.map(\.id).filter { expected[$0] == nil }
        #expect(missing.isEmpty, "\(layout.place): no expected frame for \(missing)", sourceLocation: sourceLocation)
        #expect(near(layout.frames["root"] ?? R(-1, -1, -1, -1), R(0, 0, layout.canvas.width, layout.canvas.height)),
                "\(layout.place): root", sourceLocation: sourceLocation)
    }
    for id in expected.keys.sorted() {
        guard let want = expected[id] else { continue }
        guard let got = layout.frames[id] else {
            Issue.record("\(layout.place): no frame for '\(id)'", sourceLocation: sourceLocation)
            continue
        }
        #expect(near(got, want), "\(layout.place): \(id) is \(got), expected \(want)", sourceLocation: sourceLocation)
    }
}

/// Checks that `layout` breaks exactly the optional constraints `expected` (any order), with
/// their priorities and errors.
func expectBroken(_ layout: Layout, _ expected: [Broken], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let got = layout.broken.map(\.constraint).sorted()
    let want = expected.map(\.id).sorted()
    #expect(got == want, "\(layout.place): broken \(layout.broken.map { "\($0.constraint) @\($0.priority): \($0.error)" }), expected \(expected)",
            sourceLocation: sourceLocation)
    for b in expected {
        guard let actual = layout.broken.first(where: { $0.constraint == b.id }) else { continue }
        #expect(actual.priority == b.priority, "\(layout.place): \(b.id) priority \(actual.priority), expected \(b.priority)",
                sourceLocation: sourceLocation)
        #expect(near(actual.error, b.error), "\(layout.place): \(b.id) error \(actual.error), expected \(b.error)",
                sourceLocation: sourceLocation)
    }
}

/// Checks that `layout` has no conflict and no ambiguity (what `check --strict` requires).
func expectClean(_ layout: Layout, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(layout.conflicts.isEmpty, "\(layout.place): conflicts \(layout.conflicts)", sourceLocation: sourceLocation)
    #expect(layout.ambiguous.isEmpty, "\(layout.place): ambiguous \(layout.ambiguous)", sourceLocation: sourceLocation)
}
