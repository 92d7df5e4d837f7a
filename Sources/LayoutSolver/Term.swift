/// One non-zero entry of a tableau row: coefficient `c` of tableau variable `v`.
struct Term {
    var v: Int32
    var c: Double
}
