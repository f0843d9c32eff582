extension Mappers {
    /// Maps a value that may be missing or `null`, falling back to a default with a non-fatal error
    /// when it is missing, `null`, or cannot be mapped. Hydrant's `HYDMapOptionally` family: the
    /// composition of ``NonFatally`` and ``NotNull``.
    ///
    /// The input is the inner mapper's input wrapped in `Optional`, where `nil` means "missing" (an
    /// absent key). `null` and missing values are not passed to the inner mapper.
    ///
    /// The reverse maps back through the reversed inner mapper; a `nil` value reverses to `nil` (the
    /// field is left out) without an error, and a value the reversed inner mapper rejects becomes
    /// the reverse default (`nil` unless given) with a non-fatal error.
    ///
    /// ``Mappers/defaulted(_:to:)`` makes one that is quiet about absence: a missing or `null`
    /// value becomes the default with no error at all, and only a present value the inner mapper
    /// rejects is reported.
    public struct Optionally<Inner: Mapper>: Mapper where Inner.Input: Sendable {
        /// The mapper applied to present, non-null values.
        public let inner: Inner
        /// Whether a missing or `null` value becomes the default without an error
        /// (``Mappers/defaulted(_:to:)``) rather than with a non-fatal one (the original's
        /// `HYDMapOptionally`).
        public let isQuietWhenAbsent: Bool
        @usableFromInline let makeDefault: @Sendable () -> Inner.Output
        @usableFromInline let makeReverseDefault: (@Sendable () -> Inner.Input?)?

        /// Creates the mapper with default factories; see ``Mappers/optionally(_:defaultFactory:reverseDefaultFactory:)``.
        public init(
            _ inner: Inner,
            defaultFactory: @escaping @Sendable () -> Inner.Output,
            reverseDefaultFactory: (@Sendable () -> Inner.Input?)? = nil,
            quietWhenAbsent: Bool = false
        ) {
            self.inner = inner
            self.makeDefault = defaultFactory
            self.makeReverseDefault = reverseDefaultFactory
            self.isQuietWhenAbsent = quietWhenAbsent
        }

        /// Maps `input`, or falls back to the default: with a non-fatal error, except for a missing
        /// or `null` value when ``isQuietWhenAbsent``.
        @inlinable
        public func map(_ input: Inner.Input?, context: inout MappingContext) -> Inner.Output {
            guard let value = input else {
                if !isQuietWhenAbsent {
                    context.recordDefaultUsed(MappingError(code: .missingValue, isFatal: false, sourceValue: input))
                }
                return makeDefault()
            }
            if isNullValue(value) {
                if !isQuietWhenAbsent {
                    context.recordDefaultUsed(MappingError(code: .nullValue, isFatal: false, sourceValue: value))
                }
                return makeDefault()
            }
            do {
                return try inner.map(value, context: &context)
            } catch {
                context.recordDefaultUsed(consume error)
                return makeDefault()
            }
        }
    }

    /// The reverse of ``Optionally``: maps values back through the reversed inner mapper; `nil`
    /// becomes `nil` (missing) without an error.
    public struct OptionallyReversed<Inner: ReversibleMapper>: Mapper where Inner.Input: Sendable {
        /// The forward mapper this one reverses.
        public let forward: Optionally<Inner>
        @usableFromInline let reversedInner: Inner.Reversed

        init(_ forward: Optionally<Inner>) {
            self.forward = forward
            self.reversedInner = forward.inner.reversed
        }

        /// Maps `input` back; `nil` (for optional outputs) maps to `nil` silently.
        @inlinable
        public func map(_ input: Inner.Output, context: inout MappingContext) -> Inner.Input? {
            if let optional = input as? any OptionalProtocol, optional.wrappedAny == nil {
                return nil
            }
            do {
                return try reversedInner.map(input, context: &context)
            } catch {
                context.recordNonFatal(consume error)
                return forward.makeReverseDefault?() ?? nil
            }
        }
    }
}

extension Mappers.Optionally: ReversibleMapper where Inner: ReversibleMapper {
    /// Maps values back through the reversed inner mapper.
    public var reversed: Mappers.OptionallyReversed<Inner> {
        Mappers.OptionallyReversed(self)
    }
}

extension Mappers.OptionallyReversed: ReversibleMapper {
    /// The forward ``Mappers/Optionally``.
    public var reversed: Mappers.Optionally<Inner> {
        forward
    }
}

extension Mappers {
    /// A mapper that passes present values through and turns missing and `null` ones into `nil`,
    /// with a non-fatal error. Hydrant's `HYDMapOptionally()`.
    ///
    /// ```swift
    /// let nickname = Mappers.optionally(JSON.self)
    /// nickname.mapping(nil)      // .successWithErrors(nil, …missingValue…)
    /// nickname.mapping("Jo")     // .success("Jo")
    /// ```
    public static func optionally<Value: Sendable>(
        _ type: Value.Type = Value.self
    ) -> Optionally<Then<Identity<Value>, Present<Value>>> {
        Optionally(Then(Identity(), Present()), defaultFactory: { nil })
    }

    /// A mapper that maps present values with `inner` and turns missing, `null` and unmappable ones
    /// into `nil`, with a non-fatal error. Hydrant's `HYDMapOptionallyTo`.
    ///
    /// ```swift
    /// let age = Mappers.optionally(Mappers.value(Int.self))
    /// try age.map("old")     // nil, with a non-fatal error
    /// ```
    public static func optionally<Inner: Mapper>(
        _ inner: Inner
    ) -> Optionally<Then<Inner, Present<Inner.Output>>> where Inner.Input: Sendable, Inner.Output: Sendable {
        Optionally(Then(inner, Present()), defaultFactory: { nil })
    }

    /// A mapper that passes present values through and turns missing and `null` ones into
    /// `defaultValue`. Hydrant's `HYDMapOptionallyWithDefault(defaultValue)`.
    public static func optionally<Value: Sendable>(default defaultValue: Value) -> Optionally<Identity<Value>> {
        Optionally(Identity(), defaultFactory: { defaultValue })
    }

    /// A mapper that maps present values with `inner` and turns missing, `null` and unmappable ones
    /// into `defaultValue`, with a non-fatal error; its reverse turns values the reversed `inner`
    /// rejects into `reverseDefault` (`nil`: left out).
    ///
    /// ```swift
    /// let retries = Mappers.optionally(Mappers.value(Int.self), default: 3)
    /// try retries.map(nil)     // 3, with a non-fatal error
    /// ```
    public static func optionally<Inner: Mapper>(
        _ inner: Inner, default defaultValue: Inner.Output, reverseDefault: Inner.Input? = nil
    ) -> Optionally<Inner> where Inner.Input: Sendable, Inner.Output: Sendable {
        var makeReverseDefault: (@Sendable () -> Inner.Input?)?
        if let reverseDefault {
            makeReverseDefault = { reverseDefault }
        }
        return Optionally(inner, defaultFactory: { defaultValue }, reverseDefaultFactory: makeReverseDefault)
    }

    /// A mapper that maps present values with `inner` and turns missing and `null` ones into
    /// `defaultValue` quietly — no error at all, as `decodeIfPresent(…) ?? defaultValue` and
    /// pydantic's defaults do — while a present value `inner` rejects still becomes `defaultValue`
    /// with a non-fatal error. `@Default` and a property's initial value in a `@Mappable` type
    /// map this way. (``optionally(_:default:reverseDefault:)`` reports absence too, as the
    /// original's `HYDMapOptionallyTo` did.)
    ///
    /// ```swift
    /// let draft = Mappers.defaulted(Mappers.value(Bool.self), to: false)
    /// draft.mapping(nil)        // .success(false): the key is absent
    /// draft.mapping(.null)      // .success(false)
    /// draft.mapping("yes")      // .successWithErrors(false, …expected a boolean, got a string…)
    /// ```
    public static func defaulted<Inner: Mapper>(
        _ inner: Inner, to defaultValue: Inner.Output
    ) -> Optionally<Inner> where Inner.Input: Sendable, Inner.Output: Sendable {
        Optionally(inner, defaultFactory: { defaultValue }, quietWhenAbsent: true)
    }

    /// A mapper that passes present values through and turns missing and `null` ones into a value
    /// made by `defaultFactory`. Hydrant's `HYDMapOptionallyWithDefaultFactory(factory)`.
    public static func optionally<Value: Sendable>(
        defaultFactory: @escaping @Sendable () -> Value
    ) -> Optionally<Identity<Value>> {
        Optionally(Identity(), defaultFactory: defaultFactory)
    }

    /// A mapper that maps present values with `inner` and falls back to values made by the
    /// factories (called on every failure) in each direction.
    public static func optionally<Inner: Mapper>(
        _ inner: Inner,
        defaultFactory: @escaping @Sendable () -> Inner.Output,
        reverseDefaultFactory: (@Sendable () -> Inner.Input?)? = nil
    ) -> Optionally<Inner> where Inner.Input: Sendable {
        Optionally(inner, defaultFactory: defaultFactory, reverseDefaultFactory: reverseDefaultFactory)
    }
}

extension Mapper where Input: Sendable, Output: Sendable {
    /// This mapper applied to values that may be missing or `null`; those, and values this mapper
    /// rejects, become `nil` with a non-fatal error.
    public func optionally() -> Mappers.Optionally<Mappers.Then<Self, Mappers.Present<Output>>> {
        Mappers.optionally(self)
    }

    /// This mapper applied to values that may be missing or `null`; those, and values this mapper
    /// rejects, become `defaultValue` with a non-fatal error.
    public func optionally(default defaultValue: Output, reverseDefault: Input? = nil) -> Mappers.Optionally<Self> {
        Mappers.optionally(self, default: defaultValue, reverseDefault: reverseDefault)
    }

    /// This mapper applied to values that may be missing or `null`, which become `defaultValue`
    /// quietly; values this mapper rejects become `defaultValue` with a non-fatal error. See
    /// ``Mappers/defaulted(_:to:)``.
    public func defaulted(to defaultValue: Output) -> Mappers.Optionally<Self> {
        Mappers.defaulted(self, to: defaultValue)
    }
}

extension Mappers.Optionally: JSONMapper where Inner: JSONMapper, Inner.Input == JSON {
    /// Reads a present value with the inner mapper, or falls back to the default with a non-fatal
    /// error when it is `null` or the inner mapper fails; the same rules and errors as
    /// ``map(_:context:)``.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) -> Inner.Output {
        if source.isNull {
            if !isQuietWhenAbsent {
                context.recordDefaultUsed(MappingError(code: .nullValue, isFatal: false, sourceValue: JSON.null))
            }
            return makeDefault()
        }
        do {
            return try inner.read(source, context: &context)
        } catch {
            context.recordDefaultUsed(consume error)
            return makeDefault()
        }
    }

    /// The default, with a non-fatal ``MappingError/Code/missingValue`` unless
    /// ``isQuietWhenAbsent``.
    @inlinable
    public func readMissing(context: inout MappingContext) -> Inner.Output {
        if !isQuietWhenAbsent {
            context.recordDefaultUsed(MappingError(code: .missingValue, isFatal: false, sourceValue: JSON?.none))
        }
        return makeDefault()
    }
}

extension Mappers.Optionally: JSONCodec where Inner: JSONCodec, Inner.Input == JSON {
    /// Writes nothing for `nil`; otherwise writes with the inner mapper, or, when it fails,
    /// records its error as non-fatal and writes the reverse default, if any (the same rules as
    /// ``OptionallyReversed/map(_:context:)``).
    @inlinable
    public func write(_ value: Inner.Output, to sink: inout some JSONSink, context: inout MappingContext) {
        if let optional = value as? any OptionalProtocol, optional.wrappedAny == nil {
            return
        }
        let checkpoint = sink.checkpoint
        do {
            try inner.write(value, to: &sink, context: &context)
        } catch {
            sink.rollBack(to: checkpoint)
            context.recordNonFatal(consume error)
            if let fallback = makeReverseDefault?() ?? nil {
                sink.write(fallback)
            }
        }
    }
}

extension Mappers.Optionally {
    /// When reading, the inner mapper's schema accepting `null` too (a missing or `null` value is
    /// the default). A value the inner mapper rejects becomes the default with a non-fatal error:
    /// the schema describes the values read without one, and says so in a `$comment`. When
    /// writing, the inner mapper's: the reverse writes what the inner mapper's reverse writes.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let schema = inner.describe(input, in: &context)
        guard context.direction == .reading else { return schema }
        return schema.allowingNull().commented("any other value becomes the default, with a non-fatal error")
    }
}
