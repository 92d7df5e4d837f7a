import AnimUIKit
import Foundation

/// The Swift reader (`libAnimSwiftImport.so`), loaded when a .swift file is imported: it holds
/// swift-syntax, which the tool's own build does not compile (see
/// Sources/AnimSwiftImport/SwiftImportEntry.swift for its entry points). Each file is one
/// request and one answer, as JSON.
struct SwiftImportLibrary {
    typealias Version = @convention(c) () -> Int32
    typealias Run = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?
    typealias Free = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void

    /// The library is not where it is looked for, or not this program's.
    struct Missing: Error, CustomStringConvertible {
        var looked: [String]
        var reason: String
        var description: String {
            "importing Swift needs the Swift reader, \(fileName), built apart because it compiles swift-syntax: run 'make swift-import'"
                + " (or 'swift build -c release --product AnimSwiftImport') in the repository, and 'make install' then installs it"
                + " (\(reason); looked for \(looked.joined(separator: " and ")))"
        }
    }

    static let fileName = "libAnimSwiftImport.so"

    let run: Run
    let free: Free

    /// Loads the library and finds its entry points.
    static func load() throws(Missing) -> SwiftImportLibrary {
        do throws(ProgramLibrary.Failure) {
            let library = try ProgramLibrary.open(fileName)
            let version = try library.symbol("animlayout_swift_import_version", as: Version.self)
            guard version() == SwiftImportRequest.version else {
                throw ProgramLibrary.Failure(looked: [library.path], reason: "the one found is from another version of animlayout")
            }
            return SwiftImportLibrary(run: try library.symbol("animlayout_swift_import_run", as: Run.self),
                                      free: try library.symbol("animlayout_swift_import_free", as: Free.self))
        } catch {
            throw Missing(looked: error.looked, reason: error.reason)
        }
    }

    /// Imports one file in the library: its scenes (compiled here again), or why not.
    func scenes(_ request: SwiftImportRequest) -> Result<[ImportedScene], ImportFailure> {
        guard let json = try? JSONEncoder().encode(request) else {
            return .failure(ImportFailure(line: nil, message: "the file cannot be sent to the Swift reader"))
        }
        guard let answer = String(decoding: json, as: UTF8.self).withCString({ run($0) }) else {
            return .failure(ImportFailure(line: nil, message: "the Swift reader ran out of memory"))
        }
        defer { free(answer) }
        guard let response = try? JSONDecoder().decode(SwiftImportResponse.self, from: Data(String(cString: answer).utf8)) else {
            return .failure(ImportFailure(line: nil, message: "the Swift reader's answer cannot be read; build it again ('make swift-import')"))
        }
        return response.result
    }
}
