/// Reads and writes one or more fields of a JSON value. Hydrant's `HYDAccessor`.
///
/// An accessor says *where* a value lives; a mapper says how to convert it. Reading distinguishes a
/// missing value (`nil`) from JSON `null` (`.null`). Writing creates intermediate objects and arrays
/// as needed; writing `nil` removes the field. ``fieldNames`` name the fields in error messages.
///
/// Hydrant ships ``Accessors/Path`` (a key, a dotted key path, an index, or any mix) and
/// ``Accessors/Fields`` (several paths read as one array value); a `String` is an accessor too (a
/// key path). Conform your own type to read
/// from anywhere else in a JSON value.
///
/// Accessors address JSON only — the side Hydrant does not know the type of. On the Swift side a
/// model's properties are reached through key paths (`\.name.first` in a ``Field``), which the
/// compiler checks; the original's accessors, which addressed both sides through KVC, become one of
/// each.
///
/// ```swift
/// let first = Accessors.keyPath("name.first")
/// try first.read(from: ["name": ["first": "Ada"]])   // "Ada"
/// try first.read(from: ["name": [:]])                // nil (missing)
/// var out: JSON = [:]
/// try first.write("Ada", into: &out)                 // {"name":{"first":"Ada"}}
/// ```
public protocol Accessor: Sendable, Hashable, CustomStringConvertible {
    /// The names of the fields, for diagnostics: a key path as written (`name.first`), an index as
    /// its number, a key containing a dot in quotes (`"a.b"`).
    var fieldNames: [String] { get }

    /// Reads the value; `nil` when it is missing.
    ///
    /// - Throws: A ``MappingError/Code/readFailed`` error when the source has the wrong shape (a key
    ///   read from a string, say).
    func read(from source: JSON) throws(MappingError) -> JSON?

    /// Writes `value` into `destination`, creating intermediate objects and arrays; `nil` removes
    /// the field.
    ///
    /// - Throws: A ``MappingError/Code/writeFailed`` error when the destination has the wrong shape.
    func write(_ value: JSON?, into destination: inout JSON) throws(MappingError)

    /// The keys of the source object this accessor reads first (`["name"]` for `name.first`), so
    /// that an object mapping can tell which keys no field reads; `nil` when unknown (the default).
    var topLevelKeys: [String]? { get }

    /// The accessor's fields as a ``MappingPath``, for errors: the same names as ``fieldNames``,
    /// and the keys and indices that the path's ``MappingPath/segments(revealingKeys:)`` and JSON
    /// Pointers give.
    ///
    /// The default makes the path from ``fieldNames``, whose steps are read back from the names
    /// (split on the dots outside quotes). Implement it when a key of yours can contain a dot or a
    /// quote, so that the pointers of your errors stay exact: build the path from
    /// ``MappingPath/key(_:)`` and ``MappingPath/index(_:)`` joined with
    /// ``MappingPath/prepending(_:)``. Hydrant's accessors give their steps exactly.
    var path: MappingPath { get }
}

extension Accessor {
    /// Unknown by default.
    public var topLevelKeys: [String]? { nil }

    /// The accessor's fields as a ``MappingPath`` made from ``fieldNames``, for errors.
    public var path: MappingPath {
        MappingPath(fieldNames: fieldNames)
    }

    /// The field names as Hydrant prints them: one name as is, several as `[a, b]`.
    public var description: String {
        fieldNames.count == 1 ? fieldNames[0] : "[" + fieldNames.joined(separator: ", ") + "]"
    }
}

/// The namespace of Hydrant's accessors.
public enum Accessors {}
