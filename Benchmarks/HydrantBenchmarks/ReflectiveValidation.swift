import Foundation
import Hydrant

extension Validation {
    /// Checks that reflective mapping of the Codable models gives JSONDecoder's model, and that
    /// its reverse writes what JSONDecoder reads back to the same model.
    func checkReflective<Model: Codable & Equatable>(data: Data, model: Model) {
        let reflective = Mappers.reflective(Model.self)
        let mapped = attempt("Hydrant reflective mapping of the bytes") { try reflective.map(parsing: data) }
        check(mapped == model, "Hydrant reflective mapping gives a different model than JSONDecoder")
        let written = Data(
            attempt("Hydrant reflective reverse writing the model") {
                try JSONWriter().write(reflective.reversed.map(model))
            })
        let decoded = attempt("JSONDecoder decoding the reflective reverse's output") {
            try JSONDecoder().decode(Model.self, from: written)
        }
        check(decoded == model, "JSONDecoder decodes the reflective reverse's output to a different model")
        let bytes = attempt("Hydrant reflective reverse writing the model's bytes") {
            try reflective.reversed.bytes(from: model)
        }
        check(bytes == Array(written), "Hydrant reflective reverse writes different bytes than through a tree")
    }
}
