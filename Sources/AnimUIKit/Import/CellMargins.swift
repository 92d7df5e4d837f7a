import StatesFormat

/// The layout margins of a cell's content view as Interface Builder lays it out, by the Xcode
/// version that saved the file (its toolsVersion), measured on the frames saved in public
/// storyboards and XIBs: a table view cell's content view has 8 on every side before Xcode 10
/// (toolsVersion 14000; Xcode 9 saves 13xxx), then 11 above and below and 16 on the sides (20 from 414 points
/// wide), and from Xcode 26 (toolsVersion 24000) 15 and 20; its trailing margin is 8 beside an
/// accessory. A collection view cell's has UIView's 8. No system minimum raises them.
enum CellMargins {
    /// The margins, or nil when `cell` is not a cell.
    static func margins(of cell: XMLNode, width: Double, toolsVersion: Double)
        -> (top: Double, leading: Double, bottom: Double, trailing: Double)? {
        guard let element = UIKitElement.byInterfaceBuilderName[cell.name], element.role == .cell else { return nil }
        guard element.uikitClass == UIKitElement.tableViewCellClass else { return (8, 8, 8, 8) }
        var m: (top: Double, leading: Double, bottom: Double, trailing: Double)
        if toolsVersion < 14000 {
            m = (8, 8, 8, 8)
        } else if toolsVersion < 24000 {
            let side = width >= 414 ? 20.0 : 16.0
            m = (11, side, 11, side)
        } else {
            m = (15, 20, 15, 20)
        }
        if let accessory = cell["accessoryType"], accessory != "none" { m.trailing = 8 }
        return m
    }
}
