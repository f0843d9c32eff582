import Foundation
import Hydrant
import Testing

/// A foreign error with a fixed domain, code and message on every platform.
private struct GadgetError: LocalizedError, CustomNSError, Equatable {
    static let errorDomain = "GadgetDomain"
    var errorCode: Int { 11 }
    var errorDescription: String? { "The gadget failed." }
    var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "The gadget failed."] }
}

/// Every text a caller could print or log about an error, by accident or on purpose.
private func everyRendering(of error: MappingError) -> [String: String] {
    var dumped = ""
    dump(error, to: &dumped)
    var dumpedAsAny = ""
    dump(error as any Error, to: &dumpedAsAny)
    var printed = ""
    print(error, to: &printed)
    var debugPrinted = ""
    debugPrint(error, to: &debugPrinted)
    let bridged = error as NSError
    var texts = [
        "description": error.fatalDescription,
        "fullDescription": error.fullDescription,
        "recursiveDescription": error.recursiveDescription,
        "fullRecursiveDescription": error.fullRecursiveDescription,
        "reason": error.reason,
        "debugDescription": error.debugDescription,
        "String(describing:)": String(describing: error),
        "String(reflecting:)": String(reflecting: error),
        "interpolation": "\(error)",
        "print": printed,
        "debugPrint": debugPrinted,
        "dump": dumped,
        "dump(as any Error)": dumpedAsAny,
        "NSError.userInfo": "\(bridged.userInfo)",
        "NSError.description": bridged.description,
        "NSError.debugDescription": bridged.debugDescription,
        "NSError.localizedDescription": bridged.localizedDescription,
        "localizedDescription": error.localizedDescription,
        "errorDescription": error.errorDescription ?? "",
        "mirror": String(describing: Mirror(reflecting: error).children.map { "\($0.label ?? ""): \($0.value)" }),
    ]
    for (key, value) in bridged.userInfo {
        texts["userInfo[\(key)]"] = String(describing: value)
    }
    return texts
}

@Suite("MappingError")
struct MappingErrorTests {
    // MARK: Initialisers

    @Test func plainInitialiserDefaults() {
        let error = MappingError(code: .missingValue)
        #expect(error.code == .missingValue)
        #expect(error.isFatal)
        #expect(error.sourcePath == nil)
        #expect(error.destinationPath == nil)
        #expect(error.underlyingErrors.isEmpty)
        #expect(error.sourceValue == nil)
        #expect(error.destinationValue == nil)
        #expect(error.detail == nil)
    }

    @Test func plainInitialiserKeepsEverything() {
        let error = MappingError(
            code: .invalidResultingType, isFatal: false, sourceValue: JSON.string("s"), sourcePath: "from",
            destinationValue: 12, destinationPath: "to", detail: "a detail", underlyingErrors: [GadgetError()])
        #expect(error.code == .invalidResultingType)
        #expect(!error.isFatal)
        #expect(error.sourceValue?.value as? JSON == "s")
        #expect(error.destinationValue?.value as? Int == 12)
        #expect(error.sourcePath == "from")
        #expect(error.destinationPath == "to")
        #expect(error.detail == "a detail")
        #expect(error.underlyingErrors.count == 1)
        #expect(error.underlyingErrors.first as? GadgetError == GadgetError())
    }

    @Test func wrappingPrependsPathsAndKeepsTheRest() {
        let child = MappingError(
            code: .invalidResultingType, isFatal: true, sourceValue: JSON.string("child"), sourcePath: "first",
            destinationValue: 7, destinationPath: "firstName", detail: "kept detail", underlyingErrors: [GadgetError()])
        let wrapped = MappingError(wrapping: child, prependingSourcePath: "name", destinationPath: "person")
        #expect(wrapped.code == .invalidResultingType)
        #expect(wrapped.isFatal)
        #expect(wrapped.sourcePath == "name.first")
        #expect(wrapped.destinationPath == "person.firstName")
        #expect(wrapped.sourceValue?.value as? JSON == "child")
        #expect(wrapped.destinationValue?.value as? Int == 7)
        #expect(wrapped.detail == "kept detail")
        #expect(wrapped.underlyingErrors.first as? GadgetError == GadgetError())
        #expect(wrapped.reason == "Could not map from 'name.first' to 'person.firstName': kept detail")
    }

    @Test func wrappingReplacesTheSourceValueOnlyWhenGiven() {
        let child = MappingError(code: .invalidSourceValue, sourceValue: JSON.string("inner"), sourcePath: "a")
        let kept = MappingError(wrapping: child, prependingSourcePath: "p", destinationPath: nil)
        let replaced = MappingError(
            wrapping: child, prependingSourcePath: "p", destinationPath: nil, sourceValue: JSON.number(5))
        #expect(kept.sourceValue?.value as? JSON == "inner")
        #expect(replaced.sourceValue?.value as? JSON == 5)
        #expect(replaced.reason == "Could not map from 'p.a' to '<Unknown>': got a number")
    }

    @Test(arguments: [
        (true, Bool?.none, true), (true, false, false), (true, true, true),
        (false, Bool?.none, false), (false, true, true), (false, false, false),
    ])
    func wrappingReplacesFatalityOnlyWhenGiven(childIsFatal: Bool, given: Bool?, expected: Bool) {
        let child = MappingError(code: .generic, isFatal: childIsFatal)
        let wrapped = MappingError(wrapping: child, prependingSourcePath: nil, destinationPath: nil, isFatal: given)
        #expect(wrapped.isFatal == expected)
    }

    @Test func wrappingWithNilPathsKeepsTheChildPaths() {
        let child = MappingError(code: .generic, sourcePath: ["a", "b"], destinationPath: "c")
        let wrapped = MappingError(wrapping: child, prependingSourcePath: nil, destinationPath: nil)
        #expect(wrapped.sourcePath?.fieldNames == ["a", "b"])
        #expect(wrapped.destinationPath == "c")
        let fromNothing = MappingError(
            wrapping: MappingError(code: .generic), prependingSourcePath: "p", destinationPath: .index(2))
        #expect(fromNothing.sourcePath == "p")
        #expect(fromNothing.destinationPath == "2")
    }

    @Test func wrappingFormsTheCrossProductOfPaths() {
        let child = MappingError(code: .generic, sourcePath: ["x", "y"])
        let wrapped = MappingError(wrapping: child, prependingSourcePath: ["p", "q"], destinationPath: nil)
        #expect(wrapped.sourcePath?.fieldNames == ["p.x", "p.y", "q.x", "q.y"])
        #expect(wrapped.reason == "Could not map from '[p.x, p.y, q.x, q.y]' to '<Unknown>'")
    }

    @Test func collectingKeepsTheErrorsInOrderAndTheContainerFields() {
        let first = MappingError(code: .missingValue, isFatal: false, sourcePath: "a")
        let second = MappingError(code: .nullValue, sourcePath: "b")
        let error = MappingError(
            collecting: [first, GadgetError(), second], sourceValue: JSON.object([:]), sourcePath: "src",
            destinationValue: "partial", destinationPath: "dst")
        #expect(error.code == .multipleErrors)
        #expect(error.underlyingErrors.count == 3)
        #expect((error.underlyingErrors[0] as? MappingError)?.code == .missingValue)
        #expect(error.underlyingErrors[1] is GadgetError)
        #expect((error.underlyingErrors[2] as? MappingError)?.code == .nullValue)
        #expect(error.sourcePath == "src")
        #expect(error.destinationPath == "dst")
        #expect(error.sourceValue?.value as? JSON == .object([:]))
        #expect(error.destinationValue?.value as? String == "partial")
        #expect(error.detail == nil)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=2, total=3)")
    }

    /// A test case for the default fatality of `MappingError(collecting:)`.
    struct CollectingCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let errors: @Sendable () -> [any Error]
        let isFatal: Bool
    }

    static let collectingCases: [CollectingCase] = [
        CollectingCase(testDescription: "no errors", errors: { [] }, isFatal: false),
        CollectingCase(
            testDescription: "only non-fatal errors",
            errors: {
                [MappingError(code: .missingValue, isFatal: false), MappingError(code: .nullValue, isFatal: false)]
            },
            isFatal: false),
        CollectingCase(
            testDescription: "one fatal error among non-fatal ones",
            errors: { [MappingError(code: .missingValue, isFatal: false), MappingError(code: .nullValue)] },
            isFatal: true),
        CollectingCase(testDescription: "a foreign error alone", errors: { [GadgetError()] }, isFatal: true),
        CollectingCase(
            testDescription: "a foreign error with non-fatal ones",
            errors: { [MappingError(code: .missingValue, isFatal: false), GadgetError()] },
            isFatal: true),
        CollectingCase(
            testDescription: "a non-fatal container of fatal-looking errors counts as non-fatal",
            errors: { [MappingError(collecting: [MappingError(code: .generic)], isFatal: false)] },
            isFatal: false),
    ]

    @Test(arguments: collectingCases)
    func collectingIsFatalWhenAnyErrorIs(_ testCase: CollectingCase) {
        let errors = testCase.errors()
        #expect(MappingError(collecting: errors).isFatal == testCase.isFatal)
        #expect(MappingError(collecting: errors, isFatal: true).isFatal)
        #expect(!MappingError(collecting: errors, isFatal: false).isFatal)
    }

    // MARK: Derived lists

    @Test func underlyingFatalErrorsAreFatalMappingErrorsAndForeignErrors() {
        let error = MappingError(collecting: [
            MappingError(code: .missingValue, isFatal: false),
            MappingError(code: .nullValue),
            GadgetError(),
            MappingError(code: .readFailed, isFatal: false),
            MappingError(code: .writeFailed),
        ])
        let fatal = error.underlyingFatalErrors
        #expect(fatal.count == 3)
        #expect((fatal[0] as? MappingError)?.code == .nullValue)
        #expect(fatal[1] is GadgetError)
        #expect((fatal[2] as? MappingError)?.code == .writeFailed)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=3, total=5)")
    }

    @Test func underlyingMappingErrorsSkipForeignErrors() {
        let error = MappingError(
            code: .generic,
            underlyingErrors: [
                GadgetError(), MappingError(code: .missingValue, isFatal: false), GadgetError(),
                MappingError(code: .nullValue),
            ])
        #expect(error.underlyingMappingErrors.map(\.code) == [.missingValue, .nullValue])
        #expect(error.underlyingMappingErrors.map(\.isFatal) == [false, true])
        #expect(MappingError(code: .generic).underlyingMappingErrors.isEmpty)
    }

    @Test func withFatalityChangesOnlyTheFatality() {
        let error = MappingError(
            code: .nullValue, sourceValue: JSON.null, sourcePath: "a", destinationPath: "b", detail: "d",
            underlyingErrors: [GadgetError()])
        let nonFatal = error.withFatality(false)
        #expect(!nonFatal.isFatal)
        #expect(error.isFatal)
        #expect(nonFatal.code == error.code)
        #expect(nonFatal.sourcePath == error.sourcePath)
        #expect(nonFatal.destinationPath == error.destinationPath)
        #expect(nonFatal.detail == error.detail)
        #expect(nonFatal.underlyingErrors.count == 1)
        #expect(nonFatal.sourceValue?.value as? JSON == .null)
        #expect(nonFatal.withFatality(true).isFatal)
        #expect(
            nonFatal.fatalDescription
                == #"[non-fatal] Hydrant (code=nullValue) because "Could not map from 'a' to 'b': d""#
                + "\n")
    }

    // MARK: Codes

    @Test(arguments: [
        (MappingError.Code.invalidSourceValue, 1, "invalidSourceValue"),
        (.invalidSourceType, 2, "invalidSourceType"),
        (.invalidResultingType, 3, "invalidResultingType"),
        (.multipleErrors, 4, "multipleErrors"),
        (.readFailed, 5, "readFailed"),
        (.writeFailed, 6, "writeFailed"),
        (.missingValue, 7, "missingValue"),
        (.nullValue, 8, "nullValue"),
        (.numberOutOfRange, 9, "numberOutOfRange"),
        (.validationFailed, 10, "validationFailed"),
        (.unexpectedKey, 11, "unexpectedKey"),
        (.tooManyErrors, 12, "tooManyErrors"),
        (.duplicateKey, 13, "duplicateKey"),
        (.generic, 100, "generic"),
    ])
    func codeNamesAndNumbers(code: MappingError.Code, rawValue: Int, name: String) {
        #expect(code.rawValue == rawValue)
        #expect(code.description == name)
        #expect(MappingError.Code(rawValue: rawValue) == code)
        #expect(MappingError(code: code).errorCode == rawValue)
        #expect((MappingError(code: code) as NSError).code == rawValue)
    }

    @Test(arguments: [0, -1, 14, 99, 101, 12345])
    func unknownCodesPrintAsTheirNumber(rawValue: Int) {
        let code = MappingError.Code(rawValue: rawValue)
        #expect(code.description == String(rawValue))
        #expect(MappingError(code: code).fatalDescription.hasPrefix("[FATAL] Hydrant (code=\(rawValue)) because"))
    }

    @Test func codesAreDistinctAndHashable() {
        let all: [MappingError.Code] = [
            .invalidSourceValue, .invalidSourceType, .invalidResultingType, .multipleErrors, .readFailed, .writeFailed,
            .missingValue, .nullValue, .numberOutOfRange, .validationFailed, .generic,
        ]
        #expect(Set(all).count == all.count)
        #expect(Set(all.map(\.description)).count == all.count)
    }

    // MARK: NSError bridging

    @Test func bridgesToTheHydrantDomainWithItsUserInfo() throws {
        let child = MappingError(code: .missingValue, isFatal: false, sourcePath: "x")
        let error = MappingError(
            code: .invalidSourceType, sourceValue: JSON.number(1), sourcePath: "name.first",
            destinationPath: "firstName",
            underlyingErrors: [child, GadgetError()])
        let bridged = error as NSError
        #expect(MappingError.errorDomain == "HydrantErrorDomain")
        #expect(bridged.domain == "HydrantErrorDomain")
        #expect(bridged.code == 2)
        #expect(bridged.localizedDescription == error.reason)
        #expect(bridged.localizedDescription == "Could not map from 'name.first' to 'firstName': got a number")
        let info = bridged.userInfo
        #expect(info[NSLocalizedDescriptionKey] as? String == error.reason)
        #expect(info[MappingError.UserInfoKey.isFatal] as? Bool == true)
        #expect(info[MappingError.UserInfoKey.sourcePath] as? String == "name.first")
        #expect(info[MappingError.UserInfoKey.destinationPath] as? String == "firstName")
        // Several underlying errors are listed under one key only (see UserInfoKey.underlyingErrors).
        #expect(info[NSUnderlyingErrorKey] == nil)
        let all = try #require(info[MappingError.UserInfoKey.underlyingErrors] as? [NSError])
        #expect(all.map(\.domain) == ["HydrantErrorDomain", "GadgetDomain"])
        #expect(all.map(\.code) == [7, 11])
        #expect(all[0].userInfo[MappingError.UserInfoKey.isFatal] as? Bool == false)
        #expect(all[1].localizedDescription == "The gadget failed.")
    }

    @Test func aSingleUnderlyingErrorIsTheNSUnderlyingError() throws {
        let error = MappingError(code: .generic, underlyingErrors: [MappingError(code: .missingValue, isFatal: false)])
        let info = (error as NSError).userInfo
        let first = try #require(info[NSUnderlyingErrorKey] as? NSError)
        #expect(first.domain == "HydrantErrorDomain")
        #expect(first.code == MappingError.Code.missingValue.rawValue)
        #expect(first.userInfo[MappingError.UserInfoKey.isFatal] as? Bool == false)
        #expect(info[MappingError.UserInfoKey.underlyingErrors] == nil)
    }

    @Test func userInfoKeysHaveTheirDocumentedNames() {
        #expect(MappingError.UserInfoKey.isFatal == "HydrantIsFatal")
        #expect(MappingError.UserInfoKey.underlyingErrors == "HydrantUnderlyingErrors")
        #expect(MappingError.UserInfoKey.sourcePath == "HydrantSourcePath")
        #expect(MappingError.UserInfoKey.destinationPath == "HydrantDestinationPath")
    }

    @Test func userInfoLeavesOutWhatIsMissing() {
        let bridged = MappingError(code: .generic, isFatal: false) as NSError
        let info = bridged.userInfo
        #expect(info[MappingError.UserInfoKey.isFatal] as? Bool == false)
        #expect(info[NSLocalizedDescriptionKey] as? String == "Could not map from '<Unknown>' to '<Unknown>'")
        #expect(info[MappingError.UserInfoKey.sourcePath] == nil)
        #expect(info[MappingError.UserInfoKey.destinationPath] == nil)
        #expect(info[NSUnderlyingErrorKey] == nil)
        #expect(info[MappingError.UserInfoKey.underlyingErrors] == nil)
        #expect(Set(info.keys) == [NSLocalizedDescriptionKey, MappingError.UserInfoKey.isFatal])
    }

    @Test func multiFieldPathsBridgeAsPrinted() {
        let info =
            (MappingError(code: .generic, sourcePath: ["a", "b"], destinationPath: MappingPath("c").prepending("p"))
            as NSError).userInfo
        #expect(info[MappingError.UserInfoKey.sourcePath] as? String == "[a, b]")
        #expect(info[MappingError.UserInfoKey.destinationPath] as? String == "p.c")
    }

    @Test func localizedDescriptionIsTheReason() {
        let error = MappingError(collecting: [
            MappingError(code: .generic), MappingError(code: .generic, isFatal: false),
        ])
        #expect(error.localizedDescription == "Multiple parsing errors occurred (fatal=1, total=2)")
        #expect(error.errorDescription == error.reason)
        let asAny: any Error = error
        #expect(asAny.localizedDescription == error.reason)
    }

    // MARK: Redaction

    static let secret = "sk_live_CANARY_123"

    /// An error holding the secret as its source value, its destination value, and inside a JSON
    /// source value one level down, wrapped and collected the way container mappers do.
    static func errorHoldingTheSecret() -> MappingError {
        let leaf = MappingError(
            code: .invalidResultingType, sourceValue: JSON.string(secret), sourcePath: "token",
            destinationValue: secret, destinationPath: "apiKey")
        let nested = MappingError(
            code: .invalidSourceValue, isFatal: false,
            sourceValue: ["credentials": ["token": .string(secret), "list": [.string(secret)]]] as JSON,
            sourcePath: "credentials", destinationValue: [secret: secret], destinationPath: "credentials")
        let wrapped = MappingError(
            wrapping: leaf, prependingSourcePath: "auth", destinationPath: "auth",
            sourceValue: ["token": .string(secret)] as JSON)
        return MappingError(
            collecting: [wrapped, nested], sourceValue: ["auth": ["token": .string(secret)]] as JSON,
            sourcePath: "root", destinationValue: secret, destinationPath: "root")
    }

    @Test func secretsNeverAppearInAnyRendering() {
        let error = Self.errorHoldingTheSecret()
        for (name, text) in everyRendering(of: error) {
            #expect(!text.contains(Self.secret), "\(name) leaks the secret: \(text)")
        }
        // Each child too.
        for child in error.underlyingMappingErrors {
            for (name, text) in everyRendering(of: child) {
                #expect(!text.contains(Self.secret), "child \(name) leaks the secret: \(text)")
            }
        }
    }

    @Test func leafWithTheSecretAsBothValuesDoesNotLeak() {
        let error = MappingError(
            code: .invalidSourceValue, sourceValue: JSON.string(Self.secret), sourcePath: "token",
            destinationValue: Self.secret, destinationPath: "token")
        for (name, text) in everyRendering(of: error) {
            #expect(!text.contains(Self.secret), "\(name) leaks the secret: \(text)")
        }
        #expect(error.reason == "Could not map from 'token' to 'token': got a string")
    }

    @Test func mappingAStringThatIsASecretDoesNotLeak() {
        let error = #expect(throws: MappingError.self) {
            try Mappers.value(Int.self).map(.string(Self.secret))
        }
        guard let error else { return }
        for (name, text) in everyRendering(of: error) {
            #expect(!text.contains(Self.secret), "\(name) leaks the secret: \(text)")
        }
        #expect(error.sourceValue?.value as? JSON == .string(Self.secret))
    }

    @Test func secretsRemainReadableOnRequest() {
        let error = Self.errorHoldingTheSecret()
        #expect(error.destinationValue?.value as? String == Self.secret)
        #expect((error.sourceValue?.value as? JSON)?["auth"]?["token"] == .string(Self.secret))
        let wrapped = error.underlyingMappingErrors[0]
        #expect((wrapped.sourceValue?.value as? JSON)?["token"] == .string(Self.secret))
        #expect(wrapped.destinationValue?.value as? String == Self.secret)
        let nested = error.underlyingMappingErrors[1]
        #expect((nested.sourceValue?.value as? JSON)?["credentials"]?["list"]?[0] == .string(Self.secret))
        #expect(nested.destinationValue?.value as? [String: String] == [Self.secret: Self.secret])
    }

    @Test func redactedValueHidesWhatItHolds() {
        let redacted = RedactedValue(JSON.object(["token": .string(Self.secret)]))
        var dumped = ""
        dump(redacted, to: &dumped)
        var dumpedOptional = ""
        dump(Optional(redacted), to: &dumpedOptional)
        var printed = ""
        print(redacted, Optional(redacted) as Any, to: &printed)
        var debugPrinted = ""
        debugPrint(redacted, Optional(redacted) as Any, to: &debugPrinted)
        let texts = [
            redacted.description, redacted.debugDescription, String(describing: redacted), String(reflecting: redacted),
            "\(redacted)", dumped, dumpedOptional, printed, debugPrinted, "\([redacted])",
            "\(Optional(redacted) as Any)",
        ]
        for text in texts {
            #expect(!text.contains(Self.secret), "leaks: \(text)")
        }
        #expect(redacted.description == "<redacted>")
        #expect(redacted.debugDescription == "<redacted>")
        #expect(Mirror(reflecting: redacted).children.isEmpty)
        #expect(redacted.typeDescription == "an object")
        #expect(redacted.value as? JSON == ["token": .string(Self.secret)])
    }

    @Test(arguments: [
        (JSON.null, "null"), (JSON.bool(true), "a boolean"), (JSON.number(1), "a number"),
        (JSON.string("x"), "a string"), (JSON.array([]), "an array"), (JSON.object([:]), "an object"),
    ])
    func redactedJSONDescribesItsKind(value: JSON, kind: String) {
        #expect(RedactedValue(value).typeDescription == kind)
    }

    @Test func redactedValueDescribesOtherTypesByName() {
        #expect(RedactedValue(42).typeDescription == "a value of type Int")
        #expect(RedactedValue(Self.secret).typeDescription == "a value of type String")
        #expect(RedactedValue(JSON?.none as any Sendable).typeDescription == "nothing")
        #expect(RedactedValue(JSON?.some("x") as any Sendable).typeDescription == "a string")
        #expect(RedactedValue(Int??.some(.some(3)) as any Sendable).typeDescription == "a value of type Int")
    }

    // MARK: Equatable

    @Test func errorsAreEqualWhenTheySayTheSameThing() throws {
        let ages = Mappers.array(of: Mappers.value(Int.self))
        let x = try #require(ages.mapping(["x"]).error)
        #expect(x == ages.mapping(["y"]).error)  // another value, the same error
        #expect(x != ages.mapping([true]).error)  // another detail
        #expect(x != ages.mapping([1, "x"]).error)  // another path
        #expect(x != x.withFatality(false))
        #expect(
            MappingError(code: .generic, underlyingErrors: [CocoaError(.fileNoSuchFile)])
                == MappingError(code: .generic, underlyingErrors: [CocoaError(.fileNoSuchFile)]))
        #expect(
            MappingError(code: .generic, underlyingErrors: [CocoaError(.fileNoSuchFile)])
                != MappingError(code: .generic, underlyingErrors: [CocoaError(.fileReadNoPermission)]))
        #expect(
            MappingError(code: .generic, underlyingErrors: [x])
                != MappingError(code: .generic, underlyingErrors: [CocoaError(.fileNoSuchFile)]))
    }

    @Test func deepErrorTreesCompareWithoutRecursion() {
        func nested(_ depth: Int, leaf: MappingError.Code) -> MappingError {
            var error = MappingError(code: leaf)
            for _ in 0..<depth { error = MappingError(collecting: [error]) }
            return error
        }
        // Deeper than any mapping nests (the reader's default depth limit is 512).
        #expect(nested(2_000, leaf: .missingValue) == nested(2_000, leaf: .missingValue))
        #expect(nested(2_000, leaf: .missingValue) != nested(2_000, leaf: .nullValue))
    }
}
