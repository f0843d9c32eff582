public import Foundation

/// Mapping to JSON text: the value is mapped and written in one step. The reverse of a
/// ``JSONCodec`` (a ``Mappers/Reversed``, or any reverse mapper whose own reverse is a codec)
/// writes straight into the text, building no ``/HydrantJSON/JSON`` tree; any other mapper's tree is written
/// with ``/HydrantJSON/JSONWriter``. Both give the same text and the same errors.
///
/// Every option of ``/HydrantJSON/JSONWritingOptions`` is applied on the direct path, except
/// ``/HydrantJSON/JSONWritingOptions/sortsKeys``: the objects of an object mapping are then built as trees and
/// sorted (dictionaries are written sorted either way).
extension Mapper where Output == JSON {
    /// Maps `input` and writes the result as UTF-8 JSON text.
    ///
    /// ```swift
    /// let tags = Mappers.array(of: Mappers.value(String.self)).reversed
    /// try tags.bytes(from: ["a", "b"])   // Array(#"["a","b"]"#.utf8)
    /// ```
    ///
    /// - Throws: The mapping's fatal ``MappingError``, or a fatal
    ///   ``MappingError/Code/writeFailed`` error whose underlying error is the ``/HydrantJSON/JSONWritingError``
    ///   when the result cannot be written (it is nested deeper than
    ///   ``/HydrantJSON/JSONWritingOptions/maxDepth``).
    public func bytes(from input: Input, options: JSONWritingOptions = .compact) throws(MappingError) -> [UInt8] {
        var context = MappingContext()
        return try writeBytes(input, options: options, context: &context)
    }

    /// Maps `input` and writes the result as JSON text in `Data`; see ``Mapper/bytes(from:options:)``.
    ///
    /// ```swift
    /// let data = try Mappers.value(Int.self).reversed.data(from: 42)   // "42"
    /// ```
    public func data(from input: Input, options: JSONWritingOptions = .compact) throws(MappingError) -> Data {
        Data(try bytes(from: input, options: options))
    }

    /// Maps `input` and writes the result as a JSON string; see ``Mapper/bytes(from:options:)``.
    ///
    /// ```swift
    /// try Mappers.value(String.self).reversed.string(from: "Ada")   // "\"Ada\""
    /// ```
    public func string(from input: Input, options: JSONWritingOptions = .compact) throws(MappingError) -> String {
        String(decoding: try bytes(from: input, options: options), as: UTF8.self)
    }

    /// Maps `input` and writes the result as UTF-8 JSON text, reporting all three outcomes: the
    /// text, the text with the mapping's non-fatal errors, or the fatal error (of the mapping, or
    /// of the writing as for ``Mapper/bytes(from:options:)``).
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self))).reversed
    /// switch ages.mappingBytes(from: [1, 2]) {
    /// case .success(let bytes): print(bytes.count)
    /// case .successWithErrors(let bytes, let error): print(bytes.count, error)
    /// case .failure(let error): print(error)
    /// }
    /// ```
    public func mappingBytes(from input: Input, options: JSONWritingOptions = .compact) -> MappingResult<[UInt8]> {
        var context = MappingContext()
        do {
            let bytes = try writeBytes(input, options: options, context: &context)
            if let error = context.combinedError { return .successWithErrors(bytes, error) }
            return .success(bytes)
        } catch {
            return .failure(error)
        }
    }

    /// Maps `input` and appends the result's JSON text to `output` — an output you made, for
    /// example one writing into memory you own (``/HydrantJSON/JSONOutput/init(writingInto:options:)``)
    /// or one reused from write to write — and returns the mapping's non-fatal errors, if any.
    ///
    /// ```swift
    /// let tags = Mappers.array(of: Mappers.value(String.self)).reversed
    /// var output = JSONOutput()
    /// try tags.write(["a", "b"], to: &output)   // nil: no non-fatal errors
    /// String(decoding: output.bytes, as: UTF8.self)   // ["a","b"]
    /// ```
    ///
    /// - Returns: The mapping's non-fatal errors, combined, or `nil`.
    /// - Throws: As ``Mapper/bytes(from:options:)``: the mapping's fatal ``MappingError``, or a
    ///   ``MappingError/Code/writeFailed`` error when `output` holds arrays and objects nested deeper
    ///   than its options' ``/HydrantJSON/JSONWritingOptions/maxDepth``. The output may then hold part of
    ///   the text: roll it back to a ``/HydrantJSON/JSONOutput/checkpoint`` taken before, to go on.
    @discardableResult
    public func write(_ input: Input, to output: inout JSONOutput) throws(MappingError) -> MappingError? {
        var context = MappingContext()
        if let direct = self as? any DirectJSONWriting<Input> {
            try direct.writeDirectly(input, to: &output, context: &context)
        } else {
            output.write(try map(input, context: &context))
        }
        if let failure = output.writingError { throw MappingError(writing: failure) }
        return context.combinedError
    }

    /// Maps to a tree and writes it.
    func writeBytes(
        _ input: Input, options: JSONWritingOptions, context: inout MappingContext
    ) throws(MappingError) -> [UInt8] {
        // Asked at run time, so that code generic over `Mapper` writes directly as the concrete
        // call does (see ``DirectJSONWriting``).
        if let direct = self as? any DirectJSONWriting<Input> {
            return try directBytes(options: options, context: &context) { (output, context) throws(MappingError) in
                try direct.writeDirectly(input, to: &output, context: &context)
            }
        }
        let json = try map(input, context: &context)
        return try writingOutput { () throws(JSONWritingError) in try JSONWriter(options: options).write(json) }
    }
}

/// A reverse mapper whose own reverse is a ``JSONCodec`` (the reverse of a ``Mappers/Then`` that
/// ends in a codec, or of an object mapping) writes its text with the codec, straight into the
/// bytes.
extension ReversibleMapper where Output == JSON, Reversed: JSONCodec {
    /// Writes the JSON text of `input` with the codec this mapper reverses; see
    /// ``Mapper/bytes(from:options:)``.
    @inlinable
    public func bytes(from input: Input, options: JSONWritingOptions = .compact) throws(MappingError) -> [UInt8] {
        var context = MappingContext()
        return try directBytes(options: options, context: &context) { (output, context) throws(MappingError) in
            try reversed.write(input, to: &output, context: &context)
        }
    }

    /// Writes the JSON text of `input` as `Data`.
    @inlinable
    public func data(from input: Input, options: JSONWritingOptions = .compact) throws(MappingError) -> Data {
        Data(try bytes(from: input, options: options))
    }

    /// Writes the JSON text of `input` as a `String`.
    @inlinable
    public func string(from input: Input, options: JSONWritingOptions = .compact) throws(MappingError) -> String {
        String(decoding: try bytes(from: input, options: options), as: UTF8.self)
    }

    /// Appends the JSON text of `input` to `output`, straight from the value, and returns the
    /// non-fatal errors; see ``Mapper/write(_:to:)``.
    ///
    /// ```swift
    /// var storage = [UInt8](repeating: 0, count: 1024)
    /// let count = try storage.withUnsafeMutableBytes { region in
    ///     var output = JSONOutput(writingInto: region)
    ///     try tags.write(["a", "b"], to: &output)
    ///     return output.countInRegion   // 9: all of it fitted
    /// }
    /// ```
    @inlinable
    @discardableResult
    public func write(_ input: Input, to output: inout JSONOutput) throws(MappingError) -> MappingError? {
        var context = MappingContext()
        try reversed.write(input, to: &output, context: &context)
        if let failure = output.writingError { throw MappingError(writing: failure) }
        return context.combinedError
    }

    /// Writes the JSON text of `input` and reports all three outcomes.
    @inlinable
    public func mappingBytes(from input: Input, options: JSONWritingOptions = .compact) -> MappingResult<[UInt8]> {
        mappingDirectBytes(options: options) { (output, context) throws(MappingError) in
            try reversed.write(input, to: &output, context: &context)
        }
    }
}

/// Writes with `write` into a new output and reports all three outcomes.
@inlinable
func mappingDirectBytes(
    options: JSONWritingOptions, _ write: (inout JSONOutput, inout MappingContext) throws(MappingError) -> Void
) -> MappingResult<[UInt8]> {
    var context = MappingContext()
    do {
        let bytes = try directBytes(options: options, context: &context, write)
        if let error = context.combinedError { return .successWithErrors(bytes, error) }
        return .success(bytes)
    } catch {
        return .failure(error)
    }
}

/// Writes with `write` into a new output; the output's error is thrown once the mapping has
/// succeeded, as writing the mapped tree would throw it.
@inlinable
func directBytes(
    options: JSONWritingOptions, context: inout MappingContext,
    _ write: (inout JSONOutput, inout MappingContext) throws(MappingError) -> Void
) throws(MappingError) -> [UInt8] {
    var output = JSONOutput(options: options)
    output.reserveCapacity(16 * 1024)
    try write(&output, &context)
    if let failure = output.writingError {
        throw MappingError(writing: failure)
    }
    return output.bytes
}

/// Runs a writer; turns its error into the fatal ``MappingError`` that mapping to text reports.
func writingOutput<Value>(_ body: () throws(JSONWritingError) -> Value) throws(MappingError) -> Value {
    do {
        return try body()
    } catch {
        throw MappingError(writing: error)
    }
}

extension MappingError {
    /// The fatal error for a mapped value that cannot be written as JSON text.
    @usableFromInline
    init(writing error: JSONWritingError) {
        self.init(
            code: .writeFailed, detail: "the output cannot be written as JSON: \(error)", underlyingErrors: [error])
    }
}

/// A mapper to JSON that writes its result straight into text: the reverse of every codec
/// (``Mappers/Reversed``). `bytes(from:)` and the other entry points of a `Mapper` to JSON look
/// for it at run time, so that code generic over `Mapper` — which the compiler sends to them
/// rather than to the direct ones of a ``ReversibleMapper`` whose reverse is a ``JSONCodec`` —
/// writes without building a tree, as the concrete call does.
protocol DirectJSONWriting<Input>: Mapper {
    /// Writes the JSON of `input` into `output`, as `output.write(map(input))` would.
    func writeDirectly(
        _ input: Input, to output: inout JSONOutput, context: inout MappingContext)
        throws(MappingError)
}

extension Mappers.Reversed: DirectJSONWriting {
    /// Writes `input` with the codec.
    func writeDirectly(
        _ input: Forward.Output, to output: inout JSONOutput, context: inout MappingContext
    )
        throws(MappingError)
    {
        try forward.write(input, to: &output, context: &context)
    }
}
