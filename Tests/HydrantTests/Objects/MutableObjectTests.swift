import Foundation
import Hydrant
import Testing

private struct Window: Sendable, Equatable {
    var width = 800
    var height = 600
}

private struct Preferences: Sendable, Equatable {
    var theme = "light"
    var fontSize = 12
    var nickname: String? = "guest"
    var tags: [String] = []
    var window = Window()
    /// Never mapped: keeps the prototype's value.
    var build = "1.0"
}

private let preferences = Mappers.object(prototype: Preferences()) {
    Field("theme", \.theme)
    Field("font_size", \.fontSize, Mappers.optionally(Mappers.value(Int.self), default: 14))
    Field("nickname", \.nickname, Mappers.optionally(Mappers.value(String.self)))
    Field("tags", \.tags)
    Field("window.w", \.window.width)
    Field("window.h", \.window.height)
}

/// A reference type: each mapping must get its own instance.
private final class Account: @unchecked Sendable {
    var owner = ""
    var balance = 0
    var note: String? = "new"
}

/// Counts the instances a factory makes.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

private func accounts(counter: Counter = Counter()) -> Mappers.MutableObject<Account> {
    Mappers.object(factory: {
        _ = counter.next(); return Account()
    }) {
        Field("owner", \.owner)
        Field("balance", \.balance)
        Field("note", \.note)
    }
}

private func text(_ json: JSON) throws -> String {
    try JSONWriter().writeString(json)
}

private let goodPreferences: JSON = [
    "theme": "dark", "font_size": 16, "nickname": "ada", "tags": ["a", "b"], "window": ["w": 1024, "h": 768],
]

@Suite("Mappers.object(prototype:) and (factory:): mutable models")
struct MutableObjectMapperTests {
    // MARK: Prototype

    @Test func assignsEveryFieldAndKeepsUnmappedProperties() throws {
        guard case .success(let prefs) = preferences.mapping(goodPreferences) else {
            Issue.record("expected a clean success")
            return
        }
        #expect(
            prefs
                == Preferences(
                    theme: "dark", fontSize: 16, nickname: "ada", tags: ["a", "b"],
                    window: Window(width: 1024, height: 768), build: "1.0"))
    }

    @Test func propertiesWithoutAFieldKeepThePrototypesValues() throws {
        let custom = Mappers.object(prototype: Preferences(theme: "sepia", fontSize: 20, tags: ["x"], build: "2.0")) {
            Field("theme", \.theme)
        }
        let first = try custom.map(["theme": "dark"])
        let second = try custom.map(["theme": "blue"])
        #expect(first == Preferences(theme: "dark", fontSize: 20, tags: ["x"], build: "2.0"))
        #expect(second == Preferences(theme: "blue", fontSize: 20, tags: ["x"], build: "2.0"))
        #expect(try text(custom.reversed.map(second)) == #"{"theme":"blue"}"#)
    }

    @Test func aFieldWithAnExplicitDefaultFallsBackToTheDefault() {
        let input: JSON = [
            "theme": "dark", "font_size": "big", "nickname": "ada", "tags": [], "window": ["w": 1, "h": 2],
        ]
        let result = preferences.mapping(input)
        #expect(result.value?.fontSize == 14)
        #expect(
            result.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'font_size' to 'fontSize': expected a number, got a string (invalidSourceType)

                """)
    }

    /// The documented rule: "A field that fails keeps the prototype's value (when the failure is
    /// non-fatal)" — Hydrant's "nil fallback ⇒ field untouched".
    @Test func aNonFatalFailureWithoutADefaultKeepsThePrototypesValue() {
        let input: JSON = ["theme": "dark", "font_size": 16, "nickname": 42, "tags": [], "window": ["w": 1, "h": 2]]
        let result = preferences.mapping(input)
        #expect(result.error?.isFatal == false)
        #expect(
            result.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'nickname' to 'nickname': expected a string, got a number (invalidSourceType)

                """)
        #expect(result.value?.nickname == "guest")
    }

    @Test func aFatalFieldErrorFailsTheMappingAndEveryFieldIsAttempted() {
        let input: JSON = ["theme": 1, "font_size": 16, "tags": ["a", nil], "window": ["w": "wide"]]
        guard case .failure(let error) = preferences.mapping(input) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=4, total=5)"
                  - Could not map from 'theme' to 'theme': expected a string, got a number (invalidSourceType)
                  - Could not map from 'tags.1' to 'tags.1': expected a string, got null (invalidSourceType)
                  - Could not map from 'window.w' to 'window.width': expected a number, got a string (invalidSourceType)
                  - Could not map from 'window.h' to 'window.height': the value is missing (missingValue)

                """)
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=4, total=5)"
                  - Could not map from 'theme' to 'theme': expected a string, got a number (invalidSourceType)
                  - Could not map from 'nickname' to 'nickname': the value is missing (missingValue)
                  - Could not map from 'tags.1' to 'tags.1': expected a string, got null (invalidSourceType)
                  - Could not map from 'window.w' to 'window.width': expected a number, got a string (invalidSourceType)
                  - Could not map from 'window.h' to 'window.height': the value is missing (missingValue)

                """)
    }

    @Test func aMissingRequiredKeyGetsASuggestion() {
        let input: JSON = ["Theme": "dark", "font_size": 16, "tags": [], "window": ["w": 1, "H": 2]]
        #expect(
            preferences.mapping(input).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=3)"
                  - Could not map from 'theme' to 'theme': the value is missing; did you mean 'Theme'? (missingValue)
                  - Could not map from 'window.h' to 'window.height': the value is missing; did you mean 'H'? (missingValue)

                """)
    }

    @Test(arguments: [JSON.array([]), "prefs", 1, nil])
    func aNonObjectIsAFatalTypeError(_ input: JSON) {
        let error = #expect(throws: MappingError.self) { try preferences.map(input) }
        #expect(error?.code == .invalidSourceType)
        #expect(error?.detail == "expected an object, got \(input.kind)")
    }

    @Test func anOptionalPropertyWithoutAMapperBecomesNilWhenMissingOrNull() throws {
        let mapper = Mappers.object(prototype: Preferences()) { Field("nickname", \.nickname) }
        guard case .success(let missing) = mapper.mapping([:]),
            case .success(let null) = mapper.mapping(["nickname": nil])
        else {
            Issue.record("expected clean successes")
            return
        }
        #expect(missing.nickname == nil)
        #expect(null.nickname == nil)
        #expect(try mapper.map(["nickname": "x"]).nickname == "x")
    }

    // MARK: Reverse

    @Test func reverseWritesEveryFieldInDeclarationOrder() throws {
        let prefs = Preferences(
            theme: "dark", fontSize: 16, nickname: "ada", tags: ["a"], window: Window(width: 3, height: 4))
        #expect(
            try text(preferences.reversed.map(prefs))
                == #"{"theme":"dark","font_size":16,"nickname":"ada","tags":["a"],"window":{"w":3,"h":4}}"#)
        #expect(try preferences.map(preferences.reversed.map(prefs)) == prefs)
    }

    @Test func reverseOmitsNilOrWritesNull() throws {
        let prefs = Preferences(nickname: nil)
        #expect(
            try text(preferences.reversed.map(prefs))
                == #"{"theme":"light","font_size":12,"tags":[],"window":{"w":800,"h":600}}"#)
        #expect(
            try text(preferences.nilValues(.writeNull).reversed.map(prefs))
                == #"{"theme":"light","font_size":12,"nickname":null,"tags":[],"window":{"w":800,"h":600}}"#)
        #expect(preferences.nilValues == .omit)
        #expect(preferences.nilValues(.writeNull).nilValues == .writeNull)
    }

    @Test func reversedReversedIsTheForwardMapping() throws {
        #expect(try preferences.reversed.reversed.map(goodPreferences) == preferences.map(goodPreferences))
    }

    @Test func reverseErrorsGoFromThePropertyToTheAccessor() {
        let strictSize = Mappers.closure(
            map: { (json: JSON) throws -> Int in try Int(json: json) },
            unmap: { (size: Int) throws -> JSON in
                guard size > 0 else { throw MappingError(code: .validationFailed, detail: "sizes are positive") }
                return JSON(size)
            })
        let mapper = Mappers.object(prototype: Preferences()) {
            Field("display.size", \.fontSize, strictSize)
            Field("window.w", \.window.width, strictSize)
        }
        #expect(
            mapper.reversed.mapping(Preferences(fontSize: 0, window: Window(width: -1))).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'fontSize' to 'display.size': sizes are positive (validationFailed)
                  - Could not map from 'window.width' to 'window.w': sizes are positive (validationFailed)

                """)
    }

    // MARK: Factory

    @Test func aFactoryMakesANewInstanceForEveryMapping() throws {
        let counter = Counter()
        let mapper = accounts(counter: counter)
        let first = try mapper.map(["owner": "Ada", "balance": 10])
        let second = try mapper.map(["owner": "Bob", "balance": 20, "note": "vip"])
        #expect(first !== second)
        #expect(counter.value == 2)
        // The first instance is not touched by the second mapping.
        #expect(first.owner == "Ada" && first.balance == 10 && first.note == nil)
        #expect(second.owner == "Bob" && second.balance == 20 && second.note == "vip")
    }

    @Test func aFactoryInstanceReversesToJSON() throws {
        let account = Account()
        account.owner = "Ada"
        account.balance = -5
        account.note = nil
        #expect(try text(accounts().reversed.map(account)) == #"{"owner":"Ada","balance":-5}"#)
        #expect(
            try text(accounts().nilValues(.writeNull).reversed.map(account))
                == #"{"owner":"Ada","balance":-5,"note":null}"#)
    }

    @Test func aFactoryMappingFailsLikeAnyOther() {
        #expect(
            accounts().mapping(["owner": "Ada", "balance": "lots", "Note": 1]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'balance' to 'balance': expected a number, got a string (invalidSourceType)

                """)
    }

    @Test func factoryMappingsRunConcurrently() async throws {
        let counter = Counter()
        let mapper = accounts(counter: counter)
        let owners = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<50 {
                group.addTask {
                    let account = try mapper.map(["owner": .string("owner \(index)"), "balance": JSON(index)])
                    return (account.balance, account.owner)
                }
            }
            var owners: [Int: String] = [:]
            for try await (balance, owner) in group { owners[balance] = owner }
            return owners
        }
        #expect(owners.count == 50)
        #expect(owners.allSatisfy { $0.value == "owner \($0.key)" })
        #expect(counter.value == 50)
    }

    // MARK: Unmapped keys

    @Test func unmappedKeysAreIgnoredByDefaultAndCanBeReportedOrRejected() {
        var members = goodPreferences.object!
        members.append(key: "font", value: "serif")
        let input = JSON.object(members)
        #expect(preferences.unmappedKeys == .ignore)
        guard case .success = preferences.mapping(input) else {
            Issue.record("expected a clean success")
            return
        }
        let reported = preferences.unmappedKeys(.report).mapping(input)
        #expect(reported.value?.theme == "dark")
        #expect(
            reported.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
        let rejected = preferences.unmappedKeys(.reject).mapping(input)
        #expect(rejected.value == nil)
        #expect(
            rejected.error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
    }
}
