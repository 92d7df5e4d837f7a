import Testing
@testable import StatesFormat

/// Compiles `source` as `file` (default `t.states`).
func compile(_ source: String, file: String = "t.states") -> CompileResult {
    StatesCompiler.compile(source: source, file: file)
}

/// Renders every diagnostic with its excerpt.
func rendered(_ source: String, file: String = "t.states") -> String {
    DiagnosticRenderer(source: source).render(compile(source, file: file).diagnostics)
}

/// Only the errors, as `LINE:COL: message`.
func errors(_ source: String, file: String = "t.states") -> [String] {
    compile(source, file: file).diagnostics.filter { $0.severity == .error }.map { d in
        "\(d.range?.start.line ?? 0):\(d.range?.start.column ?? 0): \(d.message)"
    }
}

/// Only the warnings, as `LINE:COL: message`.
func warnings(_ source: String, file: String = "t.states") -> [String] {
    compile(source, file: file).diagnostics.filter { $0.severity == .warning }.map { d in
        "\(d.range?.start.line ?? 0):\(d.range?.start.column ?? 0): \(d.message)"
    }
}

/// A range on one line of `t.states`.
func at(_ line: Int, _ column: Int, _ endColumn: Int, file: String = "t.states") -> SourceRange {
    SourceRange(start: SourceLocation(file: file, line: line, column: column),
                end: SourceLocation(file: file, line: line, column: endColumn))
}

/// The canvas line most tests start with.
let canvasLine = "canvas 390x844\n"

/// The §1 example of the specification, verbatim.
let specExample = """
# States/position-priority.states — left / center / right by swapping priorities
scene "Dynamic position (priority swap)"
canvas 390x844 safe-area(top: 47, bottom: 34)
size landscape 844x390 safe-area(leading: 47, trailing: 47, bottom: 21)

label title "Position" { color #3478F6 }

title.top == root.safe.top + 40
left:   title.leading  == root.leading + 8   @750
center: title.centerX  == root.centerX       @250
right:  title.trailing == root.trailing - 8  @250

state left
state center { priority left 250; priority center 750 }
state right  { priority left 250; priority right 750 }

transition * -> * { duration 0.3; curve ease-in-out }
sequence tour: left -> center -> right -> left { hold 0.4 }

"""
