import Foundation
import Hydrant

/// A document and every input its cases take, built and cross-checked before any timing.
struct PreparedDocument<Model: Codable & Equatable> {
    let source: SourceDocument
    /// The document decoded by JSONDecoder: the encode baseline's input.
    let model: Model
    /// The document parsed by JSONSerialization: `JSONSerialization.data`'s input.
    let foundationTree: Any
    /// The document read by Hydrant: `JSONWriter`'s input.
    let hydrantTree: JSON

    /// Builds the inputs and validates them (see `Validation.swift`); ends the run on any failure.
    init(validating source: SourceDocument) {
        let validation = Validation(document: source.name)
        let model: Model = validation.foundationModel(source.data)
        let foundationTree = validation.attempt("JSONSerialization.jsonObject reading the document") {
            try JSONSerialization.jsonObject(with: source.data, options: .fragmentsAllowed)
        }
        let hydrantTree = validation.attempt("Hydrant JSONReader reading the document") { try JSONReader().read(source.data) }
        validation.checkHydrantRoundTrip(hydrantTree, model: model)
        validation.checkTape(source.bytes, tree: hydrantTree)
        validation.checkAgainstFoundation(hydrantTree, foundationTree)
        self.source = source
        self.model = model
        self.foundationTree = foundationTree
        self.hydrantTree = hydrantTree
    }
}
