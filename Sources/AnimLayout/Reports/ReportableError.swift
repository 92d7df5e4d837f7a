import StatesFormat

/// An error every command reports the same way: its diagnostics (located ones as
/// `file:line:col: error: …` with the source line and a caret, the others as `error: …`) and
/// the exit status the README lists. Every error the library throws at a command conforms:
/// ``LayoutError``, ``MotionError`` and ``ComparisonError`` here, the renderer's output errors in
/// AnimRender.
public protocol ReportableError: DiagnosticError {
    /// The exit status: 64 a name given on the command line does not exist, 65 the scene has
    /// errors, 73 an output folder is in the way, 74 input/output failed.
    var exitStatus: Int32 { get }
}

/// Exit statuses shared by the library's errors (sysexits.h).
public enum ExitStatus {
    /// Bad command-line usage (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// The scene has errors (`EX_DATAERR`).
    public static let sceneErrors: Int32 = 65
    /// An output folder cannot be created: something else is in the way (`EX_CANTCREAT`).
    public static let cannotCreate: Int32 = 73
    /// Reading or writing failed (`EX_IOERR`).
    public static let io: Int32 = 74

    /// 65 when any diagnostic is located in the scene, else 64 (a name from the command line).
    public static func of(_ diagnostics: [Diagnostic]) -> Int32 {
        diagnostics.contains { $0.range != nil } ? sceneErrors : usage
    }
}

extension LayoutError: ReportableError {
    public var exitStatus: Int32 { ExitStatus.of(diagnostics) }
}

extension MotionError: ReportableError {
    public var diagnostics: [Diagnostic] { [diagnostic] }
    public var exitStatus: Int32 { ExitStatus.of(diagnostics) }
}

extension ComparisonError: ReportableError {
    public var diagnostics: [Diagnostic] {
        switch self {
        case .noSharedState: return [.error(description, at: nil)]
        case .layout(_, let error): return error.diagnostics
        case .motion(_, let error): return error.diagnostics
        }
    }

    public var exitStatus: Int32 {
        switch self {
        case .noSharedState: return ExitStatus.sceneErrors
        case .layout(_, let error): return error.exitStatus
        case .motion(_, let error): return error.exitStatus
        }
    }

    /// The scene the diagnostics belong to (nil: neither).
    public var side: ComparisonSide? {
        switch self {
        case .noSharedState: return nil
        case .layout(let side, _), .motion(let side, _): return side
        }
    }
}
