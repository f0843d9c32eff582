import Foundation
import Hydrant
import Testing

/// The schemas of conversions (dates, URLs, UUIDs, numbers), alternatives, kind checks and
/// dispatch.
@Suite("JSON Schema: conversions, alternatives and dispatch")
struct ConversionSchemaTests {
    static func schema(_ mapper: some JSONMapper, _ direction: JSONSchema.Direction = .reading) -> String {
        JSONSchemaTests.schema(mapper, direction)
    }

    @Test(arguments: [
        (Self.schema(Mappers.date(.rfc3339)), #"{"type":"string","format":"date-time"}"#),
        (
            Self.schema(Mappers.date(DateFormat(pattern: "dd/MM/yyyy"))),
            #"{"type":"string","$comment":"a date in the format dd/MM/yyyy"}"#
        ),
        (
            Self.schema(Mappers.date(unit: .milliseconds)),
            #"{"type":"number","$comment":"a date as milliseconds since 1970-01-01 00:00:00 +0000"}"#
        ),
        (
            Self.schema(Mappers.anyDate()),
            #"{"anyOf":[{"type":"string","$comment":"a date in one of the formats anyDate() reads"},{"type":"number","$comment":"a date as seconds since 1970-01-01 00:00:00 +0000"}]}"#
        ),
        (Self.schema(Mappers.anyDate(), .writing), #"{"type":"string","format":"date-time"}"#),
        (
            Self.schema(Mappers.url()),
            #"{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9+.-]*:([^%\\u0000-\\u001F\\u007F-\\u009F]|%[0-9A-Fa-f]{2})*$","$comment":"a URL with a scheme"}"#
        ),
        (Self.schema(Mappers.url(), .writing), #"{"type":"string","format":"uri"}"#),
        (
            Self.schema(Mappers.url(schemes: ["https", "http"])),
            #"{"type":"string","pattern":"^([Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss]):([^%\\u0000-\\u001F\\u007F-\\u009F]|%[0-9A-Fa-f]{2})*$","$comment":"a URL with a scheme; with the scheme http, https"}"#
        ),
        (
            Self.schema(Mappers.date(.hydrantRFC3339)),
            // It writes `+0000`, which is not RFC 3339's offset.
            #"{"type":"string","$comment":"a date in the format Hydrant's RFC 3339 (yyyy-MM-dd'T'HH:mm:ssZ)"}"#
        ),
        (Self.schema(Mappers.uuid()), #"{"type":"string","format":"uuid"}"#),
        (
            Self.schema(Mappers.number(Int.self)),
            #"{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$","$comment":"a number written as a string (Int)"}"#
        ),
        (Self.schema(Mappers.numberText()), #"{"type":"number"}"#),
    ])
    func conversionsNameTheirFormat(schema: String, expected: String) {
        #expect(schema == expected)
    }

    @Test func aKindCheckListsTheKinds() {
        #expect(Self.schema(Mappers.kind(.string)) == #"{"type":"string"}"#)
        #expect(Self.schema(Mappers.kinds([.null, .number, .object])) == #"{"type":["object","number","null"]}"#)
    }

    @Test func alternativesAreAnyOf() {
        let flexible = Mappers.first {
            Mappers.value(Int.self)
            Mappers.number(Int.self)
        }
        #expect(
            Self.schema(flexible)
                == #"{"anyOf":[{"type":"integer"},{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$","$comment":"a number written as a string (Int)"}]}"#
        )
    }

    enum Shape: Sendable, Equatable {
        case circle(Double)
        case square(Double)
    }

    struct Circle: Sendable { var radius: Double }
    struct Square: Sendable { var side: Double }

    @Test func aDispatchIsOneOfItsCases() {
        let circle = Mappers.object(Circle.init) { Field("radius", \.radius) }
        let square = Mappers.object(Square.init) { Field("side", \.side) }
        let shapes = Mappers.dispatch(on: "type", to: Shape.self) {
            Mappers.DispatchCase(
                "circle", circle, embed: { .circle($0.radius) },
                extract: { if case .circle(let r) = $0 { Circle(radius: r) } else { nil } })
            Mappers.DispatchCase(
                "square", square, embed: { .square($0.side) },
                extract: { if case .square(let s) = $0 { Square(side: s) } else { nil } })
        }
        #expect(
            shapes.jsonSchema().description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","oneOf":[{"allOf":[{"$ref":"#/$defs/Circle"},{"properties":{"type":{"const":"circle"}},"required":["type"]}]},{"allOf":[{"$ref":"#/$defs/Square"},{"properties":{"type":{"const":"square"}},"required":["type"]}]}],"discriminator":{"propertyName":"type","mapping":{"circle":"#/$defs/Circle","square":"#/$defs/Square"}},"$defs":{"Circle":{"type":"object","properties":{"radius":{"type":"number"}},"required":["radius"]},"Square":{"type":"object","properties":{"side":{"type":"number"}},"required":["side"]}}}"##
        )
    }

    @Test func aDispatchOnTheKindLimitsEachCaseToItsKind() {
        let value = Mappers.dispatch(on: .kind, to: Double.self) {
            Mappers.DispatchCase(.number, Mappers.value(Double.self), embed: { $0 }, extract: { $0 })
            Mappers.DispatchCase(.string, Mappers.number(Double.self), embed: { $0 }, extract: { _ in nil })
        }
        #expect(
            Self.schema(value)
                == #"{"oneOf":[{"allOf":[{"type":"number"},{"type":"number"}]},{"allOf":[{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$","$comment":"a number written as a string (Double)"},{"type":"string"}]}]}"#
        )
    }
}
