import Foundation
import Hydrant

/// How the benchmark maps one document with Hydrant: its explicit mappers (both ways), the
/// error-heavy variant's mapper, and how that variant's input is made.
struct DocumentMapping<Model> {
    /// Bytes → model, read in place (the tape path).
    let decode: (Data) throws -> Model
    /// A `JSON` tree → model (the tree path).
    let decodeTree: (JSON) throws -> Model
    /// A `JSON` tree → model by laying the tree out as a document and reading that in place: what
    /// tree input would cost if documents were the only input (docs/Architecture.md, "Sources and
    /// sinks").
    let decodeTreeAsDocument: (JSON) throws -> Model
    /// Model → `JSON` tree: the reverse mappers building the tree (the tree path).
    let encodeToTree: (Model) throws -> JSON
    /// Model → `JSON` tree by writing bytes and reading them back: what tree output would cost if
    /// bytes were the only output (docs/Architecture.md, "Sources and sinks").
    let encodeToTreeViaBytes: (Model) throws -> JSON
    /// Model → bytes: the reverse mappers writing straight into the text (no `JSON` tree).
    let encode: (Model) throws -> [UInt8]
    /// Model → bytes the other way: the reverse mappers build a `JSON` tree, then `JSONWriter`
    /// writes it. Validation checks that both give the same bytes.
    let encodeTree: (Model) throws -> [UInt8]
    /// Bytes → model with the mapper that drops invalid elements, with all three outcomes.
    let decodeLenient: (Data) -> MappingResult<Model>
    /// The same from a `JSON` tree.
    let decodeLenientTree: (JSON) -> MappingResult<Model>
    /// Makes every 10th element of the document's main array invalid.
    let corrupt: (JSON) -> JSON
    /// The model without the elements `corrupt` made invalid.
    let dropCorrupted: (Model) -> Model

    init<Strict: JSONCodec, Lenient: JSONMapper>(
        strict: Strict, lenient: Lenient, corrupt: @escaping (JSON) -> JSON, dropCorrupted: @escaping (Model) -> Model
    ) where Strict.Input == JSON, Strict.Output == Model, Lenient.Input == JSON, Lenient.Output == Model {
        let reversed = strict.reversed
        let writer = JSONWriter()
        decode = { try strict.map(parsing: $0) }
        decodeTree = { try strict.map($0) }
        let layout = JSONWriter(options: JSONWritingOptions(maxDepth: JSONReadingOptions.maximumDepthCeiling))
        decodeTreeAsDocument = { try strict.mapping(document: JSONDocument(parsing: layout.write($0))).get() }
        encodeToTree = { try reversed.map($0) }
        encodeToTreeViaBytes = { try JSON(parsing: reversed.bytes(from: $0)) }
        encode = { try reversed.bytes(from: $0) }
        encodeTree = { try writer.write(try reversed.map($0)) }
        decodeLenient = { lenient.mapping(parsing: $0) }
        decodeLenientTree = { lenient.mapping($0) }
        self.corrupt = corrupt
        self.dropCorrupted = dropCorrupted
    }
}

extension DocumentMapping where Model == Twitter {
    static var twitter: Self {
        DocumentMapping(
            strict: TwitterMappers.document, lenient: TwitterMappers.lenientDocument,
            corrupt: {
                Corruption.member("statuses", of: $0) { Corruption.everyTenthElement(of: $0, Corruption.invalidID) }
            },
            dropCorrupted: {
                Twitter(statuses: Corruption.droppingEveryTenth($0.statuses), searchMetadata: $0.searchMetadata)
            })
    }
}

extension DocumentMapping where Model == CitmCatalog {
    static var citm: Self {
        DocumentMapping(
            strict: CitmMappers.document, lenient: CitmMappers.lenientDocument,
            corrupt: {
                Corruption.member("performances", of: $0) { Corruption.everyTenthElement(of: $0, Corruption.invalidID) }
            },
            dropCorrupted: { catalog in
                CitmCatalog(
                    areaNames: catalog.areaNames, audienceSubCategoryNames: catalog.audienceSubCategoryNames,
                    blockNames: catalog.blockNames, events: catalog.events,
                    performances: Corruption.droppingEveryTenth(catalog.performances),
                    seatCategoryNames: catalog.seatCategoryNames, subTopicNames: catalog.subTopicNames,
                    subjectNames: catalog.subjectNames, topicNames: catalog.topicNames,
                    topicSubTopics: catalog.topicSubTopics, venueNames: catalog.venueNames)
            })
    }
}

extension DocumentMapping where Model == FeatureCollection {
    /// canada has one feature; its polygon's rings are the arrays whose every 10th point is made
    /// invalid.
    static var canada: Self {
        DocumentMapping(
            strict: CanadaMappers.document, lenient: CanadaMappers.lenientDocument,
            corrupt: { document in
                Corruption.member("features", of: document) { features in
                    Corruption.everyElement(of: features) { feature in
                        Corruption.member("geometry", of: feature) { geometry in
                            Corruption.member("coordinates", of: geometry) { rings in
                                Corruption.everyElement(of: rings) {
                                    Corruption.everyTenthElement(of: $0) { _ in ["x", 0] }
                                }
                            }
                        }
                    }
                }
            },
            dropCorrupted: { collection in
                FeatureCollection(
                    type: collection.type,
                    features: collection.features.map { feature in
                        Feature(
                            type: feature.type, properties: feature.properties,
                            geometry: Geometry(
                                type: feature.geometry.type,
                                coordinates: feature.geometry.coordinates.map(Corruption.droppingEveryTenth)))
                    })
            })
    }
}
