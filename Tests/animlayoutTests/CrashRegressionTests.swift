import Foundation
import Testing

/// Inputs an independent crash hunt found to end the process by a trap (each now ends with a
/// documented exit status): a nearly critically damped spring with a velocity, a view too large
/// for a shadow's mask (written, or a segmented control's own), views nested thousands deep in
/// a XIB, and a Swift expression of thousands of operators.
@Suite("CLI: inputs that once trapped")
struct CrashRegressionTests {
    static func run(_ arguments: [String], files: [String: String]) throws -> CLIProcess.Outcome {
        let dir = try CommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try CLIProcess.run(CLI.binary, arguments, in: dir, timeout: 60)
    }

    static func clean(_ r: CLIProcess.Outcome) -> Bool { !r.signalled && !r.timedOut && !r.runtimeTrap && [0, 65].contains(r.status) }

    @Test("a spring at critical damping with a velocity")
    func spring() throws {
        let scene = "canvas 100x100\nstate a\nstate b\ntransition a -> b { curve spring(stiffness: 100, damping: 19.9999, velocity: 9.97) }\n"
        let r = try Self.run(["check", "s.states"], files: ["s.states": scene])
        #expect(Self.clean(r) && r.status == 0, "\(r)")
    }

    @Test("views billions of points wide with a shadow, and a huge segmented control")
    func hugeShadows() throws {
        let shadow = "canvas 100x100\nview a { color blue }\nview big { color red; shadow(radius: 8) }\na.top == root.top\na.left == root.left\n"
            + "a.height == 10\na.width == 1000000000000 * root.width\nbig.top == root.top\nbig.left == root.left\n"
            + "big.width == 1000000000000 * a.width\nbig.height == 10\nstate s\n"
        let segmented = "canvas 100x100\nsegmented s \"A\" \"B\" { selected 0 }\ns.top == root.top\ns.left == root.left\n"
            + "s.width == 3000000000\ns.height == 3000000000\nstate x\n"
        for (name, text) in [("shadow.states", shadow), ("segmented.states", segmented)] {
            let r = try Self.run(["render", name, "--format", "png", "--out", "out"], files: [name: text])
            #expect(Self.clean(r), "\(name): \(r)")
        }
    }

    @Test("a XIB nested 1,250 views deep, and a Swift expression of 10,000 terms")
    func deepImports() throws {
        let n = 1_250
        let xib = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" useAutolayout=\"YES\"><objects>\n"
            + (0..<n).map { "<view id=\"v\($0)\"><subviews>" }.joined() + String(repeating: "</subviews></view>", count: n) + "</objects></document>\n"
        let r = try Self.run(["import", "Deep.xib", "--out", "out"], files: ["Deep.xib": xib])
        #expect(Self.clean(r) && r.status == 65 && r.stderr.contains("nested more than"), "\(r)")
        let swift = "import UIKit\nclass ChainView: UIView {\n    let title = UILabel()\n    let c = " + Array(repeating: "1", count: 10_000).joined(separator: "+") + "\n}\n"
        let s = try Self.run(["import", "Chain.swift", "--out", "out"], files: ["Chain.swift": swift])
        #expect(Self.clean(s) && s.status == 65 && s.stderr.contains("Chain.swift:4:"), "\(s)")
    }
}
