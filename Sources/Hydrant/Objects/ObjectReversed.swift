extension Mappers {
    /// The reverse of an object mapping: reads each field's property through its key path, maps it
    /// with the field's reversed mapper and writes it with the field's accessor, building a JSON
    /// object (nested key paths create nested objects; multi-field accessors distribute values).
    ///
    /// Every field is attempted; errors are wrapped with the property as the source path and the
    /// accessor as the destination path.
    public struct ObjectReversed<Root, Forward: ReversibleMapper>: ReversibleMapper
    where Forward.Input == JSON, Forward.Output == Root {
        /// The forward mapping.
        public let forward: Forward
        let fields: [AnyField<Root>]
        let nilValues: NilWritingPolicy

        init(forward: Forward, fields: [AnyField<Root>], nilValues: NilWritingPolicy) {
            self.forward = forward
            self.fields = fields
            self.nilValues = nilValues
        }

        /// Writes `input` as a JSON object.
        public func map(_ input: Root, context: inout MappingContext) throws(MappingError) -> JSON {
            var output = JSON.object(JSONObject())
            var errors: [MappingError] = []
            for field in fields {
                field.write(input, &output, nilValues, &errors)
            }
            try ObjectMapping.finish(errors, source: RedactedValue(String(describing: Root.self)), context: &context)
            return output
        }

        /// The forward mapping.
        public var reversed: Forward {
            forward
        }
    }
}
