/// A node of a column list: one row slot where a variable appears, and the next node
/// (−1 at the end of the list).
struct ColumnNode {
    var slot: Int32
    var next: Int32
}
