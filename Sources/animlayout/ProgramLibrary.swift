import Foundation

/// The program's libraries loaded with dlopen when a command needs them (the review server,
/// the Swift reader), so that every other command starts without them.
enum ProgramLibrary {
    /// Where `fileName` may be: beside the program (a build), then in `../lib/animlayout`
    /// (`make install`).
    static func candidates(_ fileName: String) -> [String] {
        let program = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                          ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folder = program.deletingLastPathComponent()
        return [folder.appendingPathComponent(fileName).path,
                folder.deletingLastPathComponent().appendingPathComponent("lib/animlayout/\(fileName)").path]
    }

    /// Why a library cannot be used: the paths looked at, and what went wrong.
    struct Failure: Error {
        var looked: [String]
        var reason: String
    }

    /// An opened library: looks its entry points up.
    struct Handle {
        let handle: UnsafeMutableRawPointer
        let path: String

        /// The entry point `name` as a C function of `type`.
        func symbol<T>(_ name: String, as type: T.Type) throws(Failure) -> T {
            guard let address = dlsym(handle, name) else { throw Failure(looked: [path], reason: "it has no \(name)") }
            return unsafeBitCast(address, to: type)
        }
    }

    /// Opens the first of ``candidates(_:)`` that exists.
    static func open(_ fileName: String) throws(Failure) -> Handle {
        let paths = candidates(fileName)
        guard let path = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw Failure(looked: paths, reason: "not found")
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw Failure(looked: [path], reason: dlerror().map { String(cString: $0) } ?? "dlopen failed")
        }
        return Handle(handle: handle, path: path)
    }
}
