import Foundation

/// The review server (`libAnimReviewServer.so`), loaded when `review --serve` runs: every other
/// command starts without it and the some 25 libraries its HTTP stack brings (see
/// Sources/AnimReviewServer/ServerEntry.swift for its entry points).
struct ReviewServerLibrary {
    typealias Started = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void
    typealias Changed = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?) -> Void
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

    let makeStopper: MakeStopper
    let stop: Stop
    let run: Run

    /// Loads the library (beside the program, then in `../lib/animlayout`: see
    /// ``ProgramLibrary``) and finds its entry points.
    static func load() throws(Missing) -> ReviewServerLibrary {
        do throws(ProgramLibrary.Failure) {
            let library = try ProgramLibrary.open(fileName)
            return ReviewServerLibrary(makeStopper: try library.symbol("animlayout_review_server_stopper", as: MakeStopper.self),
                                       stop: try library.symbol("animlayout_review_server_stop", as: Stop.self),
                                       run: try library.symbol("animlayout_review_server_run", as: Run.self))
        } catch {
            throw Missing(looked: error.looked, reason: error.reason)
        }
    }
}
