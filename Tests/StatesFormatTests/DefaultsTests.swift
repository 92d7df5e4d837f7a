import Testing
@testable import StatesFormat

/// `defaults code|interface-builder`: labels and images hug at 251 as Interface Builder sets
/// them, at 250 as UILabel/UIImageView created in code do (UIView's default).
@Suite("StatesFormat: defaults")
struct DefaultsTests {
    func hugging(_ source: String) -> [Int] {
        let scene = compile(source + "\ncanvas 100x100\nlabel l \"x\"\nimage i\nview v\nlabel h \"y\" { hugging 300 }").scene
        return ["l", "i", "v", "h"].map { scene?.element($0)?.hugging.horizontal ?? -1 }
    }

    @Test("interface-builder (the default): 251 for labels and images; code: 250; written values stay")
    func defaults() {
        #expect(hugging("") == [251, 251, 250, 300])
        #expect(hugging("defaults interface-builder") == [251, 251, 250, 300])
        #expect(hugging("defaults code") == [250, 250, 250, 300])
    }

    @Test("written twice or unknown: located errors")
    func errors() {
        #expect(StatesFormatTests.errors("defaults code\ndefaults code\ncanvas 100x100") == ["2:1: 'defaults' is written twice"])
        #expect(StatesFormatTests.errors("defaults cod\ncanvas 100x100") == ["1:10: unknown defaults 'cod'; did you mean 'code'?"])
    }
}
