import CPango
import Foundation

/// One font file registered for text: the fonts shipped with animlayout, and those a scene
/// adds with `font-file`.
public struct FontFileInfo: Hashable, Sendable, Codable {
    /// The family name the file declares (`Inter`, `Noto Sans Arabic`…).
    public var family: String
    /// Its weight: the default instance's, or the `wght` range of a variable font (`100-900`).
    public var weight: String
    /// Whether the file is an italic.
    public var italic: Bool
    /// The file's path.
    public var path: String
    /// The file's SHA-256, in hex.
    public var sha256: String
}

/// Why fonts could not be set up.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, with the file or folder concerned.
    public var message: String

    public var description: String { message }
}

/// A fontconfig configuration that holds the shipped fonts (and any added ones) and nothing
/// else: text never depends on the machine's fonts.
///
/// The configuration is built on first use (``prepare()``, or the first text measured or
/// drawn): fontconfig reads every file's character map when it is added, about 4 ms for the
/// shipped fonts, which a command that sets no text (`solve` of a scene of plain views) need
/// not pay. The files are checked to be readable at once.
///
/// fontconfig is thread safe (since 2.10) for reading a configuration; the configuration is
/// built once, under a lock, and never changed after that.
public final class FontLibrary: @unchecked Sendable {
    /// The registered files, shipped ones first, in the order registered.
    public let paths: [String]
    private let lock = NSLock()
    /// The configuration once built, or why it could not be.
    private var built: Built?

    /// The folder of the shipped fonts: `ANIMLAYOUT_FONTS` if set, else the resources copied
    /// next to the executable by the build, else `../share/animlayout/Fonts` beside an
    /// installed executable (`make install`), else the source tree's `Sources/AnimText/Fonts`.
    public static func shippedFolder() throws -> URL {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["ANIMLAYOUT_FONTS"], !env.isEmpty {
            candidates.append(URL(fileURLWithPath: env))
        }
        if let exe = executableFolder() {
            candidates.append(exe.appendingPathComponent("animlayout_AnimText.resources/Fonts"))
            candidates.append(exe.deletingLastPathComponent().appendingPathComponent("share/animlayout/Fonts"))
        }
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts"))
        for url in candidates where fm.fileExists(atPath: url.appendingPathComponent(shippedFiles[0]).path) {
            return url
        }
        throw FontError(message: "cannot find the fonts shipped with animlayout (looked in \(candidates.map(\.path).joined(separator: ", "))); set ANIMLAYOUT_FONTS to the folder holding \(shippedFiles[0])")
    }

    /// The folder of the running executable, symbolic links resolved: read from
    /// `/proc/self/exe` (`Bundle.main` finds it too, but lists the executable's folder to
    /// build the bundle, which in a build folder of a thousand files cost every command
    /// 1-3 ms).
    static func executableFolder() -> URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path).deletingLastPathComponent()
        }
        return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The shipped font files, in registration order (the system font first).
    public static let shippedFiles = [
        "InterVariable.ttf", "InterVariable-Italic.ttf",
        "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
        "DroidSansFallback.ttf", "NotoColorEmoji.ttf",
    ]

    /// The shipped fonts only (created once per process).
    public static func shipped() throws -> FontLibrary {
        try shippedResult.get()
    }

    private static let shippedResult: Result<FontLibrary, FontError> = loadShipped()

    private static func loadShipped() -> Result<FontLibrary, FontError> {
        do {
            let folder = try shippedFolder()
            return .success(try FontLibrary(files: shippedFiles.map { folder.appendingPathComponent($0).path }))
        } catch let error as FontError {
            return .failure(error)
        } catch {
            return .failure(FontError(message: "\(error)"))
        }
    }

    /// fontconfig rules the empty configuration needs: bitmap-only fonts (the colour emoji,
    /// one 109 ppem strike) are scaled to the size asked for, as Debian's
    /// `10-scale-bitmap-fonts.conf` does for the system configuration.
    static let rules = """
    <?xml version="1.0"?><fontconfig>
    <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
     <edit name="pixelsizefixupfactor" mode="assign"><divide>
      <name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit></match>
    <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
     <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
     <edit name="matrix" mode="assign"><times><name>matrix</name><matrix>
      <name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name>
     </matrix></times></edit>
     <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
    </fontconfig>
    """

    /// A configuration holding exactly `files`. Each must exist (checked here) and be a font
    /// fontconfig reads (checked when the configuration is built: ``prepare()``).
    public init(files: [String]) throws {
        for path in files where !FileManager.default.isReadableFile(atPath: path) {
            throw FontError(message: "\(path): no such font file, or it cannot be read")
        }
        self.paths = files
    }

    /// Builds the configuration now if it is not built yet.
    ///
    /// - Throws: ``FontError`` when fontconfig rejects the rules or cannot read one of the
    ///   files as a font (the message names the first such file).
    public func prepare() throws {
        if let problem = configuration().problem { throw problem }
    }

    /// The fontconfig configuration (`FcConfig *`), owned; built on first use. A file
    /// fontconfig cannot read is left out of it (``prepare()`` reports it). Nil only when
    /// fontconfig cannot allocate a configuration at all.
    var config: OpaquePointer? { configuration().config }

    private func configuration() -> Built {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let made = Self.build(paths)
        built = made
        return made
    }

    /// A built configuration and the first problem met building it.
    private struct Built {
        var config: OpaquePointer?
        var problem: FontError?
    }

    /// A configuration of the font rules and `files` (those fontconfig can read).
    private static func build(_ files: [String]) -> Built {
        guard let config = FcConfigCreate() else {
            return Built(config: nil, problem: FontError(message: "fontconfig could not create a configuration"))
        }
        var problem: FontError?
        let loaded = Self.rules.withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: Self.rules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        if loaded != FcTrue { problem = FontError(message: "fontconfig rejected animlayout's font rules") }
        for path in files {
            let added = path.withCString { p in
                p.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
            }
            if added != FcTrue, problem == nil {
                problem = FontError(message: "\(path): not a font file fontconfig can read (TrueType, OpenType, or a collection)")
            }
        }
        return Built(config: config, problem: problem)
    }

    deinit {
        if let config = built?.config { FcConfigDestroy(config) }
    }
}
