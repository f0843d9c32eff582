extension Mappers {
    /// Maps the part of a JSON value found at a path, ignoring the rest. Hydrant's
    /// `HYDMapForward`.
    ///
    /// The path (the *walk*) is any ``Accessor``; a string is a key path. What the inner mapper
    /// receives depends on its input type:
    ///
    /// - an inner mapper of `JSON?` (such as ``Mappers/Optionally``) receives `nil` when the path is
    ///   missing, and decides itself;
    /// - an inner mapper of `JSON` requires a value: a missing path is a fatal
    ///   ``MappingError/Code/missingValue`` and `null` a fatal ``MappingError/Code/nullValue``.
    ///
    /// A source of the wrong shape on the way (a key read from a string, say) is the accessor's
    /// fatal ``MappingError/Code/readFailed`` error, thrown as is. The inner mapper's errors, fatal
    /// and non-fatal, are wrapped with the walk prepended to their source path (`data.items` +
    /// `0.name` → `data.items.0.name`), no destination path, and this mapper's input as their
    /// source value.
    ///
    /// ```swift
    /// let firstName = Mappers.forward("person.account", Mappers.forward("first", Mappers.value(String.self)))
    /// try firstName.map(["person": ["account": ["first": "John"]]])    // "John"
    /// try firstName.map(["person": [:]])                               // throws: missing at 'person.account'
    /// ```
    ///
    /// The reverse is ``Backward`` with the reversed inner mapper. Forward is lossy: everything
    /// outside the path is dropped, so the reverse rebuilds only the nesting along the path.
    public struct Forward<Inner: Mapper>: Mapper {
        /// Where the value passed to ``inner`` is read.
        ///
        /// ```swift
        /// Mappers.forward("a.b", Mappers.value(Int.self)).walk.description   // "a.b"
        /// ```
        public let walk: any Accessor
        /// The mapper applied to the value at the path.
        ///
        /// ```swift
        /// Mappers.forward("a.b", Mappers.value(Int.self)).inner   // Mappers.Value<Int>
        /// ```
        public let inner: Inner
        let presence: Presence<Inner.Input>
        /// The walk, when it is a path: a document is then walked in place.
        @usableFromInline let walkPath: Accessors.Path?
        /// The walk's keys, when it is made of keys only: the reverse then writes into text
        /// directly.
        @usableFromInline let walkKeys: [String]?

        /// Creates a mapper that passes the value at `walk` to `inner`, or `nil` when it is missing.
        ///
        /// ```swift
        /// let retries = Mappers.Forward(Accessors.keyPath("config.retries"),
        ///                               Mappers.optionally(Mappers.value(Int.self), default: 3))
        /// ```
        public init(_ walk: some Accessor, _ inner: Inner) where Inner.Input == JSON? {
            self.init(walk: walk, inner: inner, presence: .optional)
        }

        /// Creates a mapper that passes the value at `walk` to `inner`; a missing value or `null`
        /// fails before `inner` runs.
        ///
        /// ```swift
        /// let count = Mappers.Forward(Accessors.keyPath("meta.count"), Mappers.value(Int.self))
        /// ```
        public init(_ walk: some Accessor, _ inner: Inner) where Inner.Input == JSON {
            self.init(walk: walk, inner: inner, presence: .required)
        }

        init(walk: any Accessor, inner: Inner, presence: Presence<Inner.Input>) {
            let walk = walk.resolved
            self.walk = walk
            self.inner = inner
            self.presence = presence
            self.walkPath = walk as? Accessors.Path
            self.walkKeys = Mappers.Backward<Mappers.Identity<JSON>>.keys(of: walk)
        }

        /// Reads the value at the walk and maps it with the inner mapper.
        ///
        /// ```swift
        /// try Mappers.forward("a.b", Mappers.value(Int.self)).map(["a": ["b": 1]])   // 1
        /// ```
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Inner.Output {
            let found = try walk.read(from: input)
            let value: Inner.Input
            do {
                value = try presence.read(found)
            } catch {
                throw wrap(error, input)
            }
            var child = MappingContext()
            do {
                let output = try inner.map(value, context: &child)
                absorb(child, into: &context, input)
                return output
            } catch {
                absorb(child, into: &context, input)
                throw wrap(error, input)
            }
        }

        /// An error of the inner mapper as seen from this mapper's input.
        @usableFromInline
        func wrap(_ error: MappingError, _ input: any Sendable) -> MappingError {
            MappingError(wrapping: error, prependingSourcePath: walk.path, destinationPath: nil, sourceValue: input)
        }

        /// Records the inner mapper's non-fatal errors, wrapped, in `context`.
        @usableFromInline
        func absorb(_ child: MappingContext, into context: inout MappingContext, _ input: any Sendable) {
            for error in child.nonFatalErrors {
                context.recordNonFatal(wrap(error, input))
            }
        }
    }

    /// A mapper that maps the value at a key path string or any accessor with `inner`, which
    /// receives `nil` when the value is missing. Hydrant's `HYDMapForward(walk, child)`.
    ///
    /// ```swift
    /// let retries = Mappers.forward("config.retries", Mappers.optionally(Mappers.value(Int.self), default: 3))
    /// try retries.map(["config": ["retries": 5]])   // 5
    /// try retries.map(["config": [:]])              // 3, with a non-fatal error at 'config.retries'
    /// let when = Mappers.forward(Accessors.fields("date", "time"), Mappers.optionally(Mappers.value([String].self)))
    /// ```
    public static func forward<Walk: Accessor, Inner: Mapper>(_ walk: Walk, _ inner: Inner) -> Forward<Inner>
    where Inner.Input == JSON? {
        Forward(walk, inner)
    }

    /// A mapper that maps the value at a key path string or any accessor with `inner`; a missing
    /// value is a fatal ``MappingError/Code/missingValue`` and `null` a fatal
    /// ``MappingError/Code/nullValue``, before `inner` runs.
    ///
    /// ```swift
    /// let items = Mappers.forward("data.items", Mappers.value([String].self))
    /// try items.map(["data": ["items": ["a", "b"]]])   // ["a", "b"]
    /// try items.map(["data": ["items": nil]])          // throws: null at 'data.items'
    /// let second = Mappers.forward(Accessors.index(1), Mappers.value(Int.self))
    /// try second.map([10, 20])   // 20
    /// ```
    public static func forward<Walk: Accessor, Inner: Mapper>(_ walk: Walk, _ inner: Inner) -> Forward<Inner>
    where Inner.Input == JSON {
        Forward(walk, inner)
    }
}

extension Mappers.Forward: JSONMapper where Inner: JSONMapper {
    /// Reads the value at the walk and maps it with the inner mapper; the same rules and errors as
    /// ``map(_:context:)``. A document is walked in place when the walk is a path.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Inner.Output {
        switch source.form {
        case .node(let node):
            if let path = walkPath {
                return try readFound(try path.read(from: node), in: source, context: &context)
            }
            return try readFound(try walk.read(from: node.json), in: source, context: &context)
        case .tree(let json):
            return try readFound(try walk.read(from: json), in: source, context: &context)
        }
    }

    /// Maps what the walk found in `source` (`nil`: missing) with the inner mapper.
    @usableFromInline
    func readFound(
        _ found: (some JSONSource)?, in source: some JSONSource, context: inout MappingContext
    ) throws(MappingError) -> Inner.Output {
        var child = MappingContext()
        do throws(MappingError) {
            let output: Inner.Output
            if let found {
                if found.isNull, Inner.Input.missing == nil { throw MappingError(code: .nullValue) }
                output = try inner.read(found, context: &child)
            } else {
                output = try inner.readMissing(context: &child)
            }
            absorb(child, into: &context, source.errorSourceValue)
            return output
        } catch {
            absorb(child, into: &context, source.errorSourceValue)
            throw wrap(error, source.errorSourceValue)
        }
    }
}

extension Mappers.Forward: JSONCodec where Inner: JSONCodec {
    /// Writes the inner mapper's JSON at the walk, as ``Backward`` does: inside the objects a walk
    /// of keys opens, or, for other walks, into a tree that the walk writes into; errors name the
    /// walk as their destination.
    @inlinable
    public func write(
        _ value: Inner.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        var child = MappingContext()
        guard let walkKeys else {
            var tree = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
            do {
                try inner.write(value, to: &tree, context: &child)
            } catch {
                absorbWriting(child, into: &context)
                throw wrapWriting(error)
            }
            absorbWriting(child, into: &context)
            var result = Mappers.Backward<Mappers.Reversed<Inner>>.emptyDestination(for: walk)
            try walk.write(tree.value, into: &result)
            sink.write(result)
            return
        }
        let checkpoint = sink.checkpoint
        for key in walkKeys {
            sink.beginObject()
            sink.writeKey(key)
        }
        let start = sink.checkpoint
        do {
            try inner.write(value, to: &sink, context: &child)
        } catch {
            absorbWriting(child, into: &context)
            throw wrapWriting(error)
        }
        absorbWriting(child, into: &context)
        guard sink.checkpoint != start else {
            // Nothing at the walk: the result stays empty.
            sink.rollBack(to: checkpoint)
            sink.beginObject()
            sink.endObject()
            return
        }
        for _ in walkKeys {
            sink.endObject()
        }
    }

    /// An error of the reverse, with the walk as its destination.
    @usableFromInline
    func wrapWriting(_ error: MappingError) -> MappingError {
        MappingError(wrapping: error, prependingSourcePath: nil, destinationPath: walk.path)
    }

    /// The reverse's non-fatal errors, with the walk as their destination.
    @usableFromInline
    func absorbWriting(_ child: MappingContext, into context: inout MappingContext) {
        for error in child.nonFatalErrors {
            context.recordNonFatal(wrapWriting(error))
        }
    }
}

extension Mappers.Forward: ReversibleMapper where Inner: ReversibleMapper {
    /// A ``Mappers/Backward`` with the same walk and the reversed inner mapper: it writes the
    /// inner mapper's result at the walk in a new object.
    ///
    /// ```swift
    /// let count = Mappers.forward("meta.count", Mappers.value(Int.self))
    /// try count.reversed.map(3)   // {"meta":{"count":3}}
    /// ```
    public var reversed: Mappers.Backward<Inner.Reversed> {
        Mappers.Backward(walk: walk, inner: inner.reversed, presence: presence)
    }
}

/// How the value found at a walk reaches a mapper, and how a mapper's result is written back: as
/// `JSON?` (a missing value is `nil`) or as `JSON` (a value is required).
struct Presence<Value>: Sendable {
    /// Converts what an accessor read (`nil`: missing).
    let read: @Sendable (JSON?) throws(MappingError) -> Value
    /// The value to write (`nil`: leave the field out).
    let write: @Sendable (Value) -> JSON?
}

extension Presence where Value == JSON? {
    /// Missing values are passed on as `nil`.
    static var optional: Self {
        Self(read: { $0 }, write: { $0 })
    }
}

extension Presence where Value == JSON {
    /// A value is required: missing is ``MappingError/Code/missingValue``, `null`
    /// ``MappingError/Code/nullValue``.
    static var required: Self {
        Self(
            read: { found throws(MappingError) in
                guard let found else { throw MappingError(code: .missingValue) }
                if found.isNull { throw MappingError(code: .nullValue) }
                return found
            },
            write: { $0 })
    }
}

extension Mappers.Forward {
    /// An object holding the inner mapper's schema at the walk's keys (each level an object that
    /// requires the next key when the inner mapper requires a value). A walk with indices or
    /// other accessors is named, not described.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        guard let walkKeys else {
            return input.converted("read at \(walk), which the schema does not describe")
        }
        let isRequired = Inner.Input.self == JSON.self
        let reading = context.direction == .reading
        let value = inner.describe(.anything, in: &context)
        // Reading, a required value is never `null`; the reverse writes what the inner mapper's
        // reverse writes, `null` included.
        var schema = isRequired && reading ? value.excludingNull() : value
        for key in walkKeys.reversed() {
            var level = JSONSchema.type("object").setting("properties", [key: schema.json])
            if isRequired {
                level["required"] = [.string(key)]
            } else if reading {
                // A walk through `null` reads a missing value, which the inner mapper takes.
                level = level.allowingNull()
            }
            schema = level
        }
        return (input.keywords.isEmpty ? schema : JSONSchema(["allOf": [input.json, schema.json]])).containing(value)
    }
}
