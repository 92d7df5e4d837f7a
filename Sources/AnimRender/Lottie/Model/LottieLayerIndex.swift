import AnimLayout

/// A layer's number (`ind`), unique within its composition; a child names its parent by it.
struct LottieLayerIndex: Hashable {
    let value: Int

    var json: JSONValue { .number(Double(value)) }
}

/// Hands out layers' numbers. Each kind of layer is numbered in its own series, so that a
/// layer's number depends only on what it draws (piece `t`'s layer is always `t + 1`, its
/// images follow from it), never on how many layers of other kinds came before it: an edit
/// that adds a layer of one kind leaves the others' numbers, and so the file's diff, alone.
/// The series are far enough apart that no two layers of a document share a number.
struct LottieLayerIndices {
    /// Where each kind's series starts.
    private enum Series: Int {
        case piece = 0
        case glyphRun = 100_000
        case group = 200_000
        case pieceTransform = 300_000
        case image = 400_000
    }

    /// Images a piece's layer may have before their numbers would reach the next piece's.
    private static let imagesPerPiece = 1000

    /// Glyph-run layers placed so far.
    private(set) var placedGlyphRuns = 0

    private func number(_ series: Series, _ n: Int) -> LottieLayerIndex { LottieLayerIndex(value: series.rawValue + n) }

    /// The shape layer of piece (track) `track`.
    func piece(_ track: Int) -> LottieLayerIndex { number(.piece, track + 1) }

    /// The null layer that places piece `track` when its map skews.
    func pieceTransform(_ track: Int) -> LottieLayerIndex { number(.pieceTransform, track + 1) }

    /// The layer that places group `group`'s precomposition.
    func group(_ group: Int) -> LottieLayerIndex { number(.group, group) }

    /// The `n`th (from 0) of the glyph-run layers about to be placed (``placeGlyphRuns(_:)``).
    func glyphRun(_ n: Int) -> LottieLayerIndex { number(.glyphRun, placedGlyphRuns + n + 1) }

    /// Records that `count` glyph-run layers were placed: the next ones follow them.
    mutating func placeGlyphRuns(_ count: Int) { placedGlyphRuns += count }

    /// The `n`th (from 0) image layer under the piece layer `piece`.
    func image(_ n: Int, of piece: LottieLayerIndex) -> LottieLayerIndex {
        number(.image, piece.value * Self.imagesPerPiece + n)
    }
}
