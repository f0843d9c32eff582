import Foundation
import Hydrant

/// A string ⇄ URL mapper for the example: a string with a scheme becomes a URL; anything else is a
/// fatal invalidSourceValue error. (Hydrant's full URL conversions come with the conversions layer.)
let stringToURL = Mappers.closure(
    map: { (json: JSON) throws -> URL in
        guard let text = json.string, let url = URL(string: text), url.scheme != nil else {
            throw MappingError(code: .invalidSourceValue, sourceValue: json, detail: "not a valid URL")
        }
        return url
    },
    unmap: { (url: URL) in JSON.string(url.absoluteString) })
