import Testing
@testable import StatesFormat

/// A duration written without a unit and longer than 10 s (a hold longer than 60 s) is probably
/// milliseconds: a warning at the number says so.
@Suite("StatesFormat: long durations")
struct LongDurationTests {
    static let base = "canvas 100x100\nview x\nstate a\nstate b { hide x }\n"

    @Test("duration 250 and hold 90 warn, with the ms spelling; 250ms, 9 and a 30 s hold do not")
    func warnings() {
        #expect(StatesFormatTests.warnings(Self.base + "transition a -> b { duration 250 }") == [
            "5:30: the duration is 250 seconds, over 10 s; if milliseconds were meant, write 250ms"])
        #expect(StatesFormatTests.warnings(Self.base + "transition a -> b { delay 12 }") == [
            "5:27: the delay is 12 seconds, over 10 s; if milliseconds were meant, write 12ms"])
        #expect(StatesFormatTests.warnings(Self.base + "sequence s: a -> b { hold 90 }") == [
            "5:27: the hold is 90 seconds, over 60 s; if milliseconds were meant, write 90ms"])
        #expect(StatesFormatTests.warnings(Self.base + "transition a -> b { duration 250ms }").isEmpty)
        #expect(StatesFormatTests.warnings(Self.base + "transition a -> b { duration 9 }\nsequence s: a -> b { hold 30 }").isEmpty)
    }
}
