import AnimUIKit
import Foundation

extension InterfaceBuilderImport {
    /// The scenes of the Interface Builder file `data` (named `file` in messages and ids), with
    /// `code`, Swift files of its view controllers (`import Main.storyboard
    /// LeadingViewController.swift`): a scene whose controller's class is in them gets the
    /// states its code makes, connected by the outlets' names. `measuringText`: as
    /// ``InterfaceBuilderImport/scenes(from:file:measuringText:)``.
    public static func scenes(from data: Data, file: String, code: [(text: String, file: String)],
                              measuringText: Bool = false) -> Result<[ImportedScene], ImportFailure> {
        scenes(from: data, file: file, code: code, readingCode: SwiftCodeImport.classModels, measuringText: measuringText)
    }
}
