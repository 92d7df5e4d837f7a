import Foundation

/// The review server (`libAnimReviewServer.so`), loaded when `review --serve` runs: every other
/// command starts without it and the some 25 libraries its HTTP stack brings (see
/// Sources/AnimReviewServer/ServerEntry.swift for its entry points).
struct ReviewServerLibrary {
    typealias Started = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void
    typealias Changed = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?) -> Void
    typealias Version = @convention(c) () -> Int32
    typealias MakeStopper = @convention(c) () -> UnsafeMutableRawPointer
    typealias Stop = @convention(c) (UnsafeMutableRawPointer) -> Void
    typealias Run = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer, UnsafeMutableRawPointer?, Started, Changed,
                                    UnsafeMutablePointer<CChar>, Int) -> Int32

    /// The library is not where it is looked for.
    struct Missing: Error, CustomStringConvertible {
        var looked: [String]
        var reason: String
        var description: String {
            "cannot load the review server (\(reason)); looked for \(looked.joined(separator: " and ")). It is built beside animlayout: run 'make release' (or 'swift build --product AnimReviewServer'), and 'make install' installs it"
        }
    }

    static let fileName = "libAnimReviewServer.so"
    /// The entry points' version this program speaks (`animlayout_review_server_version`; 2:
    /// the configuration's `allowedHosts`, and a server that checks `Host`).
    static let version: Int32 = 2

    let makeStopper: MakeStopper
    let stop: Stop
    let run: Run

    /// Where the library may be: beside the program (a build), then in `../lib/animlayout`
    /// (`make install`).
    static func candidates() -> [String] {
        let program = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                          ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folder = program.deletingLastPathComponent()
        return [folder.appendingPathComponent(fileName).path,
                folder.deletingLastPathComponent().appendingPathComponent("lib/animlayout/\(fileName)").path]
    }

    /// Loads the library and finds its entry points.
    static func load() throws -> ReviewServerLibrary {
        let paths = candidates()
        guard let path = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw Missing(looked: paths, reason: "not found")
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw Missing(looked: [path], reason: dlerror().map { String(cString: $0) } ?? "dlopen failed")
        }
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let address = dlsym(handle, name) else { throw Missing(looked: [path], reason: "it has no \(name)") }
            return unsafeBitCast(address, to: type)
        }
        // A library from another build would not check Host (older) or not read the configuration.
        let version = dlsym(handle, "animlayout_review_server_version").map { unsafeBitCast($0, to: Version.self)() }
        guard version == Self.version else {
            throw Missing(looked: [path], reason: "it is from another version of animlayout: its entry points' version is "
                          + "\(version.map { String($0) } ?? "1"), this one needs \(Self.version)")
        }
        return ReviewServerLibrary(makeStopper: try symbol("animlayout_review_server_stopper", as: MakeStopper.self),
                                   stop: try symbol("animlayout_review_server_stop", as: Stop.self),
                                   run: try symbol("animlayout_review_server_run", as: Run.self))
    }
}
