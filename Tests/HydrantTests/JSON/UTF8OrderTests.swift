import Hydrant
import Testing

@testable import HydrantJSON

/// Keys are compared and ordered by their UTF-8 bytes (the order of their Unicode scalars), not by
/// `String`'s canonical equivalence: what sorted keys and key lookups rely on.
@Suite("UTF-8 order and equality of keys")
struct UTF8OrderTests {
    static let keys = [
        "", "a", "A", "ab", "abc", "abd", "b", "é", "e\u{301}", "z", "zz", "日本", "日", "😀", "\u{7F}",
        "same prefix of sixteen bytes+1", "same prefix of sixteen bytes+2", "same prefix of sixteen",
    ]

    @Test("precedesInUTF8 is the byte order of utf8.lexicographicallyPrecedes", arguments: keys)
    func orderIsTheByteOrder(left: String) {
        for right in Self.keys {
            #expect(
                left.precedesInUTF8(right) == left.utf8.lexicographicallyPrecedes(right.utf8), "\(left) < \(right)")
        }
    }

    @Test("hasSameUTF8 is byte equality, not canonical equivalence", arguments: keys)
    func equalityIsByteEquality(left: String) {
        for right in Self.keys {
            #expect(left.hasSameUTF8(as: right) == left.utf8.elementsEqual(right.utf8), "\(left) == \(right)")
        }
    }
}
