// Codable model of every field of canada.json (Canada's border as a GeoJSON polygon:
// one feature, 480 rings, 111 126 coordinates).

/// The whole document.
struct FeatureCollection: Codable, Equatable {
    let type: String
    let features: [Feature]

    enum CodingKeys: String, CodingKey {
        case type
        case features
    }
}

struct Feature: Codable, Equatable {
    let type: String
    let properties: [String: String]
    let geometry: Geometry

    enum CodingKeys: String, CodingKey {
        case type
        case properties
        case geometry
    }
}

/// A polygon: rings of `[longitude, latitude]` points.
struct Geometry: Codable, Equatable {
    let type: String
    let coordinates: [[[Double]]]

    enum CodingKeys: String, CodingKey {
        case type
        case coordinates
    }
}
