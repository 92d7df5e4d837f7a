import StatesFormat

/// The layout margins of a cell's content view as Interface Builder lays it out, by the Xcode
/// version that saved the file (its toolsVersion) and the width of the table the cell is in,
/// measured on the frames saved in public storyboards and XIBs (views pinned to the content
/// view's margins): a table view cell's content view has 8 on every side before Xcode 9.2
/// (toolsVersion 13500: files of 9.1, 13196, show 8; of 9.2 and 9.3, 13528–13771, show
/// iOS 11's margins), then 11 above and below (15 from
/// Xcode 26, toolsVersion 24000) and on the sides the table's: 16 in a table narrower than 393
/// points, 20 from 393 (an inset-grouped cell 343 wide in a 375-point table has 16, one 374
/// wide in a 414-point table 20; a XIB's cell counts as its own table). Its trailing margin
/// is 8 beside an accessory. A collection view cell's has UIView's 8. No system minimum
/// raises them.
enum CellMargins {
    /// The margins, or nil when `cell` is not a cell.
    static func margins(of cell: XMLNode, width: Double, toolsVersion: Double)
        -> (top: Double, leading: Double, bottom: Double, trailing: Double)? {
        guard let element = UIKitElement.byInterfaceBuilderName[cell.name], element.role == .cell else { return nil }
        guard element.uikitClass == UIKitElement.tableViewCellClass else { return (8, 8, 8, 8) }
        var m: (top: Double, leading: Double, bottom: Double, trailing: Double)
        if toolsVersion < 13500 {
            m = (8, 8, 8, 8)
        } else {
            // The table's width (a XIB's cell is its own table).
            var table = cell.parent
            while let t = table, t.name != "tableView" { table = t.parent }
            let tableWidth = table?.child("rect", key: "frame").flatMap { Double($0["width"] ?? "") } ?? width
            let side = tableWidth >= 393 ? 20.0 : 16.0
            let vertical = toolsVersion < 24000 ? 11.0 : 15.0
            m = (vertical, side, vertical, side)
        }
        if let accessory = cell["accessoryType"], accessory != "none" { m.trailing = 8 }
        return m
    }
}
