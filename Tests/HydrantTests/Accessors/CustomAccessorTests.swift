import Hydrant
import Testing

/// A user-defined accessor: reads the first member whose key matches, ignoring case. Writing
/// replaces that member (keeping the document's spelling of the key) or appends one.
private struct CaseInsensitiveKey: Accessor {
    let key: String

    var fieldNames: [String] { ["~" + key] }

    private func matches(_ candidate: String) -> Bool {
        candidate.lowercased() == key.lowercased()
    }

    func read(from source: JSON) throws(MappingError) -> JSON? {
        switch source {
        case .null:
            return nil
        case .object(let object):
            return object.first { matches($0.key) }?.value
        default:
            throw MappingError(
                code: .readFailed, sourceValue: source, sourcePath: path,
                detail: "expected an object, found \(source.kind)")
        }
    }

    func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
        var object: JSONObject
        switch destination {
        case .null: object = [:]
        case .object(let existing): object = existing
        default:
            throw MappingError(
                code: .writeFailed, destinationValue: destination, destinationPath: path,
                detail: "cannot write a member into \(destination.kind)")
        }
        let members = object.filter { !matches($0.key) || value != nil }
        object = JSONObject(members: members)
        if let value {
            if let position = object.firstIndex(where: { matches($0.key) }) {
                object[position].value = value
            } else {
                object.append(key: key, value: value)
            }
        }
        destination = .object(object)
    }
}

/// A user-defined accessor built from others: reads the first alternative that is present, writes
/// to the first one. Shows that accessors compose through the protocol.
private struct FirstPresent: Accessor {
    let alternatives: [Accessors.Path]

    var fieldNames: [String] { alternatives.flatMap(\.fieldNames) }

    func read(from source: JSON) throws(MappingError) -> JSON? {
        for alternative in alternatives {
            if let value = try alternative.read(from: source) { return value }
        }
        return nil
    }

    func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
        try alternatives[0].write(value, into: &destination)
    }
}

/// Reads through any accessor, to show the protocol is usable generically.
private func readAll(_ accessors: [any Accessor], from source: JSON) throws(MappingError) -> [JSON?] {
    var values: [JSON?] = []
    for accessor in accessors {
        values.append(try accessor.read(from: source))
    }
    return values
}

@Suite("Custom accessors")
struct CustomAccessorTests {
    static let source: JSON = ["Name": "Ada", "AGE": 36, "nickname": nil, "name": "second"]

    // MARK: Case-insensitive key

    @Test(
        arguments: [
            ("name", "Ada" as JSON?),
            ("NAME", "Ada"),
            ("age", 36),
            ("NickName", .null),
            ("email", nil),
        ] as [(String, JSON?)])
    func readsIgnoringCase(key: String, expected: JSON?) throws {
        #expect(try CaseInsensitiveKey(key: key).read(from: Self.source) == expected)
    }

    @Test func readsNilFromNullAndFailsOnOtherKinds() throws {
        let accessor = CaseInsensitiveKey(key: "name")
        #expect(try accessor.read(from: .null) == nil)
        let error = #expect(throws: MappingError.self) { try accessor.read(from: ["Ada"]) }
        let caught = try #require(error)
        #expect(caught.code == .readFailed)
        #expect(caught.sourcePath == "~name")
        #expect(caught.reason == "Could not map from '~name' to '<Unknown>': expected an object, found an array")
    }

    @Test func writesOverTheExistingSpellingOrAppends() throws {
        let accessor = CaseInsensitiveKey(key: "name")
        var destination: JSON = ["id": 1, "NAME": "old"]
        try accessor.write("new", into: &destination)
        #expect(destination.description == #"{"id":1,"NAME":"new"}"#)

        var empty: JSON = nil
        try accessor.write("Ada", into: &empty)
        #expect(empty.description == #"{"name":"Ada"}"#)
        #expect(try accessor.read(from: empty) == "Ada")
    }

    @Test func writingNilRemovesEverySpelling() throws {
        var destination = Self.source
        try CaseInsensitiveKey(key: "NAME").write(nil, into: &destination)
        #expect(destination.description == #"{"AGE":36,"nickname":null}"#)
        #expect(try CaseInsensitiveKey(key: "name").read(from: destination) == nil)
    }

    @Test func writeIntoTheWrongShapeFails() throws {
        var destination: JSON = "text"
        let error = #expect(throws: MappingError.self) {
            try CaseInsensitiveKey(key: "name").write(1, into: &destination)
        }
        #expect(error?.code == .writeFailed)
        #expect(error?.destinationPath == "~name")
        #expect(error?.reason == "Could not map from '<Unknown>' to '~name': cannot write a member into a string")
        #expect(destination == "text")
    }

    @Test func pathAndDescriptionComeFromTheProtocol() {
        let accessor = CaseInsensitiveKey(key: "Name")
        #expect(accessor.fieldNames == ["~Name"])
        #expect(accessor.description == "~Name")
        #expect("\(accessor)" == "~Name")
        #expect(accessor.path == MappingPath(fieldNames: ["~Name"]))
        #expect(accessor.path.description == "~Name")
        #expect(accessor == CaseInsensitiveKey(key: "Name"))
        #expect(accessor != CaseInsensitiveKey(key: "name"))
    }

    // MARK: First present

    fileprivate static let identifier = FirstPresent(alternatives: [
        "id", "identifier", Accessors.path(.key("meta"), .index(0)),
    ])

    @Test(
        arguments: [
            (["id": 1, "identifier": 2] as JSON, 1 as JSON?),
            (["identifier": 2], 2),
            (["meta": [3]], 3),
            (["id": nil, "identifier": 2], .null),  // null is present: it wins
            (["other": 0], nil),
            (.null, nil),
        ] as [(JSON, JSON?)])
    func readsTheFirstPresentAlternative(source: JSON, expected: JSON?) throws {
        #expect(try Self.identifier.read(from: source) == expected)
    }

    @Test func alternativesReportTheirOwnReadFailures() throws {
        let error = #expect(throws: MappingError.self) {
            try Self.identifier.read(from: ["meta": ["x": 1]])
        }
        #expect(error?.code == .readFailed)
        #expect(error?.sourcePath == "meta.0")
        #expect(error?.detail == "expected an array at 'meta', found an object")
    }

    @Test func writesTheFirstAlternative() throws {
        var destination: JSON = ["identifier": 2]
        try Self.identifier.write(9, into: &destination)
        #expect(destination.description == #"{"identifier":2,"id":9}"#)
        #expect(try Self.identifier.read(from: destination) == 9)
        try Self.identifier.write(nil, into: &destination)
        #expect(destination.description == #"{"identifier":2}"#)
        #expect(try Self.identifier.read(from: destination) == 2)
    }

    @Test func severalFieldNamesAreDescribedInBrackets() {
        #expect(Self.identifier.fieldNames == ["id", "identifier", "meta.0"])
        #expect(Self.identifier.description == "[id, identifier, meta.0]")
        #expect(Self.identifier.path == ["id", "identifier", "meta.0"])
        #expect(Self.identifier.path.description == "[id, identifier, meta.0]")
    }

    // MARK: Through the protocol

    @Test func customAndBuiltInAccessorsWorkAsExistentials() throws {
        let accessors: [any Accessor] = [
            CaseInsensitiveKey(key: "age"), Self.identifier, Accessors.keyPath("Name"), Accessors.fields("Name", "AGE"),
        ]
        let values = try readAll(accessors, from: ["Name": "Ada", "AGE": 36, "identifier": "x"])
        #expect(values == [36, "x", "Ada", ["Ada", 36]])
        #expect(accessors.map(\.description) == ["~age", "[id, identifier, meta.0]", "Name", "[Name, AGE]"])
    }

    @Test func customAccessorsAreHashable() {
        let set: Set<AnyHashable> = [
            AnyHashable(CaseInsensitiveKey(key: "a")), AnyHashable(CaseInsensitiveKey(key: "a")),
            AnyHashable(CaseInsensitiveKey(key: "b")), AnyHashable(Accessors.keyPath("a")),
        ]
        #expect(set.count == 3)
    }
}
