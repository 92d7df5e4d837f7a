/// Which overlays to draw on top of the views.
public struct Overlays: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Stacks, custom guides, and `ID.safe` / `ID.margins` frames as dashed outlines.
    public static let guides = Overlays(rawValue: 1 << 0)
    /// The frame's `constraintLines`, Interface Builder style.
    public static let constraints = Overlays(rawValue: 1 << 1)
    /// The root's safe area outlined.
    public static let safeArea = Overlays(rawValue: 1 << 2)
    /// In an animation, the path each moving view's centre takes, dotted at every frame.
    public static let motion = Overlays(rawValue: 1 << 3)

    /// Each overlay's name, as `--overlay` takes it and file names and manifests write it, in
    /// drawing order.
    public static let names: [(name: String, overlay: Overlays)] = [("constraints", .constraints), ("guides", .guides),
                                                                  ("safe-area", .safeArea), ("motion", .motion)]

    /// The names of the overlays in this set, in ``names``' order.
    public var nameList: [String] { Self.names.filter { contains($0.overlay) }.map(\.name) }
}
