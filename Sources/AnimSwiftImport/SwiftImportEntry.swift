import AnimUIKit
import Foundation

// The Swift reader's entry points, in the C calling convention: `animlayout` loads this library
// with dlopen when a .swift file is imported (Sources/animlayout/SwiftImportLibrary.swift), so
// that the tool's own build does not compile swift-syntax (minutes of whole-module optimisation
// for one command). Only C strings cross: JSON made and read on both sides by
// ``SwiftImportRequest`` and ``SwiftImportResponse``.

/// The request layout this library reads (``SwiftImportRequest/version``): the caller uses the
/// library only when it is its own.
@_cdecl("animlayout_swift_import_version")
public func animlayoutSwiftImportVersion() -> Int32 {
    SwiftImportRequest.version
}

/// Imports one file. `request` is a ``SwiftImportRequest`` as JSON; the answer, a
/// ``SwiftImportResponse`` as JSON, is allocated with malloc: the caller frees it with
/// `animlayout_swift_import_free`. Nil only when memory runs out.
@_cdecl("animlayout_swift_import_run")
public func animlayoutSwiftImportRun(_ request: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
    let response: SwiftImportResponse
    do {
        let decoded = try JSONDecoder().decode(SwiftImportRequest.self, from: Data(String(cString: request).utf8))
        response = SwiftImportService.respond(to: decoded)
    } catch {
        response = SwiftImportResponse(.failure(ImportFailure(line: nil, message: "the Swift reader was given a request it cannot read (\(error))")))
    }
    let json = (try? JSONEncoder().encode(response)).map { String(decoding: $0, as: UTF8.self) }
        ?? #"{"scenes":[],"failure":{"message":"the Swift reader could not write its answer"}}"#
    return strdup(json)
}

/// Frees an answer of `animlayout_swift_import_run`.
@_cdecl("animlayout_swift_import_free")
public func animlayoutSwiftImportFree(_ answer: UnsafeMutablePointer<CChar>?) {
    free(answer)
}

/// A whole import, as `animlayout import` makes it of each file it is given.
package enum SwiftImportService {
    /// A Swift file's scenes, or a storyboard's or XIB's with the states its view controllers'
    /// code (`request.code`) makes.
    package static func respond(to request: SwiftImportRequest) -> SwiftImportResponse {
        if request.file.hasSuffix(".swift") {
            let text = String(decoding: request.contents, as: UTF8.self)
            return SwiftImportResponse(SwiftCodeImport.scenes(from: text, file: request.file, imagePath: request.imagePath))
        }
        return SwiftImportResponse(InterfaceBuilderImport.scenes(
            from: request.contents, file: request.file, code: request.code.map { ($0.text, $0.file) }, measuringText: request.measureText))
    }
}
