import Hydrant
import Testing

/// A `String` used as an accessor: a key path, parsed once by whatever keeps it.
@Suite("String as a key-path accessor")
struct KeyPathStringAccessorTests {
    struct Person: Equatable {
        let first: String
        let age: Int
    }

    static let source: JSON = ["name": ["first": "Ada"], "age": 36, "a.b": 1]

    @Test(arguments: ["name", "name.first", "age", "missing", "name.missing.deeper", "a.b"])
    func readsWritesAndNamesAsTheParsedKeyPath(keyPath: String) throws {
        let parsed = Accessors.keyPath(keyPath)
        #expect(try keyPath.read(from: Self.source) == parsed.read(from: Self.source))
        #expect(keyPath.fieldNames == parsed.fieldNames)
        #expect(keyPath.topLevelKeys == parsed.topLevelKeys)
        #expect(keyPath.path == parsed.path)
        var written: JSON = [:]
        var expected: JSON = [:]
        try keyPath.write("x", into: &written)
        try parsed.write("x", into: &expected)
        #expect(written == expected)
    }

    @Test func aWrongShapeFailsAsThePathDoes() {
        #expect(throws: MappingError.self) { try "name.first.initial".read(from: Self.source) }
        var destination: JSON = ["name": 3]
        #expect(throws: MappingError.self) { try "name.first".write("x", into: &destination) }
    }

    @Test func fieldsMappersAndDiscriminatorsKeepTheParsedPath() {
        let keyPath = "name.first"
        let field = Field<Person, String>(keyPath, \.first)
        #expect(field.source as? Accessors.Path == Accessors.keyPath(keyPath))
        let copy = JSONField(keyPath, to: "first")
        #expect(copy.source as? Accessors.Path == Accessors.keyPath(keyPath))
        #expect(copy.destination as? Accessors.Path == Accessors.keyPath("first"))
        let walk = Mappers.forward(keyPath, Mappers.value(String.self))
        #expect(walk.walk as? Accessors.Path == Accessors.keyPath(keyPath))
        let discriminator = DispatchDiscriminator<JSON>.member("kind")
        #expect(discriminator.accessor as? Accessors.Path == Accessors.keyPath("kind"))
    }

    @Test func aMappingWrittenWithStringVariablesReadsWritesAndReportsPaths() throws {
        let (firstKey, ageKey) = ("name.first", "age")
        let person = Mappers.object(Person.init) {
            Field(firstKey, \.first)
            Field(ageKey, \.age)
        }
        #expect(try person.map(Self.source) == Person(first: "Ada", age: 36))
        #expect(try person.map(parsing: #"{"name":{"first":"Ada"},"age":36}"#) == Person(first: "Ada", age: 36))
        #expect(
            try person.reversed.string(from: Person(first: "Ada", age: 36)) == #"{"name":{"first":"Ada"},"age":36}"#)
        let error = #expect(throws: MappingError.self) { try person.map(["name": [:], "age": 36]) }
        #expect(error?.underlyingMappingErrors.map { $0.sourcePath?.description } == ["name.first"])
    }
}
