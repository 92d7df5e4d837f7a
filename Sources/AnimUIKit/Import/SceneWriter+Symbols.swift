import Foundation

extension SceneWriter {
    /// An SF Symbol's longer side at the default configuration (body, medium scale), points:
    /// the saved sizes of unconstrained image views showing symbols are 20x19 where the
    /// resources say 128x123.
    static let symbolPoints = 20.0

    /// The saved frame's size of a view showing the SF Symbol `image` (its size in the app comes
    /// from a symbol configuration the file does not fully describe), when Xcode did not mark it
    /// misplaced; a button's content insets are in it already.
    func savedSymbolSize(_ node: XMLNode, _ image: String) -> (width: Double, height: Double)? {
        guard symbolImages.contains(image), node["misplaced"] != "YES", let rect = node.child("rect", key: "frame"),
              let w = Self.number(rect["width"]), let h = Self.number(rect["height"]),
              w > 0, h > 0, w <= 100_000, h <= 100_000 else { return nil }
        return (w, h)
    }
}
