// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import Foundation
    import HydrantMacros
    import HydrantTestSupport
    import Testing

    /// One property of every field kind the direct writer writes: validated, defaulted, sensitive,
    /// aliased, an enum and an optional one, dates (RFC 3339 and seconds since 1970), a URL, a
    /// UUID, a `Decimal`, a nested model and an optional one, an array, a set, a dictionary,
    /// free-form JSON, an optional, `null` for `nil`, decode-only and encode-only properties. (A key
    /// path writes a nested object: a model with one is written by its fields, `MacroEveryKind`.)
    @Mappable(keys: .snakeCase)
    struct MacroEveryWrittenKind: Sendable, Equatable {
        @Validate(.minLength(2)) let name: String
        @Default(0) let count: Int
        @Sensitive let secret: String
        @Alias("ident") let id: Int
        let status: MacroKindStatus
        let nextStatus: MacroKindStatus?
        let created: Date
        @Map(Mappers.date(unit: .seconds)) let updated: Date
        let homepage: URL
        let uuid: UUID
        let price: Decimal
        let address: MacroAddress
        let office: MacroAddress?
        let tags: [String]
        let roles: Set<String>
        let counts: [String: Int]
        let extra: JSON
        let metadata: [String: JSON]
        let note: String?
        @NilValues(.writeNull) let deletedAt: Date?
        @DecodeOnly let token: String?
        @EncodeOnly var initial: String { String(name.prefix(1)) }
    }

    /// A model whose values can fail to write: rules checked in reverse, numbers JSON cannot hold.
    @Mappable
    struct MacroWriteFailures: Sendable, Equatable {
        @Validate(.maxLength(3), options: .inReverse) let code: String
        @Validate(.ifPresent(.range(0...9)), options: .inReverse) let digit: Int?
        @NilValues(.writeNull) let gone: String?
        let ratio: Double
        @EncodeOnly var shout: String { code.uppercased() }
    }

    /// Failures nested in a list and an optional.
    @Mappable
    struct MacroWriteFailureList: Sendable, Equatable {
        let items: [MacroWriteFailures]
        let first: MacroWriteFailures?
    }

    /// The direct writers `@Mappable` writes write JSON text; a tree (and sorted keys) is written by
    /// the fields. So writing every value both ways (every model a mutated valid document reads
    /// into, and values that fail to write) checks that the direct writer gives the fields' text
    /// and errors.
    @Suite("@Mappable direct writers: the fields' text and errors for every value")
    struct DirectWriterEquivalenceTests {

        @Test(arguments: MacroSubject.all)
        func everyValueReadFromAMutationWritesAlikeAsTextAndAsATree(_ subject: MacroSubject) {
            #expect(subject.isDirect() == subject.writesDirectly)
            let documents = [subject.valid] + JSONMutation.mutations(of: subject.valid).map(\.document)
            var written = 0
            for document in documents {
                guard let (text, tree) = subject.roundTrip(document) else { continue }
                written += 1
                #expect(text == tree, "\(document)")
            }
            #expect(written > 5)
            // The valid document writes cleanly.
            #expect(subject.roundTrip(subject.valid)?.text.hasSuffix("| no error") == true)
        }

        static let failing: [MacroWriteFailures] = [
            MacroWriteFailures(code: "abc", digit: 4, gone: "g", ratio: 1.5),
            MacroWriteFailures(code: "abc", digit: nil, gone: nil, ratio: 0),
            MacroWriteFailures(code: "abcdef", digit: 4, gone: nil, ratio: 1),
            MacroWriteFailures(code: "abcdef", digit: 42, gone: "g", ratio: 1),
            MacroWriteFailures(code: "a\u{0}\u{1F}\"\\/\u{2028}é😀", digit: nil, gone: "\u{7F}", ratio: -0.0),
            MacroWriteFailures(code: "x", digit: nil, gone: nil, ratio: .nan),
            MacroWriteFailures(code: "x", digit: 10, gone: nil, ratio: .infinity),
        ]

        @Test(arguments: failing)
        func aValueThatFailsToWriteFailsAlikeAsTextAndAsATree(_ value: MacroWriteFailures) {
            let (text, tree) = MacroSubject.write(value, with: MacroWriteFailures.mapper)
            #expect(text == tree)
        }

        @Test func failuresInAListAndAnOptionalHaveTheirPaths() {
            let list = MacroWriteFailureList(items: Self.failing, first: Self.failing[3])
            let (text, tree) = MacroSubject.write(list, with: MacroWriteFailureList.mapper)
            #expect(text == tree)
            #expect(MacroWriteFailureList.mapper.writesDirectly)
            #expect(
                MacroWriteFailureList.mapper.reversed.mappingBytes(
                    from: MacroWriteFailureList(items: [Self.failing[0], Self.failing[3]], first: Self.failing[2])
                ).error?.fullDescription == """
                    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                      - Could not map from 'items.1.code' to 'items.1.code': failed maxLength: must have at most 3 characters (validationFailed)
                      - Could not map from 'items.1.digit' to 'items.1.digit': failed range: must be between 0 and 9 (validationFailed)
                      - Could not map from 'first.code' to 'first.code': failed maxLength: must have at most 3 characters (validationFailed)

                    """)
        }

        /// Sorted keys are the tree's order: the fields write them, whatever the direct writer.
        @Test func sortedKeysAreWrittenByTheFields() throws {
            let value = try #require(MacroEveryWrittenKind.mapper.mapping(MacroDocuments.everyWrittenKind).value)
            let sorted = try MacroEveryWrittenKind.mapper.reversed.string(from: value, options: .init(sortsKeys: true))
            let keys = try #require(JSON(parsing: sorted).object).keys
            #expect(keys == keys.sorted())
        }
    }

#endif
