extension Mappers {
    /// Turns the fatal errors of a mapper into non-fatal ones, producing a default value instead.
    /// Hydrant's `HYDMapNonFatally`.
    ///
    /// When the inner mapper fails fatally, the error is recorded as non-fatal (same code, paths and
    /// underlying errors) and the default is returned. The reverse does the same with the reversed
    /// inner mapper and the two defaults swapped; without a reverse default, the reverse lets fatal
    /// errors through.
    public struct NonFatally<Inner: Mapper>: Mapper {
        /// The mapper whose fatal errors become non-fatal.
        public let inner: Inner
        @usableFromInline let makeDefault: (@Sendable () -> Inner.Output)?
        @usableFromInline let makeReverseDefault: (@Sendable () -> Inner.Input)?

        /// Creates the mapper with a default produced on demand (a factory, called on every failure)
        /// and an optional reverse default factory.
        public init(
            _ inner: Inner,
            defaultFactory: @escaping @Sendable () -> Inner.Output,
            reverseDefaultFactory: (@Sendable () -> Inner.Input)? = nil
        ) {
            self.inner = inner
            self.makeDefault = defaultFactory
            self.makeReverseDefault = reverseDefaultFactory
        }

        @usableFromInline
        init(
            _ inner: Inner, makeDefault: (@Sendable () -> Inner.Output)?,
            makeReverseDefault: (@Sendable () -> Inner.Input)?
        ) {
            self.inner = inner
            self.makeDefault = makeDefault
            self.makeReverseDefault = makeReverseDefault
        }

        /// Maps `input`, falling back to the default on a fatal error.
        @inlinable
        public func map(_ input: Inner.Input, context: inout MappingContext) throws(MappingError) -> Inner.Output {
            do {
                return try inner.map(input, context: &context)
            } catch {
                guard let makeDefault else { throw error }
                context.recordDefaultUsed(consume error)
                return makeDefault()
            }
        }
    }

    /// A mapper that falls back to `defaultValue` (with a non-fatal error) when `inner` fails.
    ///
    /// ```swift
    /// let port = Mappers.nonFatally(Mappers.value(Int.self), default: 80)
    /// try port.map("eighty")    // 80, with a non-fatal error
    /// ```
    ///
    /// - Parameters:
    ///   - inner: The mapper to run.
    ///   - defaultValue: The value produced when `inner` fails.
    ///   - reverseDefault: The value the reverse produces when `inner.reversed` fails; without
    ///     it, the reverse's fatal errors stay fatal.
    public static func nonFatally<Inner: Mapper>(
        _ inner: Inner, default defaultValue: Inner.Output, reverseDefault: Inner.Input? = nil
    ) -> NonFatally<Inner> where Inner.Output: Sendable, Inner.Input: Sendable {
        var makeReverseDefault: (@Sendable () -> Inner.Input)?
        if let reverseDefault {
            makeReverseDefault = { reverseDefault }
        }
        return NonFatally(inner, makeDefault: { defaultValue }, makeReverseDefault: makeReverseDefault)
    }

    /// A mapper that falls back to `nil` (with a non-fatal error) when `inner` fails.
    public static func nonFatally<Inner: Mapper, Wrapped>(_ inner: Inner) -> NonFatally<Inner>
    where Inner.Output == Wrapped? {
        NonFatally(inner, makeDefault: { nil }, makeReverseDefault: nil)
    }

    /// A mapper that falls back to a value made by `defaultFactory` (called on every failure) when
    /// `inner` fails; `reverseDefaultFactory` does the same for the reverse.
    public static func nonFatally<Inner: Mapper>(
        _ inner: Inner,
        defaultFactory: @escaping @Sendable () -> Inner.Output,
        reverseDefaultFactory: (@Sendable () -> Inner.Input)? = nil
    ) -> NonFatally<Inner> {
        NonFatally(inner, defaultFactory: defaultFactory, reverseDefaultFactory: reverseDefaultFactory)
    }
}

extension Mappers.NonFatally: JSONMapper where Inner: JSONMapper {
    /// Reads with the inner mapper, or falls back to the default with its error as a non-fatal
    /// one; the same rules as ``map(_:context:)``.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Inner.Output {
        do {
            return try inner.read(source, context: &context)
        } catch {
            guard let makeDefault else { throw error }
            context.recordDefaultUsed(consume error)
            return makeDefault()
        }
    }

    /// Maps a missing value with the inner mapper, or falls back to the default.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Inner.Output {
        do {
            return try inner.readMissing(context: &context)
        } catch {
            guard let makeDefault else { throw error }
            context.recordDefaultUsed(consume error)
            return makeDefault()
        }
    }
}

extension Mappers.NonFatally: JSONCodec where Inner: JSONCodec {
    /// Writes with the inner mapper, or, when it fails, writes the reverse default (if there is
    /// one; else the error stays fatal) with the error as a non-fatal one.
    @inlinable
    public func write(
        _ value: Inner.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        let checkpoint = sink.checkpoint
        do {
            try inner.write(value, to: &sink, context: &context)
        } catch {
            guard let makeReverseDefault else { throw error }
            sink.rollBack(to: checkpoint)
            context.recordNonFatal(consume error)
            if let json = makeReverseDefault().presentValue {
                sink.write(json)
            }
        }
    }
}

extension Mappers.NonFatally: ReversibleMapper where Inner: ReversibleMapper {
    /// The reversed inner mapper with the defaults swapped.
    public var reversed: Mappers.NonFatally<Inner.Reversed> {
        Mappers.NonFatally(inner.reversed, makeDefault: makeReverseDefault, makeReverseDefault: makeDefault)
    }
}

extension Mapper {
    /// This mapper, falling back to `defaultValue` with a non-fatal error when it fails.
    public func nonFatally(default defaultValue: Output, reverseDefault: Input? = nil) -> Mappers.NonFatally<Self>
    where Output: Sendable, Input: Sendable {
        Mappers.nonFatally(self, default: defaultValue, reverseDefault: reverseDefault)
    }
}

extension Mappers.NonFatally {
    /// The inner mapper's schema: the values that map without an error. With a default, a value
    /// the inner mapper rejects is read too (the default, with a non-fatal error), which the
    /// reading schema says in a `$comment`.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let schema = inner.describe(input, in: &context)
        guard context.direction == .reading, makeDefault != nil else { return schema }
        return schema.commented("any other value becomes the default, with a non-fatal error")
    }
}
