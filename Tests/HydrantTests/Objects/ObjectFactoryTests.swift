import Foundation
import Hydrant
import Testing

/// A reference model, so that "the same instance" can be checked.
private final class Player: @unchecked Sendable {
    let id: Int
    var name = ""
    var score = 0
    /// Local state that no field maps: must survive an update.
    var isFavourite = false

    init(id: Int) {
        self.id = id
    }
}

/// Existing players by id; counts the look-ups.
private final class Store: @unchecked Sendable {
    private let lock = NSLock()
    private var players: [Int: Player] = [:]
    private(set) var lookups: [Int] = []

    func add(_ player: Player) {
        lock.withLock { players[player.id] = player }
    }

    func player(_ id: Int) -> Player? {
        lock.withLock {
            lookups.append(id)
            return players[id]
        }
    }
}

private struct StorageUnavailable: Error {}

private func players(in store: Store) -> Mappers.MutableObject<Player> {
    Mappers.object(factory: { source in
        let id = try Int(json: source["id"] ?? nil)
        return store.player(id) ?? Player(id: id)
    }) {
        Field("name", \.name)
        Field("score", \.score)
    }
}

@Suite("Mappers.object(factory:) given the source object")
struct ObjectFactoryTests {
    @Test func theFactoryReusesAnExistingInstanceByID() throws {
        let store = Store()
        let existing = Player(id: 7)
        existing.isFavourite = true
        store.add(existing)

        let updated = try players(in: store).map(["id": 7, "name": "Ada", "score": 3])
        #expect(updated === existing)
        #expect(existing.name == "Ada" && existing.score == 3 && existing.isFavourite)

        let created = try players(in: store).map(["id": 8, "name": "Bob", "score": 1])
        #expect(created !== existing)
        #expect(created.id == 8 && !created.isFavourite)
    }

    @Test func theFactoryRunsForEveryArrayElementWithThatElement() throws {
        let store = Store()
        store.add(Player(id: 2))
        let roster = try Mappers.array(of: players(in: store)).map([
            ["id": 1, "name": "a", "score": 1], ["id": 2, "name": "b", "score": 2], ["id": 3, "name": "c", "score": 3],
        ])
        #expect(store.lookups == [1, 2, 3])
        #expect(roster.map(\.id) == [1, 2, 3])
        #expect(roster.map(\.name) == ["a", "b", "c"])
    }

    @Test func theFactoryRunsForANestedObjectWithTheNestedObject() throws {
        struct Match: Sendable { var home: Player; var away: Player }
        let store = Store()
        let winner = Player(id: 5)
        store.add(winner)
        let match = Mappers.object(prototype: Match(home: Player(id: 0), away: Player(id: 0))) {
            Field("home", \.home, players(in: store))
            Field("away", \.away, players(in: store))
        }
        let result = try match.map([
            "home": ["id": 5, "name": "Ada", "score": 2], "away": ["id": 6, "name": "Bob", "score": 1],
        ])
        #expect(result.home === winner)
        #expect(result.away.id == 6)
        #expect(store.lookups == [5, 6])
    }

    @Test func aMappingErrorFromTheFactoryIsTheObjectsFatalError() {
        let store = Store()
        let roster = Mappers.array(of: players(in: store))
        #expect(
            roster.mapping([["id": "x", "name": "a", "score": 1]]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '0' to '0': expected a number, got a string (invalidSourceType)

                """)
    }

    @Test func anyOtherErrorFromTheFactoryIsWrapped() throws {
        let failing = Mappers.object(factory: { (_: JSON) throws -> Player in throw StorageUnavailable() }) {
            Field("name", \.name)
        }
        let error = try #require(failing.mapping(["name": "a"]).error)
        #expect(error.code == .generic)
        #expect(error.isFatal)
        #expect(error.detail == "the factory threw an error")
        #expect(error.underlyingErrors.first is StorageUnavailable)
    }

    @Test func theFactoryIsNotCalledForANonObject() {
        let store = Store()
        #expect(players(in: store).mapping("7").error?.code == .invalidSourceType)
        #expect(store.lookups.isEmpty)
    }

    @Test func theReverseWritesTheFields() throws {
        let player = Player(id: 1)
        player.name = "Ada"
        #expect(try players(in: Store()).reversed.map(player) == ["name": "Ada", "score": 0])
    }
}
