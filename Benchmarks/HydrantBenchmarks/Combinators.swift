import Foundation
import Hydrant

// The combinators of the one-path design (docs/Architecture.md, "Sources and sinks"), each in the
// place of one plain mapper of the twitter and canada mappings, or of the object mapping of a
// generated document of 20,000 members: the same values are mapped, so each case's time is
// compared with the plain mapping measured in the same run, and its allocations show whether a
// tree is built.

/// The article's custom mapper (Writing Your Own Mappers), written as the article teaches it.
struct Clamped: JSONCodec {
    let range: ClosedRange<Int>

    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
        let value = try Int(source: source)
        guard range.contains(value) else {
            context.recordNonFatal(
                MappingError(
                    code: .validationFailed, sourceValue: source.errorSourceValue,
                    detail: "outside \(range.lowerBound)...\(range.upperBound), clamped"))
            return min(max(value, range.lowerBound), range.upperBound)
        }
        return value
    }

    func write(_ value: Int, to sink: inout some JSONSink, context: inout MappingContext) {
        sink.write(integer: value)
    }
}

enum Combinators {
    /// A decode and an encode case of a mapping, checked against the model first.
    struct Variant {
        let title: String
        let decode: BenchCase
        let encode: BenchCase
    }

    static func variant<Model: Equatable, M: JSONCodec & Mapper<JSON, Model>>(
        _ title: String, _ mapper: M, document: SourceDocument, model: Model
    ) -> Variant {
        let data = document.data
        do {
            guard try mapper.map(parsing: data) == model else {
                fail("combinator case '\(title)' maps a different model")
            }
            guard try mapper.map(parsing: mapper.reversed.bytes(from: model)) == model else {
                fail("combinator case '\(title)' writes a different document")
            }
        } catch {
            fail("combinator case '\(title)' threw: \(error)")
        }
        let reversed = mapper.reversed
        return Variant(
            title: title,
            decode: BenchCase(
                document: document.name, kind: .hydrantMappers, sourceByteCount: document.byteCount,
                operation: { blackHole(try mapper.map(parsing: data)) }, variant: "decode, \(title)"),
            encode: BenchCase(
                document: document.name, kind: .hydrantReverse, sourceByteCount: document.byteCount,
                operation: { blackHole(try reversed.bytes(from: model)) }, variant: "encode, \(title)"))
    }

    /// Whether `--filter` selects the combinator cases of `document`: "combinator" selects every
    /// document's, "twitter/…combinator…" (a case's name, as `--profile` wants it) one document's.
    static func selects(_ document: String, _ options: Options) -> Bool {
        options.selects(document: document, name: "combinator")
            || (options.filter.map {
                $0.localizedCaseInsensitiveContains("combinator") && $0.localizedCaseInsensitiveContains(document + "/")
            } ?? false)
    }

    /// The cases `--filter` selects: "combinator" runs them all.
    static func variants(options: Options) -> [Variant] {
        var variants: [Variant] = []
        if Self.selects("twitter", options) {
            let twitter = SourceDocument.load("twitter", from: options.dataDirectory)
            let model: Twitter
            do {
                model = try JSONDecoder().decode(Twitter.self, from: twitter.data)
            } catch {
                fail("twitter.json does not decode: \(error)")
            }
            let text = Mappers.value(String.self)
            let count = Mappers.value(Int.self)
            func add(_ title: String, _ mapper: some JSONCodec<Twitter> & Mapper<JSON, Twitter>) {
                variants.append(variant("combinator: " + title, mapper, document: twitter, model: model))
            }
            add("plain", TwitterMappers.document(text: text, retweetCount: count))
            add(".sensitive() on text", TwitterMappers.document(text: text.sensitive(), retweetCount: count))
            add(
                "first { value; value } on text",
                TwitterMappers.document(
                    text: Mappers.first {
                        Mappers.value(String.self); Mappers.value(String.self)
                    }, retweetCount: count))
            add(
                "validate(.min(0)) on retweet_count",
                TwitterMappers.document(
                    text: text, retweetCount: count.validated(.min(0))))
            add(
                "custom codec (the article's Clamped) on retweet_count",
                TwitterMappers.document(
                    text: text, retweetCount: Clamped(range: 0...Int.max)))
            #if Macros
                // The macro's models have no Codable reference: the value it maps must write a document
                // the hand-written mappers read as JSONDecoder's model.
                do {
                    let macroModel = try MacroTwitter.mapper.map(parsing: twitter.data)
                    guard
                        try TwitterMappers.document.map(parsing: MacroTwitter.mapper.reversed.bytes(from: macroModel))
                            == model
                    else {
                        fail("the @Mappable twitter models hold a different document")
                    }
                    variants.append(
                        variant(
                            "combinator: models declared with @Mappable", MacroTwitter.mapper, document: twitter,
                            model: macroModel))
                } catch {
                    fail("the @Mappable twitter models do not map twitter.json: \(error)")
                }
            #endif
        }
        if Self.selects("citm_catalog", options) {
            let citm = SourceDocument.load("citm_catalog", from: options.dataDirectory)
            do {
                let model = try JSONDecoder().decode(CitmCatalog.self, from: citm.data)
                variants.append(
                    variant("combinator: hand-written mappers", CitmMappers.document, document: citm, model: model))
                #if Macros
                    let macroModel = try JSONDecoder().decode(MacroCitmCatalog.self, from: citm.data)
                    variants.append(
                        variant(
                            "combinator: models declared with @Mappable", MacroCitmCatalog.mapper, document: citm,
                            model: macroModel))
                #endif
            } catch {
                fail("citm_catalog.json does not decode: \(error)")
            }
        }
        if Self.selects("canada", options) {
            let canada = SourceDocument.load("canada", from: options.dataDirectory)
            let model: FeatureCollection
            do {
                model = try JSONDecoder().decode(FeatureCollection.self, from: canada.data)
            } catch {
                fail("canada.json does not decode: \(error)")
            }
            variants.append(
                variant(
                    "combinator: plain (value([[[Double]]].self))",
                    CanadaMappers.collection(coordinates: Mappers.value([[[Double]]].self)), document: canada,
                    model: model))
            variants.append(
                variant(
                    "combinator: array(of: array(of: array(of: value(Double.self))))",
                    CanadaMappers.collection(
                        coordinates: Mappers.array(of: Mappers.array(of: Mappers.array(of: Mappers.value(Double.self))))
                    ),
                    document: canada, model: model))
        }
        if Self.selects("members", options) {
            let members = MemberMappers.document()
            let model = MemberMappers.members
            func add(_ title: String, _ element: some JSONCodec<Member> & Mapper<JSON, Member>) {
                variants.append(
                    variant("combinator: " + title, Mappers.array(of: element), document: members, model: model))
            }
            add("plain object(Member.init)", MemberMappers.plain)
            add("object(prototype:)", MemberMappers.prototype)
            add("dispatch(on: \"role\") to the plain object", MemberMappers.dispatched)
            add("afterDecoding + afterEncoding hooks (trees by design)", MemberMappers.hooked)
        }
        return variants
    }

    /// Times the cases and prints their table: each against the plain case of its document.
    static func run(options: Options) {
        let variants = variants(options: options)
        guard !variants.isEmpty else { return }
        note("combinators: \(variants.count) cases")
        let cases = variants.flatMap { [$0.decode, $0.encode] }
        let measurements = Harness(settings: options.settings).run(cases)
        print("\n### Combinators (docs/Architecture.md, Sources and sinks)\n")
        print("| document | case | decode ms/op | vs plain | encode ms/op | vs plain | allocations (decode / encode) |")
        print("|---|---|---:|---:|---:|---:|---:|")
        var plain: [String: (decode: Measurement, encode: Measurement)] = [:]
        for (index, variant) in variants.enumerated() {
            let decode = measurements[2 * index]
            let encode = measurements[2 * index + 1]
            let document = variant.decode.document
            if plain[document] == nil { plain[document] = (decode, encode) }
            let base = plain[document]!
            let allocations =
                MemoryMeasurement.isAvailable
                ? "\(allocationCount(variant.decode)) / \(allocationCount(variant.encode))"
                : "—"
            print(
                String(
                    format: "| %@ | %@ | %.3f | %.2f× | %.3f | %.2f× | %@ |",
                    document, variant.title, decode.medianSeconds * 1000,
                    base.decode.medianSeconds / decode.medianSeconds,
                    encode.medianSeconds * 1000, base.encode.medianSeconds / encode.medianSeconds, allocations))
        }
    }

    private static func allocationCount(_ benchCase: BenchCase) -> UInt64 {
        (try? MemoryMeasurement.count { try benchCase.operation() })?.allocations ?? 0
    }
}
