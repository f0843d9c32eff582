import Foundation
import Hydrant
import HydrantTestSupport

/// `--schema-cases FILE`: the cases with which `scripts/schema_agreement.py` checks the JSON
/// Schemas of the benchmark's mappers (hand-written and `@Mappable`) against an independent
/// validator. Each document is cut down first (see ``trimmed(_:)``): its mutations cover every
/// place in it, and a shorter document makes them in less time.
enum SchemaCases {
    static func write(to path: String, options: Options) -> Never {
        let twitter = trimmed(load("twitter", options))
        let citm = trimmed(load("citm_catalog", options))
        let canada = trimmed(load("canada", options))
        var lines = schemaAgreementCases("twitter", TwitterMappers.document, valid: [twitter])
        lines += schemaAgreementCases("citm_catalog", CitmMappers.document, valid: [citm])
        lines += schemaAgreementCases("canada", CanadaMappers.document, valid: [canada])
        #if Macros
            lines += schemaAgreementCases("twitter @Mappable", MacroTwitter.mapper, valid: [twitter])
            lines += schemaAgreementCases("citm_catalog @Mappable", MacroCitmCatalog.mapper, valid: [citm])
        #endif
        let text = lines.map(\.description).joined(separator: "\n") + "\n"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            fail("--schema-cases: cannot write \(path): \(error)")
        }
        note("\(lines.count) schema cases written to \(path)")
        exit(0)
    }

    private static func load(_ name: String, _ options: Options) -> JSON {
        let url = options.dataDirectory.appendingPathComponent(name + ".json")
        do {
            return try JSON(parsing: Data(contentsOf: url))
        } catch {
            fail("--schema-cases: cannot read \(url.path): \(error)")
        }
    }

    /// `json` with every array cut to its first two elements and every object used as a
    /// dictionary (more than eight members, all with numeric keys, as citm_catalog's tables of
    /// events and names) to its first two members.
    static func trimmed(_ json: JSON) -> JSON {
        switch json {
        case .array(let elements):
            return .array(elements.prefix(2).map(trimmed))
        case .object(let object):
            let isTable =
                object.count > 8 && object.allSatisfy { $0.key.utf8.allSatisfy { (0x30...0x39).contains($0) } }
            let members = isTable ? Array(object.prefix(2)) : Array(object)
            return .object(JSONObject(members: members.map { ($0.key, trimmed($0.value)) }))
        default:
            return json
        }
    }
}
