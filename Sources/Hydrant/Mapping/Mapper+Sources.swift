public import Foundation

/// Mapping from anything that becomes JSON: text, bytes, `Data`, and the `Any` trees of
/// `JSONSerialization` or values built in code. The structured data does not have to start as JSON
/// text — it only has to be representable as a ``JSON`` value.
extension Mapper where Input == JSON {
    /// Reads `data` as JSON and maps it.
    ///
    /// - Throws: A fatal ``MappingError/Code/invalidSourceValue`` error whose underlying error is the
    ///   ``JSONReadingError`` when the data is not valid JSON, or the mapping's fatal error.
    public func map(parsing data: Data, options: JSONReadingOptions = .default) throws(MappingError) -> Output {
        try map(Self.read { () throws(JSONReadingError) in try JSONReader(options: options).read(data) })
    }

    /// Reads `text` as JSON and maps it.
    public func map(parsing text: String, options: JSONReadingOptions = .default) throws(MappingError) -> Output {
        try map(Self.read { () throws(JSONReadingError) in try JSONReader(options: options).read(text) })
    }

    /// Converts a Foundation object tree (such as `JSONSerialization` returns) to JSON and maps it.
    ///
    /// - Throws: A fatal ``MappingError/Code/invalidSourceType`` error whose underlying error is the
    ///   ``JSONConversionError`` when the tree holds something JSON cannot represent, or the
    ///   mapping's fatal error.
    public func map(jsonObject: Any) throws(MappingError) -> Output {
        try map(Self.convert(jsonObject))
    }

    /// Reads `data` as JSON and maps it, reporting all three outcomes.
    public func mapping(parsing data: Data, options: JSONReadingOptions = .default) -> MappingResult<Output> {
        do {
            return mapping(try Self.read { () throws(JSONReadingError) in try JSONReader(options: options).read(data) })
        } catch {
            return .failure(error)
        }
    }

    /// Reads `text` as JSON and maps it, reporting all three outcomes.
    public func mapping(parsing text: String, options: JSONReadingOptions = .default) -> MappingResult<Output> {
        do {
            return mapping(try Self.read { () throws(JSONReadingError) in try JSONReader(options: options).read(text) })
        } catch {
            return .failure(error)
        }
    }

    /// Converts a Foundation object tree to JSON and maps it, reporting all three outcomes.
    public func mapping(jsonObject: Any) -> MappingResult<Output> {
        do {
            return mapping(try Self.convert(jsonObject))
        } catch {
            return .failure(error)
        }
    }

    private static func read(_ body: () throws(JSONReadingError) -> JSON) throws(MappingError) -> JSON {
        do {
            return try body()
        } catch {
            throw MappingError(code: .invalidSourceValue, detail: "the input is not valid JSON: \(error)", underlyingErrors: [error])
        }
    }

    private static func convert(_ object: Any) throws(MappingError) -> JSON {
        do {
            return try JSON(jsonObject: object)
        } catch {
            // The reason only: the conversion error's path is made of dictionary keys, which are data.
            throw MappingError(code: .invalidSourceType, detail: "the input cannot be represented as JSON: \(error.message)", underlyingErrors: [error])
        }
    }
}
