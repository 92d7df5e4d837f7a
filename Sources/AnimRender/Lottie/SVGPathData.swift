/// SVG path data (`d`) as Cairo writes it — M, L, C, Z and their relative forms, H and V — read
/// into a ``VectorShape``'s subpaths: vertices with their control points, absolute.
struct SVGPathData {
    /// A command letter and the numbers that follow it.
    struct Command {
        var letter: Character
        var numbers: [Double]
    }

    /// The path's commands in order.
    let commands: [Command]

    /// The commands of `d` (numbers split at spaces, commas, a minus sign or a second point).
    init(_ d: String) {
        var commands: [Command] = []
        var current = ""
        func flushNumber() {
            if let v = Double(current), !commands.isEmpty { commands[commands.count - 1].numbers.append(v) }
            current = ""
        }
        for ch in d {
            if ch.isLetter && ch != "e" && ch != "E" {
                flushNumber()
                commands.append(Command(letter: ch, numbers: []))
            } else if ch == " " || ch == "," || ch == "\n" {
                flushNumber()
            } else if ch == "-" && !current.isEmpty && !(current.last == "e" || current.last == "E") {
                flushNumber()
                current = "-"
            } else if ch == "." && current.contains(".") {
                flushNumber()
                current = "."
            } else {
                current.append(ch)
            }
        }
        flushNumber()
        self.commands = commands
    }

    /// The subpaths the commands draw (those of at least two vertices).
    var subpaths: [VectorShape.Subpath] {
        var pen = SVGPathPen()
        for command in commands { pen.apply(command) }
        pen.finish()
        return pen.done.filter { $0.vertices.count > 1 }
    }
}

/// Follows path commands: where the pen is, where its subpath started, the subpath being drawn
/// and those done.
private struct SVGPathPen {
    var x = 0.0, y = 0.0
    var startX = 0.0, startY = 0.0
    var path = VectorShape.Subpath()
    var done: [VectorShape.Subpath] = []

    mutating func finish() {
        if !path.vertices.isEmpty { done.append(path) }
        path = VectorShape.Subpath()
    }

    mutating func vertex(_ px: Double, _ py: Double) {
        path.vertices.append((px, py)); path.inControls.append((px, py)); path.outControls.append((px, py))
    }

    /// Draws one command (an unknown letter draws nothing).
    mutating func apply(_ command: SVGPathData.Command) {
        let relative = command.letter.isLowercase, args = command.numbers
        switch command.letter.uppercased() {
        case "M":
            finish()
            var k = 0
            while k + 1 < args.count {
                x = (relative ? x : 0) + args[k]; y = (relative ? y : 0) + args[k + 1]
                if k == 0 { startX = x; startY = y }
                vertex(x, y)
                k += 2
            }
        case "L":
            var k = 0
            while k + 1 < args.count { x = (relative ? x : 0) + args[k]; y = (relative ? y : 0) + args[k + 1]; vertex(x, y); k += 2 }
        case "H": for v in args { x = (relative ? x : 0) + v; vertex(x, y) }
        case "V": for v in args { y = (relative ? y : 0) + v; vertex(x, y) }
        case "C": curves(args, relative: relative)
        case "Z": close()
        default: break
        }
    }

    /// Cubic curves, six numbers each: two control points and the end.
    private mutating func curves(_ args: [Double], relative: Bool) {
        var k = 0
        while k + 5 < args.count {
            let bx = relative ? x : 0, by = relative ? y : 0
            let c1 = (bx + args[k], by + args[k + 1]), c2 = (bx + args[k + 2], by + args[k + 3])
            x = bx + args[k + 4]; y = by + args[k + 5]
            if path.vertices.isEmpty { vertex(startX, startY) }
            path.outControls[path.outControls.count - 1] = c1
            path.vertices.append((x, y)); path.inControls.append(c2); path.outControls.append((x, y))
            k += 6
        }
    }

    /// Closes the subpath: a closing vertex on the start (Cairo repeats it) folds into the first.
    private mutating func close() {
        if path.vertices.count > 1, let last = path.vertices.last, let first = path.vertices.first,
           abs(last.x - first.x) < 1e-9, abs(last.y - first.y) < 1e-9 {
            path.inControls[0] = path.inControls[path.inControls.count - 1]
            path.vertices.removeLast(); path.inControls.removeLast(); path.outControls.removeLast()
        }
        path.closed = true
        x = startX; y = startY
        finish()
    }
}
