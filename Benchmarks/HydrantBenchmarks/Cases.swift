import Foundation
import Hydrant

extension PreparedDocument {
    /// The case of the given kind, on inputs built before any timing.
    func benchCase(_ kind: CaseKind) -> BenchCase {
        BenchCase(document: source.name, kind: kind, sourceByteCount: source.byteCount, operation: operation(kind))
    }

    private func operation(_ kind: CaseKind) -> () throws -> Void {
        let data = source.data
        let bytes = source.bytes
        let mapping = mapping
        switch kind {
        case .jsonDecoder:
            let decoder = JSONDecoder()
            return { blackHole(try decoder.decode(Model.self, from: data)) }
        case .hydrantMappers:
            return { blackHole(try mapping.decode(data)) }
        case .hydrantMappersViaTree:
            let reader = JSONReader()
            return { blackHole(try mapping.decodeTree(try reader.read(data))) }
        case .hydrantTreeInput:
            let tree = hydrantTree
            return { blackHole(try mapping.decodeTree(tree)) }
        case .hydrantTreeAsDocument:
            let tree = hydrantTree
            return { blackHole(try mapping.decodeTreeAsDocument(tree)) }
        case .hydrantLenientClean:
            // `get()`, which throws, also keeps this closure from being merged with the
            // error-heavy one, which would hide it from the instruction counter's toggle.
            return { blackHole(try mapping.decodeLenient(data).get()) }
        case .hydrantErrorHeavy:
            let corrupted = corrupted
            return { blackHole(mapping.decodeLenient(corrupted)) }
        case .hydrantReflective:
            let reflective = Mappers.reflective(Model.self)
            return { blackHole(try reflective.map(parsing: data)) }
        case .jsonEncoder:
            let encoder = JSONEncoder()
            let model = model
            return { blackHole(try encoder.encode(model)) }
        case .hydrantReverse:
            let model = model
            return { blackHole(try mapping.encode(model)) }
        case .hydrantReflectiveReverse:
            let reflective = Mappers.reflective(Model.self)
            let model = model
            return { blackHole(try reflective.reversed.bytes(from: model)) }
        case .hydrantWriter:
            let writer = JSONWriter()
            let tree = hydrantTree
            return { blackHole(try writer.write(tree)) }
        case .hydrantTreeOutput:
            let model = model
            return { blackHole(try mapping.encodeToTree(model)) }
        case .hydrantTreeViaBytes:
            let model = model
            return { blackHole(try mapping.encodeToTreeViaBytes(model)) }
        case .serializationParse:
            return { blackHole(try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) }
        case .hydrantTree:
            let reader = JSONReader()
            return { blackHole(try reader.read(data)) }
        case .hydrantTape:
            let reader = JSONReader()
            return { blackHole(try reader.document(bytes)) }
        }
    }
}
