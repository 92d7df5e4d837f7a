import AnimUIKit
import Foundation
import StatesFormat
import Testing

/// `export swift`: every bundled scene becomes Swift that the Swift compiler parses, and each
/// state's changes are the scene's.
@Suite struct ExportTests {
    static let states = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("States")

    static func scene(_ name: String) throws -> Scene {
        let path = states.appendingPathComponent(name).path
        let source = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let result = StatesCompiler.compile(source: source, file: path)
        guard let scene = result.scene, !result.hasErrors else { throw ImportFailure(line: nil, message: "\(name) does not compile") }
        return scene
    }

    /// The Swift compiler's parser (`swiftc -parse`), an independent check of the syntax (UIKit
    /// itself is not on Linux, so types are not checked).
    static func swiftcParses(_ text: String) throws -> (Bool, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file.path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0 && message.isEmpty, message)
    }

    @Test func everyBundledSceneExportsToSwiftThatParses() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.states.path).filter { $0.hasSuffix(".states") }.sorted()
        #expect(names.count >= 20)
        for name in names {
            let scene = try Self.scene(name)
            let (text, _) = try SwiftExport.source(for: scene, file: name)
            let (ok, message) = try Self.swiftcParses(text)
            #expect(ok, "\(name): \(message)")
            #expect(text.contains("final class \(SwiftExport.className(for: scene.id)): UIView"))
            for state in scene.states { #expect(text.contains("case .\(state.name)"), "\(name): state \(state.name)") }
        }
    }

    @Test func priorityStatesSwapPrioritiesAsTheSceneDoes() throws {
        let (text, notExported) = try SwiftExport.source(for: try Self.scene("position-priority.states"), file: "position-priority.states")
        #expect(notExported.isEmpty)
        // The scene: each state raises one of left / center / right to 750, the others stay at 250.
        let cases = text.components(separatedBy: "case .").dropFirst()
        func body(_ state: String) -> String { cases.first { $0.hasPrefix(state + ":") } ?? "" }
        #expect(body("left").contains("left.set(priority: 750, constant: 8)"))
        #expect(body("left").contains("centerConstraint.set(priority: 250, constant: 0)"))
        #expect(body("center").contains("centerConstraint.set(priority: 750, constant: 0)"))
        #expect(body("right").contains("right.set(priority: 750, constant: -8)"))
        // UIView's own `center` is not overridden by the constraint named center.
        #expect(text.contains("lazy var centerConstraint = title.centerXAnchor.constraint(equalTo: centerXAnchor).named(\"center\", priority: 250)"))
    }

    @Test func constantMathReadsTheFramesBeingLeft() throws {
        let (text, _) = try SwiftExport.source(for: try Self.scene("position-constant-full.states"), file: "position-constant-full.states")
        // `constant lead (root.width - title.width) / 2`, evaluated before anything changes.
        #expect(text.contains("((bounds.width - frameInRoot(title).width) / 2)"), "\(text)")
    }

    @Test func tapsAndHiddenViewsAreExported() throws {
        let (text, _) = try SwiftExport.source(for: try Self.scene("card-expanding.states"), file: "card-expanding.states")
        #expect(text.contains("card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapCard)))"))
        #expect(text.contains("case .collapsed:\n            apply(.expanded, animated: true)"))
        #expect(text.contains("self.details.isHidden = true"))
        #expect(text.contains("(0.35, UICubicTimingParameters(animationCurve: .easeInOut))"))
    }

    @Test func sizeClassVariationsInstallAndUninstallOnATraitChange() throws {
        let source = try String(contentsOf: Self.states.appendingPathComponent("now-playing.states"), encoding: .utf8)
        let (text, _) = try SwiftExport.source(for: try Self.scene("now-playing.states"), file: "now-playing.states", source: source)
        // The trait observation: iOS 17's registration, and traitCollectionDidChange before it.
        #expect(text.contains("registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: NowPlayingView, _: UITraitCollection) in"))
        #expect(text.contains("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {"))
        #expect(text.contains("changes += applySizeClass(state)"))
        // Compact height (landscape, either width): the block's uninstalls and its constraint.
        let cases = text.components(separatedBy: "        case (.compactCompact, .paused), (.regularCompact, .paused):\n")
        #expect(cases.count == 2, "\(text)")
        let paused = cases.last?.components(separatedBy: "        case ").first ?? ""
        #expect(paused.contains("NSLayoutConstraint.deactivate([artTrailing, controlsBelow, controlsLeading])"), "\(paused)")
        #expect(paused.contains("besideArt"))
        // The canvas's own classes and the iPad's keep the switch of `apply`: no case of theirs.
        #expect(!text.contains("(.compactRegular, .paused)") && !text.contains("(.regularRegular, .paused)"))
        // The fonts per size class, every variant's written so that a change back restores them.
        #expect(text.contains("case .compactCompact:\n            song.font = .systemFont(ofSize: 20, weight: .semibold)"))
        #expect(text.contains("case .compactRegular:\n            song.font = .systemFont(ofSize: 22, weight: .semibold)"))
        // The block itself, for `import` to read back.
        #expect(text.contains("// animlayout: when compact-height { deactivate artTrailing, controlsBelow, controlsLeading; "))
    }
}

