import GRDB

/// A row of the `player` table. `id`, `name`, `score` and `team` come from the server;
/// `isFavourite` and `syncCount` are local and must survive every sync.
struct Player: Sendable, Equatable, Codable, FetchableRecord, PersistableRecord {
    var id: Int
    var name = ""
    var score = 0
    var team: String?
    var isFavourite = false
    var syncCount = 0

    /// Creates the `player` table.
    static func createTable(in db: Database) throws {
        try db.create(table: databaseTableName) { table in
            table.primaryKey("id", .integer)
            table.column("name", .text).notNull()
            table.column("score", .integer).notNull()
            table.column("team", .text)
            table.column("isFavourite", .boolean).notNull().defaults(to: false)
            table.column("syncCount", .integer).notNull().defaults(to: 0)
        }
    }
}
