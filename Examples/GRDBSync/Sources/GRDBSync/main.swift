import Foundation
import GRDB
import Hydrant

/// What the server sends: the second record breaks a rule (a negative score) and is left out with
/// a non-fatal error; the others update player 1 and create player 3.
let feed = """
    {"players": [
      {"id": 1, "name": "Ada Lovelace", "score": 12, "team": {"name": "Red"}, "rank": 1},
      {"id": 2, "name": "Bob", "score": -5},
      {"id": 3, "name": "Cy", "score": 7, "team": {"name": "Blue"}}
    ]}
    """

/// Maps the feed into players (the factory reads existing rows) and saves them in one transaction.
func sync(_ feed: JSON, into database: DatabaseQueue) throws -> MappingError? {
    let players = Mappers.array(of: Mappers.optionally(playerMapping(in: database)))
    let result = players.mapping(feed["players"] ?? nil)
    let mapped = try result.get()
    try database.write { db in
        for player in mapped {
            try player.save(db)
        }
    }
    return result.error
}

func run() throws -> Bool {
    let database = try DatabaseQueue()
    try database.write { db in
        try Player.createTable(in: db)
        try Player(id: 1, name: "Ada", score: 10, team: "Red", isFavourite: true).insert(db)
        try Player(id: 2, name: "Bob", score: 5).insert(db)
    }

    let json = try JSONReader().read(feed)
    for round in 1...2 {
        let error = try sync(json, into: database)
        print("== sync \(round)")
        print(error?.fullDescription ?? "no errors", terminator: "")
    }

    let rows = try database.read { db in try Player.order(Column("id")).fetchAll(db) }
    print("== rows")
    for row in rows {
        print(
            "\(row.id) \(row.name) score=\(row.score) team=\(row.team ?? "-") favourite=\(row.isFavourite) syncs=\(row.syncCount)"
        )
    }

    let exported = try Mappers.array(of: playerMapping(in: database)).reversed.map(rows)
    print("== exported")
    print(try JSONWriter().writeString(exported))

    let expected = [
        Player(id: 1, name: "Ada Lovelace", score: 12, team: "Red", isFavourite: true, syncCount: 2),
        Player(id: 2, name: "Bob", score: 5),
        Player(id: 3, name: "Cy", score: 7, team: "Blue", syncCount: 2),
    ]
    return rows == expected
}

do {
    if try run() {
        print("GRDBSync: ok")
    } else {
        print("GRDBSync: the rows are not the expected ones")
        exit(1)
    }
} catch {
    print("GRDBSync failed: \(error)")
    exit(1)
}
