import GRDB
import Hydrant

/// The mapping from a server record to a `Player` row.
///
/// - The **factory** receives each record and returns the existing row with that id, fetched from
///   the database, or a new player: the fields then update it, and the local columns keep their
///   values.
/// - **Validations** reject a record with an empty name or a negative score.
/// - The **final decoding hook** counts the syncs of each row; the **final encoding hook** adds the
///   local favourite flag to the exported JSON.
func playerMapping(in database: DatabaseQueue) -> Mappers.Hooked<Mappers.MutableObject<Player>> {
    Mappers.object(factory: { source in
        let id = try Int(json: source["id"] ?? nil)
        return try database.read { db in try Player.fetchOne(db, key: id) } ?? Player(id: id)
    }) {
        Field("id", \.id)
        Field("name", \.name).validated(.minLength(1), .maxLength(40))
        Field("score", \.score).validated(.min(0))
        Field("team.name", \.team)
    }
    .afterDecoding { _, player in
        player.syncCount += 1
    }
    .afterEncoding { output, player in
        output["favourite"] = .bool(player.isFavourite)
    }
}
