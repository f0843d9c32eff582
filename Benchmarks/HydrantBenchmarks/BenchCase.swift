/// The three comparisons the benchmark makes; each has a baseline that its other cases are
/// compared with.
enum Group: String, CaseIterable {
    case decode = "Decode: bytes → models"
    case encode = "Encode: models → bytes"
    case parse = "Parse only: bytes → JSON value"
}

/// What a case measures; every document is measured with every kind.
///
/// To add a row: add a case here (title and group), its operation in `Cases.swift`, and a check
/// of its result in `PreparedDocument.swift` (every path is validated before anything is timed).
enum CaseKind: CaseIterable {
    case jsonDecoder
    case hydrantMappers
    case hydrantMappersViaTree
    case hydrantTreeInput
    case hydrantTreeAsDocument
    case hydrantLenientClean
    case hydrantErrorHeavy
    case hydrantReflective
    case jsonEncoder
    case hydrantReverse
    case hydrantReflectiveReverse
    case hydrantWriter
    case hydrantTreeOutput
    case hydrantTreeViaBytes
    case serializationParse
    case hydrantTree
    case hydrantTape

    var title: String {
        switch self {
        case .jsonDecoder: "JSONDecoder"
        case .hydrantMappers: "Hydrant mappers"
        case .hydrantMappersViaTree: "Hydrant reader → JSON tree → mappers"
        case .hydrantTreeInput: "Hydrant mappers on a JSON tree (mapping only)"
        case .hydrantTreeAsDocument: "Hydrant mappers on a JSON tree laid out as a document (one-path tree input)"
        case .hydrantLenientClean: "Hydrant error-tolerant mappers, clean input"
        case .hydrantErrorHeavy: "Hydrant error-tolerant mappers, error-heavy input: every 10th element invalid"
        case .hydrantReflective: "Hydrant reflective mapping (the Codable models)"
        case .jsonEncoder: "JSONEncoder"
        case .hydrantReverse: "Hydrant reverse mappers → bytes"
        case .hydrantReflectiveReverse: "Hydrant reflective reverse (the Codable models) → bytes"
        case .hydrantWriter: "Hydrant JSONWriter (JSON tree → bytes only)"
        case .hydrantTreeOutput: "Hydrant reverse mappers → JSON tree"
        case .hydrantTreeViaBytes: "Hydrant reverse mappers → bytes → JSON tree (one-path tree output)"
        case .serializationParse: "JSONSerialization.jsonObject"
        case .hydrantTree: "Hydrant JSONReader → JSON"
        case .hydrantTape: "Hydrant JSONReader → JSONDocument (tape only)"
        }
    }

    var group: Group {
        switch self {
        case .jsonDecoder, .hydrantMappers, .hydrantMappersViaTree, .hydrantTreeInput, .hydrantTreeAsDocument,
            .hydrantLenientClean, .hydrantErrorHeavy, .hydrantReflective:
            .decode
        case .jsonEncoder, .hydrantReverse, .hydrantReflectiveReverse, .hydrantWriter, .hydrantTreeOutput,
            .hydrantTreeViaBytes:
            .encode
        case .serializationParse, .hydrantTree, .hydrantTape: .parse
        }
    }

    /// The case the others of its group are compared with.
    var isBaseline: Bool {
        self == .jsonDecoder || self == .jsonEncoder || self == .serializationParse
    }
}

/// One timed operation on one document.
struct BenchCase {
    let document: String
    let kind: CaseKind
    /// The size of the source document, which MB/s is computed from (for encode cases too).
    let sourceByteCount: Int
    /// One operation; its result goes to ``blackHole(_:)``.
    let operation: () throws -> Void
    /// The title of a case outside the kinds (the combinator cases), instead of the kind's.
    var variant: String? = nil

    var name: String { "\(document)/\(variant ?? kind.title)" }
}
