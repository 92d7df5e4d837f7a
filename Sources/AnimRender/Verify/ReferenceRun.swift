import Foundation

/// The folders of one `render --verify DIR` (or `--record`) run: the render goes into a scratch
/// folder beside `DIR` (`.DIR.partial-PID-0`, removed at the end, on Ctrl-C, or by the next
/// render after a crash), at the same depth, so that the manifest's relative path to the scene
/// file is the one a render into `DIR` writes. Then each scene folder is compared with
/// `DIR/<scene-id>/` (``check(scene:tolerance:pictures:)``) or moves there (``record(scene:)``).
public final class ReferenceRun: @unchecked Sendable {
    /// The references' folder.
    public let references: URL
    /// Where this run renders.
    public let scratch: URL
    private let token: Int
    private var finished = false

    /// Creates the scratch folder beside `references` (creating its parent when missing).
    public init(references: URL) throws {
        let references = references.standardizedFileURL
        let name = references.lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw RenderError("'\(references.path)' cannot be a folder of references; name a folder, e.g. --verify docs/frames")
        }
        let parent = references.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: references.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw RenderError("'\(references.path)' is a file; --verify takes the folder of references")
        }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw RenderError("cannot create the folder '\(parent.path)': \(error.localizedDescription)")
        }
        self.references = references
        scratch = parent.appendingPathComponent(".\(name).partial-\(getpid())-0")
        try? FileManager.default.removeItem(at: scratch)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        } catch {
            throw RenderError("cannot create '\(scratch.path)': \(error.localizedDescription)")
        }
        token = InterruptCleanup.register(scratch.path)
    }

    deinit { finish() }

    /// Compares the rendered `scene` folder with its references.
    public func check(scene: String, tolerance: VerifyTolerance, pictures: VerifyPictures?) throws -> ReferenceCheck {
        try ReferenceCheck(scene: scene, actual: scratch.appendingPathComponent(scene),
                           reference: references.appendingPathComponent(scene), tolerance: tolerance, pictures: pictures)
    }

    /// Whether `DIR/<scene>` exists (a scene never recorded is reported as such).
    public func hasReferences(scene: String) -> Bool {
        FileManager.default.fileExists(atPath: references.appendingPathComponent(scene).path)
    }

    /// Makes the rendered `scene` folder the references: `DIR/<scene>` is replaced as a whole
    /// (so references of states that are gone go too), when it is absent or entirely
    /// animlayout's (``OutputOwnership``); anything else in it stops the record, untouched.
    public func record(scene: String) throws {
        let target = references.appendingPathComponent(scene), source = scratch.appendingPathComponent(scene)
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        try OutputOwnership.verify(target)
        let aside = references.appendingPathComponent(".\(scene).old-\(getpid())-0")
        try InterruptCleanup.guarded {
            let exists = FileManager.default.fileExists(atPath: target.path)
            if exists, rename(target.path, aside.path) != 0 {
                throw RenderError("cannot replace '\(target.path)': \(FileSystemCalls.message(errno))")
            }
            if rename(source.path, target.path) != 0 {
                let code = errno
                if exists { _ = rename(aside.path, target.path) }
                throw RenderError("cannot move the references into '\(target.path)': \(FileSystemCalls.message(code))")
            }
        }
        try? FileManager.default.removeItem(at: aside)
    }

    /// Removes the scratch folder (also done when the run is released).
    public func finish() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(at: scratch)
        InterruptCleanup.unregister(token)
    }
}
