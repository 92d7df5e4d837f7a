/// The benchmark system: blocks of `blockSize` views (1,000: a grid of 25 columns × 40 rows),
/// side by side and independent of each other (each block anchored at its own origin), four
/// variables per view (minX, minY, width, height at indices 4i…4i+3). 1,000 views = one
/// block; 10,000 views = ten independent blocks, so the work should grow linearly.
///
/// Per view i at (row r, column c):
/// - chained leading: x = 8 (c = 0) or x = x_left + w_left + 8, required;
/// - chained top: y = 8 (r = 0) or y = y_above + h_above + 8, required;
/// - equal widths: w = w_left @750 (c > 0);
/// - odd i ("labels"), intrinsic size I per axis: w <= Iw @250, w >= Iw @750,
///   h <= Ih @250, h >= Ih @750;
/// - even i ("boxes"): h >= 30 @500 and h <= 30 @250.
struct GridSystem {
    struct Constraint {
        var terms: [(Int, Double)]
        var constant: Double
        /// 0 ==, 1 >=, 2 <=
        var relation: Int
        var priority: Int
    }

    let views: Int
    let columns: Int
    var constraints: [Constraint] = []
    /// Indices of constraints the edit benchmark changes: the first view's leading
    /// (moves every view) and a label's intrinsic width in the middle of the grid.
    var edits: [Int] = []

    init(views: Int, columns: Int = 25, blockSize: Int = 1000) {
        self.views = views
        self.columns = columns
        var labelEdit = -1
        for i in 0..<views {
            let block = i / blockSize
            let r = (i % blockSize) / columns
            let c = i % columns
            let (x, y, w, h) = (4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3)
            if c == 0 {
                constraints.append(Constraint(terms: [(x, 1)], constant: -8 - 2000 * Double(block), relation: 0, priority: 1000))
            } else {
                let l = 4 * (i - 1)
                constraints.append(Constraint(terms: [(x, 1), (l, -1), (l + 2, -1)], constant: -8, relation: 0, priority: 1000))
            }
            if r == 0 {
                constraints.append(Constraint(terms: [(y, 1)], constant: -8, relation: 0, priority: 1000))
            } else {
                let a = 4 * (i - columns)
                constraints.append(Constraint(terms: [(y, 1), (a + 1, -1), (a + 3, -1)], constant: -8, relation: 0, priority: 1000))
            }
            if c > 0 {
                constraints.append(Constraint(terms: [(w, 1), (4 * (i - 1) + 2, -1)], constant: 0, relation: 0, priority: 750))
            }
            if i % 2 == 1 {
                let iw = Double(40 + (i * 37) % 60)
                let ih = Double(20 + (i % 3) * 4)
                if labelEdit < 0 && i >= views / 2 { labelEdit = constraints.count + 1 }
                constraints.append(Constraint(terms: [(w, 1)], constant: -iw, relation: 2, priority: 250))
                constraints.append(Constraint(terms: [(w, 1)], constant: -iw, relation: 1, priority: 750))
                constraints.append(Constraint(terms: [(h, 1)], constant: -ih, relation: 2, priority: 250))
                constraints.append(Constraint(terms: [(h, 1)], constant: -ih, relation: 1, priority: 750))
            } else {
                constraints.append(Constraint(terms: [(h, 1)], constant: -30, relation: 1, priority: 500))
                constraints.append(Constraint(terms: [(h, 1)], constant: -30, relation: 2, priority: 250))
            }
        }
        edits = [0, labelEdit]
    }

    /// The system as JSON (read by kiwi_bench.py).
    var json: String {
        var s = "{\"views\": \(views), \"variables\": \(4 * views), \"edits\": \(edits), \"constraints\": [\n"
        for (k, c) in constraints.enumerated() {
            let terms = c.terms.map { "[\($0.0), \($0.1)]" }.joined(separator: ", ")
            s += "[[\(terms)], \(c.constant), \(c.relation), \(c.priority)]"
            s += k + 1 < constraints.count ? ",\n" : "\n"
        }
        return s + "]}\n"
    }
}
