/// One object of a document being read by the code `@Mappable` writes: the runtime that code calls,
/// as `@Observable`'s expansion calls `ObservationRegistrar`. Hand-written mappings use
/// ``Mappers/object(_:fields:)``, which reads the same way.
///
/// The generated code finds the members it wants in one pass over ``members`` (a switch on the
/// key's length, then its bytes), reads each field's value with ``value(_:_:_:)`` through the
/// field's own mapper, specialised for its type, and calls ``finish(context:)``. Every error is
/// made here, by the same code as a mapping of fields makes it, so the values, the errors and
/// their renderings are those of ``Mappers/Object`` read without the generated code:
///
/// - a field's errors get the field's source and destination paths, its value and, for a missing
///   value, a key suggestion, in the order of the fields;
/// - the object's unmapped-key policy is applied after the fields;
/// - the errors become one: thrown when any is fatal, else recorded in the context.
///
/// It is not copyable and lives for one call of the generated code (``Mappers/Object/readingDirectly(_:)``).
public struct ObjectReading: ~Copyable {
    /// The object read.
    @usableFromInline let object: JSONNode
    /// The mapping's plan: its fields (for their errors) and its policy. The mapping holds it for
    /// the whole read.
    @usableFromInline let plan: Unretained<ObjectPlan>
    /// The fields' errors so far, in the order of the fields (empty, allocating nothing, while
    /// every field reads cleanly).
    @usableFromInline var errors: [MappingError] = []

    @inlinable
    init(object: JSONNode, plan: ObjectPlan) {
        self.object = object
        self.plan = Unretained(plan)
    }

    /// A pass over the object's members, in document order.
    @inlinable
    public var members: JSONMemberCursor {
        object.memberCursor
    }

    /// The value of the field at `ordinal` (its position among the mapping's initializer
    /// parameters), read from `input` (the member found for its key, `nil` when missing) by
    /// `read`; `nil` when it fails, its errors kept for ``finish(context:)``.
    @inlinable @inline(__always)
    public mutating func value<Value>(
        _ ordinal: Int, _ input: JSONNode?,
        _ read: (JSONNode?, inout MappingContext) throws(MappingError) -> Value
    ) -> Value? {
        var context = MappingContext()
        do {
            let value = try read(input, &context)
            if context.hasErrors { recordFallback(ordinal, context, input: input) }
            return value
        } catch {
            recordFailure(ordinal, error, context, input: input)
            return nil
        }
    }

    /// The value of the field at `ordinal` whose key path starts with a member that `top` is
    /// (`nil` when missing): the rest of the path is read from it, then the value as
    /// ``value(_:_:_:)`` reads it.
    @inlinable
    public mutating func value<Value>(
        _ ordinal: Int, under top: JSONNode?,
        _ read: (JSONNode?, inout MappingContext) throws(MappingError) -> Value
    ) -> Value? {
        let input: JSONNode?
        do {
            input = try rest(of: ordinal, from: top)
        } catch {
            recordAccessFailure(ordinal, error)
            return nil
        }
        return value(ordinal, input, read)
    }

    /// Applies the mapping's unmapped-key policy, then combines the fields' errors: thrown as one
    /// fatal error when any is fatal, else recorded in `context` as one non-fatal error.
    ///
    /// After it returns, every field's value was read (a field without one has a fatal error).
    @inlinable
    public mutating func finish(context: inout MappingContext) throws(MappingError) {
        guard errors.isEmpty, plan.withObject({ $0.unmappedKeys == .ignore }) else {
            try finishWithErrors(context: &context)
            return
        }
    }

    /// The error for values missing after ``finish(context:)`` returned: never thrown, since a
    /// field without a value has a fatal error, which `finish` throws.
    public func incomplete() -> MappingError {
        MappingError(collecting: errors, isFatal: true, sourceValue: DocumentValue(object))
    }
}

extension ObjectReading {
    /// The field at `ordinal`'s key path read from step 1 on, from `top`.
    @usableFromInline
    func rest(of ordinal: Int, from top: JSONNode?) throws(MappingError) -> JSONNode? {
        guard let top else { return nil }
        let path = plan.withObject { plan in plan.nodePlan.restOfPath(ordinal) }
        guard let path else { return top }
        return try path.read(from: top, startingAt: 1)
    }

    /// How the field at `ordinal` makes its errors.
    func fieldErrors(_ ordinal: Int) -> FieldErrors {
        plan.withObject { plan in
            let field = plan.parameters[ordinal]
            return FieldErrors(source: field.sharedSource, propertyName: field.propertyName)
        }
    }

    /// Keeps the non-fatal errors of a field that fell back.
    @usableFromInline
    mutating func recordFallback(_ ordinal: Int, _ context: MappingContext, input: JSONNode?) {
        let object = object
        fieldErrors(ordinal).recordFallback(
            context, read: { .node(input) }, object: { DocumentValue(object) }, errors: &errors)
    }

    /// Keeps the fatal error of a field (and the non-fatal ones before it).
    @usableFromInline
    mutating func recordFailure(_ ordinal: Int, _ error: MappingError, _ context: MappingContext, input: JSONNode?) {
        let object = object
        fieldErrors(ordinal).recordFailure(
            error, context: context, object: { DocumentValue(object) }, read: { .node(input) }, errors: &errors)
    }

    /// Keeps the error of a key path that could not be read.
    @usableFromInline
    mutating func recordAccessFailure(_ ordinal: Int, _ error: MappingError) {
        errors.append(fieldErrors(ordinal).accessFailure(error))
    }

    /// ``finish(context:)`` when there are errors or a policy to apply.
    @usableFromInline
    mutating func finishWithErrors(context: inout MappingContext) throws(MappingError) {
        let (policy, consumed) = plan.withObject { ($0.unmappedKeys, $0.consumedKeys) }
        if policy != .ignore {
            ObjectMapping.checkUnmappedKeys(
                object.json.object ?? JSONObject(), consumed: consumed, policy: policy, errors: &errors)
        }
        try ObjectMapping.finish(errors, source: DocumentValue(object), context: &context)
    }
}

// MARK: - Reading a field's value as its Field reads it

// Each overload set mirrors the initializers of ``Field`` that `@Mappable` calls, with the same
// constraints, so that the compiler picks for the generated code the conversion it picks for the
// field: a field's value is read the same way on both paths.

extension ObjectReading {
    /// The value of a field without a mapper whose type has a JSON representation: `nil` for a
    /// missing value or `null` when the type is optional, else type-checked.
    @inlinable
    public static func read<Value: JSONConvertible>(
        _ input: JSONNode?, as type: Value.Type, context: inout MappingContext
    ) throws(MappingError) -> Value {
        try Field<Void, Value>.convert(input, isOptional: _isOptional(Value.self))
    }

    /// The value of a field of a type that provides its own mapper (a `@Mappable` model).
    @inlinable
    public static func read<Value: MapperProvider>(
        _ input: JSONNode?, as type: Value.Type, context: inout MappingContext
    ) throws(MappingError) -> Value where Value.ProvidedMapper: JSONCodec, Value.ProvidedMapper.Output == Value {
        try Field<Void, Value>.read(input, with: Value.mapper, context: &context)
    }

    /// The value of an `Optional` field of a type that provides its own mapper.
    @inlinable
    public static func read<Wrapped: MapperProvider>(
        _ input: JSONNode?, as type: Wrapped?.Type, context: inout MappingContext
    ) throws(MappingError) -> Wrapped?
    where Wrapped.ProvidedMapper: JSONCodec, Wrapped.ProvidedMapper.Output == Wrapped {
        try Field<Void, Wrapped?>.read(input, with: Mappers.nullable(Wrapped.mapper), context: &context)
    }

    /// The value of a field of a `RawRepresentable` type that provides no mapper of its own.
    @inlinable
    @_disfavoredOverload
    public static func read<Value: RawRepresentable & Sendable>(
        _ input: JSONNode?, as type: Value.Type, context: inout MappingContext
    ) throws(MappingError) -> Value where Value.RawValue: JSONConvertible {
        try Field<Void, Value>.read(input, with: Mappers.RawValue<Value>(), context: &context)
    }

    /// The value of an `Optional` field of a `RawRepresentable` type that provides no mapper of
    /// its own.
    @inlinable
    @_disfavoredOverload
    public static func read<Wrapped: RawRepresentable & Sendable>(
        _ input: JSONNode?, as type: Wrapped?.Type, context: inout MappingContext
    ) throws(MappingError) -> Wrapped? where Wrapped.RawValue: JSONConvertible {
        try Field<Void, Wrapped?>.read(input, with: Mappers.nullable(Mappers.RawValue<Wrapped>()), context: &context)
    }

    /// A field of a type without a default mapper: never called in a program that compiles,
    /// since its `Field` is a compile error that names the fix. It is here so that the generated
    /// code adds no second error of its own to that one; were it ever chosen, its warning shows.
    @available(
        *, deprecated,
        message: "this type has no default mapper: mark the type @Mappable, or give the property @Map(mapper)"
    )
    @_disfavoredOverload
    public static func read<Value>(
        _ input: JSONNode?, as type: Value.Type, context: inout MappingContext
    ) throws(MappingError) -> Value {
        throw MappingError(
            code: .invalidResultingType, sourceValue: input.map(DocumentValue.init),
            detail: "\(Value.self) has no default mapper")
    }

    /// The value of a field converted by a mapper of JSON.
    @inlinable
    public static func read<Value, M: JSONCodec>(
        _ input: JSONNode?, as type: Value.Type, with mapper: M, context: inout MappingContext
    ) throws(MappingError) -> Value where M.Output == Value {
        try Field<Void, Value>.read(input, with: mapper, context: &context)
    }

    /// The value of an `Optional` field converted by a mapper of present values: a missing value
    /// and `null` are `nil`.
    @inlinable
    public static func read<M: JSONCodec>(
        _ input: JSONNode?, as type: M.Output?.Type, with mapper: M, context: inout MappingContext
    ) throws(MappingError) -> M.Output? where M.Input == JSON {
        try Field<Void, M.Output?>.read(input, with: Mappers.nullable(mapper), context: &context)
    }

    /// The value of a field converted by a mapper from a Swift value that JSON holds.
    @inlinable
    @_disfavoredOverload
    public static func read<Value, M: ReversibleMapper>(
        _ input: JSONNode?, as type: Value.Type, with mapper: M, context: inout MappingContext
    ) throws(MappingError) -> Value where M.Input: JSONConvertible, M.Output == Value {
        try Field<Void, Value>.read(input, with: Mappers.value(M.Input.self).then(mapper), context: &context)
    }

    /// The value of a decode-only field converted by a one-way mapper of JSON.
    @inlinable
    public static func read<Value, M: JSONMapper>(
        _ input: JSONNode?, as type: Value.Type, decoding mapper: M, context: inout MappingContext
    ) throws(MappingError) -> Value where M.Output == Value {
        try Field<Void, Value>.read(input, with: mapper, context: &context)
    }

    /// The value of a decode-only field converted by a one-way mapper from a Swift value that JSON
    /// holds.
    @inlinable
    @_disfavoredOverload
    public static func read<Value, M: Mapper>(
        _ input: JSONNode?, as type: Value.Type, decoding mapper: M, context: inout MappingContext
    ) throws(MappingError) -> Value where M.Input: JSONConvertible, M.Output == Value {
        try Field<Void, Value>.read(input, with: Mappers.value(M.Input.self).then(mapper), context: &context)
    }
}

extension Mappers.Object {
    /// This mapping, whose objects of a document are read by `read` instead of the fields'
    /// closures: what `@Mappable` writes for every struct, in one pass over the members into
    /// locals, each field read by its own mapper specialised for its type.
    ///
    /// `read` must read exactly what the fields read, through ``ObjectReading`` (which makes every
    /// error as the fields do): the members of ``ObjectReading/members``, each field's value with
    /// ``ObjectReading/value(_:_:_:)`` and the `ObjectReading.read(_:as:…)` overload its
    /// ``Field`` takes, in the order of the fields, then ``ObjectReading/finish(context:)``. A
    /// tree (`JSON`) is read by the fields.
    ///
    /// ```swift
    /// let point = Mappers.object(Point.init) {
    ///     Field("x", \.x)
    ///     Field("y", \.y)
    /// }
    /// .readingDirectly { reading, context throws(MappingError) in
    ///     var x: JSONNode?, y: JSONNode?
    ///     var members = reading.members
    ///     while members.next() {
    ///         guard members.keyByteCount == 1 else { continue }
    ///         if members.keyIs("x") { x = x ?? members.value } else if members.keyIs("y") { y = y ?? members.value }
    ///     }
    ///     let xValue = reading.value(0, x) { node, context throws(MappingError) in
    ///         try ObjectReading.read(node, as: Int.self, context: &context)
    ///     }
    ///     let yValue = reading.value(1, y) { node, context throws(MappingError) in
    ///         try ObjectReading.read(node, as: Int.self, context: &context)
    ///     }
    ///     try reading.finish(context: &context)
    ///     guard let xValue, let yValue else { throw reading.incomplete() }
    ///     return Point(x: xValue, y: yValue)
    /// }
    /// ```
    @preconcurrency
    public func readingDirectly(_ read: @escaping DirectReader) -> Self {
        Self(plan: plan, initializer: initializer, direct: read, directWriter: directWriter)
    }
}
