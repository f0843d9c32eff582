import Hydrant
import Testing

@Suite("JSONObject")
struct JSONObjectTests {
    /// The members of an object as `key=value` strings, in order, for exact comparisons.
    private static func members(_ object: JSONObject) -> [String] {
        object.map { "\($0.key)=\($0.value)" }
    }

    // MARK: Building

    @Test func emptyObject() {
        let object = JSONObject()
        #expect(object.isEmpty)
        #expect(object.count == 0)
        #expect(object.keys == [])
        #expect(object.values == [])
        #expect(object["a"] == nil)
        #expect(!object.hasDuplicateKeys)
        #expect(object == [:])
        #expect(object.description == "{}")
    }

    @Test func literalKeepsOrder() {
        let object: JSONObject = ["z": 1, "a": "two", "m": nil, "b": [true]]
        #expect(object.count == 4)
        #expect(object.keys == ["z", "a", "m", "b"])
        #expect(object.values == [1, "two", nil, [true]])
        #expect(object.description == #"{"z":1,"a":"two","m":null,"b":[true]}"#)
    }

    @Test func initWithMembersKeepsDuplicatesInOrder() {
        let object = JSONObject(members: [(key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3)])
        #expect(object.count == 3)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object.values == [1, 2, 3])
        #expect(object.hasDuplicateKeys)
        #expect(object.description == #"{"a":1,"b":2,"a":3}"#)
    }

    @Test func lookupFindsTheFirstMemberWithAKey() {
        let object = JSONObject(members: [(key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3)])
        #expect(object["a"] == 1)
        #expect(object["b"] == 2)
        #expect(object["c"] == nil)
        #expect(object.index(forKey: "a") == 0)
        #expect(object.index(forKey: "b") == 1)
        #expect(object.index(forKey: "c") == nil)
        #expect(JSON.object(object)["a"] == 1)
    }

    @Test func initKeepingFirstOfEachKey() {
        let object = JSONObject(uniqueKeysKeepingFirst: [
            (key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3), (key: "c", value: 4),
            (key: "b", value: 5),
        ])
        #expect(Self.members(object) == ["a=1", "b=2", "c=4"])
        #expect(!object.hasDuplicateKeys)
    }

    @Test func initFromDictionarySortsByKey() {
        let object = JSONObject(["b": 2, "a": 1, "B": 3, "é": 4, "aa": 5])
        #expect(object.keys == ["B", "a", "aa", "b", "é"])
        #expect(object["é"] == 4)
    }

    @Test func hasDuplicateKeys() {
        #expect(!(["a": 1, "b": 2] as JSONObject).hasDuplicateKeys)
        #expect((["a": 1, "b": 2, "a": 1] as JSONObject).hasDuplicateKeys)
        #expect(!(["\u{E9}": 1, "e\u{301}": 2] as JSONObject).hasDuplicateKeys)
    }

    // MARK: Mutation

    @Test func settingAnExistingKeyReplacesTheFirstMemberInPlace() {
        var object = JSONObject(members: [(key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3)])
        object["a"] = "x"
        #expect(Self.members(object) == [#"a="x""#, "b=2", "a=3"])
        object["b"] = nil
        #expect(Self.members(object) == [#"a="x""#, "a=3"])
    }

    @Test func settingANewKeyAppends() {
        var object: JSONObject = ["b": 1]
        object["a"] = 2
        object["c"] = [:]
        #expect(Self.members(object) == ["b=1", "a=2", "c={}"])
    }

    @Test func settingNilRemovesEveryMemberWithTheKey() {
        var object = JSONObject(members: [(key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3)])
        object["a"] = nil
        #expect(Self.members(object) == ["b=2"])
        object["missing"] = nil
        #expect(Self.members(object) == ["b=2"])
    }

    @Test func settingJSONNullKeepsTheMember() {
        var object: JSONObject = ["a": 1]
        object["a"] = .null
        #expect(object.count == 1)
        #expect(object["a"] == .null)
        #expect(object.description == #"{"a":null}"#)
    }

    @Test func removeValueReturnsTheFirstAndRemovesAll() {
        var object = JSONObject(members: [(key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3)])
        #expect(object.removeValue(forKey: "a") == 1)
        #expect(Self.members(object) == ["b=2"])
        #expect(object.removeValue(forKey: "a") == nil)
        #expect(object.removeValue(forKey: "b") == 2)
        #expect(object.isEmpty)
    }

    @Test func appendKeepsDuplicates() {
        var object: JSONObject = ["a": 1]
        object.append(key: "a", value: 2)
        object.append(key: "b", value: 3)
        #expect(Self.members(object) == ["a=1", "a=2", "b=3"])
        #expect(object["a"] == 1)
    }

    @Test func collectionConformance() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        #expect(object.startIndex == 0)
        #expect(object.endIndex == 3)
        #expect(object[1].key == "b")
        #expect(object[1].value == 2)
        object[1] = (key: "z", value: "changed")
        #expect(Self.members(object) == ["a=1", #"z="changed""#, "c=3"])
        #expect(object.map(\.key) == ["a", "z", "c"])
        #expect(object.reversed().map(\.key) == ["c", "z", "a"])
        object.reserveCapacity(100)
        #expect(object.count == 3)
    }

    // MARK: Sorting

    @Test func sortedByKeyOrdersByUnicodeScalars() {
        let object: JSONObject = [
            "b": 1, "a": 2, "B": 3, "": 4, "ab": 5, "\u{E9}": 6, "e\u{301}": 7, "😀": 8, "\u{FF61}": 9, "z": 10,
        ]
        let sorted = object.sortedByKey()
        // Scalar order, not UTF-16 order: U+FF61 comes before U+1F600, although its UTF-16
        // code unit 0xFF61 is above the emoji's lead surrogate 0xD83D.
        #expect(sorted.keys == ["", "B", "a", "ab", "b", "e\u{301}", "z", "\u{E9}", "\u{FF61}", "😀"])
        #expect(sorted.values == [4, 3, 2, 5, 1, 7, 10, 6, 9, 8])
        // The original is unchanged.
        #expect(object.keys.first == "b")
    }

    @Test func sortedByKeyIsStableForDuplicateKeys() {
        let object = JSONObject(members: [
            (key: "b", value: 1), (key: "a", value: 2), (key: "b", value: 3), (key: "a", value: 4),
            (key: "b", value: 5),
        ])
        #expect(Self.members(object.sortedByKey()) == ["a=2", "a=4", "b=1", "b=3", "b=5"])
    }

    @Test func sortedByKeyDoesNotSortNestedObjects() {
        let object: JSONObject = ["b": ["y": 1, "x": 2], "a": 0]
        #expect(object.sortedByKey().description == #"{"a":0,"b":{"y":1,"x":2}}"#)
    }

    // MARK: Equality and hashing

    @Test(
        arguments: [
            ([:], [:]),
            (["a": 1], ["a": 1]),
            (["a": 1, "b": 2], ["b": 2, "a": 1]),
            (
                ["a": 1, "b": [1, 2], "c": ["x": nil, "y": true]],
                ["c": ["y": true, "x": nil], "a": 1.0, "b": [1, 2]]
            ),
            (["a": 1, "b": 0, "a": 2], ["b": 0, "a": 1, "a": 2]),
            (["n": .number(JSONNumber("1e3")!)], ["n": 1000]),
            (["\u{E9}": 1, "e\u{301}": 2], ["e\u{301}": 2, "\u{E9}": 1]),
        ] as [(JSONObject, JSONObject)])
    func equalObjectsAreEqualAndHashAlike(lhs: JSONObject, rhs: JSONObject) {
        #expect(lhs == rhs)
        #expect(rhs == lhs)
        #expect(lhs.hashValue == rhs.hashValue)
        #expect(Set([lhs, rhs]).count == 1)
        #expect(JSON.object(lhs) == JSON.object(rhs))
        #expect(JSON.object(lhs).hashValue == JSON.object(rhs).hashValue)
    }

    @Test(
        arguments: [
            ([:], ["a": nil]),
            (["a": 1], ["a": 2]),
            (["a": 1], ["b": 1]),
            (["a": 1], ["a": 1, "b": 2]),
            (["a": 1], ["a": 1, "a": 1]),
            (["a": 1, "a": 2], ["a": 2, "a": 1]),
            (["a": 1, "b": 2], ["a": 2, "b": 1]),
            (["a": true], ["a": 1]),
            (["a": "1"], ["a": 1]),
            (["a": nil], ["a": false]),
            (["a": [1, 2]], ["a": [2, 1]]),
            (["A": 1], ["a": 1]),
            (["\u{E9}": 1], ["e\u{301}": 1]),
            (["k": "\u{E9}"], ["k": "e\u{301}"]),
            (["a": ["b": 1]], ["a": ["b": 1, "c": 2]]),
        ] as [(JSONObject, JSONObject)])
    func differentObjectsAreNotEqual(lhs: JSONObject, rhs: JSONObject) {
        #expect(lhs != rhs)
        #expect(rhs != lhs)
        #expect(Set([lhs, rhs]).count == 2)
    }

    @Test func hashIsIndependentOfOrderForManyPermutations() {
        let members: [JSONObject.Member] = (0..<8).map { (key: "k\($0)", value: JSON($0)) }
        let reference = JSONObject(members: members)
        var permutation = members
        var objects: Set<JSONObject> = [reference]
        for step in 0..<50 {
            // A deterministic shuffle: rotate and swap.
            permutation.swapAt(step % 8, (step * 5 + 3) % 8)
            let object = JSONObject(members: permutation)
            #expect(object == reference)
            #expect(object.hashValue == reference.hashValue)
            objects.insert(object)
        }
        #expect(objects.count == 1)
    }

    // MARK: Keys by Unicode scalars

    @Test func precomposedAndDecomposedKeysAreDifferent() {
        let nfc = "\u{E9}"
        let nfd = "e\u{301}"
        #expect(nfc == nfd)  // Swift's canonical equivalence...

        var object: JSONObject = [nfc: 1]
        #expect(object[nfc] == 1)
        #expect(object[nfd] == nil)  // ...is not how keys are compared.
        #expect(object.index(forKey: nfd) == nil)

        object[nfd] = 2
        #expect(object.count == 2)
        #expect(object[nfc] == 1)
        #expect(object[nfd] == 2)
        #expect(!object.hasDuplicateKeys)

        object[nfc] = nil
        #expect(object.count == 1)
        #expect(object.keys.first.map { Array($0.unicodeScalars) } == Array(nfd.unicodeScalars))

        let unique = JSONObject(
            uniqueKeysKeepingFirst: [(key: nfc, value: 1), (key: nfd, value: 2), (key: nfc, value: 3)]
                as [JSONObject.Member])
        #expect(unique.count == 2)
        #expect(unique.values == [1, 2])

        var removing: JSONObject = [nfc: 1, nfd: 2]
        #expect(removing.removeValue(forKey: nfd) == 2)
        #expect(removing.keys.map { Array($0.unicodeScalars) } == [Array(nfc.unicodeScalars)])
    }

    @Test func keysDifferingOnlyInCaseOrWidthAreDifferent() {
        let object: JSONObject = ["key": 1, "Key": 2, "ｋｅｙ": 3]
        #expect(object["key"] == 1)
        #expect(object["Key"] == 2)
        #expect(object["ｋｅｙ"] == 3)
        #expect(object["KEY"] == nil)
    }

    @Test func readerKeepsBothNormalizationForms() throws {
        let value = try JSON(parsing: "{\"\u{E9}\":1,\"e\u{301}\":2}")
        let object = try #require(value.object)
        #expect(object.count == 2)
        #expect(object["\u{E9}"] == 1)
        #expect(object["e\u{301}"] == 2)
    }

    // MARK: Description

    @Test func descriptionIsCompactJSONInMemberOrder() {
        let object: JSONObject = ["b": [1, 2], "a": ["c": nil], "q\"": "\n"]
        #expect(object.description == #"{"b":[1,2],"a":{"c":null},"q\"":"\n"}"#)
    }
}
