import Foundation
import Hydrant
import Testing

/// The redaction canary: a unique secret in every string and key of generated bad documents never
/// appears in any rendering of any error, unless the caller opts in with `revealingValues()`; values
/// marked sensitive never appear, even then.
@Suite("Redaction canary")
struct RedactionTests {
    static let secret = "sk_live_7Qz9Canary"

    /// The mappers the generated documents go through, as closures returning their error (`nil`
    /// when the document maps cleanly).
    static let mappers: [(String, @Sendable (JSON) -> MappingError?)] = [
        ("order", { OrderMappers.order.mapping($0).error }),
        ("order, unmapped keys reported", { OrderMappers.order.unmappedKeys(.report).mapping($0).error }),
        (
            "order, reverse of a reshape",
            {
                Mappers.reshape {
                    JSONField("id", to: "id"); JSONField("lines", to: "lines")
                }
                .unmappedKeys(.reject).mapping($0).error
            }
        ),
        ("dictionary of lines", { Mappers.dictionary(of: OrderMappers.line).mapping($0).error }),
        ("array of deliveries", { Mappers.array(of: Mappers.optionally(OrderMappers.delivery)).mapping($0).error }),
        ("typed value", { Mappers.value([String: [Int]].self).mapping($0).error }),
        (
            "first",
            {
                Mappers.first {
                    Mappers.date(.rfc3339); Mappers.date(.dotNet); Mappers.anyDate()
                }.mapping($0).error
            }
        ),
        ("url", { Mappers.url(schemes: ["https"]).mapping($0).error }),
    ]

    /// A random JSON value: every string and every key holds the secret, except that a key is
    /// sometimes one of the order model's field names (so that the mappers get past the missing
    /// fields and fail deeper down).
    static func document(_ random: inout SplitMix64, depth: Int = 0) -> JSON {
        let names = [
            "id", "status", "placed", "due", "site", "tags", "counters", "lines", "delivery",
            "sku", "qty", "price", "type", "shop", "weight",
        ]
        func text() -> String {
            let prefixes = ["", "https://", "2024-01-01T", "paid", "12", "/Date("]
            return prefixes[Int(random.next() % UInt64(prefixes.count))] + secret + String(random.next() % 1000)
        }
        func key() -> String {
            random.next() % 3 == 0
                ? secret + String(random.next() % 100) : names[Int(random.next() % UInt64(names.count))]
        }
        let choice = depth > 3 ? random.next() % 4 : random.next() % 7
        switch choice {
        case 0: return .string(text())
        case 1: return .number(JSONNumber(Int(random.next() % 2000) - 1000))
        case 2: return random.next() % 2 == 0 ? .null : .bool(true)
        case 3: return .string(secret)
        case 4:
            return .array((0..<Int(random.next() % 4)).map { _ in document(&random, depth: depth + 1) })
        default:
            var object = JSONObject()
            for _ in 0..<Int(1 + random.next() % 6) {
                object.append(key: key(), value: document(&random, depth: depth + 1))
            }
            object.append(key: secret, value: .string(secret))
            return .object(object)
        }
    }

    @Test func theSecretNeverAppearsInAnyRenderingOfGeneratedBadDocuments() throws {
        var random = SplitMix64(seed: 0xC0FFEE)
        var errors = 0
        var leaks: [String] = []
        for _ in 0..<300 {
            let json = Self.document(&random)
            for (name, map) in Self.mappers {
                guard let error = map(json) else { continue }
                errors += 1
                for (rendering, text) in FuzzChecks.renderings(of: error) where text.contains(Self.secret) {
                    leaks.append("\(name): \(rendering)")
                }
            }
        }
        #expect(errors > 1000)
        #expect(leaks.isEmpty, "leaks: \(Set(leaks).sorted())")
    }

    @Test func readingErrorsOfDocumentsWithTheSecretDoNotQuoteIt() {
        let bad = [
            #"{"\#(Self.secret)": \#(Self.secret)}"#, #"["\#(Self.secret)\x"]"#, #"{"\#(Self.secret)" 1}"#,
            #"["\#(Self.secret)"#, #"[1, \#(Self.secret)]"#, #"{"a": "\#(Self.secret)",}"#,
        ]
        for text in bad {
            #expect(throws: JSONReadingError.self) { try JSON(parsing: text) }
            do {
                _ = try JSON(parsing: text)
            } catch {
                var dumped = ""
                dump(error, to: &dumped)
                for rendering in ["\(error)", String(reflecting: error), dumped, "\((error as NSError).userInfo)"] {
                    #expect(!rendering.contains(Self.secret))
                }
            }
            // Mapping from text wraps the reading error.
            let error = OrderMappers.order.mapping(parsing: text).error
            #expect(
                error.map { FuzzChecks.checkRenderings(of: $0) == nil && !$0.fullDescription.contains(Self.secret) }
                    == true)
        }
    }

    // MARK: Opting in

    @Test func revealingValuesShowsValuesAndDocumentKeys() throws {
        let json: JSON = ["counters": [Self.secret: "x"]]
        let mapper = Mappers.forward("counters", Mappers.dictionary(of: Mappers.value(Int.self)))
        let error = try #require(mapper.mapping(json).error)
        #expect(!error.fullDescription.contains(Self.secret))
        #expect(!error.revealsValues)
        let revealed = error.revealingValues()
        #expect(revealed.revealsValues)
        #expect(
            revealed.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'counters.\(Self.secret)' to '\(Self.secret)': expected a number, got a string [source value: "x"] (invalidSourceType)

                """)
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'counters.<key>' to '<key>': expected a number, got a string (invalidSourceType)

                """)
        #expect(
            revealed.fullRecursiveDescription.contains(
                #"reason="Could not map from '\#(Self.secret)' to '\#(Self.secret)': expected a number, got a string [source value: "x"]""#
            ))
        let info = (revealed as NSError).userInfo
        let member = try #require(info[NSUnderlyingErrorKey] as? NSError)
        #expect(member.userInfo[MappingError.UserInfoKey.sourcePath] as? String == Self.secret)
        #expect(member.userInfo[MappingError.UserInfoKey.sourceValue] as? String == #""x""#)
        // The unrevealed bridge has neither.
        let plain = try #require((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)
        #expect(plain.userInfo[MappingError.UserInfoKey.sourcePath] as? String == "<key>")
        #expect(plain.userInfo[MappingError.UserInfoKey.sourceValue] == nil)
        // dump shows an error's description, and its mirror never shows values.
        var dumped = ""
        dump(error, to: &dumped)
        #expect(!dumped.contains(Self.secret))
    }

    @Test(
        arguments: [
            (JSON.string("abc"), #""abc""#),
            (JSON.number(42), "42"),
            (["a": [1, nil]], #"{"a":[1,null]}"#),
            (.string(String(repeating: "é", count: 300)), "\"" + String(repeating: "é", count: 199) + "…"),
        ] as [(JSON, String)])
    func revealedValuesAreCompactJSONCutAt200Characters(value: JSON, shown: String) throws {
        let error = MappingError(code: .invalidSourceValue, sourceValue: value, detail: "d")
        #expect(
            error.revealingValues().reason
                == "Could not map from '<Unknown>' to '<Unknown>': d [source value: \(shown)]")
        #expect(error.reason == "Could not map from '<Unknown>' to '<Unknown>': d")
    }

    @Test func revealedSwiftValuesUseTheirDescription() {
        let error = MappingError(
            code: .invalidResultingType, sourceValue: 7,
            destinationValue: URL(string: "https://example.com"), detail: "d")
        #expect(
            error.revealingValues().reason
                == "Could not map from '<Unknown>' to '<Unknown>': d [source value: 7, destination value: https://example.com]"
        )
    }

    // MARK: Sensitive values

    @Test func sensitiveValuesNeverAppearEvenWhenRevealed() throws {
        let mapper = Mappers.forward("token", Mappers.dictionary(of: Mappers.value(Int.self).sensitive()))
        let json: JSON = ["token": [Self.secret: .string(Self.secret)]]
        let error = try #require(mapper.mapping(json).error)
        let revealed = error.revealingValues()
        for (name, text) in FuzzChecks.renderings(of: revealed) {
            #expect(!text.contains(Self.secret), "\(name)")
        }
        #expect(
            revealed.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'token.<key>' to '<key>': expected a number, got a string (invalidSourceType)

                """)
        let leaf = try #require(error.underlyingMappingErrors.first)
        #expect(leaf.isSensitive)
        #expect(!error.isSensitive)
        // The value is still there for code that asks for it explicitly.
        #expect(leaf.sourceValue?.value as? JSON == .string(Self.secret))
    }

    @Test func sensitiveNonFatalErrorsAndTheReverseAreMarked() throws {
        let lenient = Mappers.optionally(Mappers.value(Int.self), default: 0).sensitive()
        let result = lenient.mapping(.string(Self.secret))
        #expect(result.value == 0)
        let error = try #require(result.error)
        #expect(error.isSensitive)
        #expect(!error.revealingValues().fullDescription.contains(Self.secret))
        let reverse = Mappers.enumeration(["a": 1]).sensitive().reversed
        let reverseError = try #require(reverse.mapping(2).error)
        #expect(reverseError.isSensitive)
    }

    @Test func foreignErrorsUnderASensitiveErrorKeepOnlyTheirDomainAndCode() throws {
        let mapper = Mappers.closure { (_: JSON) throws -> Int in throw LeakyError() }
        let plain = try #require(mapper.mapping(1).error)
        // A caller's own error text is the caller's: printed as is.
        #expect(plain.fullDescription.contains(Self.secret))
        let sensitive = try #require(mapper.sensitive().mapping(1).error)
        for (name, text) in FuzzChecks.renderings(of: sensitive.revealingValues()) {
            #expect(!text.contains(Self.secret), "\(name)")
        }
        #expect(sensitive.fullDescription.hasSuffix("\n  - [HydrantTests.LeakyError] (code=1)\n"))
    }

    @Test func markedSensitiveMarksTheWholeTree() {
        let tree = MappingError(collecting: [
            MappingError(code: .nullValue, sourcePath: .documentKey(Self.secret)),
            MappingError(collecting: [MappingError(code: .missingValue)]),
        ])
        let marked = tree.markedSensitive()
        #expect(marked.isSensitive)
        #expect(marked.underlyingMappingErrors.allSatisfy { $0.isSensitive })
        #expect(marked.underlyingMappingErrors[1].underlyingMappingErrors.allSatisfy { $0.isSensitive })
        #expect(!marked.revealingValues().fullDescription.contains(Self.secret))
        #expect(tree.revealingValues().fullDescription.contains(Self.secret))
    }
}

/// A caller's error whose description quotes a secret.
struct LeakyError: Error, LocalizedError {
    var errorDescription: String? { "bad token \(RedactionTests.secret)" }
}
