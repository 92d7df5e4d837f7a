import Foundation
import Testing
@testable import AnimLayout

/// Numbers in JSON reports: integral values are written digit by digit, others by Swift's
/// shortest round-trip description. Checked against the description and against Foundation's
/// JSON parser reading each number back.
@Suite("Reports: JSON numbers")
struct JSONNumberTests {
    static let values: [Double] = [
        0, -0.0, 1, -1, 7, 10, 87, 100, 2000, -2000, 123_456_789, 999_999_999_999_999, -999_999_999_999_999,
        1e15, -1e15, 1e16, 151.5, -0.5, 0.1, 1.0 / 3, 1e-9, 8.000001, .infinity, -.infinity, .nan,
        Double(Int32.max), Double(Int32.min),
    ]

    @Test("an integral number prints as its digits, any other as its description; null when not finite")
    func asDescribed() {
        for v in Self.values {
            let written = JSONValue.number(v).serialized()
            let expected: String
            if !v.isFinite {
                expected = "null"
            } else if v == v.rounded(), abs(v) < 1e15 {
                expected = String(Int(v))
            } else {
                expected = (v == 0 ? 0 : v).description
            }
            #expect(written == expected, "\(v)")
            #expect(written != "-0")
            #expect(JSONValue.real(v).serialized() == JSONValue.format(v, alwaysFraction: true))
        }
    }

    @Test("every finite number reads back as the same double")
    func roundTrip() throws {
        for v in Self.values where v.isFinite {
            let text = JSONValue.array([.number(v)]).serialized()
            let parsed = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [NSNumber])
            #expect(parsed.first?.doubleValue == (v == 0 ? 0 : v), "\(text)")
        }
    }
}
