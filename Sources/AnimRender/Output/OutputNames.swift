/// Hands out the file names of one output folder so that no two outputs share one: a state
/// called `sheet` never overwrites the contact sheet, a sequence `a-to-b` never overwrites the
/// GIF of the transition `a -> b`.
///
/// Each output claims a group of names at once (a state: `S.png` and `S.svg`; a transition: the
/// folder `T/` and `T.gif`; a sequence: `Q.gif`), whatever formats are asked for, so that a
/// name does not depend on `--format`. The contact sheet and the manifest are reserved first.
/// When a group collides with names already claimed (compared case-insensitively, as on
/// macOS and Windows file systems), the stem gets `~2`, `~3`, … until it is free; the first
/// claimant keeps the plain name. Claims happen in a fixed order (states, transitions,
/// sequences, each in declaration order), so the names are the same on every run.
public struct OutputNames: Sendable {
    private var claimed: Set<String> = []
    /// Outputs whose name had to change, with a sentence saying why.
    public private(set) var notes: [String] = []

    /// The contact sheet's name.
    public static let sheet = "sheet.png"

    /// A registry with `sheet.png` and `manifest.json` reserved.
    public init() {
        claimed = [Self.sheet.lowercased(), OutputOwnership.manifestName.lowercased(), OverviewSheet.name]
    }

    /// A registry for the outputs of one variant (`.landscape`, `.dark`): its contact sheet
    /// (`sheet.landscape.png`) and the manifest reserved.
    public init(variant: String) {
        claimed = [Self.sheet(variant: variant).lowercased(), OutputOwnership.manifestName.lowercased(), OverviewSheet.name]
    }

    /// The contact sheet's name for a variant: `sheet.png`, `sheet.landscape.png`.
    public static func sheet(variant: String) -> String { "sheet\(variant).png" }

    /// Claims `stem` with each of `suffixes` (e.g. `[".png", ".svg"]`, `["/", ".gif"]`) and returns
    /// the stem to use. `what` names the output in a note (e.g. "state 'sheet'").
    public mutating func claim(_ stem: String, suffixes: [String], what: String) -> String {
        var candidate = stem
        var n = 1
        while suffixes.contains(where: { claimed.contains((candidate + $0).lowercased()) }) {
            n += 1
            candidate = stem + "~\(n)"
        }
        for s in suffixes { claimed.insert((candidate + s).lowercased()) }
        if candidate != stem {
            notes.append("\(what) is written as '\(candidate)\(suffixes.first ?? "")': '\(stem)\(suffixes.first ?? "")' is taken by another output")
        }
        return candidate
    }
}
