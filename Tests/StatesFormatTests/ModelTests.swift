import Testing
@testable import StatesFormat

@Suite("Model")
struct ModelTests {
    @Test("attributes have the kind the format assigns them")
    func attributeKinds() {
        #expect(Attribute.leading.kind == .xAxis)
        #expect(Attribute.centerY.kind == .yAxis)
        #expect(Attribute.height.kind == .dimension)
        #expect(Attribute.trailing.isDirectional && !Attribute.right.isDirectional)
    }

    @Test("element defaults follow the format's table")
    func elementDefaults() {
        let at = SourceRange(at: SourceLocation(file: "x.states", line: 1, column: 1))
        let label = Element(id: "t", kind: .label, parent: "root", range: at)
        #expect(label.hugging == AxisPriorities(horizontal: 251, vertical: 251))
        #expect(label.compression == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(label.intrinsic == .fromText && label.fontSize == 17)
        let view = Element(id: "v", kind: .view, parent: "root", range: at)
        #expect(view.hugging.horizontal == 250 && view.intrinsic == .none && view.margins == .all(8))
        #expect(Element(id: "s", kind: .stack, parent: "root", range: at).stack == StackSpec())
    }
}

@Suite struct DecimalDigitsTests {
    @Test("an integer's digits, byte by byte, are what String prints: zero, signs, both ends of Int")
    func digits() {
        for value in [0, 7, -7, 10, 1234, -90210, 999_999_999_999_999, Int.max, Int.min] {
            var bytes: [UInt8] = []
            DecimalDigits.write(value) { bytes.append($0) }
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
    }
}
