/// Which part of the source object a decoding hook receives (``Mappers/Hooked/afterDecoding(keys:_:)``).
public enum HookKeys: Sendable, Hashable {
    /// The whole source object (CTXPropertyMapper's `IncludeAllKeys`).
    case all
    /// Only what no field read: a copy of the source without the keys the fields read
    /// (CTXPropertyMapper's `ExcludeAlreadyMappedKeys`). A key path field removes its last key
    /// (`name.first` removes `first` from `name`), and objects emptied that way are removed too;
    /// fields inside arrays stay.
    case unmapped
}

extension Mappers {
    /// An object mapping with final hooks: closures that run after an object is decoded (they see
    /// the source and may adjust the model) and after it is encoded (they may add keys to the
    /// output). CTXPropertyMapper's final mapping decoder and encoder.
    ///
    /// ```swift
    /// let user = Mappers.object(prototype: User()) {
    ///     Field("firstName", \.firstName)
    ///     Field("lastName", \.lastName)
    /// }
    /// .afterDecoding(keys: .unmapped) { leftovers, user in
    ///     user.extras = leftovers            // keep what no field read
    /// }
    /// .afterEncoding { output, user in
    ///     output["fullName"] = .string("\(user.firstName) \(user.lastName)")
    /// }
    /// ```
    ///
    /// Hooks run in the order they were added, only when the object mapping produced a value
    /// (possibly with non-fatal errors, which are kept). They work the same on models made by a
    /// factory (`Mappers.object(factory:)` given the source object), on nested objects and on array
    /// elements. An error thrown by a hook is fatal: a ``MappingError`` is kept as is, any other
    /// error becomes the underlying error of a ``MappingError/Code/generic`` error.
    ///
    /// Set the object mapping's options (``UnmappedKeyPolicy``, ``NilWritingPolicy``) before adding
    /// hooks: `Mappers.object(…) { … }.unmappedKeys(.report).afterDecoding { … }`.
    ///
    /// A hooked mapping reads in place from a document; the source object's
    /// ``/HydrantJSON/JSON`` value is built only for the decoding hooks. Without encoding hooks it
    /// writes like the object mapping; with them it builds the output object, runs the hooks on it
    /// and writes it. An encoding hook needs the mapping to write an object:
    /// ``MappingError/Code/invalidResultingType`` otherwise.
    public struct Hooked<Inner: JSONCodec> where Inner.Input == JSON {
        /// A closure run after decoding, with the source object (or what no field read) and the
        /// decoded model.
        public typealias DecodingHook = @Sendable (JSONObject, inout Inner.Output) throws -> Void
        /// A closure run after encoding, with the output object and the model.
        public typealias EncodingHook = @Sendable (inout JSONObject, Inner.Output) throws -> Void

        /// The object mapping.
        public let inner: Inner
        /// The accessors the object mapping reads, for ``HookKeys/unmapped``.
        @usableFromInline let readers: [any Accessor]
        @usableFromInline let decodingHooks: [(keys: HookKeys, body: DecodingHook)]
        @usableFromInline let encodingHooks: [EncodingHook]

        init(
            _ inner: Inner, readers: [any Accessor], decodingHooks: [(keys: HookKeys, body: DecodingHook)] = [],
            encodingHooks: [EncodingHook] = []
        ) {
            self.inner = inner
            self.readers = readers
            self.decodingHooks = decodingHooks
            self.encodingHooks = encodingHooks
        }

        /// Runs the decoding hooks on the inner mapper's `value`, with the source object.
        @usableFromInline
        func runDecodingHooks(on value: Inner.Output, source input: JSON) throws(MappingError) -> Inner.Output {
            var value = value
            guard case .object(let source) = input, !decodingHooks.isEmpty else { return value }
            var leftovers: JSONObject?
            for hook in decodingHooks {
                let keys: JSONObject
                switch hook.keys {
                case .all:
                    keys = source
                case .unmapped:
                    if leftovers == nil { leftovers = UnmappedSource.leftovers(of: source, readers: readers) }
                    keys = leftovers ?? source
                }
                do {
                    try hook.body(keys, &value)
                } catch {
                    throw Self.hookError(error, direction: "decoding")
                }
            }
            return value
        }

        /// This mapping with one more hook run after decoding.
        ///
        /// - Parameters:
        ///   - keys: The whole source object (``HookKeys/all``, the default) or only what no field
        ///     read (``HookKeys/unmapped``).
        ///   - body: Receives the source object and the decoded model, which it may change.
        public func afterDecoding(keys: HookKeys = .all, _ body: @escaping DecodingHook) -> Self {
            Self(inner, readers: readers, decodingHooks: decodingHooks + [(keys, body)], encodingHooks: encodingHooks)
        }

        /// This mapping with one more hook run after encoding.
        ///
        /// - Parameter body: Receives the output object, to which it may add keys, and the model.
        ///   It may also change or remove keys the mapping wrote (CTXPropertyMapper's final encoder
        ///   could not remove them: it merged the hook's copy back with "add entries").
        public func afterEncoding(_ body: @escaping EncodingHook) -> Self {
            Self(inner, readers: readers, decodingHooks: decodingHooks, encodingHooks: encodingHooks + [body])
        }

        /// The fatal error for an error thrown by a hook.
        @usableFromInline
        static func hookError(_ error: any Error, direction: String) -> MappingError {
            if let mappingError = error as? MappingError { return mappingError.withFatality(true) }
            return MappingError(
                code: .generic, detail: "the \(direction) hook threw an error", underlyingErrors: [error])
        }
    }

}

extension Mappers.Hooked: JSONCodec {
    /// Reads with the inner mapper (in place from a document), then runs the decoding hooks on the
    /// source object; its ``/HydrantJSON/JSON`` value is built only when there are hooks.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Inner.Output {
        let value = try inner.read(source, context: &context)
        guard !decodingHooks.isEmpty else { return value }
        return try runDecodingHooks(on: value, source: source.json)
    }

    /// Writes with the inner mapper directly when there are no encoding hooks; otherwise builds the
    /// object, runs the hooks on it and writes it.
    @inlinable
    public func write(
        _ value: Inner.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        guard !encodingHooks.isEmpty else {
            try inner.write(value, to: &sink, context: &context)
            return
        }
        var tree = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
        try inner.write(value, to: &tree, context: &context)
        let output = JSON(written: tree.value)
        guard case .object(var object) = output else {
            throw MappingError(
                code: .invalidResultingType, destinationValue: output,
                detail: "an encoding hook needs an object, got \(output.kind)")
        }
        for hook in encodingHooks {
            do {
                try hook(&object, value)
            } catch {
                throw Self.hookError(error, direction: "encoding")
            }
        }
        sink.write(.object(object))
    }
}

extension Mappers.Hooked: ReversibleMapper {}

extension Mappers.Object {
    /// This mapping with a hook run after decoding; see ``Mappers/Hooked``.
    ///
    /// ```swift
    /// Mappers.object(Person.init) { … }.afterDecoding(keys: .unmapped) { leftovers, _ in
    ///     if !leftovers.isEmpty { log.warning("unmapped keys: \(leftovers.keys)") }
    /// }
    /// ```
    public func afterDecoding(
        keys: HookKeys = .all, _ body: @escaping Mappers.Hooked<Self>.DecodingHook
    ) -> Mappers.Hooked<Self> {
        Mappers.Hooked(self, readers: plan.fields.readers()).afterDecoding(keys: keys, body)
    }

    /// This mapping with a hook run after encoding; see ``Mappers/Hooked``.
    public func afterEncoding(_ body: @escaping Mappers.Hooked<Self>.EncodingHook) -> Mappers.Hooked<Self> {
        Mappers.Hooked(self, readers: plan.fields.readers()).afterEncoding(body)
    }
}

extension Mappers.MutableObject {
    /// This mapping with a hook run after decoding; see ``Mappers/Hooked``.
    ///
    /// ```swift
    /// Mappers.object(prototype: User()) { … }.afterDecoding { source, user in
    ///     user.receivedAt = Date()
    /// }
    /// ```
    public func afterDecoding(
        keys: HookKeys = .all, _ body: @escaping Mappers.Hooked<Self>.DecodingHook
    ) -> Mappers.Hooked<Self> {
        Mappers.Hooked(self, readers: fields.readers()).afterDecoding(keys: keys, body)
    }

    /// This mapping with a hook run after encoding; see ``Mappers/Hooked``.
    public func afterEncoding(_ body: @escaping Mappers.Hooked<Self>.EncodingHook) -> Mappers.Hooked<Self> {
        Mappers.Hooked(self, readers: fields.readers()).afterEncoding(body)
    }
}

extension Array {
    /// The accessors of the fields that read the source (all but encode-only ones).
    fileprivate func readers() -> [any Accessor] where Element == AnyField {
        filter { $0.direction != .encodeOnly }.map(\.source)
    }
}

extension Mappers.Hooked {
    /// The object mapping's schema; hooks that run in the direction described are named in a
    /// `$comment`, since they may reject what the schema accepts.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let schema = inner.describe(input, in: &context)
        switch context.direction {
        case .reading where !decodingHooks.isEmpty:
            return schema.commented("checked after decoding by hooks the schema does not describe")
        case .writing where !encodingHooks.isEmpty:
            return schema.commented("changed after encoding by hooks the schema does not describe")
        default:
            return schema
        }
    }
}
