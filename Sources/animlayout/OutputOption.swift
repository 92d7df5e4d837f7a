import AnimRender
import ArgumentParser
import Foundation

/// Checks on `--out` shared by the commands that write files.
enum OutputOption {
    /// Throws a usage error (exit 64) when `path` cannot be an output folder: empty, or an
    /// existing file, device or other non-folder (`/dev/null`).
    static func validate(_ path: String) throws {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--out needs a folder, e.g. --out output")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("--out '\(path)' is not a folder; give a folder (it is created if missing), e.g. --out output")
        }
        // A file part-way (--out notes.txt/out) would make creating the folder fail.
        var ancestor = (path as NSString).deletingLastPathComponent
        while !ancestor.isEmpty, ancestor != "/" {
            if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder), !isFolder.boolValue {
                throw ValidationError("--out '\(path)' goes through '\(ancestor)', which is a file; give a folder, e.g. --out output")
            }
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
    }

    /// Prints an error about writing output and returns its exit code: 73 when something that
    /// animlayout did not write is in the way, 74 for other I/O errors.
    static func report(_ error: Error, file: String) -> ExitCode {
        switch error {
        case let conflict as OutputConflictError:
            printError("\(file): error: \(conflict)")
            return Exit.cannotCreate
        case let render as RenderError:
            printError("\(file): error: \(render.message)")
            return Exit.io
        default:
            printError("\(file): error: \(error.localizedDescription)")
            return Exit.io
        }
    }
}
