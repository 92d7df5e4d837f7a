/// `root { color … }`: the root view's own properties.
extension Checker {
    /// Reads the root view's block: `color` (its background) is the one property it takes; the
    /// root's size, safe area and margins are the canvas's (`canvas`, `size`). Once per scene.
    mutating func checkRoot(_ directives: [ASTDirective], range: SourceRange) {
        if let first = rootBlock {
            error("'root { … }' is written twice", range, notes: [.note("first written here", at: first)])
            return
        }
        rootBlock = range
        var seen: Set<String> = []
        for d in directives {
            guard d.keyword.text == "color" else {
                error(Suggestion.message("'\(d.keyword.text)' cannot be set on the root view", for: d.keyword.text, among: ["color"],
                                         otherwise: "its block takes 'color' (the background); its size, safe area and margins "
                                             + "are the canvas's: write them on 'canvas' or a 'size'"), d.keyword.range)
                continue
            }
            guard seen.insert(d.keyword.text).inserted else {
                error("'color' is set twice on 'root'", d.keyword.range)
                continue
            }
            rootColor = colorValue(d)
        }
    }
}
