/// Whether a case reads JSON text or writes it.
enum Group: String, CaseIterable {
    case decode = "Decode"
    case encode = "Encode"
}

/// What a case measures; every document is measured with every kind.
enum CaseKind: CaseIterable {
    case jsonDecoder
    case serializationParse
    case hydrantTree
    case hydrantTape
    case jsonEncoder
    case serializationWrite
    case hydrantWriter

    var title: String {
        switch self {
        case .jsonDecoder: "JSONDecoder → models"
        case .serializationParse: "JSONSerialization.jsonObject"
        case .hydrantTree: "Hydrant JSONReader → JSON"
        case .hydrantTape: "Hydrant JSONReader → JSONDocument (tape)"
        case .jsonEncoder: "JSONEncoder (models)"
        case .serializationWrite: "JSONSerialization.data"
        case .hydrantWriter: "Hydrant JSONWriter (JSON tree)"
        }
    }

    var group: Group {
        switch self {
        case .jsonDecoder, .serializationParse, .hydrantTree, .hydrantTape: .decode
        case .jsonEncoder, .serializationWrite, .hydrantWriter: .encode
        }
    }

    /// The case the others of its group are compared with.
    var isBaseline: Bool {
        self == .jsonDecoder || self == .jsonEncoder
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

    var name: String { "\(document)/\(kind.title)" }
}
