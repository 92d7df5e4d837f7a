/// The tool's version, printed by `animlayout --version`.
enum AnimLayoutVersion {
    static let string = "0.1.0"
}
