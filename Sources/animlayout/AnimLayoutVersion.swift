import AnimRender

/// The tool's version, printed by `animlayout --version`: the one render manifests record.
enum AnimLayoutVersion {
    static let string = OutputFolder.version
}
