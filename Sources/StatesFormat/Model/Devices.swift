/// Named devices for `canvas DEVICE` and `size NAME DEVICE [landscape]`: each one's screen in
/// points, its safe-area insets in portrait and in landscape, its scale, and the height of its
/// software keyboard (with the predictive bar, the home-indicator strip included) in each
/// orientation. Screens, insets and scales are Apple's published values (Human Interface
/// Guidelines, "Layout", device screen sizes) and the safe areas UIKit reports on each
/// simulator; keyboard heights are the frames UIKit reports in keyboardWillShow on the
/// simulators, rounded to the point (`docs/format.md` lists them all).
public struct Device: Hashable, Sendable {
    public var name: String
    /// The portrait screen, in points.
    public var size: Size
    public var scale: Double
    /// Safe-area insets in portrait: top and bottom.
    public var portraitSafe: (top: Double, bottom: Double)
    /// Safe-area insets in landscape: each side and bottom (and top, on an iPad).
    public var landscapeSafe: (side: Double, top: Double, bottom: Double)
    /// Keyboard heights (portrait, landscape).
    public var keyboard: (portrait: Double, landscape: Double)

    public static func == (a: Device, b: Device) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Every device, phones by size then iPads.
    public static let all: [Device] = [
        Device(name: "iphone-se", size: Size(width: 375, height: 667), scale: 2, portraitSafe: (20, 0),
               landscapeSafe: (0, 0, 0), keyboard: (260, 194)),
        Device(name: "iphone-13-mini", size: Size(width: 375, height: 812), scale: 3, portraitSafe: (50, 34),
               landscapeSafe: (50, 0, 21), keyboard: (335, 209)),
        Device(name: "iphone-14", size: Size(width: 390, height: 844), scale: 3, portraitSafe: (47, 34),
               landscapeSafe: (47, 0, 21), keyboard: (336, 209)),
        Device(name: "iphone-14-plus", size: Size(width: 428, height: 926), scale: 3, portraitSafe: (47, 34),
               landscapeSafe: (47, 0, 21), keyboard: (346, 209)),
        Device(name: "iphone-15", size: Size(width: 393, height: 852), scale: 3, portraitSafe: (59, 34),
               landscapeSafe: (59, 0, 21), keyboard: (336, 209)),
        Device(name: "iphone-15-pro", size: Size(width: 393, height: 852), scale: 3, portraitSafe: (59, 34),
               landscapeSafe: (59, 0, 21), keyboard: (336, 209)),
        Device(name: "iphone-15-pro-max", size: Size(width: 430, height: 932), scale: 3, portraitSafe: (59, 34),
               landscapeSafe: (59, 0, 21), keyboard: (346, 209)),
        Device(name: "iphone-16-pro", size: Size(width: 402, height: 874), scale: 3, portraitSafe: (62, 34),
               landscapeSafe: (62, 0, 21), keyboard: (336, 209)),
        Device(name: "iphone-16-pro-max", size: Size(width: 440, height: 956), scale: 3, portraitSafe: (62, 34),
               landscapeSafe: (62, 0, 21), keyboard: (346, 209)),
        Device(name: "ipad-mini", size: Size(width: 744, height: 1133), scale: 2, portraitSafe: (24, 20),
               landscapeSafe: (0, 24, 20), keyboard: (313, 398)),
        Device(name: "ipad-11", size: Size(width: 834, height: 1194), scale: 2, portraitSafe: (24, 20),
               landscapeSafe: (0, 24, 20), keyboard: (320, 405)),
        Device(name: "ipad-13", size: Size(width: 1024, height: 1366), scale: 2, portraitSafe: (24, 20),
               landscapeSafe: (0, 24, 20), keyboard: (380, 460)),
    ]

    /// The device called `name`.
    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// Its screen in an orientation.
    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: size.height, height: size.width) : size
    }

    /// Its safe-area insets in an orientation.
    public func safeArea(landscape: Bool) -> InsetSpec {
        var spec = InsetSpec.none
        if landscape {
            spec.left = landscapeSafe.side
            spec.right = landscapeSafe.side
            spec.top = landscapeSafe.top
            spec.bottom = landscapeSafe.bottom
        } else {
            spec.top = portraitSafe.top
            spec.bottom = portraitSafe.bottom
        }
        return spec
    }
}
