import Foundation
import StatesFormat

/// The appearance an app allows, as its `Info.plist` says (`UIUserInterfaceStyle`: `Light` or
/// `Dark` forces one; `Automatic`, or no key, follows the system): the audit looks only at what
/// the app can show.
public struct AppAppearance: Sendable, Equatable {
    /// The appearances the app shows.
    public var appearances: [Appearance]
    /// The `Info.plist` that says so.
    public var plist: String

    /// How many folders up from a storyboard or XIB an `Info.plist` is looked for (an app's
    /// target folder holds its `Base.lproj`).
    static let folderLevels = 3

    /// The appearance forced by the first `Info.plist` found beside `file` or in the folders
    /// above it (up to ``folderLevels``); nil when none is found or it forces none.
    public static func near(_ file: String) -> AppAppearance? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        for _ in 0...folderLevels {
            let plist = folder.appendingPathComponent("Info.plist")
            if FileManager.default.fileExists(atPath: plist.path) {
                return read(plist)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }

    /// The appearance `plist` forces (nil: none, or the file cannot be read as a property list).
    static func read(_ plist: URL) -> AppAppearance? {
        guard let data = try? Data(contentsOf: plist),
              let object = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let style = object["UIUserInterfaceStyle"] as? String else { return nil }
        switch style {
        case "Light": return AppAppearance(appearances: [.light], plist: plist.path)
        case "Dark": return AppAppearance(appearances: [.dark], plist: plist.path)
        default: return nil
        }
    }
}
