/// A mapper that never records an error in its context: reading either succeeds with nothing
/// recorded or throws, and writing neither throws nor records. ``Mappers/Value`` is one, and so is
/// an array of one.
///
/// ``Mappers/ArrayOf`` maps the elements of such a mapper in its own context, without the fresh
/// context, checkpoint and path closures each element otherwise gets in case it records or fails
/// (a fifth of writing canada.json through three nested `array(of:)`).
@usableFromInline
protocol RecordsNoErrors {}

extension Mappers.Value: RecordsNoErrors {}

extension Mappers.ArrayOf: RecordsNoErrors where Element: RecordsNoErrors {}
