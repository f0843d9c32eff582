import Hydrant

// Hydrant mappers for every field of canada.json, into the same models as JSONDecoder
// (Models/Canada.swift).

enum CanadaMappers {
    static let document: some JSONCodec<FeatureCollection> & Mapper<JSON, FeatureCollection> = collection(
        coordinates: Mappers.value([[[Double]]].self))

    /// The error-heavy variant: points that are not arrays of numbers are dropped (with a
    /// non-fatal error each).
    static let lenientDocument: some JSONCodec<FeatureCollection> & Mapper<JSON, FeatureCollection> = collection(
        coordinates: Mappers.array(of: Mappers.array(of: Mappers.optionally(Mappers.value([Double].self)))))

    /// The feature collection, with the given mapper for the polygons' coordinates.
    static func collection<C: JSONCodec>(
        coordinates: C
    ) -> some JSONCodec<FeatureCollection> & Mapper<JSON, FeatureCollection>
    where C.Input == JSON, C.Output == [[[Double]]] {
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
