import Foundation

/// The review server (`libAnimReviewServer.so`), loaded when `review --serve` runs: every other
/// command starts without it and the some 25 libraries its HTTP stack brings (see
/// Sources/AnimReviewServer/ServerEntry.swift for its entry points).
struct ReviewServerLibrary {
    typealias Started = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void
    typealias Changed = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?) -> Int32
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
    /// the configuration's `allowedHosts`, and a server that checks `Host`; 3: "a file changed"
    /// answers whether it wrote pages).
    static let version: Int32 = 3

    let makeStopper: MakeStopper
    let stop: Stop
    let run: Run

    /// Loads the library (beside the program, then in `../lib/animlayout`: see
    /// ``ProgramLibrary``), checks that it speaks this program's ``version`` and finds its
    /// entry points.
    static func load() throws(Missing) -> ReviewServerLibrary {
        let library: ProgramLibrary.Handle
        do throws(ProgramLibrary.Failure) {
            library = try ProgramLibrary.open(fileName)
        } catch {
            throw Missing(looked: error.looked, reason: error.reason)
        }
        // A library from another build would not check Host (older) or not read the configuration.
        let version = dlsym(library.handle, "animlayout_review_server_version").map { unsafeBitCast($0, to: Version.self)() }
        guard version == Self.version else {
            throw Missing(looked: [library.path], reason: "it is from another version of animlayout: its entry points' version is "
                          + "\(version.map { String($0) } ?? "1"), this one needs \(Self.version)")
        }
        do throws(ProgramLibrary.Failure) {
            return ReviewServerLibrary(makeStopper: try library.symbol("animlayout_review_server_stopper", as: MakeStopper.self),
                                       stop: try library.symbol("animlayout_review_server_stop", as: Stop.self),
                                       run: try library.symbol("animlayout_review_server_run", as: Run.self))
        } catch {
            throw Missing(looked: error.looked, reason: error.reason)
        }
    }
}
