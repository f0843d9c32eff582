import Foundation
import Hydrant

/// The checks run on every document before timing; any failure ends the run with a message that
/// names the document and the check.
struct Validation {
    let document: String

    /// Runs `body`, or ends the run saying what failed and why.
    func attempt<T>(_ what: String, _ body: () throws -> T) -> T {
        do {
            return try body()
        } catch {
            fail("\(document): \(what) failed: \(error)")
        }
    }

    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail("\(document): \(message())") }
    }

    /// Decodes the model with JSONDecoder and checks that it survives JSONEncoder → JSONDecoder.
    func foundationModel<Model: Codable & Equatable>(_ data: Data) -> Model {
        let decoder = JSONDecoder()
        let model = attempt("JSONDecoder decoding the document") { try decoder.decode(Model.self, from: data) }
        let encoded = attempt("JSONEncoder encoding the model") { try JSONEncoder().encode(model) }
        let again = attempt("JSONDecoder decoding JSONEncoder's output") {
            try decoder.decode(Model.self, from: encoded)
        }
        check(again == model, "the model differs after JSONEncoder → JSONDecoder")
        return model
    }

    /// Checks that what Hydrant writes reads back (by Hydrant, JSONSerialization and JSONDecoder)
    /// as the same document.
    func checkHydrantRoundTrip<Model: Codable & Equatable>(_ tree: JSON, model: Model) {
        let written = attempt("Hydrant JSONWriter writing the tree") { try JSONWriter().write(tree) }
        let reread = attempt("Hydrant JSONReader reading JSONWriter's output") { try JSONReader().read(written) }
        if reread != tree {
            let difference = firstDifference(tree, reread).map(String.init(describing:)) ?? "somewhere"
            fail("\(document): Hydrant's tree differs from the tree read back from its own output, \(difference)")
        }
        let data = Data(written)
        _ = attempt("JSONSerialization reading Hydrant JSONWriter's output") {
            try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        }
        let decoded = attempt("JSONDecoder decoding Hydrant JSONWriter's output") {
            try JSONDecoder().decode(Model.self, from: data)
        }
        check(decoded == model, "JSONDecoder decodes Hydrant JSONWriter's output to a different model")
    }

    /// Checks that the tape-only document holds the same values as the tree.
    func checkTape(_ bytes: [UInt8], tree: JSON) {
        let document = attempt("Hydrant JSONReader reading the document as a tape") { try JSONReader().document(bytes) }
        check(
            document.valueCount == tree.valueCount,
            "JSONDocument.valueCount is \(document.valueCount), the tree has \(tree.valueCount) values")
        let fromTape = document.root.json
        if fromTape != tree {
            let difference = firstDifference(tree, fromTape).map(String.init(describing:)) ?? "somewhere"
            fail("\(document): JSONDocument.root.json differs from JSONReader's tree, \(difference)")
        }
    }

    /// Checks Hydrant's tree against JSONSerialization's: top-level size, then every value.
    func checkAgainstFoundation(_ tree: JSON, _ foundationTree: Any) {
        let foundationCount = (foundationTree as? [String: Any])?.count ?? (foundationTree as? [Any])?.count
        check(
            tree.count != nil && tree.count == foundationCount,
            "Hydrant's tree has \(tree.count.map(String.init) ?? "no") top-level members, "
                + "JSONSerialization's \(foundationCount.map(String.init) ?? "none")")
        var comparison = FoundationComparison()
        if let difference = comparison.compare(tree, foundationTree) {
            fail("\(document): Hydrant's tree differs from JSONSerialization's, \(difference)")
        }
        note(
            "\(document): validated (\(tree.valueCount) values; JSONSerialization rounds "
                + "\(comparison.foundationRoundingDifferences) of \(comparison.fractionalNumbers) fractional numbers differently "
                + "from the correctly rounded value, Hydrant none)")
    }
}

extension Validation {
    /// Checks that Hydrant's explicit mappers give JSONDecoder's model from bytes (in place) and
    /// from a tree, and that the reverse mappers write bytes that JSONDecoder and Hydrant decode to
    /// the same model, directly the same bytes as through a JSON tree.
    func checkMappers<Model: Codable & Equatable>(
        _ mapping: DocumentMapping<Model>, data: Data, tree: JSON, model: Model
    ) {
        let fromBytes = attempt("Hydrant mappers mapping the bytes") { try mapping.decode(data) }
        check(fromBytes == model, "Hydrant mappers (bytes, in place) give a different model than JSONDecoder")
        let fromTree = attempt("Hydrant mappers mapping the JSON tree") { try mapping.decodeTree(tree) }
        check(fromTree == model, "Hydrant mappers (JSON tree) give a different model than JSONDecoder")
        let fromLaidOutTree = attempt("Hydrant mappers mapping the JSON tree laid out as a document") {
            try mapping.decodeTreeAsDocument(tree)
        }
        check(
            fromLaidOutTree == model,
            "Hydrant mappers (JSON tree as a document) give a different model than JSONDecoder")
        let builtTree = attempt("Hydrant reverse mappers building the model's JSON tree") {
            try mapping.encodeToTree(model)
        }
        let treeViaBytes = attempt("Hydrant reverse mappers writing bytes read back as a tree") {
            try mapping.encodeToTreeViaBytes(model)
        }
        check(builtTree == treeViaBytes, "the reverse mappers' tree differs from the tree of their bytes")
        let written = Data(attempt("Hydrant reverse mappers writing the model") { try mapping.encode(model) })
        let writtenFromTree = Data(
            attempt("Hydrant reverse mappers building the model's JSON tree, JSONWriter writing it") {
                try mapping.encodeTree(model)
            })
        check(written == writtenFromTree, "the reverse mappers write different bytes directly than through a JSON tree")
        let decoded = attempt("JSONDecoder decoding the reverse mappers' output") {
            try JSONDecoder().decode(Model.self, from: written)
        }
        check(decoded == model, "JSONDecoder decodes the reverse mappers' output to a different model")
        let again = attempt("Hydrant mappers mapping the reverse mappers' output") { try mapping.decode(written) }
        check(again == model, "Hydrant mappers map the reverse mappers' output to a different model")
    }

    /// Checks the error-tolerant mappers: on the clean document they map the model without errors;
    /// on the error-heavy variant the valid elements are kept, each invalid one is dropped with one
    /// non-fatal error, and the tape and tree paths report the same errors.
    func checkErrorHeavy<Model: Codable & Equatable>(
        _ mapping: DocumentMapping<Model>, clean: Data, data: Data, tree: JSON, model: Model
    ) {
        guard case .success(let cleanValue) = mapping.decodeLenient(clean), cleanValue == model else {
            fail("\(document): the error-tolerant mappers do not map the clean document to the model without errors")
        }
        let result = mapping.decodeLenient(data)
        guard case .successWithErrors(let value, let error) = result else {
            fail("\(document): the error-heavy variant did not map with non-fatal errors: \(result)")
        }
        check(value == mapping.dropCorrupted(model), "the error-heavy variant keeps different elements than expected")
        let invalid = Self.leafCount(error)
        check(invalid > 0, "the error-heavy variant reported no invalid element")
        let fromTree = mapping.decodeLenientTree(tree)
        check(fromTree.value == value, "the error-heavy variant maps differently from a JSON tree")
        check(
            fromTree.error?.fullRecursiveDescription == error.fullRecursiveDescription,
            "the error-heavy variant reports different errors from a JSON tree")
        note(
            "\(document): error-heavy variant validated (\(invalid) invalid elements dropped, the same errors in place and from a tree)"
        )
    }

    /// The number of errors in a tree of errors that are not collections of errors.
    static func leafCount(_ error: MappingError) -> Int {
        let children = error.underlyingMappingErrors
        return children.isEmpty ? 1 : children.map(leafCount).reduce(0, +)
    }
}
