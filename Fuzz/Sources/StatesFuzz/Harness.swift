import AnimLayout
import StatesFormat

/// libFuzzer entry point: compiles the input as a `.states` file and renders every diagnostic;
/// when it compiles, plans every transition and counts every sequence's frames (what `check`
/// does without laying out) and evaluates every constant expression on made-up frames.
/// Any crash, hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let result = StatesCompiler.compile(source: bytes, file: "fuzz.states")
    let text = DiagnosticRenderer(source: bytes).render(result.diagnostics)
    // Invariant of the API: a scene exactly when there is no error.
    let hasError = result.diagnostics.contains { $0.severity == .error }
    if hasError == (result.scene != nil) || text.isEmpty && hasError {
        fatalError("scene/diagnostics invariant broken")
    }
    if let scene = result.scene {
        for d in SceneCheck.timingErrors(of: scene) where d.range == nil {
            fatalError("timing error without a location: \(d.message)")
        }
        var frames: [String: Rect] = ["root": Rect(x: 0, y: 0, width: scene.canvas.size.width, height: scene.canvas.size.height)]
        for (k, e) in scene.elements.enumerated() {
            frames[e.id] = Rect(x: Double(k), y: 2 * Double(k), width: 10, height: Double(k % 3))
        }
        let evaluator = ConstantEvaluator(frames: frames)
        for state in scene.states {
            for change in state.changes {
                guard case .constant(_, let e) = change.change else { continue }
                if let value = try? evaluator.evaluate(e, at: change.range), !value.isFinite || abs(value) > 1e12 {
                    fatalError("constant out of range: \(value)")
                }
            }
        }
    }
    return 0
}

/// libFuzzer's driver (in libclang_rt.fuzzer), started from our own entry point because
/// SwiftPM links an executable target's entry point as `<Target>_main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The process entry point SwiftPM expects for this target.
@_cdecl("StatesFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var vector = argv
    return runFuzzerDriver(&count, &vector) { data, size in fuzzOne(data, size) }
}
