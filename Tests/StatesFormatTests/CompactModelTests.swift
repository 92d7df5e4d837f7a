import Testing
@testable import StatesFormat

/// The compact storage of the model (issue "speed that scales") keeps value semantics:
/// source ranges with 32-bit positions, and elements' shared decoration box.
@Suite("Compact model storage")
struct CompactModelTests {
    static let here = SourceRange(file: "a.states", line: 3, column: 5, endLine: 4, endColumn: 9)

    @Test("a source range gives back what it was made of, and its ends can be set")
    func sourceRange() {
        var r = Self.here
        #expect(r.start == SourceLocation(file: "a.states", line: 3, column: 5))
        #expect(r.end == SourceLocation(file: "a.states", line: 4, column: 9))
        #expect(r == SourceRange(start: r.start, end: r.end))
        r.end = SourceLocation(file: "a.states", line: 7, column: 1)
        #expect(r.end.line == 7 && r.end.column == 1 && r.start.line == 3)
        r.start = SourceLocation(file: "b.states", line: 2, column: 2)
        #expect(r.file == "b.states" && r.start.line == 2 && r.end.line == 7)
        // Positions beyond 32 bits are clamped, not wrapped.
        let far = SourceRange(at: SourceLocation(file: "f", line: Int(Int32.max) + 10, column: 1))
        #expect(far.start.line == Int(Int32.max))
    }

    @Test("changing a copy's decoration leaves the original as it was; equality is by value")
    func decorationIsAValue() {
        let original = Element(id: "a", kind: .view, parent: "root", range: Self.here)
        var copy = original
        #expect(copy == original)
        copy.shadow = Shadow(radius: 4)
        copy.control.segments.append("One")
        copy.tint = DynamicColor(Color(red: 1, green: 0, blue: 0))
        #expect(original.shadow == nil && original.control.segments.isEmpty && original.tint == nil)
        #expect(copy.shadow?.radius == 4 && copy.control.segments == ["One"])
        #expect(copy != original)
        // Two elements made apart, with the same decoration, are equal and hash alike.
        var other = Element(id: "a", kind: .view, parent: "root", range: Self.here)
        other.shadow = Shadow(radius: 4)
        other.control.segments = ["One"]
        other.tint = DynamicColor(Color(red: 1, green: 0, blue: 0))
        #expect(other == copy)
        #expect(other.hashValue == copy.hashValue)
        // Undoing the change makes it equal to the original again.
        copy.shadow = nil
        copy.control.segments = []
        copy.tint = nil
        #expect(copy == original)
    }

    @Test("an element is smaller than before its decoration was boxed (1,000 bytes)")
    func elementSize() {
        #expect(MemoryLayout<Element>.stride < 700)
        #expect(MemoryLayout<PreparedState.Slot?>.stride <= 48)
    }
}
