public import Foundation

/// Mapping from anything that becomes JSON: text, bytes, `Data`, and the `Any` trees of
/// `JSONSerialization` or values built in code. The structured data does not have to start as JSON
/// text — it only has to be representable as a ``/HydrantJSON/JSON`` value.
extension Mapper where Input == JSON {
    /// Reads `data` as JSON and maps it.
    ///
    /// - Throws: A fatal ``MappingError/Code/invalidSourceValue`` error whose underlying error is the
    ///   ``/HydrantJSON/JSONReadingError`` when the data is not valid JSON, or the mapping's fatal error.
    public func map(parsing data: Data, options: JSONReadingOptions = .default) throws(MappingError) -> Output {
        let document = { () throws(JSONReadingError) in try JSONReader(options: options).document(data) }
        if let inPlace = mappingInPlace(document) { return try inPlace.get() }
        return try map(readingInput { () throws(JSONReadingError) in try JSONReader(options: options).read(data) })
    }

    /// Reads `text` as JSON and maps it.
    public func map(parsing text: String, options: JSONReadingOptions = .default) throws(MappingError) -> Output {
        let document = { () throws(JSONReadingError) in try JSONReader(options: options).document(text) }
        if let inPlace = mappingInPlace(document) { return try inPlace.get() }
        return try map(readingInput { () throws(JSONReadingError) in try JSONReader(options: options).read(text) })
    }

    /// Reads UTF-8 `bytes` as JSON and maps it.
    public func map(parsing bytes: [UInt8], options: JSONReadingOptions = .default) throws(MappingError) -> Output {
        let document = { () throws(JSONReadingError) in try JSONReader(options: options).document(bytes) }
        if let inPlace = mappingInPlace(document) { return try inPlace.get() }
        return try map(readingInput { () throws(JSONReadingError) in try JSONReader(options: options).read(bytes) })
    }

    /// Converts a Foundation object tree (such as `JSONSerialization` returns) to JSON and maps it.
    ///
    /// - Throws: A fatal ``MappingError/Code/invalidSourceType`` error whose underlying error is the
    ///   ``/HydrantJSON/JSONConversionError`` when the tree holds something JSON cannot represent, or the
    ///   mapping's fatal error.
    public func map(jsonObject: Any) throws(MappingError) -> Output {
        try map(Self.convert(jsonObject))
    }

    /// Reads `data` as JSON and maps it, reporting all three outcomes.
    public func mapping(parsing data: Data, options: JSONReadingOptions = .default) -> MappingResult<Output> {
        let document = { () throws(JSONReadingError) in try JSONReader(options: options).document(data) }
        if let inPlace = mappingInPlace(document) { return inPlace }
        do {
            return mapping(
                try readingInput { () throws(JSONReadingError) in try JSONReader(options: options).read(data) })
        } catch {
            return .failure(error)
        }
    }

    /// Reads `text` as JSON and maps it, reporting all three outcomes.
    public func mapping(parsing text: String, options: JSONReadingOptions = .default) -> MappingResult<Output> {
        let document = { () throws(JSONReadingError) in try JSONReader(options: options).document(text) }
        if let inPlace = mappingInPlace(document) { return inPlace }
        do {
            return mapping(
                try readingInput { () throws(JSONReadingError) in try JSONReader(options: options).read(text) })
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

    /// The outcome of mapping the document `parse` reads in place, when this mapper is a
    /// ``JSONMapper`` (which reads documents in place); `nil` for a mapper of trees only.
    ///
    /// Asked at run time, so that code generic over `Mapper` — which the compiler sends to these
    /// functions rather than to ``JSONMapper``'s — takes the path the concrete call takes: a mapper
    /// never builds a tree because of the constraints it was called through.
    private func mappingInPlace(_ parse: () throws(JSONReadingError) -> JSONDocument) -> MappingResult<Output>? {
        guard let mapper = self as? any JSONMapper else { return nil }
        return Self.mapping(mapper, parse)
    }

    /// ``mappingInPlace(_:)`` with the mapper's type opened.
    private static func mapping<M: JSONMapper>(
        _ mapper: M, _ parse: () throws(JSONReadingError) -> JSONDocument
    ) -> MappingResult<Output>? {
        // `mapper` is `self`, so `M.Output` is `Output`; the cast only tells the compiler.
        guard M.Output.self == Output.self else { return nil }
        let document: JSONDocument
        do {
            document = try readingInput(parse)
        } catch {
            return .failure(error)
        }
        var context = MappingContext()
        do {
            guard let value = try mapper.read(document.root, context: &context) as? Output else { return nil }
            if let error = context.combinedError { return .successWithErrors(value, error) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private static func convert(_ object: Any) throws(MappingError) -> JSON {
        do {
            return try JSON(jsonObject: object)
        } catch {
            // The reason only: the conversion error's path is made of dictionary keys, which are data.
            throw MappingError(
                code: .invalidSourceType, detail: "the input cannot be represented as JSON: \(error.message)",
                underlyingErrors: [error])
        }
    }
}

/// Runs a reader; turns its error into the fatal ``MappingError`` that mapping from text reports.
@inlinable
func readingInput<Value>(_ body: () throws(JSONReadingError) -> Value) throws(MappingError) -> Value {
    do {
        return try body()
    } catch {
        throw MappingError(
            code: .invalidSourceValue, detail: "the input is not valid JSON: \(error)", underlyingErrors: [error])
    }
}

/// Mapping from text and bytes without building a ``/HydrantJSON/JSON`` tree: the input is read into a
/// ``/HydrantJSON/JSONDocument`` and mapped in place. Results and errors are the same as on the tree.
extension JSONMapper where Input == JSON {
    /// Reads `data` into a document and maps it in place.
    ///
    /// - Throws: A fatal ``MappingError/Code/invalidSourceValue`` error whose underlying error is the
    ///   ``/HydrantJSON/JSONReadingError`` when the data is not valid JSON, or the mapping's fatal error.
    @inlinable
    public func map(parsing data: Data, options: JSONReadingOptions = .default) throws(MappingError) -> Output {
        try map(
            document: readingInput { () throws(JSONReadingError) in try JSONReader(options: options).document(data) })
    }

    /// Reads `text` into a document and maps it in place.
    @inlinable
    public func map(parsing text: String, options: JSONReadingOptions = .default) throws(MappingError) -> Output {
        try map(
            document: readingInput { () throws(JSONReadingError) in try JSONReader(options: options).document(text) })
    }

    /// Reads UTF-8 `bytes` into a document and maps it in place.
    @inlinable
    public func map(parsing bytes: [UInt8], options: JSONReadingOptions = .default) throws(MappingError) -> Output {
        try map(
            document: readingInput { () throws(JSONReadingError) in try JSONReader(options: options).document(bytes) })
    }

    /// Reads `data` into a document and maps it in place, reporting all three outcomes.
    @inlinable
    public func mapping(parsing data: Data, options: JSONReadingOptions = .default) -> MappingResult<Output> {
        do {
            return mapping(
                document: try readingInput { () throws(JSONReadingError) in
                    try JSONReader(options: options).document(data)
                })
        } catch {
            return .failure(error)
        }
    }

    /// Reads `text` into a document and maps it in place, reporting all three outcomes.
    @inlinable
    public func mapping(parsing text: String, options: JSONReadingOptions = .default) -> MappingResult<Output> {
        do {
            return mapping(
                document: try readingInput { () throws(JSONReadingError) in
                    try JSONReader(options: options).document(text)
                })
        } catch {
            return .failure(error)
        }
    }
}
