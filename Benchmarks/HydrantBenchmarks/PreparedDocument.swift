import Foundation
import Hydrant

/// A document and every input its cases take, built and cross-checked before any timing.
struct PreparedDocument<Model: Codable & Equatable> {
    let source: SourceDocument
    let mapping: DocumentMapping<Model>
    /// The document decoded by JSONDecoder: the encode cases' input and the reference model.
    let model: Model
    /// The document read by Hydrant: `JSONWriter`'s and the tree path's input.
    let hydrantTree: JSON
    /// The error-heavy variant's input: every 10th element of the main array made invalid.
    let corrupted: Data

    /// Builds the inputs and validates them (see `Validation.swift`); ends the run on any failure.
    init(validating source: SourceDocument, mapping: DocumentMapping<Model>) {
        let validation = Validation(document: source.name)
        let model: Model = validation.foundationModel(source.data)
        let foundationTree = validation.attempt("JSONSerialization.jsonObject reading the document") {
            try JSONSerialization.jsonObject(with: source.data, options: .fragmentsAllowed)
        }
        let hydrantTree = validation.attempt("Hydrant JSONReader reading the document") {
            try JSONReader().read(source.data)
        }
        validation.checkHydrantRoundTrip(hydrantTree, model: model)
        validation.checkTape(source.bytes, tree: hydrantTree)
        validation.checkAgainstFoundation(hydrantTree, foundationTree)
        validation.checkMappers(mapping, data: source.data, tree: hydrantTree, model: model)
        validation.checkReflective(data: source.data, model: model)
        let corruptedTree = mapping.corrupt(hydrantTree)
        let corrupted = Data(
            validation.attempt("Hydrant JSONWriter writing the error-heavy variant") {
                try JSONWriter().write(corruptedTree)
            })
        validation.checkErrorHeavy(mapping, clean: source.data, data: corrupted, tree: corruptedTree, model: model)
        self.source = source
        self.mapping = mapping
        self.model = model
        self.hydrantTree = hydrantTree
        self.corrupted = corrupted
    }

    /// Builds the inputs without cross-checking them (`--profile N --unchecked`): for a profiler
    /// that counts the operations of a few cases in many processes under valgrind, where the checks
    /// cost minutes each, after one native run with the checks (the perf gate does that). The
    /// model is the explicit mappers' decode, which the checks find equal to JSONDecoder's.
    init(unchecked source: SourceDocument, mapping: DocumentMapping<Model>) {
        let validation = Validation(document: source.name)
        let hydrantTree = validation.attempt("Hydrant JSONReader reading the document") {
            try JSONReader().read(source.data)
        }
        self.source = source
        self.mapping = mapping
        self.model = validation.attempt("Hydrant mappers decoding the document") { try mapping.decode(source.data) }
        self.hydrantTree = hydrantTree
        self.corrupted = Data(
            validation.attempt("Hydrant JSONWriter writing the error-heavy variant") {
                try JSONWriter().write(mapping.corrupt(hydrantTree))
            })
    }
}
