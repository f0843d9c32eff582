public import Hydrant

/// Expects the fields of an initializer-based object mapping to be listed in the order of the
/// initializer's parameters, as far as mapping `input` can tell.
///
/// The compiler catches most fields out of order, but not two of the same type: for
/// `init(name:color:)`, `Mappers.object(Label.init) { Field("color", \.color); Field("name", \.name) }`
/// puts the `color` read in `name` and the other way round, without an error (a round trip of
/// values, `expectRoundTrip(_:values:)`, catches it too, for an `Equatable` model). This check maps
/// `input` and reads each property back through its field's key path: the values of two fields
/// that each ended up in the other's property were swapped. Give it an input whose values of
/// one type differ (two equal strings cannot tell their fields apart). Debug builds make the same
/// check on the first object each mapping makes, and print a warning.
///
/// ```swift
/// try expectFieldOrder(label, reading: ["name": "bug", "color": "red"])
/// // throws: in the mapping of Label, the values read for the fields 'color' and 'name' ended
/// // up in each other's property: list the fields in the order of the initializer's parameters
/// ```
///
/// - Parameters:
///   - mapper: The object mapping.
///   - input: A JSON object that the mapping maps.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Throws: A ``MappingExpectationFailure`` naming the swapped fields, or saying that `input`
///   does not map.
public func expectFieldOrder<Root, each Value>(
    _ mapper: Mappers.Object<Root, repeat each Value>, reading input: JSON, fileID: String = #fileID,
    line: Int = #line
) throws(MappingExpectationFailure) {
    let mapped = mapper.mapping(input)
    guard mapped.value != nil else {
        throw MappingExpectationFailure(
            message: "Field order: the input does not map, so it cannot tell:\n" + Rendering.outcome(mapped),
            fileID: fileID, line: line)
    }
    if let warning = mapper.fieldOrderWarning(reading: input) {
        throw MappingExpectationFailure(message: "Field order: " + warning, fileID: fileID, line: line)
    }
}
