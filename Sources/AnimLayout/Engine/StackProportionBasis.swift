import StatesFormat

/// The lengths a fill-proportionally stack shares its length in proportion to.
///
/// UIKit takes each arranged view's intrinsic content size along the axis. A view without one
/// (a nested stack, a plain view held by its own constraints) keeps its size through UIKit's
/// layout passes, which measure the proportions again from the frames they laid out: such a
/// view ends at the length its own content or a required constant gives it, not at zero. Zero
/// at priority 999 would beat its content's compression resistance (750) and crush it, which
/// no app shows (a stack of buttons in a proportional stack keeps its buttons).
/// So a view without an intrinsic length counts with its **natural length**:
/// - a required `height == c` (or `width == c`) written on it: `c`;
/// - a stack: its visible arranged views' natural lengths, added up with the spacing along its
///   own axis, the largest across it;
/// - a plain view with one subview pinned inside it: that subview's natural length;
/// - anything else: none (0), as before.
extension SystemBuilder {
    /// The natural length of element `id` along `horizontal`'s axis; 0 when nothing gives one.
    func naturalLength(_ id: String, horizontal: Bool, depth: Int = 0) -> Double {
        if let size = intrinsic[id], let length = horizontal ? size.width : size.height, length > 0 { return length }
        if let constant = requiredConstantLength(id, horizontal: horizontal) { return constant }
        guard depth < 16, let index = elements[id] else { return 0 }
        let element = scene.elements[index]
        let visible = element.children.filter { !state.hidden.contains($0) }
        if let spec = element.stack {
            let lengths = visible.map { naturalLength($0, horizontal: horizontal, depth: depth + 1) }
            let alongItsAxis = (spec.axis == .horizontal) == horizontal
            return alongItsAxis ? lengths.reduce(0, +) + Double(max(0, lengths.count - 1)) * spec.spacing : lengths.max() ?? 0
        }
        guard visible.count == 1, let only = visible.first else { return 0 }
        return naturalLength(only, horizontal: horizontal, depth: depth + 1)
    }

    /// The constant of a required `ID.height == c` (or `ID.width == c`) active in this state.
    private func requiredConstantLength(_ id: String, horizontal: Bool) -> Double? {
        let attribute: Attribute = horizontal ? .width : .height
        for active in state.constraints {
            let c = active.constraint
            if c.isRequired, c.second == nil, c.relation == .equal, c.first.attribute == attribute,
               c.first.item == .element(id), c.constant > 0 {
                return c.constant
            }
        }
        return nil
    }
}
