import StatesFormat

/// What a constraint of the engine's system is: the key that finds the same constraint in the
/// next state's system (``LayoutEngine`` diffs systems by it). Typed, so that no two kinds of
/// constraint can share a key, whatever the scene's ids are.
enum SystemKey: Hashable, Sendable {
    /// One of a frame's four components.
    enum Component: Hashable, Sendable { case x, y, width, height }

    /// The root's frame: the canvas's origin and size.
    case root(Component)
    /// A root whose height fits its content: that height at least the environment's.
    case fittingFloor
    /// A layout guide's frame inside its owner (safe area, margins, keyboard).
    case guide(ItemRef, Component)
    /// An element's content hugging along an axis (`horizontal`: its width).
    case hugging(String, horizontal: Bool)
    /// An element's compression resistance along an axis.
    case compression(String, horizontal: Bool)
    /// A wrapping label's width kept at its longest word (``SystemBuilder/wrappingCompression(_:)``).
    case wordWidth(String)
    /// A wrapping label's width kept at 0 or more (``SystemBuilder/wrappingCompression(_:)``).
    case wrappingFloor(String)
    /// A constraint of an element's autoresizing mask.
    case autoresizing(String, Component)
    /// A stack view's generated constraint (`UISV-…`): the stack's id and which one.
    case stack(String, String)
    /// A written constraint, by its id.
    case written(String)
}

extension SystemKey: Comparable {
    /// Keys compare as the names the engine once used for them (`root.x`, `ID.hug.w`,
    /// `STACK.spacing.1`, a written constraint's id), which is the order removals are made in:
    /// kept, so that every solve is the same to the last bit.
    static func < (a: SystemKey, b: SystemKey) -> Bool { a.orderingName.utf8.lexicographicallyPrecedes(b.orderingName.utf8) }

    private var orderingName: String {
        func letter(_ c: Component) -> String {
            switch c {
            case .x: return "x"
            case .y: return "y"
            case .width: return "w"
            case .height: return "h"
            }
        }
        switch self {
        case .root(let c): return [ItemTable.rootID, letter(c)].joined(separator: ".")
        case .fittingFloor: return "\(ItemTable.rootID).h.floor"
        case .guide(let ref, let c): return "\(ref.layoutKey).\(letter(c))"
        case .hugging(let id, let horizontal): return "\(id).hug.\(horizontal ? "w" : "h")"
        case .compression(let id, let horizontal): return "\(id).comp.\(horizontal ? "w" : "h")"
        case .wordWidth(let id): return "\(id).comp.word"
        case .wrappingFloor(let id): return "\(id).comp.floor"
        case .autoresizing(let id, let c): return "\(id).frame.\(letter(c))"
        case .stack(let id, let part): return "\(id).\(part)"
        case .written(let id): return id
        }
    }
}
