import Testing
@testable import StatesFormat

/// Identifiers with hyphens (§2), as Interface Builder's object ids are: `bsi-7e-6Cc` and
/// `BYZ-38-t0r` are one identifier each, while `title.bottom-8` stays a subtraction.
@Suite struct IdentifierTests {
    static func texts(_ source: String) -> [String] {
        Lexer.tokenize(SourceText(string: source, file: "t.states")).tokens.filter { $0.kind != .newline && $0.kind != .endOfFile }.map(\.text)
    }

    @Test func interfaceBuilderIDsAreOneIdentifier() {
        #expect(Self.texts("view bsi-7e-6Cc") == ["view", "bsi-7e-6Cc"])
        #expect(Self.texts("view BYZ-38-t0r") == ["view", "BYZ-38-t0r"])
        #expect(Self.texts("BYZ-38-t0r.top == Q8X-k7-dOs.bottom") == ["BYZ-38-t0r", ".", "top", "==", "Q8X-k7-dOs", ".", "bottom"])
        #expect(Self.texts("view card-view") == ["view", "card-view"])
    }

    @Test func aHyphenBeforeDigitsIsStillAMinus() {
        #expect(Self.texts("a.top == b.bottom-8") == ["a", ".", "top", "==", "b", ".", "bottom", "-", "8"])
        #expect(Self.texts("a.width == gap-1") == ["a", ".", "width", "==", "gap", "-", "1"])
        // Ten characters in the 3-2-3 shape but part of a longer word: not an id.
        #expect(Self.texts("a.top == abc-12-defg").first == "a")
    }

    @Test func aSceneWithInterfaceBuilderIDsCompiles() {
        let source = """
        canvas 200x200
        view BYZ-38-t0r
        view bsi-7e-6Cc
        BYZ-38-t0r.top == root.top
        BYZ-38-t0r.leading == root.leading
        BYZ-38-t0r.width == 10
        BYZ-38-t0r.height == root.height-8
        bsi-7e-6Cc.top == BYZ-38-t0r.bottom
        bsi-7e-6Cc.leading == root.leading
        bsi-7e-6Cc.width == 10
        bsi-7e-6Cc.height == 4
        state s
        """
        #expect(errors(source).isEmpty, "\(errors(source))")
        #expect(compile(source).scene?.elements.map(\.id) == ["BYZ-38-t0r", "bsi-7e-6Cc"])
    }
}
