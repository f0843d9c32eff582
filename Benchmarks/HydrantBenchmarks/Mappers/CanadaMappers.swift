import Hydrant

// Hydrant mappers for every field of canada.json, into the same models as JSONDecoder
// (Models/Canada.swift).

enum CanadaMappers {
    static let document: some ReversibleMapper<JSON, FeatureCollection> & NodeMapper = collection(coordinates: Mappers.value([[[Double]]].self))

    /// The error-heavy variant: points that are not arrays of numbers are dropped (with a
    /// non-fatal error each).
    static let lenientDocument: some ReversibleMapper<JSON, FeatureCollection> & NodeMapper = collection(
        coordinates: Mappers.array(of: Mappers.array(of: Mappers.optionally(Mappers.value([Double].self)))))

    /// The feature collection, with the given mapper for the polygons' coordinates.
    static func collection<C: ReversibleMapper & NodeMapper>(coordinates: C) -> some ReversibleMapper<JSON, FeatureCollection> & NodeMapper
    where C.Output == [[[Double]]] {
        let geometry = Mappers.object(Geometry.init) {
            Field("type", \.type)
            Field("coordinates", \.coordinates, coordinates)
        }
        let feature = Mappers.object(Feature.init) {
            Field("type", \.type)
            Field("properties", \.properties)
            Field("geometry", \.geometry, geometry)
        }
        return Mappers.object(FeatureCollection.init) {
            Field("type", \.type)
            Field("features", \.features, Mappers.array(of: feature))
        }
    }
}
